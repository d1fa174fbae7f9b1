// The device validator against ajv (Ajv2020, with ajv-formats where formats are asserted), the reference:
// the same verdict on every (schema, instance) of the official suite, the A2UI v0.9 cases and a seeded
// corpus of tool-style schemas, except the pairs tools/conformance/schema/known-differences.json lists with a reason.
// An unlisted disagreement fails, and so does a listed one that no longer happens (the list stays true).
// The suite and A2UI parts report themselves skipped without ../shared/conformance; the seeded part always runs.
// @ts-ignore: plain ESM tooling module
import { skippedFor } from '../../../ci/test/outside-material.mjs';
import { describe, expect, it } from '@ohos/hypium';
import type { Corpus } from '../CaseGroups';
import { describeCase, differentialLines, differentialOf } from '../ConformanceReport';
import { knownDifferences } from '../Expectations';
import { CONFORMANCE_DIR, hasA2ui, hasSuite } from '../SharedConformance';
import { printLine, resultsOf, TEST_GENERATED_COUNT } from './support/SchemaRuns';

function disagreementsOf(corpus: Corpus): string {
  const summary = differentialOf(resultsOf(corpus), corpus, knownDifferences());
  differentialLines(summary, false).slice(0, 1).forEach((line) => printLine('AjvDifferential', line));
  return [...summary.unlisted.map((r) => `unlisted: ${describeCase(r)}`),
    ...summary.stale.map((e) => `stale known difference: ${e.file} | ${e.group}`)].join('\n');
}

export default function ajvDifferentialTest() {
  describe('AjvDifferential', () => {
    it(`agrees with ajv on ${TEST_GENERATED_COUNT} seeded tool schemas, valid and invalid instances alike`, 0, () => {
      expect(disagreementsOf('generated')).assertEqual('');
      const summary = differentialOf(resultsOf('generated'), 'generated', knownDifferences());
      expect(summary.ajvValid > 100 && summary.ajvInvalid > 100).assertTrue();
      expect(summary.agreements).assertEqual(summary.compared);
    });

    it('gives every known difference a reason', 0, () => {
      const bare = knownDifferences().filter((e) => e.reason.trim().length < 20);
      expect(bare.map((e) => `${e.file} | ${e.group}`).join('\n')).assertEqual('');
    });

    if (!hasSuite()) {
      skippedFor('conformance', 'AjvDifferential (suite)');
      it(`skipped: no JSON Schema Test Suite under ${CONFORMANCE_DIR} (CI may lack it)`, 0, () => {
        expect(hasSuite()).assertFalse();
      });
    } else {
      it('differs from ajv on the required suite only where listed, and there has the suite\'s verdict', 0, () => {
        expect(disagreementsOf('suite')).assertEqual('');
        const summary = differentialOf(resultsOf('suite'), 'suite', knownDifferences());
        const oursWrong = summary.listed.filter(({ result }) => result.expected !== (result.ours === 'valid'));
        expect(oursWrong.map(({ result }) => describeCase(result)).join('\n')).assertEqual('');
      });

      it('differs from ajv on the optional suite only where listed', 0, () => {
        expect(disagreementsOf('suite-optional')).assertEqual('');
      });

      it('differs from ajv on optional/format (formats asserted) only where listed', 0, () => {
        expect(disagreementsOf('suite-format')).assertEqual('');
      });
    }

    if (!hasA2ui()) {
      skippedFor('conformance', 'AjvDifferential (A2UI)');
      it(`skipped: no A2UI v0.9 material under ${CONFORMANCE_DIR} (CI may lack it)`, 0, () => {
        expect(hasA2ui()).assertFalse();
      });
    } else {
      it('agrees with ajv on every A2UI v0.9 case (all schemas of json/ and the basic catalog registered)', 0, () => {
        expect(disagreementsOf('a2ui')).assertEqual('');
        const summary = differentialOf(resultsOf('a2ui'), 'a2ui', knownDifferences());
        expect(summary.agreements).assertEqual(summary.compared);
      });
    }
  });
}
