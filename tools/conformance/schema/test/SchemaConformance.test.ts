// JsonSchemaValidator against the official JSON Schema Test Suite (draft 2020-12, ../shared/conformance,
// remotes under http://localhost:1234/) and the A2UI v0.9 schema test cases: every required test passes
// (there are no skips), and the optional tests miss exactly the cases tools/conformance/schema/suite-expectations.json
// lists with their reasons. The counts are printed; `npm run conformance` prints the same.
// Without the shared folder (CI may lack it) the suite reports itself skipped.
// @ts-ignore: plain ESM tooling module
import { skippedFor } from '../../../ci/test/outside-material.mjs';
import { describe, expect, it } from '@ohos/hypium';
import type { Corpus } from '../CaseGroups';
import { conformanceLines, conformanceOf, describeCase } from '../ConformanceReport';
import { suiteExpectations } from '../Expectations';
import { CONFORMANCE_DIR, hasA2ui, hasSuite } from '../SharedConformance';
import { printLine, resultsOf } from './support/SchemaRuns';

/** The problems of one corpus as text (empty when none), so a failure shows them all. */
function problemsOf(corpus: Corpus): string {
  const summary = conformanceOf(resultsOf(corpus), corpus, suiteExpectations());
  conformanceLines(summary, false).slice(0, 1).forEach((line) => printLine('JsonSchemaTestSuite', line));
  return [...summary.unexpected.map((r) => `unexpected: ${describeCase(r)}`),
    ...summary.stale.map((e) => `stale expectation: ${e.file} | ${e.group}`)].join('\n');
}

export default function schemaConformanceTest() {
  describe('JsonSchemaTestSuite', () => {
    if (!hasSuite()) {
      skippedFor('conformance', 'JsonSchemaTestSuite');
      it(`skipped: no JSON Schema Test Suite under ${CONFORMANCE_DIR} (CI may lack it)`, 0, () => {
        expect(hasSuite()).assertFalse();
      });
      return;
    }

    it('passes every required draft 2020-12 test, with no skips', 0, () => {
      const summary = conformanceOf(resultsOf('suite'), 'suite', suiteExpectations());
      conformanceLines(summary, false).slice(0, 1).forEach((line) => printLine('JsonSchemaTestSuite', line));
      expect(summary.unexpected.map(describeCase).join('\n')).assertEqual('');
      expect(summary.listed.length).assertEqual(0);
      expect(summary.passed).assertEqual(summary.total);
      expect(summary.total > 1200).assertTrue();
    });

    it('lists no skip at all for the required tests (so none in ref, refRemote, defs, unevaluated*)', 0, () => {
      const required = suiteExpectations().filter((e) => e.corpus === 'suite');
      expect(required.map((e) => `${e.file} | ${e.group}`).join('\n')).assertEqual('');
    });

    it('misses only the listed optional cases (formats as annotations)', 0, () => {
      expect(problemsOf('suite-optional')).assertEqual('');
    });

    it('misses only the listed optional/format cases with formats asserted', 0, () => {
      expect(problemsOf('suite-format')).assertEqual('');
    });

    it('gives every listed expectation a reason', 0, () => {
      const bare = suiteExpectations().filter((e) => e.reason.trim().length < 20);
      expect(bare.map((e) => `${e.file} | ${e.group}`).join('\n')).assertEqual('');
    });
  });

  describe('A2uiSchemaCases', () => {
    if (!hasA2ui()) {
      skippedFor('conformance', 'A2uiSchemaCases');
      it(`skipped: no A2UI v0.9 material under ${CONFORMANCE_DIR} (CI may lack it)`, 0, () => {
        expect(hasA2ui()).assertFalse();
      });
      return;
    }

    it('judges every A2UI v0.9 test case as the case states, with the basic catalog as catalog.json', 0, () => {
      expect(problemsOf('a2ui')).assertEqual('');
      const results = resultsOf('a2ui');
      expect(results.some((r) => r.expected === false) && results.some((r) => r.expected === true)).assertTrue();
    });
  });
}
