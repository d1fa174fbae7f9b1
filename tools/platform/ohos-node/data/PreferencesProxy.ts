// The `preferences.Preferences` object an app holds: argument checks and results of PreferencesProxy
// (distributeddatamgr_preferences tag OpenHarmony-v5.0.0-Release, frameworks/js/napi/preferences/src/
// napi_preferences.cpp) over a native PreferencesStore. get() of a missing key gives back the very defValue
// passed in, which is never checked (:215-251); put() converts the value first (:155-164, PreferencesValue.ts);
// a key must be a string of at most MAX_KEY_LENGTH bytes (:146-153). on('change') hears each changed key
// after a flush wrote it (preferences_impl.cpp:555-561), on('dataChange') the watched keys with their new
// values (:531-552); 'multiProcessChange' is accepted and never fires (one process here).
import type { Callback } from '../ohos.base';
import { parameterCountError, parameterError } from './PreferencesErrors';
import { runAsync, runSync, splitCallback } from './PreferencesCall';
import type { NativeCallback } from './PreferencesCall';
import type { ChangeListener, PreferencesStore } from './PreferencesStore';
import { fromStored, keyTooLong, toStored } from './PreferencesValue';
import type { StoredValue, ValueType } from './PreferencesValue';

type ChangeMode = 'change' | 'multiProcessChange' | 'dataChange';
type DataChangeCallback = Callback<Record<string, ValueType>>;

interface Observer {
  mode: ChangeMode;
  callback: Function;
  listener: ChangeListener;
}

function readKey(key: unknown): string {
  if (typeof key !== 'string') throw parameterError('The key must be string.');
  if (keyTooLong(key)) throw parameterError('The key must be less than 1024 bytes.');
  return key;
}

function readValue(value: unknown): StoredValue {
  const stored = toStored(value);
  if (stored === 'too-long') throw parameterError('The type of value must be less then 16 * 1024 * 1024 btyes.');
  if (stored === 'not-value-type') throw parameterError('The type of value must be ValueType.');
  return stored;
}

function readMode(mode: unknown): ChangeMode {
  if (typeof mode !== 'string') throw parameterError('The registerMode must be string.');
  if (mode !== 'change' && mode !== 'multiProcessChange' && mode !== 'dataChange') {
    throw parameterError("The registerMode must be 'change' or 'multiProcessChange' or 'dataChange'.");
  }
  return mode;
}

export class PreferencesProxy {
  private readonly store: PreferencesStore;
  private readonly observers: Observer[] = [];

  constructor(store: PreferencesStore) {
    this.store = store;
  }

