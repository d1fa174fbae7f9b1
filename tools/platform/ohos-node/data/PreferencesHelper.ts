// The module functions of `@ohos.data.preferences` (getPreferences, deletePreferences,
// removePreferencesFromCache and their Sync forms), after napi_preferences_helper.cpp (distributeddatamgr_
// preferences tag OpenHarmony-v5.0.0-Release, frameworks/js/napi/preferences/src): the second argument is a
// name or an Options object (:46-66), the file is `<context.preferencesDir>/<name>` (:67-73) - for a
// UIAbilityContext the module's `.../base/haps/<module>/preferences`. The context must be a stage-model
// Context (frameworks/js/napi/common/src/js_ability.cpp:34-50: anything else is 401 "The context is
// invalid."). A dataGroupId is refused as on a device whose app declares no data group (15501002).
import { processOf } from '../app/AppProcess';
import { DATA_GROUP_ID_INVALID, parameterCountError, parameterError, thrownError } from './PreferencesErrors';
import { runAsync, runSync, splitCallback } from './PreferencesCall';
import type { NativeCallback } from './PreferencesCall';
import {
  deletePreferencesStore, openPreferencesStore, removePreferencesStoreFromCache,
} from './PreferencesCache';
import { PreferencesProxy } from './PreferencesProxy';
import type { PreferencesStore } from './PreferencesStore';

interface StageContext {
  stageMode: boolean;
  preferencesDir: string;
}

interface Target {
  file: string;
  context: StageContext;
}

function isStageContext(value: unknown): value is StageContext {
  if (typeof value !== 'object' || value === null) return false;
  const context = value as Partial<StageContext>;
  return context.stageMode === true && typeof context.preferencesDir === 'string';
}

/** ParseParameters: the file the (context, name | Options) arguments name; throws what the platform throws. */
function readTarget(args: unknown[]): Target {
  if (args.length !== 2) throw parameterCountError('2 or 3');
  const [context, nameOrOptions] = args;
  let name: string;
  let dataGroupId = '';
  if (typeof nameOrOptions === 'string') {
    name = nameOrOptions;
  } else {
    const options = (typeof nameOrOptions === 'object' && nameOrOptions !== null ? nameOrOptions : {}) as
      { name?: unknown; dataGroupId?: unknown };
    if (typeof options.name !== 'string') throw parameterError('The name must be string.');
    name = options.name;
    if (options.dataGroupId !== undefined && options.dataGroupId !== null) {
      if (typeof options.dataGroupId !== 'string') throw parameterError('The dataGroupId must be string.');
      dataGroupId = options.dataGroupId;
    }
  }
  if (!isStageContext(context)) throw parameterError('The context is invalid.');
  if (dataGroupId.length > 0) throw thrownError(DATA_GROUP_ID_INVALID, 'The data group id is not valid');
  return { file: `${context.preferencesDir}/${name}`, context };
}

export function getPreferences(...raw: unknown[]): Promise<PreferencesProxy> | undefined {
  const { args, callback } = splitCallback(raw);
  const target = readTarget(args);
  let store: PreferencesStore | undefined;
  return runAsync(callback as NativeCallback<PreferencesProxy>, () => {
    const opened = openPreferencesStore(target.file, processOf(target.context));
    store = opened.store;
    return opened.errno;
  }, () => new PreferencesProxy(store as PreferencesStore));
}

export function getPreferencesSync(...raw: unknown[]): PreferencesProxy | undefined {
  const target = readTarget(raw);
  let store: PreferencesStore | undefined;
  return runSync(() => {
    const opened = openPreferencesStore(target.file, processOf(target.context));
    store = opened.store;
    return opened.errno;
  }, () => new PreferencesProxy(store as PreferencesStore));
}

export function deletePreferences(...raw: unknown[]): Promise<void> | undefined {
  const { args, callback } = splitCallback(raw);
  const target = readTarget(args);
  return runAsync(callback as NativeCallback<void>, () => deletePreferencesStore(target.file), () => undefined);
}

export function removePreferencesFromCache(...raw: unknown[]): Promise<void> | undefined {
  const { args, callback } = splitCallback(raw);
  const target = readTarget(args);
  return runAsync(callback as NativeCallback<void>, () => removePreferencesStoreFromCache(target.file),
    () => undefined);
}

export function removePreferencesFromCacheSync(...raw: unknown[]): void {
  const target = readTarget(raw);
  runSync(() => removePreferencesStoreFromCache(target.file), () => undefined);
}

