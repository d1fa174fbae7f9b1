// A line diff (longest common subsequence): the hunks where two renderings of a document disagree, and
// the pairs of lines they agree on.
export interface Hunk {
  ours: string[];
  markdownIt: string[];
}

export interface LineDiff {
  hunks: Hunk[];
  /** Index pairs [ours, markdownIt] of equal lines. */
  matched: Array<[number, number]>;
}

export function diffLines(ours: string[], theirs: string[]): LineDiff {
  const rows = ours.length + 1;
  const columns = theirs.length + 1;
  const lcs: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (let i = ours.length - 1; i >= 0; i--) {
    for (let j = theirs.length - 1; j >= 0; j--) {
      lcs[i][j] = ours[i] === theirs[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const result: LineDiff = { hunks: [], matched: [] };
  let hunk: Hunk | undefined;
  let i = 0;
  let j = 0;
  while (i < ours.length || j < theirs.length) {
    if (i < ours.length && j < theirs.length && ours[i] === theirs[j]) {
      result.matched.push([i, j]);
      hunk = undefined;
      i++;
      j++;
      continue;
    }
    if (hunk === undefined) {
      hunk = { ours: [], markdownIt: [] };
      result.hunks.push(hunk);
    }
    if (j >= theirs.length || (i < ours.length && lcs[i + 1][j] >= lcs[i][j + 1])) {
      hunk.ours.push(ours[i++]);
    } else {
      hunk.markdownIt.push(theirs[j++]);
    }
  }
  return result;
}