  get(...raw: unknown[]): Promise<ValueType> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 2) throw parameterCountError('2 or 3');
    const key = readKey(args[0]);
    this.store.checkAlive();
    let found: StoredValue | undefined;
    return runAsync(callback as NativeCallback<ValueType>, () => {
      found = this.store.get(key);
      return 0;
    }, () => (found !== undefined ? fromStored(found) : args[1] as ValueType));
  }

  getSync(...raw: unknown[]): ValueType {
    if (raw.length !== 2) throw parameterCountError('2 or 3');
    const found = this.store.get(readKey(raw[0]));
    return found !== undefined ? fromStored(found) : raw[1] as ValueType;
  }

  getAll(...raw: unknown[]): Promise<Object> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 0) throw parameterCountError('0 or 1');
    this.store.checkAlive();
    let all = new Map<string, StoredValue>();
    return runAsync(callback as NativeCallback<Object>, () => {
      all = this.store.all();
      return 0;
    }, () => toObject(all));
  }

  getAllSync(...raw: unknown[]): Object {
    if (raw.length !== 0) throw parameterCountError('0 or 1');
    return toObject(this.store.all());
  }

  has(...raw: unknown[]): Promise<boolean> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 1) throw parameterCountError('1 or 2');
    const key = readKey(args[0]);
    this.store.checkAlive();
    let present = false;
    return runAsync(callback as NativeCallback<boolean>, () => {
      present = this.store.has(key);
      return 0;
    }, () => present);
  }

  hasSync(...raw: unknown[]): boolean {
    if (raw.length !== 1) throw parameterCountError('1 or 2');
    return this.store.has(readKey(raw[0]));
  }

  put(...raw: unknown[]): Promise<void> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 2) throw parameterCountError('2 or 3');
    const key = readKey(args[0]);
    const stored = readValue(args[1]);
    this.store.checkAlive();
    return runAsync(callback as NativeCallback<void>, () => this.store.put(key, stored), () => undefined);
  }

  putSync(...raw: unknown[]): void {
    if (raw.length !== 2) throw parameterCountError('2 or 3');
    const key = readKey(raw[0]);
    const stored = readValue(raw[1]);
    runSync(() => this.store.put(key, stored), () => undefined);
  }

  delete(...raw: unknown[]): Promise<void> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 1) throw parameterCountError('1 or 2');
    const key = readKey(args[0]);
    this.store.checkAlive();
    return runAsync(callback as NativeCallback<void>, () => this.store.delete(key), () => undefined);
  }

  deleteSync(...raw: unknown[]): void {
    if (raw.length !== 1) throw parameterCountError('1 or 2');
    const key = readKey(raw[0]);
    runSync(() => this.store.delete(key), () => undefined);
  }

  clear(...raw: unknown[]): Promise<void> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 0) throw parameterCountError('0 or 1');
    this.store.checkAlive();
    return runAsync(callback as NativeCallback<void>, () => this.store.clear(), () => undefined);
  }

  clearSync(...raw: unknown[]): void {
    if (raw.length !== 0) throw parameterCountError('0 or 1');
    runSync(() => this.store.clear(), () => undefined);
  }

  /** Writes the values to the file (flush(): the only call that does). */
  flush(...raw: unknown[]): Promise<void> | undefined {
    const { args, callback } = splitCallback(raw);
    if (args.length !== 0) throw parameterCountError('0 or 1');
    this.store.checkAlive();
    return runAsync(callback as NativeCallback<void>, () => this.store.flush(), () => undefined);
  }

  on(...args: unknown[]): void {
    if (args.length !== 2 && args.length !== 3) throw parameterCountError('2 or 3');
    const mode = readMode(args[0]);
    if (mode === 'dataChange') {
      if (args.length !== 3) throw parameterCountError('3');
      const keys = args[1];
      if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string')) {
        throw parameterError('The keys must be Array<string>.');
      }
      this.observeData(keys as string[], readCallback<DataChangeCallback>(args[2]));
      return;
    }
    if (args.length !== 2) throw parameterCountError('2');
    const callback = readCallback<Callback<string>>(args[1]);
    if (mode === 'change') this.observeChanges(callback);
  }

  off(...args: unknown[]): void {
    if (args.length === 0) throw parameterCountError('more than 1');
    const mode = readMode(args[0]);
    const callback = args.length > (mode === 'dataChange' ? 2 : 1) ? args[args.length - 1] : undefined;
    if (callback !== undefined && typeof callback !== 'function') {
      throw parameterError('The callback must be function.');
    }
    for (const observer of [...this.observers]) {
      if (observer.mode !== mode || (callback !== undefined && observer.callback !== callback)) continue;
      this.store.removeListener(observer.listener);
      this.observers.splice(this.observers.indexOf(observer), 1);
    }
  }

  private observeChanges(callback: Callback<string>): void {
    if (this.observers.some((o) => o.mode === 'change' && o.callback === callback)) return;
    const listener: ChangeListener = (keys) => setImmediate(() => keys.forEach((key) => callback(key)));
    this.observe({ mode: 'change', callback, listener });
  }

  private observeData(keys: string[], callback: DataChangeCallback): void {
    const listener: ChangeListener = (changed, values) => {
      const records: Record<string, ValueType> = {};
      for (const key of changed.filter((k) => keys.includes(k))) {
        const stored = values.get(key);
        // A deleted key reports the empty native value, which reaches JS as null (js_common_utils.cpp:296-300).
        records[key] = stored !== undefined ? fromStored(stored) : null as unknown as ValueType;
      }
      if (Object.keys(records).length > 0) setImmediate(() => callback(records));
    };
    this.observe({ mode: 'dataChange', callback, listener });
  }

  private observe(observer: Observer): void {
    this.observers.push(observer);
    this.store.addListener(observer.listener);
  }
}

function readCallback<T>(value: unknown): T {
  if (typeof value !== 'function') throw parameterError('The callback must be function.');
  return value as T;
}

function toObject(values: ReadonlyMap<string, StoredValue>): Object {
  const result: Record<string, ValueType> = {};
  for (const [key, stored] of values) result[key] = fromStored(stored);
  return result;
}
