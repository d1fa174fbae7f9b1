// MarkdownTree: what a mounted MarkdownView shows, read back per top-level block, next to what the parser's
// model says that block must show, in the same form, so a suite compares two strings.
//
// "Text of the tree" for a block: every Text element under the block's MarkdownBlockView, in tree order
// (pre-order), each as its own text: a Text's content, or its Spans' contents joined (HeadlessUi textOf).
// "Text of the model" for a block: the Texts its kind asks the view for, in reading order:
//   paragraph, heading: the spans' text joined (one Text of Spans);
//   code: the language label when there is one, then the code;
//   list: per item, its marker (`${start + index}.` when ordered, else the bullet of its nesting depth:
//         • ◦ ▪ by lists above it, as a reader sees them), then the item's blocks;
//   quote: its blocks (the bar has no text);
//   table: the header cells, then each row's cells (one Text of Spans per cell);
//   thematic break: nothing.
// The styled form adds each Span's style as the flags BlockTrace uses (B strong, I emphasis, S strikethrough,
// C code, L link) and Q (quoted: a plain run in a quote takes the quote colour), read from the Span's
// attributes on the tree side (bold weight, italic style, the theme's code font, line-through / underline
// decoration, the theme's quoteTextColor) and from the span's flags on the model side (headings and table
// headers bold throughout; Q for a run inside a quote that is neither a link nor code).
import { Element, textOf } from '../../../platform/arkui-headless/HeadlessUi';
import type { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import type { MarkdownSpan } from '../../../../agent_core/src/main/ets/markdown/MarkdownSpan';
import { MarkdownTheme } from '../../../../agent_core/src/main/ets/markdown/view/MarkdownTheme';

const BULLETS = ['•', '◦', '▪'];
const THEME = new MarkdownTheme();

interface ArkEnums {
  FontWeight: { Bold: string };
  FontStyle: { Italic: number };
  TextDecorationType: { Underline: number; LineThrough: number };
}
const ark = globalThis as unknown as ArkEnums;

/** The nearest custom component strictly above `element`. */
function owningView(element: Element): Element | undefined {
  for (const node of element.ancestry()) {
    if (node !== element && node.kind === 'custom') return node;
  }
  return undefined;
}

/** The MarkdownBlockView of each top-level block, in order: the ones the MarkdownView at `root` builds itself. */
export function topLevelBlockViews(root: Element): Element[] {
  return [...root.walk()].filter((e) => !e.isDestroyed && e.name === 'MarkdownBlockView' && owningView(e) === root);
}

function texts(view: Element): Element[] {
  return [...view.walk()].filter((e) => e.type === 'Text' && !e.isDestroyed);
}

/** The tree's text of one block view: its Texts' own texts, in tree order. */
export function shownTexts(view: Element): string[] {
  return texts(view).map((text) => textOf(text) ?? '');
}

function spanFlags(span: Element): string {
  const decoration = (span.attribute('decoration') ?? {}) as { type?: number };
  return `${span.attribute('fontWeight') === ark.FontWeight.Bold ? 'B' : ''}` +
    `${span.attribute('fontStyle') === ark.FontStyle.Italic ? 'I' : ''}` +
    `${decoration.type === ark.TextDecorationType.LineThrough ? 'S' : ''}` +
    `${span.attribute('fontFamily') === THEME.codeFontFamily ? 'C' : ''}` +
    `${decoration.type === ark.TextDecorationType.Underline ? 'L' : ''}` +
    `${span.attribute('fontColor') === THEME.quoteTextColor ? 'Q' : ''}`;
}

/** The tree's styled text of one block view: a Text of Spans as its styled runs, any other Text as its text. */
export function shownStyledTexts(view: Element): string[] {
  return texts(view).map((text) => {
    const spans = [...text.walk()].filter((e) => e.type === 'Span' && !e.isDestroyed);
    if (spans.length === 0) return JSON.stringify(textOf(text) ?? '');
    return spans.map((span) => `${spanFlags(span)}${JSON.stringify(textOf(span) ?? '')}`).join(' ');
  });
}

function runs(spans: MarkdownSpan[], isBold: boolean, isQuoted: boolean): string {
  if (spans.length === 0) return JSON.stringify('');
  return spans.map((span) => `${span.isStrong || isBold ? 'B' : ''}${span.isEmphasis ? 'I' : ''}` +
    `${span.isStrikethrough ? 'S' : ''}${span.isCode ? 'C' : ''}${span.isLink && !span.isStrikethrough ? 'L' : ''}` +
    `${isQuoted && !span.isLink && !span.isCode ? 'Q' : ''}${JSON.stringify(span.text)}`).join(' ');
}

function plain(spans: MarkdownSpan[]): string {
  return spans.map((span) => span.text).join('');
}

/**
 * The model's text of one block (see the header); `styled` gives the styled form. `depth` counts the lists
 * above the block (it picks the bullet); `isQuoted`: the block is inside a quote.
 */
export function modelTexts(block: MarkdownBlock, styled = false, depth = 0, isQuoted = false): string[] {
  const inline = (spans: MarkdownSpan[], isBold: boolean): string =>
    (styled ? runs(spans, isBold, isQuoted) : plain(spans));
  const literal = (text: string): string => (styled ? JSON.stringify(text) : text);
  switch (block.kind) {
    case 'paragraph':
      return [inline(block.spans, false)];
    case 'heading':
      return [inline(block.spans, true)];
    case 'code':
      return [...(block.language.length > 0 ? [literal(block.language)] : []), literal(block.code)];
    case 'list':
      return block.children.flatMap((item, index) => [
        literal(block.isOrdered ? `${block.start + index}.` : BULLETS[depth % BULLETS.length] as string),
        ...item.children.flatMap((child) => modelTexts(child, styled, depth + 1, isQuoted)),
      ]);
    case 'quote':
      return block.children.flatMap((child) => modelTexts(child, styled, depth, true));
    case 'table':
      return [...block.header.map((cell) => inline(cell.spans, true)),
        ...block.rows.flatMap((row) => row.map((cell) => inline(cell.spans, false)))];
    default:
      return [];
  }
}

/** One line per top-level block: `kind: "text" | "text" ...`, the whole model in the form of the tree. */
export function modelTrace(blocks: MarkdownBlock[], styled = false): string {
  return blocks.map((block) => `${block.kind}: ${modelTexts(block, styled).map((t) => (styled ? t : JSON.stringify(t)))
    .join(' | ')}`).join('\n');
}

/** The same lines read from the tree; the kind is the model's block at the same place ('?' past its end). */
export function treeTrace(root: Element, blocks: MarkdownBlock[], styled = false): string {
  return topLevelBlockViews(root).map((view, i) => `${blocks[i]?.kind ?? '?'}: ` +
    `${(styled ? shownStyledTexts(view) : shownTexts(view).map((t) => JSON.stringify(t))).join(' | ')}`).join('\n');
}

/**
 * The tree's outline for goldens: one line per element, syntax nodes left out (their children in their
 * place), custom components as `<Name>`, a Text with its text (a Text of Spans as its styled runs, on the
 * same line); no attributes (print() shows those).
 */
export function outline(root: Element): string {
  const lines: string[] = [];
  const visit = (element: Element, depth: number): void => {
    if (element.kind === 'syntax') {
      for (const child of element.children) visit(child, depth);
      return;
    }
    if (element.type === 'Text') {
      const styled = shownStyledTexts(element)[0] as string;
      lines.push(`${'  '.repeat(depth)}Text ${styled}`);
      return;
    }
    lines.push(`${'  '.repeat(depth)}${element.kind === 'custom' ? `<${element.name}>` : element.type}`);
    for (const child of element.children) visit(child, depth + 1);
  };
  visit(root, 0);
  return lines.join('\n');
}
