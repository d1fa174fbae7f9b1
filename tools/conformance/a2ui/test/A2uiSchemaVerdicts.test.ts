// Schema verdict equality: for every example message of the basic and minimal catalogs, every test case of
// test/cases and seeded mutations of them, A2uiMessageValidator (our catalog written as ArkTS) accepts
// exactly what the official JSON Schemas accept, run through ajv and through our own JsonSchemaValidator
// (agent_core/src/main/ets/schema). Prints the counts.
// Without ../shared/conformance the suite reports itself skipped.
import { describe, it, expect } from '@ohos/hypium';
import { A2uiCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiCatalog';
import { createBasicCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/BasicCatalog';
import { createMinimalCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/MinimalCatalog';
import { A2uiMessageValidator } from '../../../../agent_core/src/main/ets/a2ui/validate/A2uiMessageValidator';
import type { A2uiRaw } from '../../../../agent_core/src/main/ets/a2ui/protocol/A2uiJson';
import { CatalogName, ajvServerToClient, loadCases, loadExamples, ourSchemaServerToClient, skippedWithoutSpec } from '../support/Conformance';
import { mutate } from '../support/Mutations';

const MUTANTS_PER_CATALOG = 1500;
const MUTATION_SEED = 20260110;

interface Verdict {
  label: string;
  ours: boolean;
  /** ajv's verdict on the official schemas. */
  official: boolean;
  /** Our JsonSchemaValidator's verdict on the official schemas. */
  schema: boolean;
  detail: string;
}

function ourVerdict(message: unknown, catalog: A2uiCatalog): { ok: boolean; detail: string } {
  const errors = A2uiMessageValidator.validate(message as A2uiRaw, catalog, false);
  return { ok: errors.length === 0, detail: errors.map((e) => `${e.path}: ${e.message}`).join('; ') };
}

function disagreements(verdicts: Verdict[]): string {
  const wrong = verdicts.filter((v) => v.ours !== v.official || v.schema !== v.official);
  return wrong.slice(0, 8).map((v) => `${v.label}: catalog=${v.ours} ajv=${v.official} JsonSchemaValidator=${v.schema} ` +
    v.detail).join('\n') || 'none';
}

function counts(verdicts: Verdict[]): string {
  return `${verdicts.filter((v) => v.ours === v.official).length} agree with ajv, ` +
    `${verdicts.filter((v) => v.schema === v.official).length} JsonSchemaValidator verdicts agree with ajv`;
}

export default function a2uiSchemaVerdictsTest() {
  describe('A2uiSchemaVerdicts', () => {
    if (skippedWithoutSpec('A2uiSchemaVerdicts')) return;
    const catalogs: Record<CatalogName, A2uiCatalog> = { basic: createBasicCatalog(), minimal: createMinimalCatalog() };
    const official = { basic: ajvServerToClient('basic'), minimal: ajvServerToClient('minimal') };
    const schema = { basic: ourSchemaServerToClient('basic'), minimal: ourSchemaServerToClient('minimal') };
    const examples = loadExamples();
    const cases = loadCases().filter((c) => c.schema === 'server_to_client.json');

    it('every example message gets the official verdict (all valid)', 0, () => {
      const verdicts: Verdict[] = [];
      for (const example of examples) {
        example.messages.forEach((message, i) => {
          const ours = ourVerdict(message, catalogs[example.catalog]);
          verdicts.push({ label: `${example.catalog}/${example.file}#${i}`, ours: ours.ok,
            official: official[example.catalog](message), schema: schema[example.catalog](message), detail: ours.detail });
        });
      }
      process.stdout.write(`A2uiSchemaVerdicts: examples: ${verdicts.length} messages of ${examples.length} files, ` +
        `${counts(verdicts)} (${verdicts.filter((v) => v.official).length} valid)\n`);
      expect(disagreements(verdicts)).assertEqual('none');
      expect(verdicts.every((v) => v.official)).assertTrue();
    });

    it('every server_to_client test case gets its expected verdict, which is also ajv\'s', 0, () => {
      const verdicts: Verdict[] = [];
      for (const c of cases) {
        const ours = ourVerdict(c.data, catalogs.basic);
        verdicts.push({ label: `${c.file} "${c.description}" (expected ${c.valid})`, ours: ours.ok,
          official: official.basic(c.data), schema: schema.basic(c.data), detail: ours.detail });
      }
      const asExpected = verdicts.filter((v, i) => v.ours === cases[i].valid).length;
      process.stdout.write(`A2uiSchemaVerdicts: test/cases: ${verdicts.length} cases, ${counts(verdicts)}, ` +
        `${asExpected} as the case expects\n`);
      expect(disagreements(verdicts)).assertEqual('none');
      expect(asExpected).assertEqual(verdicts.length);
    });

    for (const catalog of ['basic', 'minimal'] as CatalogName[]) {
      it(`${MUTANTS_PER_CATALOG} seeded mutations of the ${catalog} messages get ajv's verdict`, 0, () => {
        const sources: unknown[] = examples.filter((e) => e.catalog === catalog).flatMap((e) => e.messages);
        if (catalog === 'basic') {
          cases.forEach((c) => sources.push(c.data));
        }
        const verdicts: Verdict[] = mutate(sources, MUTANTS_PER_CATALOG, MUTATION_SEED).map((m) => {
          const ours = ourVerdict(m.message, catalogs[catalog]);
          return { label: `${m.label} in ${JSON.stringify(m.message).slice(0, 160)}`, ours: ours.ok,
            official: official[catalog](m.message), schema: schema[catalog](m.message), detail: ours.detail };
        });
        process.stdout.write(`A2uiSchemaVerdicts: ${catalog} mutations: ${verdicts.length}, ${counts(verdicts)} ` +
          `(${verdicts.filter((v) => !v.official).length} invalid)\n`);
        expect(disagreements(verdicts)).assertEqual('none');
      });
    }
  });
}
