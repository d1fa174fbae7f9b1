// Hostile Markdown for IncrementalMarkdownParser (issue 16), through the public API: see tools/showcase/bench/growth.mjs.
// "whole" parses the text at once (IncrementalMarkdownParser.parse: one push, one finish); "streamed" pushes it
// in deltas of 16 characters, as text_delta events arrive, and finishes. Every case checks what it parsed, so
// a case that got faster by dropping text fails instead of passing.

const DELTA = 16;

/** Pushes `text` in deltas of DELTA characters; returns the blocks after finish(). */
function streamed(lib, text) {
  const parser = new lib.IncrementalMarkdownParser();
  for (let at = 0; at < text.length; at += DELTA) {
    parser.push(text.substring(at, at + DELTA));
  }
  parser.finish();
  return parser.blocks;
}

const whole = (lib, text) => lib.IncrementalMarkdownParser.parse(text);

/** Every block's plain text, depth first. */
const plain = (blocks) => blocks.map((block) => block.plainText()).join('\n');

/** The nesting depth of the first block (a quote in a quote ... counts each level). */
function depthOf(blocks) {
  let depth = 0;
  for (let block = blocks[0]; block !== undefined; block = block.children[block.children.length - 1]) {
    depth++;
  }
  return depth;
}

function expectText(blocks, needle, count) {
  const text = plain(blocks);
  let found = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    found++;
  }
  if (found !== count) throw new Error(`expected ${count} x ${JSON.stringify(needle)}, found ${found}`);
}

const SIZES = [8000, 16000, 32000, 64000];

/** `unit` repeated to about `size` characters. */
const repeatTo = (unit, size) => unit.repeat(Math.ceil(size / unit.length));

function textCase(name, unit, feed, check, prefix = '', sizes = SIZES) {
  return {
    area: 'markdown', name: `${feed === whole ? 'whole' : 'streamed'}: ${name}`, limit: 1.2, unit: 'chars', sizes,
    setup: (lib, size) => ({ text: prefix + repeatTo(unit, size), count: Math.ceil(size / unit.length) }),
    run: (lib, input) => check(feed(lib, input.text), input.count),
  };
}

/** Emphasis and links in one paragraph: each link close used to walk the whole delimiter list. */
const EMPHASIS_LINKS = '*i* [l](x) ';
const checkLinks = (blocks, count) => {
  if (blocks.length !== 1) throw new Error('one paragraph');
  const links = blocks[0].spans.filter((span) => span.isLink && span.href === 'x').length;
  const emphasis = blocks[0].spans.filter((span) => span.isEmphasis && span.text === 'i').length;
  if (links !== count || emphasis !== count) throw new Error(`links ${links}, emphasis ${emphasis} of ${count}`);
};

/** Openers that never close: each used to style the rest of the text once more. */
const UNMATCHED = '*a ';
const checkUnmatched = (blocks, count) => expectText(blocks, '*a', count);

/** Nested emphasis, n deep: every match used to restyle every piece between its two runs. */
function nestedEmphasis(feed) {
  return {
    area: 'markdown', name: `${feed === whole ? 'whole' : 'streamed'}: emphasis nested n deep (*a *a ... a* a*)`, limit: 1.2,
    // 1,000 levels are 6,000 characters: the same 6k-48k range as the other cases.
    unit: 'levels', sizes: [1000, 2000, 4000, 8000],
    setup: (lib, size) => ({ text: '*a '.repeat(size) + 'b' + ' a*'.repeat(size), size }),
    run: (lib, input) => {
      const spans = feed(lib, input.text)[0].spans;
      if (spans.some((span) => !span.isEmphasis) || !spans.some((span) => span.text.includes('b'))) {
        throw new Error('everything is emphasis');
      }
    },
  };
}

/**
 * Past InlineParser's PENDING_LIMIT (4,096) a construct still open previews as text: measured from 16k, where
 * every size is past it (below, the cheaper pending preview would flatter the smallest size).
 */
const PAST_PENDING = [16000, 32000, 64000, 128000];

/** A long open block: every push used to re-parse (and re-render) all of it. */
function longBlock(name, unit, check, prefix = '', sizes = SIZES) {
  return textCase(`one long ${name}`, unit, streamed, check, prefix, sizes);
}

