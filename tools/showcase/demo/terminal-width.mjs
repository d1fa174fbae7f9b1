// How many terminal columns a string takes: East Asian wide and fullwidth characters and emoji take 2,
// combining marks, joiners and variation selectors 0, everything else 1. Measured per grapheme cluster
// (Intl.Segmenter), so a ZWJ family or a flag counts once. SGR escape codes take none. Close enough to what
// common terminals do to count the rows a re-render has to erase; a terminal that draws an ambiguous
// character differently can be off by a column.
const SGR = /\x1b\[[0-9;]*m/g;
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]|\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u;
const ZERO = /^[\p{M}\p{Cf}\uFE00-\uFE0F]+$/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function stripSgr(text) {
  return text.replace(SGR, '');
}

export function displayWidth(text) {
  let width = 0;
  for (const { segment } of segmenter.segment(stripSgr(text))) {
    width += widthOf(segment);
  }
  return width;
}

/** The columns of one grapheme cluster. */
function widthOf(segment) {
  if (ZERO.test(segment)) return 0;
  return WIDE.test(segment) ? 2 : 1;
}

/**
 * Terminal rows `line` (no line break in it) takes at `columns` columns. A wide character that does not fit
 * in the last column goes to the next row whole (so the count is not width / columns), and a row filled to
 * its last column does not wrap until the next character.
 */
export function rowsOf(line, columns) {
  let rows = 1;
  let column = 0;
  for (const { segment } of segmenter.segment(stripSgr(line))) {
    const width = widthOf(segment);
    if (width === 0) continue;
    if (column + width > columns) {
      rows++;
      column = 0;
    }
    column += width;
  }
  return rows;
}
