// Both schema suites read the same runs (our validator and ajv over each corpus): computed once per
// process, on first use, so `npm test` pays for each corpus once.
import { a2uiGroups, suiteGroups } from '../../CaseGroups';
import type { Corpus } from '../../CaseGroups';
import { GENERATED_SEED } from '../../GeneratedCorpus';
import { runGroups } from '../../Runs';
import type { CaseResult } from '../../Runs';
import { generateToolSchemas } from '../../ToolSchemaGenerator';

/** The CLI's seed, fewer schemas than its default corpus (npm run conformance: 300), to keep `npm test` quick. */
export const TEST_GENERATED_COUNT = 150;

const cache = new Map<Corpus, CaseResult[]>();

export function resultsOf(corpus: Corpus): CaseResult[] {
  let results = cache.get(corpus);
  if (results === undefined) {
    const groups = corpus === 'a2ui' ? a2uiGroups() :
      corpus === 'generated' ? generateToolSchemas(GENERATED_SEED, TEST_GENERATED_COUNT) : suiteGroups(corpus);
    results = runGroups(groups, true);
    cache.set(corpus, results);
  }
  return results;
}

/** The figures go to the runner's output (console is muted during `npm test`), as `Suite: line`. */
export function printLine(suite: string, line: string): void {
  process.stdout.write(`${suite}: ${line.trim()}\n`);
}
