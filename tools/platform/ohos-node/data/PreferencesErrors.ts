// The errors `@ohos.data.preferences` raises, in the two shapes the platform gives them
// (distributeddatamgr_preferences tag OpenHarmony-v5.0.0-Release):
// - an argument the NAPI layer rejects is thrown synchronously, also from the Promise-returning functions,
//   through napi_throw_error: an Error whose `code` is the STRING '401' (or '15501002' for a bad dataGroupId)
//   (frameworks/js/napi/common/src/napi_async_call.cpp:55, arkui_napi tag OpenHarmony-v5.0.0-Release
//   native_engine/native_api.cpp:2323-2337 sets `code` from a C string);
// - a native failure rejects the promise (or reaches the callback) as a plain `{ code, message }` object
//   (napi_async_call.cpp:82-97, 151-153): the native errno mapped by GetJsErrorCode
//   (frameworks/js/napi/common/src/napi_preferences_error.cpp:20-27), anything unmapped being 15500000
//   "Inner error. Error code <native errno>" (frameworks/js/napi/common/include/napi_preferences_error.h:110-122).
import type { BusinessError } from '../ohos.base';

export const PARAMETER_ERROR = 401;
export const INNER_ERROR = 15500000;
export const DELETE_FILE_FAIL = 15500010;
export const DATA_GROUP_ID_INVALID = 15501002;

/** Native errno values (interfaces/inner_api/include/preferences_errno.h:28-120). */
const E_BASE = (13 << 21) | (6 << 16);
export const Native = {
  OK: 0,
  ERROR: E_BASE,
  KEY_EMPTY: E_BASE + 5,
  KEY_EXCEED_MAX_LENGTH: E_BASE + 6,
  RELATIVE_PATH: E_BASE + 8,
  EMPTY_FILE_PATH: E_BASE + 9,
  DELETE_FILE_FAIL: E_BASE + 10,
  EMPTY_FILE_NAME: E_BASE + 11,
  VALUE_EXCEED_MAX_LENGTH: E_BASE + 14,
} as const;

const MAPPED: ReadonlyMap<number, [number, string]> = new Map([
  [Native.DELETE_FILE_FAIL, [DELETE_FILE_FAIL, 'Failed to delete preferences file.']],
]);

/** What a sync throw looks like: an Error with a string `code`. */
export interface ThrownPreferencesError extends Error {
  code: string;
}

/** The 401 thrown while the arguments are read ("Parameter error. " + what, napi_preferences_error.h:82-94). */
export function parameterError(detail: string): ThrownPreferencesError {
  return thrownError(PARAMETER_ERROR, `Parameter error. ${detail}`);
}

/** "Parameter error. Need 2 or 3 parameters!" (napi_preferences_error.h:144-155). */
export function parameterCountError(wanted: string): ThrownPreferencesError {
  return thrownError(PARAMETER_ERROR, `Parameter error. Need ${wanted} parameters!`);
}

export function thrownError(code: number, message: string): ThrownPreferencesError {
  const error = new Error(message) as ThrownPreferencesError;
  error.code = String(code);
  return error;
}

/** The object a failed native step rejects with. */
export function nativeFailure(errno: number): BusinessError {
  const mapped = MAPPED.get(errno);
  const code = mapped !== undefined ? mapped[0] : INNER_ERROR;
  const message = mapped !== undefined ? mapped[1] : `Inner error. Error code ${errno}`;
  return { code, message } as BusinessError;
}
