// Node emulation of `@ohos.data.relationalStore` (`import { relationalStore } from '@kit.ArkData'`), API 12,
// on SQLite (sql.js, WebAssembly). Declarations: interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.data.relationalStore.d.ts (each file of data/rdb/ cites its part); what is read there and what is
// assumed is docs/risks.md R-22. The database persists to a file under the context's databaseDir after
// every committed write, so an AppSandbox restart keeps exactly what was committed.
import * as helper from './data/rdb/RdbHelper';
import { RdbPredicatesEmulation } from './data/rdb/RdbPredicatesEmulation';
import type { RdbStoreEmulation } from './data/rdb/RdbStoreEmulation';
import type { ResultSetEmulation } from './data/rdb/ResultSetEmulation';

namespace relationalStore {
  export type ValueType = null | number | string | boolean | Uint8Array | bigint;
  export type ValuesBucket = Record<string, ValueType>;
  export type RdbStore = RdbStoreEmulation;
  export type ResultSet = ResultSetEmulation;

  /** :722-760. */
  export enum SecurityLevel {
    S1 = 1,
    S2 = 2,
    S3 = 3,
    S4 = 4,
  }

  /** :287: name and securityLevel are required; encrypt and the rest are accepted and ignored. */
  export interface StoreConfig {
    name: string;
    securityLevel: SecurityLevel;
    encrypt?: boolean;
  }

  export class RdbPredicates extends RdbPredicatesEmulation {}

  export const getRdbStore = helper.getRdbStore as (context: object, config: StoreConfig) => Promise<RdbStore>;
  export const deleteRdbStore = helper.deleteRdbStore as (context: object, nameOrConfig: string | StoreConfig) =>
    Promise<void>;
}

export default relationalStore;
