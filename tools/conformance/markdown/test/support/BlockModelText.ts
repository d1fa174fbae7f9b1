// The block model as text, one block a line, children indented: what the corpus tests compare. Two
// forms: `structure` (kinds and the text a reader sees: the differential check against markdown-it) and
// `full` (everything but `version`: ids, finality, every span's style and link, table cells), which is the
// hypium suites' golden trace (agent_core/src/test/markdown/BlockTrace.ets).
import type { MarkdownBlock } from '../../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import type { MarkdownTableCell } from '../../../../../agent_core/src/main/ets/markdown/MarkdownTableCell';
import { blockTrace, spanTrace } from '../../../../../agent_core/src/test/markdown/BlockTrace';

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
      line += `: ${withStyles ? spanTrace(block.spans) : JSON.stringify(block.plainText())}`;
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

function cellsText(cells: MarkdownTableCell[]): string {
  return cells.map((cell) => spanTrace(cell.spans)).join(' | ');
}

export function full(blocks: MarkdownBlock[]): string[] {
  return blockTrace(blocks);
}

/** Every block (nested ones too), depth first. */
export function flatten(blocks: MarkdownBlock[], into: MarkdownBlock[] = []): MarkdownBlock[] {
  for (const block of blocks) {
    into.push(block);
    flatten(block.children, into);
  }
  return into;
}
