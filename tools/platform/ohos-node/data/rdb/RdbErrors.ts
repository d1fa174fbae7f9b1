// The errors the relationalStore emulation raises, in the platform's BusinessError shape: `code` a number,
// the message the declarations give for it (interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.data.relationalStore.d.ts, the @throws lists of RdbStore, e.g. beginTransaction :5473-5500).
// A bad argument is thrown at once (401, as the NAPI layer does); a SQLite failure rejects the promise with
// the 148000xx code of its SQLite result. sql.js reports SQLite failures as an Error whose message is
// sqlite3_errmsg (no result code), so the code is read from the message's wording: an assumption, listed in
// docs/risks.md.
import type { BusinessError } from '../../ohos.base';

export const PARAMETER_ERROR = 401;
export const INNER_ERROR = 14800000;
export const DATABASE_CORRUPTED = 14800011;
export const ALREADY_CLOSED = 14800014;
export const SQLITE_GENERIC = 14800021;
export const SQLITE_CONSTRAINT = 14800032;
export const SQLITE_MISMATCH = 14800033;

/** An Error with a numeric code, as `@ohos.data.relationalStore` throws and rejects with. */
export function rdbError(code: number, message: string): BusinessError {
  const error = new Error(message) as BusinessError;
  (error as { code: number }).code = code;
  return error;
}

export function parameterError(detail: string): BusinessError {
  return rdbError(PARAMETER_ERROR, `Parameter error. ${detail}`);
}

/** The BusinessError of something sql.js threw (its message is SQLite's). */
export function sqliteError(thrown: unknown): BusinessError {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const lower = message.toLowerCase();
  if (lower.includes('not a database') || lower.includes('malformed')) {
    return rdbError(DATABASE_CORRUPTED, `Database corrupted. ${message}`);
  }
  if (lower.includes('constraint')) return rdbError(SQLITE_CONSTRAINT, `SQLite: Abort due to constraint violation. ${message}`);
  if (lower.includes('datatype mismatch')) return rdbError(SQLITE_MISMATCH, `SQLite: Data type mismatch. ${message}`);
  return rdbError(SQLITE_GENERIC, `SQLite: Generic error. ${message}`);
}
