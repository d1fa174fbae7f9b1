// One streamed answer in the terminal, parsed as it arrives by the library's IncrementalMarkdownParser (the
// block model the ArkUI MarkdownView draws) and drawn by MarkdownTerminal. Two ways to show it:
// - live (the output is a terminal): a block is printed for good once it is final, and the open blocks
//   (usually just the last one) are redrawn in place on every delta that changed them: the rows they took
//   are erased (counted with display widths, so CJK and emoji wrap right) and the blocks printed again.
//   The answer still streams character by character, a style lands as soon as the parser knows it, a
//   table realigns as its rows arrive, and what stays on screen is exactly the final render.
// - blocks (a pipe, a log file, a test): each block is printed once, when it is final, and finish() prints
//   the rest. Output that cannot be erased would otherwise repeat every partial block.
import { rowsOf } from './terminal-width.mjs';

export class AnswerStream {
  /**
   * @param lib the bundled library (IncrementalMarkdownParser)
   * @param out where to write (write(text))
   * @param terminal a MarkdownTerminal
   * @param live redraw the open blocks in place (a TTY only)
   * @param columns the terminal's width, for the rows a redraw erases
   */
  constructor(lib, out, terminal, live, columns) {
    this.parser = new lib.IncrementalMarkdownParser();
    this.out = out;
    this.terminal = terminal;
    this.live = live;
    this.columns = columns;
    /** Top-level blocks printed for good. */
    this.printed = 0;
    /** Rows the open blocks' last draw took (live only); the cursor is at the end of the last one. */
    this.openRows = 0;
  }

  push(text) {
    if (this.parser.isFinished || this.parser.push(text).length === 0) return;
    this.draw();
  }

  /** The answer ended (complete, stopped or failed): the unfinished line is a line, every block final. */
  finish() {
    if (this.parser.isFinished) return;
    this.parser.finish();
    this.draw();
  }

  draw() {
    const blocks = this.parser.blocks;
    let text = this.eraseOpen();
    while (this.printed < blocks.length && blocks[this.printed].isFinal) {
      text += (this.printed > 0 ? '\n' : '') + this.terminal.block(blocks[this.printed]).join('\n') + '\n';
      this.printed++;
    }
    if (this.live && this.printed < blocks.length) {
      const open = (this.printed > 0 ? '\n' : '') +
        blocks.slice(this.printed).map((block) => this.terminal.block(block).join('\n')).join('\n\n');
      this.openRows = open.split('\n').reduce((rows, line) => rows + rowsOf(line, this.columns), 0);
      text += open;
    }
    if (text.length > 0) this.out.write(text);
  }

  /** Moves to the first row of the open blocks' last draw and clears from there to the end of the screen. */
  eraseOpen() {
    if (this.openRows === 0) return '';
    const up = this.openRows - 1;
    this.openRows = 0;
    return `\r${up > 0 ? `\x1b[${up}A` : ''}\x1b[J`;
  }
}
