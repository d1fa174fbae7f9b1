// The SQLite engine under the relationalStore emulation: sql.js (SQLite compiled to WebAssembly, no native
// build), loaded once. It is required at run time from the repository's node_modules, not bundled: its
// glue code reads its .wasm file next to itself. A database lives in memory and is written whole to its
// file after every write outside a transaction and at every commit, so the file holds exactly what was
// committed: a process killed in the middle of a transaction (AppSandbox.restart()) loses that transaction
// and nothing else, as SQLite's journal guarantees on a device.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The part of sql.js's Database the emulation uses. */
export interface SqlJsStatement {
  bind(values: unknown[]): boolean;
  step(): boolean;
  get(): unknown[];
  getColumnNames(): string[];
  free(): boolean;
}

export interface SqlJsDatabase {
  run(sql: string, params?: unknown[]): SqlJsDatabase;
  prepare(sql: string): SqlJsStatement;
  exec(sql: string): Array<{ columns: string[]; values: unknown[][] }>;
  export(): Uint8Array;
  close(): void;
  getRowsModified(): number;
}

interface SqlJsStatic {
  Database: new (data?: Uint8Array) => SqlJsDatabase;
}

let engine: Promise<SqlJsStatic> | undefined;

/** sql.js, initialised once per Node process. */
export function sqlJs(): Promise<SqlJsStatic> {
  if (engine === undefined) {
    // The bundle that holds this file sits under the repository (dist/node, node_modules/.cache): resolve from it.
    const load = createRequire(import.meta.url);
    const main = load.resolve('sql.js');
    const init = load(main) as (config: { locateFile: (file: string) => string }) => Promise<SqlJsStatic>;
    engine = init({ locateFile: (file: string) => path.join(path.dirname(main), file) });
  }
  return engine;
}

/** Opens the database file (a new one when it does not exist). */
export async function openDatabase(file: string): Promise<SqlJsDatabase> {
  const SQL = await sqlJs();
  return fs.existsSync(file) ? new SQL.Database(fs.readFileSync(file)) : new SQL.Database();
}

/** Writes the whole database to its file (a temporary file renamed over the old one). */
export function writeDatabase(db: SqlJsDatabase, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.arkagent-tmp`;
  fs.writeFileSync(temporary, db.export());
  fs.renameSync(temporary, file);
}
