// Runs a validator over case groups: compiles each group's schema once (with its documents registered,
// formats asserted or not as the group says) and gives one verdict per instance.
import type { CaseGroup, CaseTest, Corpus } from './CaseGroups';
import type { NamedSchema } from './SharedConformance';
import { AjvVerdicts, OurVerdicts } from './Verdicts';
import type { Verdict, VerdictSource } from './Verdicts';

/** One instance's verdicts, with where it comes from. */
export interface CaseResult {
  corpus: Corpus;
  file: string;
  group: string;
  test: string;
  expected?: boolean;
  ours: Verdict;
  ajv?: Verdict;
  /** Why a schema did not compile, per validator. */
  ourError?: string;
  ajvError?: string;
}

type SourceFactory = (documents: NamedSchema[], assertFormats: boolean) => VerdictSource;

/** One validator instance per (documents, assertFormats): registering documents happens once. */
class SourceCache {
  private readonly sources = new Map<NamedSchema[], Map<boolean, VerdictSource>>();

  constructor(private readonly create: SourceFactory) {}

  get(group: CaseGroup): VerdictSource {
    let byFormats = this.sources.get(group.documents);
    if (byFormats === undefined) {
      byFormats = new Map<boolean, VerdictSource>();
      this.sources.set(group.documents, byFormats);
    }
    let source = byFormats.get(group.assertFormats);
    if (source === undefined) {
      source = this.create(group.documents, group.assertFormats);
      byFormats.set(group.assertFormats, source);
    }
    return source;
  }
}

/** Our verdicts, plus ajv's when `withAjv`. */
export function runGroups(groups: CaseGroup[], withAjv: boolean): CaseResult[] {
  const ours = new SourceCache((documents, assertFormats) => new OurVerdicts(documents, assertFormats));
  const ajv = new SourceCache((documents, assertFormats) => new AjvVerdicts(documents, assertFormats));
  const results: CaseResult[] = [];
  for (const group of groups) {
    const ourCompiled = ours.get(group).compile(group.schema);
    const ajvCompiled = withAjv ? ajv.get(group).compile(group.schema) : undefined;
    group.tests.forEach((test: CaseTest) => {
      results.push({
        corpus: group.corpus, file: group.file, group: group.group, test: test.description, expected: test.expected,
        ours: ourCompiled.verdict(test.data), ourError: ourCompiled.error,
        ajv: ajvCompiled?.verdict(test.data), ajvError: ajvCompiled?.error,
      });
    });
  }
  return results;
}
