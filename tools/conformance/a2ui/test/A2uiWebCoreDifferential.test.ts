// Our A2UI client against the A2UI project's own v0.9 web core (@a2ui/web_core 0.11) run headless as a second
// oracle beside the schemas: after every message of every example, test case and seeded mutation, the data
// models, every node's resolved props (paths, relative paths in templates, function calls), the failing checks,
// every function call alone, what each Button sends back, and the same again after the user types into every
// bound input; plus a seeded corpus of function calls in en-US and, for the Intl-dependent ones, other locales.
// A difference is either fixed or listed with its reason in tools/conformance/a2ui/webcore-known-differences.json: an
// unlisted one fails, and so does an entry that no longer matches anything. The counts are printed.
// Without ../shared/conformance the suite reports itself skipped.
import { describe, expect, it } from '@ohos/hypium';
import { skippedWithoutSpec } from '../support/Conformance';
import type { FunctionCase } from '../support/FunctionCorpus';
import { describeObservation, Ledger } from '../support/WebCoreLedger';
import { CALLS_PER_FUNCTION, caseScenarios, exampleScenarios, functionCorpus, MUTANTS_PER_CHUNK, MUTATION_COUNT,
  MutantSource, OTHER_LOCALES, runCorpus, runScenarios } from '../support/WebCoreRuns';
import { ORACLE_LOCALE } from '../support/WebCoreOracle';

function unlistedOf(ledger: Ledger, from: number): string {
  return ledger.unlisted.slice(from).slice(0, 12).map(describeObservation).join('\n') || 'none';
}

export default function a2uiWebCoreDifferentialTest() {
  describe('A2uiWebCoreDifferential', () => {
    if (skippedWithoutSpec('A2uiWebCoreDifferential')) return;
    const ledger = new Ledger();
    const mutants = new MutantSource();
    let made = 0;
    let corpus: { cases: FunctionCase[]; rejected: number } = { cases: [], rejected: 0 };

    it('every example of both catalogs agrees with web_core except where listed', 0, async () => {
      const from = ledger.unlisted.length;
      await runScenarios(ledger, exampleScenarios());
      expect(unlistedOf(ledger, from)).assertEqual('none');
    });

    it('every server-to-client test case and the contact-form stream agree with web_core but where listed', 0,
      async () => {
        const from = ledger.unlisted.length;
        await runScenarios(ledger, caseScenarios());
        expect(unlistedOf(ledger, from)).assertEqual('none');
      });

    for (let chunk = 0; chunk * MUTANTS_PER_CHUNK < MUTATION_COUNT; chunk++) {
      const first = chunk * MUTANTS_PER_CHUNK;
      it(`seeded mutants ${first + 1}-${first + MUTANTS_PER_CHUNK} agree with web_core except where listed`, 0,
        async () => {
          const from = ledger.unlisted.length;
          const scenarios = mutants.next();
          made += scenarios.length;
          await runScenarios(ledger, scenarios);
          expect(unlistedOf(ledger, from)).assertEqual('none');
          expect(scenarios.length).assertEqual(MUTANTS_PER_CHUNK);
        });
    }

    it('a seeded corpus of function calls is made of calls the official schema accepts', 0, () => {
      corpus = functionCorpus();
      expect(corpus.rejected).assertEqual(0);
      expect(corpus.cases.length).assertEqual(13 * CALLS_PER_FUNCTION);
    });

    it(`the corpus agrees with web_core in ${ORACLE_LOCALE} except where listed`, 0, async () => {
      const from = ledger.unlisted.length;
      await runCorpus(ledger, corpus.cases);
      expect(unlistedOf(ledger, from)).assertEqual('none');
    });

    it(`the corpus's Intl-dependent calls differ in ${OTHER_LOCALES.join(', ')} only where listed`, 0, async () => {
      const from = ledger.unlisted.length;
      await runCorpus(ledger, corpus.cases, OTHER_LOCALES);
      expect(unlistedOf(ledger, from)).assertEqual('none');
    });

    it('every listed difference still happens, and has a reason', 0, () => {
      const stale = ledger.stale().map((e) => `stale: ${e.kind} ${JSON.stringify(e).slice(0, 200)}`);
      const bare = ledger.entries.filter((e) => e.reason.trim().length < 40)
        .map((e) => `no reason: ${JSON.stringify(e)}`);
      const examples = [...ledger.sources].filter((s) => /\.json$/.test(s)).length;
      const compared = (kinds: string[]): string => `${ledger.total('compared', kinds)}`;
      process.stdout.write(`A2uiWebCoreDifferential: ${examples} examples, ${caseScenarios().length} case scenarios, ` +
        `${made} mutants (${mutants.rejected} schema-invalid mutants discarded), ${corpus.cases.length} corpus ` +
        `calls x ${1 + OTHER_LOCALES.length} locales; ${compared(['verdict'])} messages, ` +
        `${compared(['data'])} data models, ${compared(['binding'])} bindings, ` +
        `${compared(['static'])} literal props, ` +
        `${compared(['node', 'children'])} nodes/child lists, ${compared(['check'])} check lists, ` +
        `${compared(['function'])} function calls, ${compared(['action'])} actions, ` +
        `${compared(['input'])} input writes; ${ledger.total('compared')} comparisons, ` +
        `${ledger.total('agreed')} agreements, ${ledger.total('listed')} listed ` +
        `differences (${ledger.entries.length} entries), ${ledger.unlisted.length} unlisted\n`);
      expect([...stale, ...bare].join('\n') || 'none').assertEqual('none');
      expect(ledger.total('compared') > 100000).assertTrue();
    });
  });
}
