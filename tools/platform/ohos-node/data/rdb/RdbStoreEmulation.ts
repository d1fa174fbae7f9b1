// RdbStore (api/@ohos.data.relationalStore.d.ts tag OpenHarmony-v5.0.0-Release :3228-6000) over sql.js.
// Emulated: version (PRAGMA user_version, :3272), insert (:3448: the new row id), batchInsert (:3683: the
// number of rows), update (:3896) and delete (:4249: the rows changed), query (:4530) and querySql (:4780:
// a ResultSet), executeSql (:5354), beginTransaction/commit/rollBack (:5501, :5574, :5647: synchronous),
// close. Failures reject with the 148000xx code (RdbErrors). A store opened in an AppSandbox process is
// closed when that process ends; calling it afterwards is 14800014 "Already closed", as a device's closed
// store answers. Not emulated: the callback forms, conflict resolution, sync/cloud, observers, backup.
import { ALREADY_CLOSED, parameterError, rdbError, sqliteError } from './RdbErrors';
import type { SqlJsDatabase } from './SqliteEngine';
import { writeDatabase } from './SqliteEngine';
import { RdbPredicatesEmulation, sqlValue } from './RdbPredicatesEmulation';
import type { SqlValue } from './RdbPredicatesEmulation';
import { ResultSetEmulation } from './ResultSetEmulation';

type Bucket = Record<string, unknown>;

const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export class RdbStoreEmulation {
  readonly file: string;
  private readonly db: SqlJsDatabase;
  private transactions = 0;
  private closedBecause?: string;

  constructor(db: SqlJsDatabase, file: string) {
    this.db = db;
    this.file = file;
  }

  get version(): number {
    return Number(this.run(() => this.db.exec('PRAGMA user_version')[0].values[0][0]));
  }

  set version(value: number) {
    if (!Number.isInteger(value) || value < 1) throw parameterError('The version must be a positive integer.');
    this.run(() => this.db.run(`PRAGMA user_version = ${value}`));
    this.written();
  }

  insert(table: string, values: Bucket): Promise<number> {
    return this.async(() => this.insertRow(table, values));
  }

  batchInsert(table: string, values: Bucket[]): Promise<number> {
    return this.async(() => {
      this.db.run('SAVEPOINT arkagent_batch');
      try {
        for (const row of values) this.insertRow(table, row, false);
        this.db.run('RELEASE arkagent_batch');
      } catch (thrown) {
        this.db.run('ROLLBACK TO arkagent_batch');
        this.db.run('RELEASE arkagent_batch');
        throw thrown;
      }
      this.written();
      return values.length;
    });
  }

  update(values: Bucket, predicates: RdbPredicatesEmulation): Promise<number> {
    return this.async(() => {
      const names = columns(values);
      const where = predicates.whereClause();
      this.db.run(`UPDATE "${predicates.tableName}" SET ${names.map((n) => `"${n}" = ?`).join(', ')}${where.sql}`,
        [...names.map((n) => sqlValue(values[n])), ...where.args]);
      const changed = this.db.getRowsModified();
      this.written();
      return changed;
    });
  }

  delete(predicates: RdbPredicatesEmulation): Promise<number> {
    return this.async(() => {
      const where = predicates.whereClause();
      this.db.run(`DELETE FROM "${predicates.tableName}"${where.sql}`, where.args);
      const changed = this.db.getRowsModified();
      this.written();
      return changed;
    });
  }

  query(predicates: RdbPredicatesEmulation, columnsWanted?: string[]): Promise<ResultSetEmulation> {
    return this.async(() => {
      const list = columnsWanted !== undefined && columnsWanted.length > 0
        ? columnsWanted.map((c) => (COLUMN.test(c) ? `"${c}"` : c)).join(', ') : '*';
      const where = predicates.whereClause();
      return this.select(`SELECT ${list} FROM "${predicates.tableName}"${where.sql}${predicates.tailClause()}`, where.args);
    });
  }

  querySql(sql: string, bindArgs: unknown[] = []): Promise<ResultSetEmulation> {
    return this.async(() => this.select(sql, bindArgs.map(sqlValue)));
  }

  executeSql(sql: string, bindArgs: unknown[] = []): Promise<void> {
    return this.async(() => {
      this.db.run(sql, bindArgs.map(sqlValue));
      this.written();
    });
  }

  beginTransaction(): void {
    this.run(() => this.db.run(this.transactions === 0 ? 'BEGIN' : `SAVEPOINT arkagent_tx${this.transactions}`));
    this.transactions += 1;
  }

  commit(): void {
    if (this.transactions === 0) return;
    this.transactions -= 1;
    this.run(() => this.db.run(this.transactions === 0 ? 'COMMIT' : `RELEASE arkagent_tx${this.transactions}`));
    this.written();
  }

  rollBack(): void {
    if (this.transactions === 0) return;
    this.transactions -= 1;
    this.run(() => {
      if (this.transactions === 0) {
        this.db.run('ROLLBACK');
      } else {
        this.db.run(`ROLLBACK TO arkagent_tx${this.transactions}`);
        this.db.run(`RELEASE arkagent_tx${this.transactions}`);
      }
    });
  }

  close(): Promise<void> {
    this.retire('Already closed.');
    return Promise.resolve();
  }

  /** From now on every call fails 14800014 (closed, or its app process ended): an open transaction is lost. */
  retire(reason: string): void {
    if (this.closedBecause !== undefined) return;
    this.closedBecause = reason;
    this.db.close();
  }

  get isClosed(): boolean {
    return this.closedBecause !== undefined;
  }

  private insertRow(table: string, values: Bucket, write = true): number {
    const names = columns(values);
    this.db.run(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES ` +
      `(${names.map(() => '?').join(', ')})`, names.map((n) => sqlValue(values[n])));
    const rowId = Number(this.db.exec('SELECT last_insert_rowid()')[0].values[0][0]);
    if (write) this.written();
    return rowId;
  }

  private select(sql: string, args: SqlValue[]): ResultSetEmulation {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(args);
      const rows: SqlValue[][] = [];
      while (statement.step()) rows.push(statement.get() as SqlValue[]);
      return new ResultSetEmulation(statement.getColumnNames(), rows);
    } finally {
      statement.free();
    }
  }

  /** After a write: outside a transaction it is durable at once (the file is written). */
  private written(): void {
    if (this.transactions === 0) writeDatabase(this.db, this.file);
  }

  private run<T>(work: () => T): T {
    if (this.closedBecause !== undefined) throw rdbError(ALREADY_CLOSED, this.closedBecause);
    try {
      return work();
    } catch (thrown) {
      throw isBusinessError(thrown) ? thrown : sqliteError(thrown);
    }
  }

  private async(work: () => unknown): Promise<never> {
    try {
      return Promise.resolve(this.run(work)) as Promise<never>;
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

function columns(values: Bucket): string[] {
  if (typeof values !== 'object' || values === null) throw parameterError('The values must be a ValuesBucket.');
  const names = Object.keys(values);
  if (names.length === 0 || names.some((n) => !COLUMN.test(n))) throw parameterError('The values must name columns.');
  return names;
}

function isBusinessError(value: unknown): boolean {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'number';
}
