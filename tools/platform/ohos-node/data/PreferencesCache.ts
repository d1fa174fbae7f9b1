// The process-wide cache of open preferences files, as PreferencesHelper keeps it (distributeddatamgr_preferences
// tag OpenHarmony-v5.0.0-Release, frameworks/native/src/preferences_helper.cpp): one store per file path, so
// every getPreferences of a path returns the same values (:151-192); removePreferencesFromCache only forgets
// the store (:248-274: no flush, and an instance the app still holds keeps working); deletePreferences forgets
// it and deletes the file (:194-246). The path is checked as GetRealPath does (:83-128). When the app process
// a store was opened in ends (AppSandbox.restart()), the store leaves the cache and is retired.
import type { AppProcess } from '../app/AppProcess';
import { Native } from './PreferencesErrors';
import { deletePreferencesFiles } from './PreferencesFile';
import { PreferencesStore } from './PreferencesStore';

const cache = new Map<string, PreferencesStore>();

const RETIRED = 'this Preferences belongs to an app process that has ended (AppSandbox.restart()/stop()): ' +
  'open it again with preferences.getPreferences(sandbox.context, ...) after the restart';

/** GetRealPath: the native errno for a path the helper refuses. */
function checkPath(file: string): number {
  if (file.length === 0) return Native.EMPTY_FILE_PATH;
  const slash = file.lastIndexOf('/');
  if (slash < 0 || !file.startsWith('/')) return Native.RELATIVE_PATH;
  return slash === file.length - 1 ? Native.EMPTY_FILE_NAME : Native.OK;
}

export interface OpenResult {
  errno: number;
  store?: PreferencesStore;
}

export function openPreferencesStore(file: string, process: AppProcess | undefined): OpenResult {
  const errno = checkPath(file);
  if (errno !== Native.OK) return { errno };
  const cached = cache.get(file);
  if (cached !== undefined) return { errno: Native.OK, store: cached };
  const store = new PreferencesStore(file);
  cache.set(file, store);
  process?.onEnd(() => {
    if (cache.get(file) === store) cache.delete(file);
    store.retire(RETIRED);
  });
  return { errno: Native.OK, store };
}

export function removePreferencesStoreFromCache(file: string): number {
  const errno = checkPath(file);
  if (errno === Native.OK) cache.delete(file);
  return errno;
}

export function deletePreferencesStore(file: string): number {
  const errno = checkPath(file);
  if (errno !== Native.OK) return errno;
  cache.delete(file);
  return deletePreferencesFiles(file) ? Native.OK : Native.DELETE_FILE_FAIL;
}
