// The native side of one preferences file, as PreferencesImpl keeps it (distributeddatamgr_preferences tag
// OpenHarmony-v5.0.0-Release, frameworks/native/src/preferences_impl.cpp): the values read from the file when
// it is opened (:157-171), put/delete/clear change only that copy and note the key (:412-458), flush writes
// the whole copy and only when some key changed (:460-482), then tells the observers which keys changed
// (:523-570). Nothing writes on its own: a store dropped without flush() loses its changes (:136-138).
// A store opened from an AppSandbox context is retired when that app process ends: using it afterwards is a
// test's mistake (on a device the object is gone with the process), so it throws naming the fix.
import { Native } from './PreferencesErrors';
import { readPreferencesFile, writePreferencesFile } from './PreferencesFile';
import { keyTooLong, sameStored, valueTooLongForPut } from './PreferencesValue';
import type { StoredValue } from './PreferencesValue';

/** Called with the changed keys, and the values they have after the write (undefined: deleted). */
export type ChangeListener = (keys: string[], values: ReadonlyMap<string, StoredValue>) => void;

export class PreferencesStore {
  readonly file: string;
  private values: Map<string, StoredValue>;
  private modifiedKeys: string[] = [];
  private readonly listeners = new Set<ChangeListener>();
  private retiredBecause?: string;

  constructor(file: string) {
    this.file = file;
    this.values = readPreferencesFile(file);
  }

  /** From now on every call throws `reason` (the app process this store lived in has ended). */
  retire(reason: string): void {
    this.retiredBecause = reason;
  }

  get(key: string): StoredValue | undefined {
    this.checkAlive();
    return key.length === 0 || keyTooLong(key) ? undefined : this.values.get(key);
  }

  has(key: string): boolean {
    this.checkAlive();
    return key.length > 0 && !keyTooLong(key) && this.values.has(key);
  }

  all(): Map<string, StoredValue> {
    this.checkAlive();
    return new Map(this.values);
  }

  /** PreferencesImpl::Put: the native errno. */
  put(key: string, stored: StoredValue): number {
    this.checkAlive();
    const keyError = checkKey(key);
    if (keyError !== Native.OK) return keyError;
    if (valueTooLongForPut(stored)) return Native.VALUE_EXCEED_MAX_LENGTH;
    if (!sameStored(this.values.get(key), stored)) {
      this.values.set(key, stored);
      this.modifiedKeys.push(key);
    }
    return Native.OK;
  }

  delete(key: string): number {
    this.checkAlive();
    const keyError = checkKey(key);
    if (keyError !== Native.OK) return keyError;
    // EraseIf runs its marker only for a key that is there (preferences_impl.cpp:443-446).
    if (this.values.delete(key)) this.modifiedKeys.push(key);
    return Native.OK;
  }

  clear(): number {
    this.checkAlive();
    for (const key of this.values.keys()) this.modifiedKeys.push(key);
    this.values.clear();
    return Native.OK;
  }

  /** PreferencesImpl::FlushSync / WriteToDiskFile: the native errno. */
  flush(): number {
    this.checkAlive();
    if (this.modifiedKeys.length === 0) return Native.OK;
    // The changed keys are taken before writing (preferences_impl.cpp:464-470): after a failed write a second
    // flush() has nothing to write and succeeds, and the file keeps its old content.
    const keys = this.modifiedKeys;
    this.modifiedKeys = [];
    const snapshot = new Map(this.values);
    if (!writePreferencesFile(this.file, snapshot)) return Native.ERROR;
    for (const listener of this.listeners) listener(keys, snapshot);
    return Native.OK;
  }

  addListener(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  removeListener(listener: ChangeListener): void {
    this.listeners.delete(listener);
  }

  /** Throws when the store was retired: callers check before they schedule async work. */
  checkAlive(): void {
    if (this.retiredBecause !== undefined) throw new Error(this.retiredBecause);
  }
}

function checkKey(key: string): number {
  if (key.length === 0) return Native.KEY_EMPTY;
  return keyTooLong(key) ? Native.KEY_EXCEED_MAX_LENGTH : Native.OK;
}
