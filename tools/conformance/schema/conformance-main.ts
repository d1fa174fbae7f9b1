// `npm run conformance` (tools/conformance/schema/run-conformance.mjs bundles and runs this): the device validator
// against the official JSON Schema Test Suite and the A2UI v0.9 cases, then against ajv on the suite, the
// A2UI cases and a seeded corpus of tool schemas. Prints the counts, then one line naming what was skipped for
// want of ../shared/conformance; exits 1 on an unexpected suite failure, an unlisted disagreement with ajv, or a
// stale entry in either list.
//   npm run conformance [-- --verbose] [--seed N] [--count N]
import { a2uiGroups, suiteGroups } from './CaseGroups';
import type { CaseGroup, Corpus } from './CaseGroups';
import { conformanceLines, conformanceOf, differentialLines, differentialOf } from './ConformanceReport';
import { knownDifferences, suiteExpectations } from './Expectations';
import { runGroups } from './Runs';
import { hasA2ui, hasSuite } from './SharedConformance';
// @ts-ignore: plain ESM tooling module
import { outsideMaterialLine, skippedFor } from '../../ci/test/outside-material.mjs';
import { generateToolSchemas } from './ToolSchemaGenerator';
import { GENERATED_COUNT, GENERATED_SEED } from './GeneratedCorpus';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const numberAfter = (flag: string, fallback: number): number => {
  const index = args.indexOf(flag);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seed = numberAfter('--seed', GENERATED_SEED);
const count = numberAfter('--count', GENERATED_COUNT);

const groups: CaseGroup[] = [];
const corpora: Corpus[] = [];
if (hasSuite()) {
  groups.push(...suiteGroups('suite'), ...suiteGroups('suite-optional'), ...suiteGroups('suite-format'));
  corpora.push('suite', 'suite-optional', 'suite-format');
} else {
  skippedFor('conformance', 'the JSON Schema Test Suite (required, optional, format)');
}
if (hasA2ui()) {
  groups.push(...a2uiGroups());
  corpora.push('a2ui');
} else {
  skippedFor('conformance', 'the A2UI v0.9 cases');
}
groups.push(...generateToolSchemas(seed, count));
corpora.push('generated');

const results = runGroups(groups, true);
const expectations = suiteExpectations();
const known = knownDifferences();
let problems = 0;
console.log('JsonSchemaValidator against the stated verdicts:');
for (const corpus of corpora.filter((c) => c !== 'generated')) {
  const summary = conformanceOf(results, corpus, expectations);
  problems += summary.unexpected.length + summary.stale.length;
  for (const line of conformanceLines(summary, verbose)) console.log(line);
}
console.log('JsonSchemaValidator against ajv (Ajv2020; ajv-formats where formats are asserted):');
for (const corpus of corpora) {
  const summary = differentialOf(results, corpus, known);
  problems += summary.unlisted.length + summary.stale.length;
  for (const line of differentialLines(summary, verbose)) console.log(line);
}
console.log(problems === 0 ? 'conformance: ok' : `conformance: ${problems} problem(s)`);
console.log(outsideMaterialLine());
process.exit(problems === 0 ? 0 : 1);
