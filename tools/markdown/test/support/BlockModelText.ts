// The block model as text, one block a line, children indented: what the corpus tests compare. Two
// forms: `structure` (kinds and the text a reader sees: the differential check against markdown-it) and
// `full` (everything but `version`: ids, finality, every span's style and link, table cells).
import type { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import type { MarkdownSpan } from '../../../../agent_core/src/main/ets/markdown/MarkdownSpan';
import type { MarkdownTableCell } from '../../../../agent_core/src/main/ets/markdown/MarkdownTableCell';

/** A list's tightness shows only when an item holds a paragraph directly (markdown-it cannot show it otherwise). */
export function hasDirectParagraph(list: MarkdownBlock): boolean {
  return list.children.some((item) => item.children.some((child) => child.kind === 'paragraph'));
}

/**
 * Kinds and text; with `withStyles`, the inline content as styled runs instead of plain text (the same
 * notation as `full`: B strong, I emphasis, S strikethrough, C code, IMG image, L<href> link).
 */
export function structure(blocks: MarkdownBlock[], withStyles = false, indent = ''): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    let line = `${indent}${block.kind}`;
    if (block.kind === 'heading') line += ` ${block.level}`;
    if (block.kind === 'code') line += ` ${block.language || '-'}`;
    if (block.kind === 'list') {
      line += block.isOrdered ? ` ordered start=${block.start}` : ' bullet';
      if (hasDirectParagraph(block)) line += block.isTight ? ' tight' : ' loose';
    }
    if (block.kind === 'table') line += ` ${block.alignments.join(',')}`;
    if (block.kind === 'paragraph' || block.kind === 'heading') {
      line += `: ${withStyles ? block.spans.map(spanText).join(' ') : JSON.stringify(block.plainText())}`;
    } else if (block.kind === 'code') {
      line += `: ${JSON.stringify(block.plainText())}`;
    }
    lines.push(line);
    if (block.kind === 'table') {
      for (const row of [block.header, ...block.rows]) {
        lines.push(`${indent}  row: ${withStyles ? cellsText(row) : row.map((cell) => JSON.stringify(cell.plainText())).join(' | ')}`);
      }
    }
    lines.push(...structure(block.children, withStyles, `${indent}  `));
  }
  return lines;
}

export function spanText(span: MarkdownSpan): string {
  const flags = `${span.isStrong ? 'B' : ''}${span.isEmphasis ? 'I' : ''}${span.isStrikethrough ? 'S' : ''}` +
    `${span.isCode ? 'C' : ''}${span.isImage ? 'IMG' : ''}${span.isLink ? `L<${span.href}>` : ''}`;
  return `${flags}${JSON.stringify(span.text)}`;
}

function cellsText(cells: MarkdownTableCell[]): string {
  return cells.map((cell) => cell.spans.map(spanText).join(' ')).join(' | ');
}

export function full(blocks: MarkdownBlock[], indent = ''): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    let line = `${indent}#${block.id} ${block.kind}${block.isFinal ? '' : ' (open)'}`;
    if (block.kind === 'heading') line += ` h${block.level}`;
    if (block.kind === 'code') line += ` [${block.language}] ${JSON.stringify(block.code)}`;
    if (block.kind === 'list') line += ` ${block.isOrdered ? `ordered start=${block.start}` : 'bullet'} ${block.isTight ? 'tight' : 'loose'}`;
    if (block.spans.length > 0) line += ` ${block.spans.map(spanText).join(' ')}`;
    lines.push(line);
    if (block.kind === 'table') {
      lines.push(`${indent}  align ${block.alignments.join(',')}`);
      lines.push(`${indent}  head ${cellsText(block.header)}`);
      for (const row of block.rows) lines.push(`${indent}  row ${cellsText(row)}`);
    }
    lines.push(...full(block.children, `${indent}  `));
  }
  return lines;
}

/** Every block (nested ones too), depth first. */
export function flatten(blocks: MarkdownBlock[], into: MarkdownBlock[] = []): MarkdownBlock[] {
  for (const block of blocks) {
    into.push(block);
    flatten(block.children, into);
  }
  return into;
}
