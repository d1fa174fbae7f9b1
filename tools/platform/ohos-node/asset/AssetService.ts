// What the asset service does with a call once the NAPI layer let it through (security_asset tag
// OpenHarmony-v5.0.0-Release, services/core_service/src/operations/): add (operation_add.rs:100-193),
// query (operation_query.rs:88-194), update (operation_update.rs:90-135) and remove (operation_remove.rs:50-79),
// for the calling app only (rows are matched on the owner too). Only the tags that are table columns are
// stored and matched (common.rs:34-55, :104-128). A few things are assumed, not read: an AUTH_TYPE ANY secret
// query needs a user-authentication session this emulation does not have (24000004), and the app holds no
// permission nor system-app status unless AppSandbox says so.
import { AssetServiceFailure } from './AssetErrors';
import { databaseFile, readRows, sameValue, writeRows } from './AssetDatabase';
import type { AssetRow } from './AssetDatabase';
import {
  Accessibility, AuthType, ConflictResolution, ErrorCode, NORMAL_LOCAL_LABEL_TAGS, ReturnType, STORED_TAGS, SyncType,
  Tag,
} from './AssetTypes';
import type { AssetMap, Value } from './AssetTypes';

/** Who calls: the running app (the service reads it from the IPC caller). */
export interface AssetCaller {
  root: string;
  userId: number;
  owner: string;
  permissions: readonly string[];
}

function fail(code: ErrorCode, detail: string): never {
  throw new AssetServiceFailure(code, detail);
}

function now(): Uint8Array {
  return new Uint8Array(Buffer.from(String(Date.now())));
}

/** check_system_permission (common/permission_check.rs:30-50): USER_ID is for system apps only. */
function checkSystemPermission(attrs: AssetMap): void {
  if (attrs.has(Tag.USER_ID)) fail(ErrorCode.NOT_SYSTEM_APPLICATION, 'The caller is not system application.');
}

function storedPart(attrs: AssetMap): AssetMap {
  return new Map([...attrs].filter(([tag]) => STORED_TAGS.includes(tag)));
}

function matches(row: AssetRow, caller: AssetCaller, query: AssetMap, includeDeleted: boolean): boolean {
  if (row.owner !== caller.owner || (row.deleted && !includeDeleted)) return false;
  for (const [tag, value] of storedPart(query)) {
    if (!sameValue(row.attrs.get(tag), value)) return false;
  }
  return true;
}

function withTable<T>(caller: AssetCaller, work: (rows: AssetRow[]) => { rows?: AssetRow[]; result: T }): T {
  const file = databaseFile(caller.root, caller.userId);
  const outcome = work(readRows(file));
  if (outcome.rows !== undefined) writeRows(file, outcome.rows);
  return outcome.result;
}

export function addAsset(caller: AssetCaller, attrs: AssetMap): void {
  checkSystemPermission(attrs);
  if (attrs.has(Tag.IS_PERSISTENT) && !caller.permissions.includes('ohos.permission.STORE_PERSISTENT_DATA')) {
    fail(ErrorCode.PERMISSION_DENIED, 'Permission check failed.');
  }
  const time = now();
  const stored = storedPart(attrs);
  stored.set(Tag.UPDATE_TIME, time);
  const defaults: Array<[Tag, Value]> = [
    [Tag.ACCESSIBILITY, Accessibility.DEVICE_FIRST_UNLOCKED], [Tag.AUTH_TYPE, AuthType.NONE],
    [Tag.SYNC_TYPE, SyncType.NEVER], [Tag.REQUIRE_PASSWORD_SET, false], [Tag.IS_PERSISTENT, false],
  ];
  for (const [tag, value] of defaults) if (!stored.has(tag)) stored.set(tag, value);
  const createTime = Buffer.from(time).toString();
  const row: AssetRow = { owner: caller.owner, attrs: stored, createTime, deleted: false };
  const byAlias = new Map([[Tag.ALIAS, attrs.get(Tag.ALIAS) as Value]]) as AssetMap;
  withTable(caller, (rows) => {
    const existing = rows.filter((r) => matches(r, caller, byAlias, true));
    if (existing.length === 0) return { rows: [...rows, row], result: undefined };
    const overwrite = attrs.get(Tag.CONFLICT_RESOLUTION) === ConflictResolution.OVERWRITE;
    // Without OVERWRITE only a tombstone of a TRUSTED_ACCOUNT asset may be replaced.
    const replaceable = existing.filter((r) => overwrite ||
      (r.deleted && r.attrs.get(Tag.SYNC_TYPE) === SyncType.TRUSTED_ACCOUNT));
    if (replaceable.length === 0) fail(ErrorCode.DUPLICATED, 'The specified alias already exists.');
    return { rows: [...rows.filter((r) => !replaceable.includes(r)), row], result: undefined };
  });
}

