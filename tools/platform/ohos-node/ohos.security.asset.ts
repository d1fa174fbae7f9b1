// Node emulation of `@ohos.security.asset` (`import { asset } from '@kit.AssetStoreKit'`), API 12: add, query,
// update, remove and their Sync forms. Declarations: interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.security.asset.d.ts; behaviour: security_asset at the same tag, in asset/*.ts (each file cites its
// part). The store belongs to the emulated device of the running AppSandbox and outlives app restarts.
// Not emulated: preQuery/postQuery (user authentication), the *AsUser system APIs, sync to other devices.
import { checkAddArguments, checkQueryArguments, checkRemoveArguments, checkUpdateArguments, parseAssetMap }
  from './asset/AssetArguments';
import { callAsync, callSync, requireArguments } from './asset/AssetCalls';
import { addAsset, queryAssets, removeAssets, updateAsset } from './asset/AssetService';
import * as types from './asset/AssetTypes';

namespace asset {
  export type AssetMap = types.AssetMap;
  export type Value = types.Value;
  export const Accessibility = types.Accessibility;
  export type Accessibility = types.Accessibility;
  export const AuthType = types.AuthType;
  export type AuthType = types.AuthType;
  export const SyncType = types.SyncType;
  export type SyncType = types.SyncType;
  export const ConflictResolution = types.ConflictResolution;
  export type ConflictResolution = types.ConflictResolution;
  export const ReturnType = types.ReturnType;
  export type ReturnType = types.ReturnType;
  export const OperationType = types.OperationType;
  export type OperationType = types.OperationType;
  export const TagType = types.TagType;
  export type TagType = types.TagType;
  export const Tag = types.Tag;
  export type Tag = types.Tag;
  export const ErrorCode = types.ErrorCode;
  export type ErrorCode = types.ErrorCode;

  /** Adds an asset; DUPLICATED (24000003) when its alias exists, unless CONFLICT_RESOLUTION is OVERWRITE. */
  export function add(...args: unknown[]): Promise<void> {
    requireArguments(args, 1);
    const attributes = parseAssetMap(args[0]);
    checkAddArguments(attributes);
    return callAsync((caller) => addAsset(caller, attributes));
  }

  export function addSync(...args: unknown[]): void {
    requireArguments(args, 1);
    const attributes = parseAssetMap(args[0]);
    checkAddArguments(attributes);
    callSync((caller) => addAsset(caller, attributes));
  }

  /** Removes the matching assets; NOT_FOUND (24000002) when none matches. */
  export function remove(...args: unknown[]): Promise<void> {
    requireArguments(args, 1);
    const query = parseAssetMap(args[0]);
    checkRemoveArguments(query);
    return callAsync((caller) => removeAssets(caller, query));
  }

  export function removeSync(...args: unknown[]): void {
    requireArguments(args, 1);
    const query = parseAssetMap(args[0]);
    checkRemoveArguments(query);
    callSync((caller) => removeAssets(caller, query));
  }

  /** Changes the secret or normal labels of the assets the query (with an ALIAS) matches. */
  export function update(...args: unknown[]): Promise<void> {
    requireArguments(args, 2);
    const query = parseAssetMap(args[0]);
    const attributesToUpdate = parseAssetMap(args[1]);
    checkUpdateArguments(query, attributesToUpdate);
    return callAsync((caller) => updateAsset(caller, query, attributesToUpdate));
  }

  export function updateSync(...args: unknown[]): void {
    requireArguments(args, 2);
    const query = parseAssetMap(args[0]);
    const attributesToUpdate = parseAssetMap(args[1]);
    checkUpdateArguments(query, attributesToUpdate);
    callSync((caller) => updateAsset(caller, query, attributesToUpdate));
  }

  /** The matching assets; with RETURN_TYPE ALL (one ALIAS) the SECRET too; NOT_FOUND when none matches. */
  export function query(...args: unknown[]): Promise<Array<AssetMap>> {
    requireArguments(args, 1);
    const conditions = parseAssetMap(args[0]);
    checkQueryArguments(conditions);
    return callAsync((caller) => queryAssets(caller, conditions));
  }

  export function querySync(...args: unknown[]): Array<AssetMap> {
    requireArguments(args, 1);
    const conditions = parseAssetMap(args[0]);
    checkQueryArguments(conditions);
    return callSync((caller) => queryAssets(caller, conditions));
  }
}

export default asset;
