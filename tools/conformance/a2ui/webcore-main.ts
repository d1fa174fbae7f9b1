// The web_core differential as a program (tools/conformance/a2ui/webcore-differential.mjs bundles and runs it): the same
// runs as tools/conformance/a2ui/test/A2uiWebCoreDifferential.test.ts, with the counts per kind, the use of each listed
// difference (--verbose), and every unlisted difference and stale entry. Exits 1 when there is one.
//   node tools/conformance/a2ui/webcore-differential.mjs [--verbose] [--mutants N] [--seed N]
import { hasSpec } from './support/Conformance';
import { describeObservation, Ledger } from './support/WebCoreLedger';
import { caseScenarios, exampleScenarios, functionCorpus, MUTATION_COUNT, MUTATION_SEED, mutationScenarios,
  OTHER_LOCALES, runCorpus, runScenarios } from './support/WebCoreRuns';
import { ORACLE_LOCALE } from './support/WebCoreOracle';

const args = process.argv.slice(2);
const numberAfter = (flag: string, fallback: number): number => {
  const index = args.indexOf(flag);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};

if (!hasSpec()) {
  console.log('skipped: no A2UI conformance folder (../shared/conformance/a2ui-v0.9)');
  process.exit(0);
}
const ledger = new Ledger();
const examples = exampleScenarios();
const cases = caseScenarios();
const mutants = mutationScenarios(numberAfter('--mutants', MUTATION_COUNT), numberAfter('--seed', MUTATION_SEED));
const corpus = functionCorpus();
await runScenarios(ledger, examples);
await runScenarios(ledger, cases);
await runScenarios(ledger, mutants.scenarios);
await runCorpus(ledger, corpus.cases, [ORACLE_LOCALE, ...OTHER_LOCALES]);

console.log(`web_core differential: ${examples.length} examples, ${cases.length} case scenarios, ` +
  `${mutants.scenarios.length} mutants (${mutants.rejected} schema-invalid discarded), ` +
  `${corpus.cases.length} corpus calls x ${1 + OTHER_LOCALES.length} locales`);
const pad = (n: number, width: number): string => String(n).padStart(width);
for (const [kind, tally] of [...ledger.kinds].sort()) {
  console.log(`  ${kind.padEnd(9)} ${pad(tally.compared, 7)} compared, ${pad(tally.agreed, 7)} agree, ` +
    `${pad(tally.listed, 5)} listed, ${tally.compared - tally.agreed - tally.listed} unlisted`);
}
console.log(`  total     ${ledger.total('compared')} compared, ${ledger.total('agreed')} agree, ` +
  `${ledger.total('listed')} listed (${ledger.entries.length} entries), ${ledger.unlisted.length} unlisted`);
if (args.includes('--verbose')) {
  for (const { entry, uses } of ledger.usage()) {
    console.log(`  ${pad(uses, 6)}  ${entry.kind}: ${entry.reason.slice(0, 100)}`);
  }
}
for (const o of ledger.unlisted) console.log(`\nUNLISTED ${describeObservation(o)}`);
for (const e of ledger.stale()) console.log(`\nSTALE ${JSON.stringify(e)}`);
process.exit(ledger.unlisted.length > 0 || ledger.stale().length > 0 ? 1 : 0);
