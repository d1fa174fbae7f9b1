// Counts and printable lines for both runs: our validator against what the material states (the suite's
// `valid`, the A2UI cases' `valid`), and our validator against ajv. Used by `npm run conformance` and by
// the hypium suites under tools/conformance/schema/test, so the command and `npm test` print the same figures.
import type { Corpus } from './CaseGroups';
import { classify } from './Expectations';
import type { ListedCase } from './Expectations';
import type { CaseResult } from './Runs';

export const CORPUS_TITLES: Record<Corpus, string> = {
  'suite': 'JSON Schema Test Suite draft 2020-12, required (formats as annotations)',
  'suite-optional': 'JSON Schema Test Suite draft 2020-12, optional/ (formats as annotations)',
  'suite-format': 'JSON Schema Test Suite draft 2020-12, optional/format/ (formats asserted)',
  'a2ui': 'A2UI v0.9 test cases (specification/v0_9/test/cases)',
  'generated': 'seeded tool-style schemas',
};

/** Our verdict against the stated one; a schema that did not compile counts as a miss. */
export function agreesWithExpected(result: CaseResult): boolean {
  return result.expected === (result.ours === 'valid') && result.ours !== 'compile-error' &&
    result.ours !== 'runtime-error';
}

export interface ConformanceSummary {
  corpus: Corpus;
  total: number;
  passed: number;
  listed: Array<{ result: CaseResult; entry: ListedCase }>;
  unexpected: CaseResult[];
  stale: ListedCase[];
}

export function conformanceOf(results: CaseResult[], corpus: Corpus, expectations: ListedCase[]): ConformanceSummary {
  const mine = results.filter((r) => r.corpus === corpus && r.expected !== undefined);
  const split = classify(mine, (r) => !agreesWithExpected(r), expectations, [corpus]);
  return { corpus, total: mine.length, passed: mine.filter(agreesWithExpected).length, ...split,
    unexpected: split.unlisted };
}

export interface DifferentialSummary {
  corpus: Corpus;
  compared: number;
  agreements: number;
  ajvValid: number;
  ajvInvalid: number;
  listed: Array<{ result: CaseResult; entry: ListedCase }>;
  unlisted: CaseResult[];
  stale: ListedCase[];
}

export function differentialOf(results: CaseResult[], corpus: Corpus, known: ListedCase[]): DifferentialSummary {
  const mine = results.filter((r) => r.corpus === corpus && r.ajv !== undefined);
  const split = classify(mine, (r) => r.ajv !== r.ours, known, [corpus]);
  return {
    corpus, compared: mine.length, agreements: mine.filter((r) => r.ajv === r.ours).length,
    ajvValid: mine.filter((r) => r.ajv === 'valid').length, ajvInvalid: mine.filter((r) => r.ajv === 'invalid').length,
    ...split,
  };
}

export function describeCase(result: CaseResult): string {
  const verdicts = `ours=${result.ours}${result.ajv !== undefined ? ` ajv=${result.ajv}` : ''}` +
    `${result.expected !== undefined ? ` expected=${result.expected ? 'valid' : 'invalid'}` : ''}`;
  const errors = [result.ourError ? `ours: ${result.ourError}` : '', result.ajvError ? `ajv: ${result.ajvError}` : '']
    .filter((e) => e.length > 0).join('; ');
  return `${result.file} | ${result.group} | ${result.test}: ${verdicts}${errors ? ` (${errors})` : ''}`;
}

/** One line per entry used, with how many cases it covered. */
function listedLines(listed: Array<{ result: CaseResult; entry: ListedCase }>): string[] {
  const counts = new Map<ListedCase, number>();
  for (const { entry } of listed) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return [...counts.entries()].map(([entry, n]) =>
    `      ${entry.file} | ${entry.group}${entry.test ? ` | ${entry.test}` : ''} (${n}): ${entry.reason}`);
}

export function conformanceLines(summary: ConformanceSummary, verbose: boolean): string[] {
  const missLabel = summary.corpus === 'suite' ? 'skipped (listed)' : 'listed misses';
  const lines = [`  ${CORPUS_TITLES[summary.corpus]}: ${summary.passed}/${summary.total} passed, ` +
    `${summary.listed.length} ${missLabel}, ${summary.unexpected.length} unexpected failures`];
  if (verbose) lines.push(...listedLines(summary.listed));
  for (const result of summary.unexpected) lines.push(`    UNEXPECTED ${describeCase(result)}`);
  for (const entry of summary.stale) lines.push(`    STALE expectation (nothing misses it now): ${entry.file} | ${entry.group}`);
  return lines;
}

export function differentialLines(summary: DifferentialSummary, verbose: boolean): string[] {
  const differ = summary.compared - summary.agreements;
  // Where the material states a verdict, say who has it right in the listed differences.
  const stated = summary.listed.filter(({ result }) => result.expected !== undefined);
  const oursRight = stated.filter(({ result }) => agreesWithExpected(result)).length;
  const judged = stated.length > 0 ? ` (ours has the stated verdict in ${oursRight}/${stated.length})` : '';
  const lines = [`  ${CORPUS_TITLES[summary.corpus]}: ${summary.compared} compared (ajv: ${summary.ajvValid} valid, ` +
    `${summary.ajvInvalid} invalid), ${summary.agreements} agree, ${differ} differ: ${summary.listed.length} listed` +
    `${judged}, ${summary.unlisted.length} unlisted`];
  if (verbose) lines.push(...listedLines(summary.listed));
  for (const result of summary.unlisted) lines.push(`    UNLISTED ${describeCase(result)}`);
  for (const entry of summary.stale) lines.push(`    STALE known difference (they agree now): ${entry.file} | ${entry.group}`);
  return lines;
}
