// The argument checks of the `@ohos.security.asset` NAPI layer (security_asset tag OpenHarmony-v5.0.0-Release,
// frameworks/js/napi/src): the argument must be a Map (asset_napi_common.cpp:195-227) whose keys are numbers and
// whose values have the type the tag's top bits name, bytes being a Uint8Array of 1..2048 bytes (:64-114); then
// per function the required and allowed tags (asset_napi_add.cpp:38-61, asset_napi_query.cpp:38-60,
// asset_napi_update.cpp:38-75, asset_napi_remove.cpp:38-49) and the value ranges (asset_napi_check.cpp:37-200).
// Every failure is a 401 thrown at once. The service repeats these checks with the same outcome
// (services/core_service/src/operations/common/argument_check.rs), so they live here once.
import { assetError } from './AssetErrors';
import {
  Accessibility, ACCESS_CONTROL_TAGS, ASSET_SYNC_TAGS, AuthType, ConflictResolution, CRITICAL_LABEL_TAGS, ErrorCode,
  LABEL_TAGS, NORMAL_LABEL_TAGS, NORMAL_LOCAL_LABEL_TAGS, OperationType, ReturnType, Tag, TAG_TYPE_MASK, tagName,
  TagType,
} from './AssetTypes';
import type { AssetMap, Value } from './AssetTypes';

const MAX_BUFFER_LEN = 2048;

function invalid(message: string): Error {
  return assetError(ErrorCode.INVALID_ARGUMENT, message);
}

function hexTag(tag: number): string {
  return `AssetTag(0x${(tag >>> 0).toString(16).padStart(8, '0')})`;
}

/** ParseMapParam + ParseAssetAttribute: a copy of the map with u32 numbers and copied bytes. */
export function parseAssetMap(value: unknown): AssetMap {
  if (!(value instanceof Map)) throw invalid('Expect Map type.');
  const parsed: AssetMap = new Map();
  for (const [tag, item] of value) {
    if (typeof tag !== 'number') throw invalid('The tag type of map should be number.');
    const key = (tag >>> 0) as Tag;
    switch (key & TAG_TYPE_MASK) {
      case TagType.BOOL:
        if (typeof item !== 'boolean') throw invalid(`${hexTag(key)} Expect type napi_boolean.`);
        parsed.set(key, item);
        break;
      case TagType.NUMBER:
        if (typeof item !== 'number') throw invalid(`${hexTag(key)} Expect type napi_number.`);
        parsed.set(key, item >>> 0);
        break;
      case TagType.BYTES:
        if (typeof item !== 'object' || item === null) throw invalid(`${hexTag(key)} Expect type napi_object.`);
        if (!ArrayBuffer.isView(item)) throw invalid(`${hexTag(key)} Expect type napi_typedarray.`);
        if (!(item instanceof Uint8Array)) throw invalid(`${hexTag(key)} Expect type napi_uint8_array.`);
        if (item.length === 0 || item.length > MAX_BUFFER_LEN) throw invalid(`${hexTag(key)} Invalid array length.`);
        parsed.set(key, new Uint8Array(item));
        break;
      default:
        throw invalid(`${hexTag(key)} Invalid tag argument.`);
    }
  }
  return parsed;
}

function requireTags(attrs: AssetMap, required: readonly Tag[]): void {
  for (const tag of required) {
    if (!attrs.has(tag)) throw invalid(`Missing required tag[asset.Tag.${tagName(tag)}].`);
  }
}

function allowTags(attrs: AssetMap, allowed: readonly Tag[]): void {
  for (const tag of attrs.keys()) {
    if (!allowed.includes(tag)) throw invalid(`Unsupported tag[asset.Tag.${tagName(tag)}] for the function.`);
  }
}

function checkSize(tag: Tag, value: Value, min: number, max: number): void {
  const size = (value as Uint8Array).length;
  if (size > max || size <= min) {
    throw invalid(`Value byte length[${size}] of tag[asset.Tag.${tagName(tag)}] is out of range[${min + 1}, ${max}].`);
  }
}

function checkRange(tag: Tag, value: Value, min: number, max: number): void {
  const n = value as number;
  if (n > max || n <= min) {
    throw invalid(`Value[${n}] of tag[asset.Tag.${tagName(tag)}] is out of range[${min}, ${max}].`);
  }
}

function checkVariant(tag: Tag, value: Value, variants: readonly number[]): void {
  if (!variants.includes(value as number)) {
    throw invalid(`Value[${value}] of tag[asset.Tag.${tagName(tag)}] is an illegal enumeration variant.`);
  }
}

