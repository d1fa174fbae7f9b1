// Node emulation of `@ohos.data.preferences` (`import { preferences } from '@kit.ArkData'`), API 12.
// Declarations: interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.data.preferences.d.ts; behaviour:
// distributeddatamgr_preferences at the same tag, reproduced in data/*.ts (each file cites its part). Values
// persist to a file under the context's preferencesDir - only on flush(); an AppSandbox restart drops the
// in-memory cache, so what was not flushed is gone. Not emulated: sendablePreferences, flushSync (API 14),
// deletePreferencesSync (not in the API 12 declarations), the enhanced (database) storage mode.
import * as helper from './data/PreferencesHelper';
import type { PreferencesProxy } from './data/PreferencesProxy';
import * as values from './data/PreferencesValue';

namespace preferences {
  export type ValueType = values.ValueType;
  export type Preferences = PreferencesProxy;

  export interface Options {
    name: string;
    dataGroupId?: string | null | undefined;
  }

  export const MAX_KEY_LENGTH: number = values.MAX_KEY_LENGTH;
  export const MAX_VALUE_LENGTH: number = values.MAX_VALUE_LENGTH;

  export const getPreferences = helper.getPreferences as {
    (context: object, nameOrOptions: string | Options): Promise<Preferences>;
    (context: object, nameOrOptions: string | Options, callback: (err: unknown, data: Preferences) => void): void;
  };
  export const getPreferencesSync = helper.getPreferencesSync as (context: object, options: Options) => Preferences;
  export const deletePreferences = helper.deletePreferences as {
    (context: object, nameOrOptions: string | Options): Promise<void>;
    (context: object, nameOrOptions: string | Options, callback: (err: unknown) => void): void;
  };
  export const removePreferencesFromCache = helper.removePreferencesFromCache as {
    (context: object, nameOrOptions: string | Options): Promise<void>;
    (context: object, nameOrOptions: string | Options, callback: (err: unknown) => void): void;
  };
  export const removePreferencesFromCacheSync = helper.removePreferencesFromCacheSync as
    (context: object, nameOrOptions: string | Options) => void;
}

export default preferences;
