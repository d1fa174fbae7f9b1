// ResultSet (api/@ohos.data.relationalStore.d.ts tag OpenHarmony-v5.0.0-Release :2065-3210): the rows of a
// query, read through a cursor. The cursor starts before the first row (rowIndex -1, isStarted false:
// assumed from the guide's `while (resultSet.goToNextRow())` loop, which reads the first row after one
// move). The rows are read at query time (a device steps SQLite lazily); what a caller sees is the same.
// getString of an INTEGER or REAL gives its text and of NULL '' ; getLong/getDouble of text give its
// number (SQLite's own conversions, assumed). A column index out of range throws 14800013; using a closed
// set throws 14800012 (both listed in the declarations' @throws, :2278-2340).
import { rdbError } from './RdbErrors';
import type { SqlValue } from './RdbPredicatesEmulation';

const ROW_OUT_OF_RANGE = 14800012;
const COLUMN_OUT_OF_RANGE = 14800013;

export class ResultSetEmulation {
  readonly columnNames: string[];
  private readonly rows: SqlValue[][];
  private position = -1;
  private closed = false;

  constructor(columnNames: string[], rows: SqlValue[][]) {
    this.columnNames = columnNames;
    this.rows = rows;
  }

  get columnCount(): number { return this.columnNames.length; }
  get rowCount(): number { return this.rows.length; }
  get rowIndex(): number { return this.position; }
  get isAtFirstRow(): boolean { return this.position === 0; }
  get isAtLastRow(): boolean { return this.rows.length > 0 && this.position === this.rows.length - 1; }
  get isEnded(): boolean { return this.position >= this.rows.length; }
  get isStarted(): boolean { return this.position !== -1; }
  get isClosed(): boolean { return this.closed; }

  getColumnIndex(columnName: string): number {
    this.checkOpen();
    return this.columnNames.indexOf(columnName);
  }

  getColumnName(columnIndex: number): string {
    this.checkColumn(columnIndex);
    return this.columnNames[columnIndex];
  }

  goTo(offset: number): boolean { return this.goToRow(this.position + offset); }

  goToRow(position: number): boolean {
    this.checkOpen();
    if (position < 0 || position >= this.rows.length) {
      this.position = position < 0 ? -1 : this.rows.length;
      return false;
    }
    this.position = position;
    return true;
  }

  goToFirstRow(): boolean { return this.goToRow(0); }
  goToLastRow(): boolean { return this.goToRow(this.rows.length - 1); }
  goToNextRow(): boolean { return this.goToRow(this.position + 1); }
  goToPreviousRow(): boolean { return this.goToRow(this.position - 1); }

  getBlob(columnIndex: number): Uint8Array {
    const value = this.cell(columnIndex);
    if (value instanceof Uint8Array) return value;
    return value === null ? new Uint8Array(0) : new TextEncoder().encode(String(value));
  }

  getString(columnIndex: number): string {
    const value = this.cell(columnIndex);
    if (value === null) return '';
    return value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value);
  }

  getLong(columnIndex: number): number {
    const value = this.cell(columnIndex);
    const number = typeof value === 'number' ? value : Number(value === null ? 0 : String(value));
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  }

  getDouble(columnIndex: number): number {
    const value = this.cell(columnIndex);
    const number = typeof value === 'number' ? value : Number(value === null ? 0 : String(value));
    return Number.isFinite(number) ? number : 0;
  }

  getValue(columnIndex: number): SqlValue { return this.cell(columnIndex); }

  isColumnNull(columnIndex: number): boolean { return this.cell(columnIndex) === null; }

  getRow(): Record<string, SqlValue> {
    const row: Record<string, SqlValue> = {};
    this.columnNames.forEach((name, index) => { row[name] = this.cell(index); });
    return row;
  }

  close(): void { this.closed = true; }

  private cell(columnIndex: number): SqlValue {
    this.checkColumn(columnIndex);
    if (this.position < 0 || this.position >= this.rows.length) {
      throw rdbError(ROW_OUT_OF_RANGE, 'The row number is out of bounds.');
    }
    return this.rows[this.position][columnIndex];
  }

  private checkColumn(columnIndex: number): void {
    this.checkOpen();
    if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= this.columnNames.length) {
      throw rdbError(COLUMN_OUT_OF_RANGE, 'The column value is null or the column type is incompatible.');
    }
  }

  private checkOpen(): void {
    if (this.closed) throw rdbError(ROW_OUT_OF_RANGE, 'The result set is closed.');
  }
}
