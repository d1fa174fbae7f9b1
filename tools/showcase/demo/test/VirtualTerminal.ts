// VirtualTerminal: the part of a terminal the demo's live answer relies on, to check what stays on screen.
// Cells by display width (terminal-width.mjs: the same widths the demo counts with, so this checks the
// demo's arithmetic, not a real terminal's opinion of an ambiguous character), automatic wrapping with
// the deferred wrap of xterm-like terminals, `\n` as a new line (a tty's ONLCR), `\r`, cursor up
// (`ESC[nA`), erase to the end of the screen (`ESC[J`) and of the line (`ESC[2K`); SGR styles are ignored.
import { displayWidth } from '../terminal-width.mjs';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export class VirtualTerminal {
  readonly columns: number;
  private rows: string[][] = [[]];
  private row: number = 0;
  private col: number = 0;
  /** The last column was just filled: the next character goes on the next row. */
  private isWrapPending: boolean = false;

  constructor(columns: number) {
    this.columns = columns;
  }

  write(text: string): void {
    let i = 0;
    while (i < text.length) {
      const escape = /^\x1b\[([0-9;]*)([A-Za-z])/.exec(text.slice(i));
      if (escape) {
        this.control(escape[2], escape[1]);
        i += escape[0].length;
        continue;
      }
      const next = text.slice(i).search(/[\x1b\r\n]/);
      const plainEnd = next === 0 ? i + 1 : next < 0 ? text.length : i + next;
      const chunk = text.slice(i, plainEnd);
      if (chunk === '\r') {
        this.col = 0;
        this.isWrapPending = false;
      } else if (chunk === '\n') {
        this.newRow();
      } else {
        for (const { segment } of segmenter.segment(chunk)) this.put(segment);
      }
      i = plainEnd;
    }
  }

  /** What the screen shows, one line per row, trailing blanks trimmed. */
  get screen(): string {
    return this.rows.map((cells) => cells.join('').trimEnd()).join('\n').replace(/\n+$/, '');
  }

  private control(command: string, params: string): void {
    if (command === 'A') {
      this.row = Math.max(0, this.row - Number(params || '1'));
      this.isWrapPending = false;
    } else if (command === 'J') {
      this.rows[this.row].length = Math.min(this.rows[this.row].length, this.col);
      this.rows.length = this.row + 1;
    } else if (command === 'K') {
      this.rows[this.row] = [];
    }
  }

  private put(grapheme: string): void {
    const width = displayWidth(grapheme);
    if (width === 0) {
      return;
    }
    if (this.isWrapPending || this.col + width > this.columns) {
      this.newRow();
    }
    const cells = this.rows[this.row];
    while (cells.length < this.col) cells.push(' ');
    cells[this.col] = grapheme;
    if (width === 2) cells[this.col + 1] = '';
    this.col += width;
    this.isWrapPending = this.col >= this.columns;
  }

  private newRow(): void {
    this.row++;
    this.col = 0;
    this.isWrapPending = false;
    while (this.rows.length <= this.row) this.rows.push([]);
  }
}
