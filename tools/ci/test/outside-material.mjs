// The material the tests, `npm run conformance` and `npm run bench` read from outside the repository, in the
// shared folder beside it (`../shared` from the project root; README.md "Material outside the repository"),
// never copied in:
//   conformance      ../shared/conformance     the JSON Schema Test Suite (draft 2020-12) and A2UI v0.9 material
//   real captures    ../shared/fixtures/real   real DeepSeek and z.ai (Zhipu GLM) streams with expected.json
// Without it those parts skip. Each part that skips records itself here (skippedFor), and the runner ends with
// the one line outsideMaterialLine() writes, so a run without the folder never passes silently.
import path from 'node:path';

export const MATERIAL = {
  conformance: { rel: path.join('..', 'shared', 'conformance'), what: 'the JSON Schema Test Suite and A2UI v0.9' },
  real: { rel: path.join('..', 'shared', 'fixtures', 'real'), what: 'the real DeepSeek and z.ai captures' },
};

/** Where a kind of material ('conformance', 'real') is expected: relative to the project root, the runners' cwd. */
export function materialDir(kind) {
  return path.resolve(process.cwd(), MATERIAL[kind].rel);
}

const skipped = new Map();

/** Records that `part` (a suite, a corpus, a measurement) did not run for want of `kind`. */
export function skippedFor(kind, part) {
  if (!MATERIAL[kind]) throw new Error(`unknown outside material '${kind}'`);
  if (!skipped.has(kind)) skipped.set(kind, new Set());
  skipped.get(kind).add(part);
}

/** The one closing line: what was skipped for want of which folder, and where to put it; or that nothing was. */
export function outsideMaterialLine() {
  if (skipped.size === 0) return 'outside material (../shared): nothing skipped';
  const parts = Object.keys(MATERIAL).filter((kind) => skipped.has(kind))
    .map((kind) => `${MATERIAL[kind].rel.split(path.sep).join('/')} (${MATERIAL[kind].what}): ` +
      [...skipped.get(kind)].sort().join(', '));
  const shared = path.resolve(process.cwd(), '..', 'shared');
  return `outside material: skipped for want of ${parts.join('; ')}; get them: put the project's shared folder at ` +
    `${shared} (README.md, "Material outside the repository")`;
}
