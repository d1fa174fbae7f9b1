// The enums of `@ohos.security.asset` (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.security.asset.d.ts),
// plus the system-only USER_ID tag the NAPI layer also parses (security_asset tag OpenHarmony-v5.0.0-Release,
// interfaces/inner_api/c/inc/asset_system_type.h:184). A tag's top four bits say its value type (:55).

export type Value = boolean | number | Uint8Array;
export type AssetMap = Map<Tag, Value>;

export enum Accessibility {
  DEVICE_POWERED_ON = 0,
  DEVICE_FIRST_UNLOCKED = 1,
  DEVICE_UNLOCKED = 2,
}

export enum AuthType {
  NONE = 0x00,
  ANY = 0xFF,
}

export enum SyncType {
  NEVER = 0,
  THIS_DEVICE = 1 << 0,
  TRUSTED_DEVICE = 1 << 1,
  TRUSTED_ACCOUNT = 1 << 2,
}

export enum ConflictResolution {
  OVERWRITE = 0,
  THROW_ERROR = 1,
}

export enum ReturnType {
  ALL = 0,
  ATTRIBUTES = 1,
}

export enum OperationType {
  NEED_SYNC = 0,
  NEED_LOGOUT = 1,
}

export enum TagType {
  BOOL = 0x01 << 28,
  NUMBER = 0x02 << 28,
  BYTES = 0x03 << 28,
}

export const TAG_TYPE_MASK = 0xF << 28;

export enum Tag {
  SECRET = TagType.BYTES | 0x01,
  ALIAS = TagType.BYTES | 0x02,
  ACCESSIBILITY = TagType.NUMBER | 0x03,
  REQUIRE_PASSWORD_SET = TagType.BOOL | 0x04,
  AUTH_TYPE = TagType.NUMBER | 0x05,
  AUTH_VALIDITY_PERIOD = TagType.NUMBER | 0x06,
  AUTH_CHALLENGE = TagType.BYTES | 0x07,
  AUTH_TOKEN = TagType.BYTES | 0x08,
  SYNC_TYPE = TagType.NUMBER | 0x10,
  IS_PERSISTENT = TagType.BOOL | 0x11,
  DATA_LABEL_CRITICAL_1 = TagType.BYTES | 0x20,
  DATA_LABEL_CRITICAL_2 = TagType.BYTES | 0x21,
  DATA_LABEL_CRITICAL_3 = TagType.BYTES | 0x22,
  DATA_LABEL_CRITICAL_4 = TagType.BYTES | 0x23,
  DATA_LABEL_NORMAL_1 = TagType.BYTES | 0x30,
  DATA_LABEL_NORMAL_2 = TagType.BYTES | 0x31,
  DATA_LABEL_NORMAL_3 = TagType.BYTES | 0x32,
  DATA_LABEL_NORMAL_4 = TagType.BYTES | 0x33,
  DATA_LABEL_NORMAL_LOCAL_1 = TagType.BYTES | 0x34,
  DATA_LABEL_NORMAL_LOCAL_2 = TagType.BYTES | 0x35,
  DATA_LABEL_NORMAL_LOCAL_3 = TagType.BYTES | 0x36,
  DATA_LABEL_NORMAL_LOCAL_4 = TagType.BYTES | 0x37,
  RETURN_TYPE = TagType.NUMBER | 0x40,
  RETURN_LIMIT = TagType.NUMBER | 0x41,
  RETURN_OFFSET = TagType.NUMBER | 0x42,
  RETURN_ORDERED_BY = TagType.NUMBER | 0x43,
  CONFLICT_RESOLUTION = TagType.NUMBER | 0x44,
  UPDATE_TIME = TagType.BYTES | 0x45,
  OPERATION_TYPE = TagType.NUMBER | 0x46,
  /** System API (asset.Tag.USER_ID is not in the public declarations). */
  USER_ID = TagType.NUMBER | 0x47,
}

export enum ErrorCode {
  PERMISSION_DENIED = 201,
  NOT_SYSTEM_APPLICATION = 202,
  INVALID_ARGUMENT = 401,
  SERVICE_UNAVAILABLE = 24000001,
  NOT_FOUND = 24000002,
  DUPLICATED = 24000003,
  ACCESS_DENIED = 24000004,
  STATUS_MISMATCH = 24000005,
  OUT_OF_MEMORY = 24000006,
  DATA_CORRUPTED = 24000007,
  DATABASE_ERROR = 24000008,
  CRYPTO_ERROR = 24000009,
  IPC_ERROR = 24000010,
  BMS_ERROR = 24000011,
  ACCOUNT_ERROR = 24000012,
  ACCESS_TOKEN_ERROR = 24000013,
  FILE_OPERATION_ERROR = 24000014,
  GET_SYSTEM_TIME_ERROR = 24000015,
  LIMIT_EXCEEDED = 24000016,
  UNSUPPORTED = 24000017,
}

export const CRITICAL_LABEL_TAGS: readonly Tag[] = [
  Tag.DATA_LABEL_CRITICAL_1, Tag.DATA_LABEL_CRITICAL_2, Tag.DATA_LABEL_CRITICAL_3, Tag.DATA_LABEL_CRITICAL_4,
];
export const NORMAL_LABEL_TAGS: readonly Tag[] = [
  Tag.DATA_LABEL_NORMAL_1, Tag.DATA_LABEL_NORMAL_2, Tag.DATA_LABEL_NORMAL_3, Tag.DATA_LABEL_NORMAL_4,
];
export const NORMAL_LOCAL_LABEL_TAGS: readonly Tag[] = [
  Tag.DATA_LABEL_NORMAL_LOCAL_1, Tag.DATA_LABEL_NORMAL_LOCAL_2, Tag.DATA_LABEL_NORMAL_LOCAL_3,
  Tag.DATA_LABEL_NORMAL_LOCAL_4,
];
export const ACCESS_CONTROL_TAGS: readonly Tag[] = [
  Tag.ALIAS, Tag.ACCESSIBILITY, Tag.AUTH_TYPE, Tag.IS_PERSISTENT, Tag.SYNC_TYPE, Tag.REQUIRE_PASSWORD_SET, Tag.USER_ID,
];
export const ASSET_SYNC_TAGS: readonly Tag[] = [Tag.OPERATION_TYPE];
export const LABEL_TAGS: readonly Tag[] = [...CRITICAL_LABEL_TAGS, ...NORMAL_LABEL_TAGS, ...NORMAL_LOCAL_LABEL_TAGS];

/** The tags stored as columns and given back by query (services/core_service/src/operations/common.rs:34-55). */
export const STORED_TAGS: readonly Tag[] = [
  Tag.SECRET, Tag.ALIAS, Tag.ACCESSIBILITY, Tag.AUTH_TYPE, Tag.SYNC_TYPE, Tag.UPDATE_TIME, Tag.IS_PERSISTENT,
  Tag.REQUIRE_PASSWORD_SET, ...LABEL_TAGS,
];

export function tagName(tag: number): string {
  return Tag[tag] ?? `0x${tag.toString(16).padStart(8, '0')}`;
}
