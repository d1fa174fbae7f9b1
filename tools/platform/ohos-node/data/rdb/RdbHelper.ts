// getRdbStore / deleteRdbStore (api/@ohos.data.relationalStore.d.ts tag OpenHarmony-v5.0.0-Release :7152,
// :7248, :7285). The database file is `<context.databaseDir>/rdb/<config.name>` (the RDB guide: stores live
// under the module's database folder in `rdb/`; assumed from the guide's sandbox table). One open store per
// file in a process: a second getRdbStore of the name gets the same store, as the device's connection pool
// is shared. The context must be a stage-model Context (401 otherwise). A file that is not a SQLite database
// rejects 14800011 "Database corrupted". When the app process ends (AppSandbox.restart()), its stores close.
import fs from 'node:fs';
import { processOf } from '../../app/AppProcess';
import { DATABASE_CORRUPTED, parameterError, rdbError, sqliteError } from './RdbErrors';
import { RdbStoreEmulation } from './RdbStoreEmulation';
import { openDatabase } from './SqliteEngine';

interface StageContext {
  stageMode: boolean;
  databaseDir: string;
}

interface StoreConfigLike {
  name?: unknown;
  securityLevel?: unknown;
}

const open = new Map<string, RdbStoreEmulation>();

const RETIRED = 'Already closed. (the app process this store was opened in has ended: open it again with ' +
  'relationalStore.getRdbStore(sandbox.context, config) after AppSandbox.restart())';

function databaseFile(context: unknown, name: unknown): string {
  const stage = context as Partial<StageContext> | null;
  if (typeof stage !== 'object' || stage === null || stage.stageMode !== true || typeof stage.databaseDir !== 'string') {
    throw parameterError('The context is invalid.');
  }
  if (typeof name !== 'string' || name.length === 0 || name.includes('/')) {
    throw parameterError('The name must be a file name.');
  }
  return `${stage.databaseDir}/rdb/${name}`;
}

export async function getRdbStore(context: unknown, config: StoreConfigLike): Promise<RdbStoreEmulation> {
  if (typeof config !== 'object' || config === null) throw parameterError('The config must be a StoreConfig.');
  if (typeof config.securityLevel !== 'number') throw parameterError('The securityLevel must be a SecurityLevel.');
  const file = databaseFile(context, config.name);
  const cached = open.get(file);
  if (cached !== undefined && !cached.isClosed) return cached;
  const db = await openDatabase(file);
  try {
    db.exec('SELECT count(*) FROM sqlite_master');
  } catch (thrown) {
    db.close();
    const error = sqliteError(thrown);
    throw (error as { code?: number }).code === DATABASE_CORRUPTED ? error : rdbError(DATABASE_CORRUPTED,
      `Database corrupted. ${error.message}`);
  }
  const store = new RdbStoreEmulation(db, file);
  open.set(file, store);
  processOf(context as object)?.onEnd(() => {
    if (open.get(file) === store) open.delete(file);
    store.retire(RETIRED);
  });
  return store;
}

export async function deleteRdbStore(context: unknown, nameOrConfig: unknown): Promise<void> {
  const name = typeof nameOrConfig === 'string' ? nameOrConfig : (nameOrConfig as StoreConfigLike | null)?.name;
  const file = databaseFile(context, name);
  open.get(file)?.retire('Already closed. (the store was deleted)');
  open.delete(file);
  for (const candidate of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(candidate, { force: true });
}

/** Test support: whether a database file exists (fs.existsSync of its path). */
export function hasDatabaseFile(file: string): boolean {
  return fs.existsSync(file);
}