/** Nesting past the limit: the markers beyond it are text, nothing throws, nothing is lost. */
function deepCase(name, marker) {
  return {
    area: 'markdown', name: `whole: ${name} nested n deep (past the nesting limit)`, limit: 1.2, unit: 'levels',
    sizes: [4000, 8000, 16000, 32000],
    setup: (lib, size) => ({ text: `${marker.repeat(size)}x` }),
    run: (lib, input) => {
      const blocks = whole(lib, input.text);
      if (depthOf(blocks) < 100 || !plain(blocks).endsWith('x')) throw new Error('nested to the limit, the text kept');
    },
  };
}

export const CASES = [
  textCase(`emphasis and links in one paragraph (${JSON.stringify(EMPHASIS_LINKS)} repeated)`, EMPHASIS_LINKS, whole, checkLinks),
  textCase(`emphasis and links in one paragraph (${JSON.stringify(EMPHASIS_LINKS)} repeated)`, EMPHASIS_LINKS, streamed, checkLinks),
  textCase(`unmatched openers (${JSON.stringify(UNMATCHED)} repeated)`, UNMATCHED, whole, checkUnmatched),
  textCase(`unmatched openers (${JSON.stringify(UNMATCHED)} repeated)`, UNMATCHED, streamed, checkUnmatched),
  nestedEmphasis(whole),
  textCase('unmatched brackets, then links ("[" x n, "[a](b)" x n)', '[[a](b)', whole,
    (blocks, count) => expectText(blocks, 'a', count)),
  textCase('link titles that never close ("[a](x (t " repeated)', '[a](x (t ', whole,
    (blocks, count) => expectText(blocks, '(t', count)),
  {
    // Backtick runs of lengths 1, 2, ..., m: none closes, and each used to search the rest of the text.
    area: 'markdown', name: 'whole: code spans that never close (runs of 1, 2, ..., m backticks)', limit: 1.2,
    unit: 'chars', sizes: SIZES,
    setup: (lib, size) => {
      let text = '';
      let count = 0;
      while (text.length < size) {
        count++;
        text += `${'`'.repeat(count)} x `;
      }
      return { text, count };
    },
    run: (lib, input) => expectText(whole(lib, input.text), ' x', input.count),
  },
  longBlock('paragraph (lines of text)', 'some words of text\n', (blocks, count) => {
    if (blocks.length !== 1) throw new Error('one paragraph');
    expectText(blocks, 'some words', count);
  }),
  longBlock('paragraph line (no line break)', 'words and **more** words ', (blocks, count) => expectText(blocks, 'more', count)),
  longBlock('quote', '> a quoted line\n', (blocks, count) => expectText(blocks, 'a quoted line', count)),
  longBlock('list', '- an item\n', (blocks, count) => {
    if (blocks.length !== 1 || blocks[0].children.length !== count) throw new Error('one list of every item');
  }),
  longBlock('nested list item (items two deep)', '- a\n  - b\n', (blocks, count) => expectText(blocks, 'b', count)),
  longBlock('table (rows)', '| a | b |\n', (blocks, count) => {
    if (blocks.length !== 1 || blocks[0].rows.length !== count) throw new Error('one table of every row');
  }, '| h | i |\n|---|---|\n'),
  longBlock('table header line', '| h ', (blocks, count) => expectText(blocks, 'h', count)),
  longBlock('heading line', 'words of a **title** ', (blocks, count) => expectText(blocks, 'title', count), '# '),
  longBlock('inline code span still open', 'code text ', (blocks, count) => expectText(blocks, 'code text', count), 'see `',
    PAST_PENDING),
  longBlock('link title still open', 'title text ', (blocks, count) => expectText(blocks, 'title text', count),
    'see [a](x "', PAST_PENDING),
  longBlock('table row (last cell)', 'cell text ', (blocks, count) => expectText(blocks, 'cell text', count),
    '| h | i |\n|---|---|\n| a | '),
  longBlock('fenced code block', 'code line\n', (blocks, count) => expectText(blocks, 'code line', count), '```js\n'),
  deepCase('list items', '- '),
  deepCase('quotes', '> '),
  deepCase('quote-lists', '> - '),
];
