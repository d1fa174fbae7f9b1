// What the web_core differential runs, shared by its test (tools/conformance/a2ui/test/A2uiWebCoreDifferential.test.ts) and
// its script (tools/conformance/a2ui/webcore-differential.mjs): every example of both catalogs, every server-to-client case
// of test/cases (and the contact-form JSONL stream), seeded semantic mutations of the examples, and a seeded
// corpus of function calls (in en-US, and in other locales for the Intl-dependent functions). Runs happen in
// a fixed time zone west of UTC (dates show their zone handling) with web_core's console warnings silenced.
import { ajvServerToClient, BASIC_ID, loadCases, loadExamples, readSpecText, type CatalogName,
  type Example } from './Conformance';
import { FunctionCorpus, type FunctionCase } from './FunctionCorpus';
import { Differential, type Scenario } from './WebCoreDifferential';
import type { Ledger } from './WebCoreLedger';
import { SemanticMutator } from './WebCoreMutations';
import { ORACLE_LOCALE, quietly } from './WebCoreOracle';

export const ORACLE_ZONE = 'America/New_York';
export const MUTATION_SEED = 20260116;
export const MUTATION_COUNT = 1000;
/** Mutants made and compared per test (hypium gives a test 5 s; a chunk takes well under 1 s alone). */
export const MUTANTS_PER_CHUNK = 50;
export const CORPUS_SEED = 416;
export const CALLS_PER_FUNCTION = 100;
/** Locales the Intl-dependent functions are also compared in (ours formats en-US only: listed). */
export const OTHER_LOCALES = ['de-DE', 'ar-EG', 'hi-IN'];
const LOCALE_FUNCTIONS = ['formatNumber', 'formatCurrency', 'pluralize'];
const INPUT_SEED = 7;

type Raw = Record<string, unknown>;

/** Runs `body` in ORACLE_ZONE with web_core's warnings silenced; the zone is restored after. */
export async function inOracleZone<T>(body: () => Promise<T> | T): Promise<T> {
  const zone = process.env.TZ;
  process.env.TZ = ORACLE_ZONE;
  try {
    return await quietly(body);
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

export function exampleScenarios(examples: Example[] = loadExamples()): Scenario[] {
  return examples.map((e) => ({ source: e.file, catalog: e.catalog, messages: e.messages, inputSeed: INPUT_SEED }));
}

/**
 * Every server-to-client case of test/cases as a scenario: a createSurface for its surface first (unless it is
 * one), and a root Column around its components when it has none, so that all of them render and compare.
 * The contact-form JSONL stream is one scenario of its lines.
 */
export function caseScenarios(): Scenario[] {
  const scenarios: Scenario[] = [];
  loadCases().filter((c) => c.schema === 'server_to_client.json' && !c.file.endsWith('.jsonl')).forEach((c, i) => {
    const message = JSON.parse(JSON.stringify(c.data)) as Raw;
    const body = Object.values(message).find((v) => v !== null && typeof v === 'object') as Raw | undefined;
    const surfaceId = typeof body?.surfaceId === 'string' ? body.surfaceId : 'case';
    const messages: unknown[] = message.createSurface ? [message] :
      [{ version: 'v0.9', createSurface: { surfaceId, catalogId: BASIC_ID } }, message];
    const components = (message.updateComponents as Raw | undefined)?.components;
    if (Array.isArray(components) && !components.some((k) => (k as Raw).id === 'root')) {
      const referenced = new Set(JSON.stringify(components).match(/"[^"]*"/g) ?? []);
      const tops = components.map((k) => (k as Raw).id).filter((id) => typeof id === 'string' &&
        [...referenced].filter((r) => r === `"${id}"`).length <= 1);
      components.push({ id: 'root', component: 'Column', children: tops });
    }
    const source = `test/cases/${c.file} #${i} (${c.valid ? 'valid' : 'invalid'}) ${c.description}`;
    scenarios.push({ source, catalog: 'basic', messages, inputSeed: INPUT_SEED });
  });
  const lines = readSpecText('test/cases/contact_form_example.jsonl').split('\n').filter((l) => l.trim().length > 0);
  scenarios.push({ source: 'test/cases/contact_form_example.jsonl', catalog: 'basic',
    messages: lines.map((l) => JSON.parse(l)), inputSeed: INPUT_SEED });
  return scenarios;
}

/** The official schema's verdict per catalog (ajv), compiled once per process. */
let validators: Record<CatalogName, (m: unknown) => boolean> | undefined;

function schemaAccepts(catalog: CatalogName, message: unknown): boolean {
  validators = validators ?? { basic: ajvServerToClient('basic'), minimal: ajvServerToClient('minimal') };
  return validators[catalog](message);
}

/**
 * The seeded semantic mutants of the examples, each valid for the official schema (the rejected are counted),
 * made MUTANTS_PER_CHUNK at a time from one generator: the test takes a chunk per test, the script all of them,
 * and both see the same mutants.
 */
export class MutantSource {
  private readonly mutator: SemanticMutator;
  private readonly seed: number;
  private readonly examples: Example[] = loadExamples();
  rejected: number = 0;

  constructor(seed: number = MUTATION_SEED) {
    this.mutator = new SemanticMutator(seed);
    this.seed = seed;
  }

  /** The next chunk of mutants as scenarios. */
  next(count: number = MUTANTS_PER_CHUNK): Scenario[] {
    const made = this.mutator.mutants(this.examples, count, (catalog, m) => schemaAccepts(catalog as CatalogName, m));
    this.rejected += made.rejected;
    return made.mutants.map((m) => ({ source: m.label, catalog: m.example.catalog, messages: m.messages,
      inputSeed: this.seed }));
  }
}

export function mutationScenarios(count: number = MUTATION_COUNT, seed: number = MUTATION_SEED):
  { scenarios: Scenario[]; rejected: number } {
  const source = new MutantSource(seed);
  const scenarios: Scenario[] = [];
  while (scenarios.length < count) {
    scenarios.push(...source.next(Math.min(MUTANTS_PER_CHUNK, count - scenarios.length)));
  }
  return { scenarios, rejected: source.rejected };
}

export function functionCorpus(perFunction: number = CALLS_PER_FUNCTION, seed: number = CORPUS_SEED):
  { cases: FunctionCase[]; rejected: number } {
  return new FunctionCorpus(seed).cases(perFunction, (m) => schemaAccepts('basic', m));
}

export async function runScenarios(ledger: Ledger, scenarios: Scenario[]): Promise<void> {
  await inOracleZone(async () => {
    const differential = new Differential((o) => ledger.record(o));
    for (const scenario of scenarios) await differential.run(scenario);
  });
}

/** The corpus in en-US, and its Intl-dependent calls in OTHER_LOCALES. */
export async function runCorpus(ledger: Ledger, cases: FunctionCase[], locales: string[] = [ORACLE_LOCALE]):
  Promise<void> {
  await inOracleZone(() => {
    const differential = new Differential((o) => ledger.record(o));
    for (const locale of locales) {
      const selected = locale === ORACLE_LOCALE ? cases :
        cases.filter((c) => LOCALE_FUNCTIONS.includes(String(c.call.call)));
      differential.compareCalls(`corpus ${locale}`, selected as Array<{ call: Raw; data: Raw }>, locale);
    }
  });
}