function orderAndPage(rows: AssetRow[], query: AssetMap): AssetRow[] {
  let ordered = rows;
  const orderBy = query.get(Tag.RETURN_ORDERED_BY) as Tag | undefined;
  if (orderBy !== undefined) {
    // SQLite `order by <column> ASC` (services/db_operator/src/table.rs:140-160): NULL first, then bytes.
    ordered = [...rows].sort((a, b) => {
      const x = a.attrs.get(orderBy) as Uint8Array | undefined;
      const y = b.attrs.get(orderBy) as Uint8Array | undefined;
      if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? -1 : 1;
      return Buffer.compare(Buffer.from(x), Buffer.from(y));
    });
  }
  const offset = (query.get(Tag.RETURN_OFFSET) as number | undefined) ?? 0;
  const limit = query.get(Tag.RETURN_LIMIT) as number | undefined;
  return ordered.slice(offset, limit === undefined ? undefined : offset + limit);
}

export function queryAssets(caller: AssetCaller, query: AssetMap): AssetMap[] {
  checkSystemPermission(query);
  const wantsSecret = query.get(Tag.RETURN_TYPE) === ReturnType.ALL;
  if (wantsSecret && !query.has(Tag.ALIAS)) fail(ErrorCode.UNSUPPORTED, 'Batch secret query is not supported.');
  return withTable(caller, (rows) => {
    const found = rows.filter((r) => matches(r, caller, query, false));
    if (found.length === 0) fail(ErrorCode.NOT_FOUND, 'The data to be queried does not exist.');
    if (!wantsSecret) {
      return { result: orderAndPage(found, query).map((r) => copy(r.attrs, (tag) => tag !== Tag.SECRET)) };
    }
    if (found.length > 1) fail(ErrorCode.DATABASE_ERROR, `The database contains ${found.length} records.`);
    if (found[0].attrs.get(Tag.AUTH_TYPE) === AuthType.ANY) {
      if (!query.has(Tag.AUTH_CHALLENGE) || !query.has(Tag.AUTH_TOKEN)) {
        fail(ErrorCode.INVALID_ARGUMENT, 'The required tag AUTH_CHALLENGE or AUTH_TOKEN is missing.');
      }
      fail(ErrorCode.ACCESS_DENIED, 'No user authentication session in this emulation.');
    }
    return { result: [copy(found[0].attrs, () => true)] };
  });
}

export function updateAsset(caller: AssetCaller, query: AssetMap, update: AssetMap): void {
  checkSystemPermission(query);
  withTable(caller, (rows) => {
    const found = rows.filter((r) => matches(r, caller, query, false));
    if (found.length === 0) fail(ErrorCode.NOT_FOUND, 'The asset to update is not found.');
    const onlyLocalLabels = [...update.keys()].every((tag) => NORMAL_LOCAL_LABEL_TAGS.includes(tag));
    for (const row of found) {
      for (const [tag, value] of storedPart(update)) row.attrs.set(tag, value);
      if (!onlyLocalLabels) row.attrs.set(Tag.UPDATE_TIME, now());
    }
    return { rows, result: undefined };
  });
}

export function removeAssets(caller: AssetCaller, query: AssetMap): void {
  checkSystemPermission(query);
  withTable(caller, (rows) => {
    const found = rows.filter((r) => matches(r, caller, query, false));
    if (found.length === 0) fail(ErrorCode.NOT_FOUND, 'The data to be deleted does not exist.');
    for (const row of found) row.deleted = true;
    const kept = rows.filter((r) => !found.includes(r) || r.attrs.get(Tag.SYNC_TYPE) === SyncType.TRUSTED_ACCOUNT);
    return { rows: kept, result: undefined };
  });
}

function copy(attrs: AssetMap, keep: (tag: Tag) => boolean): AssetMap {
  const result: AssetMap = new Map();
  for (const [tag, value] of attrs) {
    if (keep(tag)) result.set(tag, value instanceof Uint8Array ? new Uint8Array(value) : value);
  }
  return result;
}
