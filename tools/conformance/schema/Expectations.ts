// The two lists that say where a difference is expected, each entry with its reason:
// - suite-expectations.json: suite cases our validator is allowed to miss (skips of the required suite:
//   none; optional cases it does not implement),
// - known-differences.json: (schema, instance) pairs where ajv and our validator disagree, and why.
// An entry matches by corpus, file and group, and by test when it names one. An entry that matches
// nothing is stale and fails the run as well: the lists must stay true.
import fs from 'node:fs';
import path from 'node:path';
import type { Corpus } from './CaseGroups';
import type { CaseResult } from './Runs';

export interface ListedCase {
  corpus: Corpus;
  file: string;
  group: string;
  /** One test of the group; all of them when absent. */
  test?: string;
  reason: string;
}

const HERE = path.join(process.cwd(), 'tools', 'conformance', 'schema');

function read(name: string): ListedCase[] {
  const content = JSON.parse(fs.readFileSync(path.join(HERE, name), 'utf8')) as { entries: ListedCase[] };
  return content.entries;
}

export function suiteExpectations(): ListedCase[] {
  return read('suite-expectations.json');
}

export function knownDifferences(): ListedCase[] {
  return read('known-differences.json');
}

export function matches(entry: ListedCase, result: CaseResult): boolean {
  return entry.corpus === result.corpus && entry.file === result.file && entry.group === result.group &&
    (entry.test === undefined || entry.test === result.test);
}

/** The results `selected` picks, split into listed (with the entry) and unlisted; plus entries never used. */
export function classify(results: CaseResult[], selected: (r: CaseResult) => boolean, entries: ListedCase[],
  corpora: Corpus[]): { listed: Array<{ result: CaseResult; entry: ListedCase }>; unlisted: CaseResult[]; stale: ListedCase[] } {
  const used = new Set<ListedCase>();
  const listed: Array<{ result: CaseResult; entry: ListedCase }> = [];
  const unlisted: CaseResult[] = [];
  for (const result of results) {
    if (!selected(result)) continue;
    const entry = entries.find((e) => matches(e, result));
    if (entry === undefined) {
      unlisted.push(result);
    } else {
      used.add(entry);
      listed.push({ result, entry });
    }
  }
  const stale = entries.filter((e) => corpora.includes(e.corpus) && !used.has(e));
  return { listed, unlisted, stale };
}