const SIZE_RANGES: ReadonlyMap<Tag, [number, number]> = new Map([
  [Tag.SECRET, [0, 1024]],
  [Tag.ALIAS, [0, 256]],
  [Tag.AUTH_CHALLENGE, [31, 32]],
  [Tag.AUTH_TOKEN, [279, 280]],
  [Tag.UPDATE_TIME, [0, 1024]],
  ...LABEL_TAGS.map((tag): [Tag, [number, number]] => [tag, [0, 2048]]),
]);

const NUMBER_RANGES: ReadonlyMap<Tag, [number, number]> = new Map([
  [Tag.AUTH_VALIDITY_PERIOD, [0, 600]],
  [Tag.RETURN_LIMIT, [0, 0x10000]],
  [Tag.USER_ID, [99, 0x7fffffff]],
]);

const VARIANTS: ReadonlyMap<Tag, readonly number[]> = new Map<Tag, readonly number[]>([
  [Tag.ACCESSIBILITY, [Accessibility.DEVICE_POWERED_ON, Accessibility.DEVICE_FIRST_UNLOCKED,
    Accessibility.DEVICE_UNLOCKED]],
  [Tag.AUTH_TYPE, [AuthType.NONE, AuthType.ANY]],
  [Tag.CONFLICT_RESOLUTION, [ConflictResolution.OVERWRITE, ConflictResolution.THROW_ERROR]],
  [Tag.RETURN_TYPE, [ReturnType.ALL, ReturnType.ATTRIBUTES]],
  [Tag.RETURN_ORDERED_BY, LABEL_TAGS],
  [Tag.OPERATION_TYPE, [OperationType.NEED_SYNC, OperationType.NEED_LOGOUT]],
]);

/** CheckAssetValueValidity (asset_napi_check.cpp:184-200). */
function checkValues(attrs: AssetMap): void {
  for (const [tag, value] of attrs) {
    const size = SIZE_RANGES.get(tag);
    if (size !== undefined) checkSize(tag, value, size[0], size[1]);
    const range = NUMBER_RANGES.get(tag);
    if (range !== undefined) checkRange(tag, value, range[0], range[1]);
    // SYNC_TYPE: a bit set of the three sync bits (CheckValidBits with 0..3 bits).
    if (tag === Tag.SYNC_TYPE && (value as number) >= 2 ** 3) {
      throw invalid(`Value[${value}] of tag[asset.Tag.SYNC_TYPE] has bit count out of range[1, 3].`);
    }
    const variants = VARIANTS.get(tag);
    if (variants !== undefined) checkVariant(tag, value, variants);
  }
}

const LABELS_AND_ACCESS = [...CRITICAL_LABEL_TAGS, ...NORMAL_LABEL_TAGS, ...NORMAL_LOCAL_LABEL_TAGS,
  ...ACCESS_CONTROL_TAGS];

export function checkAddArguments(attrs: AssetMap): void {
  requireTags(attrs, [Tag.SECRET, Tag.ALIAS]);
  allowTags(attrs, [...LABELS_AND_ACCESS, ...ASSET_SYNC_TAGS, Tag.SECRET, Tag.CONFLICT_RESOLUTION]);
  checkValues(attrs);
}

export function checkQueryArguments(attrs: AssetMap): void {
  allowTags(attrs, [...LABELS_AND_ACCESS, ...ASSET_SYNC_TAGS, Tag.RETURN_LIMIT, Tag.RETURN_OFFSET,
    Tag.RETURN_ORDERED_BY, Tag.RETURN_TYPE, Tag.AUTH_TOKEN, Tag.AUTH_CHALLENGE]);
  checkValues(attrs);
}

export function checkUpdateArguments(query: AssetMap, update: AssetMap): void {
  requireTags(query, [Tag.ALIAS]);
  allowTags(query, LABELS_AND_ACCESS);
  checkValues(query);
  if (update.size === 0) throw invalid('Argument[attributesToUpdate] is empty.');
  allowTags(update, [...NORMAL_LABEL_TAGS, ...NORMAL_LOCAL_LABEL_TAGS, ...ASSET_SYNC_TAGS, Tag.SECRET]);
  checkValues(update);
}

export function checkRemoveArguments(attrs: AssetMap): void {
  allowTags(attrs, [...NORMAL_LABEL_TAGS, ...NORMAL_LOCAL_LABEL_TAGS, ...ACCESS_CONTROL_TAGS, ...ASSET_SYNC_TAGS]);
  checkValues(attrs);
}
