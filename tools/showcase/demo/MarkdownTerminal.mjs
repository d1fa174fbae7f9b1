// Renders the library's Markdown block model (IncrementalMarkdownParser's MarkdownBlocks, the same model
// the ArkUI MarkdownView draws) as terminal lines. With color, styles are SGR codes: strong bold, emphasis
// italic, strikethrough struck, inline code cyan, links underlined, headings bold. Without color the
// markers are gone too (strong and emphasis are plain text, inline code keeps its backticks, a link shows
// its address after it), so a log or a pipe reads as clean text. Structure is drawn the same in both:
// bullets and numbers for lists, a bar for quotes, a frame for code, aligned columns for tables. Every
// line closes its own styles, so a line can be erased or prefixed without bleeding into the next.
import { displayWidth } from './terminal-width.mjs';

const SGR = { bold: '1', dim: '2', italic: '3', underline: '4', strike: '9', cyan: '36' };
const BULLETS = ['•', '◦', '▪'];

export class MarkdownTerminal {
  constructor(color) {
    this.color = color;
  }

  /** The lines of the top-level `block`. */
  block(block) {
    return this.render(block, 0);
  }

  render(block, depth) {
    switch (block.kind) {
      case 'paragraph':
        return this.spans(block.spans, []);
      case 'heading':
        return this.heading(block);
      case 'code':
        return this.code(block);
      case 'list':
        return this.list(block, depth);
      case 'quote':
        return this.children(block.children, depth).map((line) => this.style('│ ', [SGR.dim]) + line);
      case 'table':
        return this.table(block);
      case 'thematic_break':
        return [this.style('─'.repeat(24), [SGR.dim])];
      default:
        return [block.plainText()];
    }
  }

  heading(block) {
    const lines = this.spans(block.spans, [SGR.bold]);
    if (this.color || block.level > 2) return lines;
    const width = Math.max(...lines.map((line) => displayWidth(line)), 1);
    return lines.concat([(block.level === 1 ? '═' : '─').repeat(width)]);
  }

  code(block) {
    const bar = (text) => this.style(text, [SGR.dim]);
    const lines = block.code.length > 0 ? block.code.split('\n') : [''];
    return [bar(`╭─ ${block.language || 'code'}`)]
      .concat(lines.map((line) => bar('│ ') + line))
      .concat([bar('╰─')]);
  }

  list(block, depth) {
    const lines = [];
    block.children.forEach((item, index) => {
      const marker = block.isOrdered ? `${block.start + index}. ` : `${BULLETS[depth % BULLETS.length]} `;
      const pad = ' '.repeat(displayWidth(marker));
      if (!block.isTight && index > 0) lines.push('');
      const body = this.children(item.children, depth + 1);
      (body.length > 0 ? body : ['']).forEach((line, i) => lines.push((i === 0 ? marker : pad) + line));
    });
    return lines;
  }

  /** Blocks inside a list item or a quote: a blank line between them unless both are lists' parts. */
  children(blocks, depth) {
    const lines = [];
    blocks.forEach((child, index) => {
      if (index > 0 && child.kind !== 'list') lines.push('');
      lines.push(...this.render(child, depth));
    });
    return lines;
  }

  table(block) {
    const header = block.header.map((cell) => this.spans(cell.spans, [SGR.bold]).join(' '));
    const rows = block.rows.map((row) => row.map((cell) => this.spans(cell.spans, []).join(' ')));
    const widths = header.map((cell, column) =>
      Math.max(displayWidth(cell), ...rows.map((row) => displayWidth(row[column] ?? ''))));
    const line = (cells) => cells.map((cell, column) => pad(cell, widths[column], block.alignments[column]))
      .join(this.style(' │ ', [SGR.dim]));
    const rule = this.style(widths.map((width) => '─'.repeat(width)).join('─┼─'), [SGR.dim]);
    return [line(header), rule, ...rows.map(line)];
  }

  /** Spans as lines (a line break in a span's text starts a new line), each piece styled on its own. */
  spans(spans, base) {
    const lines = [''];
    for (const span of spans) {
      const codes = [...new Set(base.concat(this.codesOf(span)))];
      const text = this.textOf(span);
      text.split('\n').forEach((piece, index) => {
        if (index > 0) lines.push('');
        if (piece.length > 0) lines[lines.length - 1] += this.style(piece, codes);
      });
      // The address after the link (dim); without color an image's source is left out.
      if (span.isLink && span.href && span.href !== span.text && (this.color || !span.isImage)) {
        lines[lines.length - 1] += this.style(` <${span.href}>`, [SGR.dim]);
      }
    }
    return lines;
  }

  codesOf(span) {
    const codes = [];
    if (span.isStrong) codes.push(SGR.bold);
    if (span.isEmphasis) codes.push(SGR.italic);
    if (span.isStrikethrough) codes.push(SGR.strike);
    if (span.isCode) codes.push(SGR.cyan);
    if (span.isLink) codes.push(SGR.underline);
    return codes;
  }

  textOf(span) {
    if (span.isImage) return `[image: ${span.text}]`;
    if (span.isCode && !this.color) return `\`${span.text}\``;
    return span.text;
  }

  style(text, codes) {
    return this.color && codes.length > 0 ? `\x1b[${codes.join(';')}m${text}\x1b[0m` : text;
  }
}

function pad(text, width, alignment) {
  const room = Math.max(0, width - displayWidth(text));
  if (alignment === 'right') return ' '.repeat(room) + text;
  if (alignment === 'center') return ' '.repeat(Math.floor(room / 2)) + text + ' '.repeat(Math.ceil(room / 2));
  return text + ' '.repeat(room);
}
