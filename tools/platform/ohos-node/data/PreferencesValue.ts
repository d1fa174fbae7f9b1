// How a preferences value is kept: the JS value converted the way the NAPI layer converts it into the native
// PreferencesValue variant (distributeddatamgr_preferences tag OpenHarmony-v5.0.0-Release): the variant's
// alternatives are tried in order and the first whose conversion does not answer "wrong type" wins
// (frameworks/js/napi/common/include/js_common_utils.h:102-111; order: interfaces/inner_api/include/
// preferences_value.h:365-366). A number is a double, an empty array a string array, a mixed array or any
// other object goes through JSON.stringify and comes back through JSON.parse (js_common_utils.cpp:130-142,
// 266-273), only a Uint8Array is bytes (:98-127). Strings and byte arrays longer than MAX_VALUE_LENGTH bytes
// are rejected (:36-39, :117-120). The tags are the native type names written to the file
// (frameworks/native/src/preferences_impl.cpp:50-126).

/** preferences.MAX_KEY_LENGTH / MAX_VALUE_LENGTH (interfaces/inner_api/include/preferences.h:64, :69). */
export const MAX_KEY_LENGTH = 1024;
export const MAX_VALUE_LENGTH = 16 * 1024 * 1024;

export type ValueType = number | string | boolean | Array<number> | Array<string> | Array<boolean> | Uint8Array |
  object | bigint;

export type StoredValue =
  | { tag: 'double'; value: number }
  | { tag: 'bool'; value: boolean }
  | { tag: 'string'; value: string }
  | { tag: 'stringArray'; value: string[] }
  | { tag: 'boolArray'; value: boolean[] }
  | { tag: 'doubleArray'; value: number[] }
  | { tag: 'uint8Array'; value: string }
  | { tag: 'object'; value: string }
  | { tag: 'BigInt'; value: string };

/** Why a JS value is not a ValueType; each becomes its own 401 message. */
export type ConversionFailure = 'not-value-type' | 'too-long';

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function arrayOf<T>(items: unknown[], typeName: string): T[] | undefined {
  return items.every((item) => typeof item === typeName) ? (items as T[]) : undefined;
}

export function toStored(value: unknown): StoredValue | ConversionFailure {
  if (typeof value === 'number') return { tag: 'double', value };
  if (typeof value === 'boolean') return { tag: 'bool', value };
  if (typeof value === 'string') {
    return utf8Length(value) > MAX_VALUE_LENGTH ? 'too-long' : { tag: 'string', value };
  }
  if (typeof value === 'bigint') return { tag: 'BigInt', value: value.toString() };
  if (Array.isArray(value)) {
    if (value.length === 0) return { tag: 'stringArray', value: [] };
    const strings = arrayOf<string>(value, 'string');
    if (strings !== undefined) {
      const tooLong = strings.some((s) => utf8Length(s) > MAX_VALUE_LENGTH);
      return tooLong ? 'too-long' : { tag: 'stringArray', value: [...strings] };
    }
    const booleans = arrayOf<boolean>(value, 'boolean');
    if (booleans !== undefined) return { tag: 'boolArray', value: [...booleans] };
    const numbers = arrayOf<number>(value, 'number');
    if (numbers !== undefined) return { tag: 'doubleArray', value: [...numbers] };
  }
  if (value instanceof Uint8Array) {
    if (value.length > MAX_VALUE_LENGTH) return 'too-long';
    const base64 = Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
    return { tag: 'uint8Array', value: base64 };
  }
  if (typeof value === 'object' && value !== null) {
    try {
      const json = JSON.stringify(value);
      return typeof json === 'string' ? { tag: 'object', value: json } : 'not-value-type';
    } catch {
      return 'not-value-type';
    }
  }
  return 'not-value-type';
}

/** A fresh JS value for what is stored (callers may change what they get without touching the store). */
export function fromStored(stored: StoredValue): ValueType {
  switch (stored.tag) {
    case 'double':
    case 'bool':
    case 'string':
      return stored.value;
    case 'stringArray':
    case 'boolArray':
    case 'doubleArray':
      return [...stored.value] as ValueType;
    case 'uint8Array':
      return new Uint8Array(Buffer.from(stored.value, 'base64'));
    case 'object':
      return JSON.parse(stored.value) as object;
    case 'BigInt':
      return BigInt(stored.value);
  }
}

/** PreferencesValue::operator==: a put of an equal value changes nothing (preferences_impl.cpp:424-431). */
export function sameStored(a: StoredValue | undefined, b: StoredValue): boolean {
  return a !== undefined && a.tag === b.tag && JSON.stringify(a.value) === JSON.stringify(b.value);
}

/** CheckKey: empty, or longer than MAX_KEY_LENGTH bytes (frameworks/native/src/preferences_utils.cpp:31-42). */
export function keyTooLong(key: string): boolean {
  return utf8Length(key) > MAX_KEY_LENGTH;
}

/** CheckValue: an object's JSON longer than MAX_VALUE_LENGTH fails Put (preferences_utils.cpp:44-75). */
export function valueTooLongForPut(stored: StoredValue): boolean {
  return stored.tag === 'object' && utf8Length(stored.value) > MAX_VALUE_LENGTH;
}
