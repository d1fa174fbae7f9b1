// The Asset Store's table for one OS account, kept by the asset service outside every app sandbox
// (security_asset tag OpenHarmony-v5.0.0-Release, services/db_operator/src/database.rs:79-86:
// /data/service/el1/public/asset_service/<user id>/asset.db) - here a JSON file at that path under the
// AppSandbox root, read and written on every call: the service is its own process, so an app restart changes
// nothing in it. Rows are per owner (the calling app). The secret is stored as is (the device encrypts it
// with a HUKS key; that is invisible through the API). A row of a TRUSTED_ACCOUNT asset that was removed
// stays as a tombstone until it is replaced (operation_remove.rs:71-73, operation_add.rs:77-86).
import fs from 'node:fs';
import path from 'node:path';
import { TagType, TAG_TYPE_MASK } from './AssetTypes';
import type { AssetMap, Tag, Value } from './AssetTypes';

type StoredValue = { bool: boolean } | { number: number } | { bytes: string };

interface StoredRow {
  owner: string;
  attrs: Array<[number, StoredValue]>;
  createTime: string;
  deleted: boolean;
}

interface TableFile {
  format: string;
  rows: StoredRow[];
}

const FORMAT = 'arkagent-asset-emulation/1';

/** One asset: its stored attributes and bookkeeping columns. */
export interface AssetRow {
  owner: string;
  attrs: AssetMap;
  createTime: string;
  /** Removed while TRUSTED_ACCOUNT synced: invisible to queries, replaced by the next add. */
  deleted: boolean;
}

function encode(value: Value): StoredValue {
  if (typeof value === 'boolean') return { bool: value };
  if (typeof value === 'number') return { number: value };
  return { bytes: Buffer.from(value).toString('base64') };
}

function decode(tag: number, stored: StoredValue): Value {
  switch (tag & TAG_TYPE_MASK) {
    case TagType.BOOL:
      return (stored as { bool: boolean }).bool;
    case TagType.NUMBER:
      return (stored as { number: number }).number;
    default:
      return new Uint8Array(Buffer.from((stored as { bytes: string }).bytes, 'base64'));
  }
}

export function databaseFile(root: string, userId: number): string {
  return path.join(root, 'data', 'service', 'el1', 'public', 'asset_service', String(userId), 'asset.json');
}

export function readRows(file: string): AssetRow[] {
  let content: TableFile;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8')) as TableFile;
  } catch {
    return [];
  }
  if (content?.format !== FORMAT || !Array.isArray(content.rows)) return [];
  return content.rows.map((row) => ({
    owner: row.owner,
    createTime: row.createTime,
    deleted: row.deleted,
    attrs: new Map(row.attrs.map(([tag, stored]) => [tag as Tag, decode(tag, stored)])),
  }));
}

export function writeRows(file: string, rows: readonly AssetRow[]): void {
  const content: TableFile = {
    format: FORMAT,
    rows: rows.map((row) => ({
      owner: row.owner,
      createTime: row.createTime,
      deleted: row.deleted,
      attrs: [...row.attrs].map(([tag, value]): [number, StoredValue] => [tag, encode(value)]),
    })),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.arkagent-tmp`;
  fs.writeFileSync(temporary, JSON.stringify(content, null, 1));
  fs.renameSync(temporary, file);
}

export function sameValue(a: Value | undefined, b: Value): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.from(a).equals(Buffer.from(b));
  return a === b;
}
