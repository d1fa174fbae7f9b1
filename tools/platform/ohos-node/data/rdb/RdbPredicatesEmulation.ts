// RdbPredicates (api/@ohos.data.relationalStore.d.ts tag OpenHarmony-v5.0.0-Release :1274-2063): the table
// name, then conditions chained as SQL. Two conditions in a row are joined by AND unless or() came between
// (assumed from the RDB guide's examples, which chain equalTo(...).equalTo(...) to mean both). Values are
// bound, never spliced into the text. Emulated: the comparison, range, set, null and pattern conditions,
// and/or/beginWrap/endWrap, orderByAsc/orderByDesc, limitAs/offsetAs. Not emulated: inDevices,
// inAllDevices, distinct, groupBy, indexedBy (they throw naming the gap).
import { parameterError } from './RdbErrors';

export type SqlValue = null | number | string | Uint8Array;

/** A ValuesBucket value as SQLite stores it (a boolean is an INTEGER 0/1, as on a device). */
export function sqlValue(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Uint8Array) return value;
  if (typeof value === 'bigint') return Number(value);
  throw parameterError('The value type is not supported by this emulation (assets, Float32Array).');
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function field(name: unknown): string {
  if (typeof name !== 'string' || !FIELD.test(name)) throw parameterError('The field must be a column name.');
  return `"${name}"`;
}

export class RdbPredicatesEmulation {
  readonly tableName: string;
  private readonly parts: string[] = [];
  private readonly args: SqlValue[] = [];
  private readonly order: string[] = [];
  private limit?: number;
  private offset?: number;
  private joiner = '';

  constructor(name: string) {
    if (typeof name !== 'string' || name.length === 0) throw parameterError('The name must be a non-empty string.');
    this.tableName = name;
  }

  equalTo(f: string, value: unknown): this { return this.condition(`${field(f)} = ?`, [sqlValue(value)]); }
  notEqualTo(f: string, value: unknown): this { return this.condition(`${field(f)} <> ?`, [sqlValue(value)]); }
  greaterThan(f: string, value: unknown): this { return this.condition(`${field(f)} > ?`, [sqlValue(value)]); }
  lessThan(f: string, value: unknown): this { return this.condition(`${field(f)} < ?`, [sqlValue(value)]); }
  greaterThanOrEqualTo(f: string, value: unknown): this { return this.condition(`${field(f)} >= ?`, [sqlValue(value)]); }
  lessThanOrEqualTo(f: string, value: unknown): this { return this.condition(`${field(f)} <= ?`, [sqlValue(value)]); }
  between(f: string, low: unknown, high: unknown): this {
    return this.condition(`${field(f)} BETWEEN ? AND ?`, [sqlValue(low), sqlValue(high)]);
  }
  notBetween(f: string, low: unknown, high: unknown): this {
    return this.condition(`${field(f)} NOT BETWEEN ? AND ?`, [sqlValue(low), sqlValue(high)]);
  }
  in(f: string, values: unknown[]): this { return this.set(f, 'IN', values); }
  notIn(f: string, values: unknown[]): this { return this.set(f, 'NOT IN', values); }
  isNull(f: string): this { return this.condition(`${field(f)} IS NULL`, []); }
  isNotNull(f: string): this { return this.condition(`${field(f)} IS NOT NULL`, []); }
  like(f: string, value: string): this { return this.condition(`${field(f)} LIKE ?`, [value]); }
  notLike(f: string, value: string): this { return this.condition(`${field(f)} NOT LIKE ?`, [value]); }
  glob(f: string, value: string): this { return this.condition(`${field(f)} GLOB ?`, [value]); }
  contains(f: string, value: string): this { return this.condition(`${field(f)} LIKE ?`, [`%${value}%`]); }
  beginsWith(f: string, value: string): this { return this.condition(`${field(f)} LIKE ?`, [`${value}%`]); }
  endsWith(f: string, value: string): this { return this.condition(`${field(f)} LIKE ?`, [`%${value}`]); }

  and(): this { this.joiner = ' AND '; return this; }
  or(): this { this.joiner = ' OR '; return this; }
  beginWrap(): this { this.parts.push(`${this.join()}(`); this.joiner = ''; return this; }
  endWrap(): this { this.parts.push(')'); return this; }

  orderByAsc(f: string): this { this.order.push(`${field(f)} ASC`); return this; }
  orderByDesc(f: string): this { this.order.push(`${field(f)} DESC`); return this; }
  limitAs(value: number): this { this.limit = value; return this; }
  offsetAs(rowOffset: number): this { this.offset = rowOffset; return this; }

  inDevices(): this { throw new Error('RdbPredicates.inDevices is not emulated (distributed tables)'); }
  inAllDevices(): this { throw new Error('RdbPredicates.inAllDevices is not emulated (distributed tables)'); }
  distinct(): this { throw new Error('RdbPredicates.distinct is not emulated'); }
  groupBy(): this { throw new Error('RdbPredicates.groupBy is not emulated'); }
  indexedBy(): this { throw new Error('RdbPredicates.indexedBy is not emulated'); }

  /** ` WHERE ...` (or empty) and its bound values. */
  whereClause(): { sql: string; args: SqlValue[] } {
    const text = this.parts.join('');
    return { sql: text.length > 0 ? ` WHERE ${text}` : '', args: this.args.slice() };
  }

  /** ` ORDER BY ... LIMIT ... OFFSET ...` (or empty). */
  tailClause(): string {
    let sql = this.order.length > 0 ? ` ORDER BY ${this.order.join(', ')}` : '';
    if (this.limit !== undefined || this.offset !== undefined) sql += ` LIMIT ${Math.trunc(this.limit ?? -1)}`;
    if (this.offset !== undefined) sql += ` OFFSET ${Math.trunc(this.offset)}`;
    return sql;
  }

  private set(f: string, op: string, values: unknown[]): this {
    if (!Array.isArray(values)) throw parameterError('The value must be an array.');
    return this.condition(`${field(f)} ${op} (${values.map(() => '?').join(', ')})`, values.map(sqlValue));
  }

  private condition(sql: string, args: SqlValue[]): this {
    this.parts.push(this.join() + sql);
    this.args.push(...args);
    this.joiner = ' AND ';
    return this;
  }

  /** What joins the next condition to the one before it (nothing at the start or right after a wrap). */
  private join(): string {
    const last = this.parts[this.parts.length - 1];
    return last === undefined || last.endsWith('(') ? '' : this.joiner || ' AND ';
  }
}
