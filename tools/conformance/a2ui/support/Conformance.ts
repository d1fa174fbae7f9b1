// The A2UI v0.9 conformance material in ../shared/conformance/a2ui-v0.9 (the official schemas, the basic
// and minimal catalogs' examples and test/cases), read where it is at test time, never copied into the
// repo, and the official schemas compiled with ajv (draft 2020-12 + formats) as the oracle.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, it } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { materialDir, skippedFor } from '../../../ci/test/outside-material.mjs';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { JsonSchemaValidator } from '../../../../agent_core/src/main/ets/schema/JsonSchemaValidator';
import { JsonSchemaValidatorOptions } from '../../../../agent_core/src/main/ets/schema/JsonSchemaValidatorOptions';

export const SPEC_DIR = path.join(materialDir('conformance') as string, 'a2ui-v0.9', 'specification', 'v0_9');
export const BASIC_ID = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
export const MINIMAL_ID = 'https://a2ui.org/specification/v0_9/catalogs/minimal/catalog.json';

export type CatalogName = 'basic' | 'minimal';

export interface Example {
  catalog: CatalogName;
  file: string;
  name: string;
  messages: unknown[];
}

export interface Case {
  file: string;
  schema: string;
  description: string;
  valid: boolean;
  data: unknown;
}

export function hasSpec(): boolean {
  return fs.existsSync(path.join(SPEC_DIR, 'json', 'server_to_client.json'));
}

/**
 * Inside a describe: without the conformance folder, one visible `skipped` test, `suite` recorded for the run's
 * closing line (tools/ci/test/outside-material.mjs), and true (the suite returns).
 */
export function skippedWithoutSpec(suite: string): boolean {
  if (hasSpec()) {
    return false;
  }
  skippedFor('conformance', suite);
  it(`skipped: no A2UI conformance folder at ${SPEC_DIR}`, 0, () => {
    expect(hasSpec()).assertFalse();
  });
  return true;
}

export function readSpecJson(relative: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(SPEC_DIR, relative), 'utf8'));
}

export function readSpecText(relative: string): string {
  return fs.readFileSync(path.join(SPEC_DIR, relative), 'utf8');
}

/** Every example of both catalogs, in file order. */
export function loadExamples(): Example[] {
  const examples: Example[] = [];
  for (const catalog of ['basic', 'minimal'] as CatalogName[]) {
    const dir = path.join('catalogs', catalog, 'examples');
    for (const file of fs.readdirSync(path.join(SPEC_DIR, dir)).filter((f) => f.endsWith('.json')).sort()) {
      const parsed = readSpecJson(path.join(dir, file)) as { name?: string; messages?: unknown[] } | unknown[];
      const messages = Array.isArray(parsed) ? parsed : parsed.messages ?? [];
      examples.push({ catalog, file, name: Array.isArray(parsed) ? file : parsed.name ?? file, messages });
    }
  }
  return examples;
}

/** Every test case of test/cases: the .json suites, and each line of a .jsonl stream as a valid message. */
export function loadCases(): Case[] {
  const cases: Case[] = [];
  const dir = path.join(SPEC_DIR, 'test', 'cases');
  for (const file of fs.readdirSync(dir).sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.jsonl')) {
      text.split('\n').filter((line) => line.trim().length > 0).forEach((line, i) => {
        cases.push({ file, schema: 'server_to_client.json', description: `line ${i + 1}`, valid: true, data: JSON.parse(line) });
      });
    } else if (file.endsWith('.json')) {
      const suite = JSON.parse(text) as { schema: string; tests: Array<{ description: string; valid: boolean; data: unknown }> };
      for (const test of suite.tests) {
        cases.push({ file, schema: suite.schema, description: test.description, valid: test.valid, data: test.data });
      }
    }
  }
  return cases;
}

/**
 * The same official schemas through our own JsonSchemaValidator (agent_core/src/main/ets/schema), with
 * format assertions on, as ajv-formats asserts them.
 */
export function ourSchemaServerToClient(catalog: CatalogName): (data: unknown) => boolean {
  const options = new JsonSchemaValidatorOptions();
  options.assertFormats = true;
  const validator = new JsonSchemaValidator(options);
  const must = (result: { ok: boolean; error?: { message: string } }, what: string): void => {
    if (!result.ok) throw new Error(`JsonSchemaValidator: ${what}: ${result.error?.message}`);
  };
  must(validator.addSchema(JsonValue.fromRaw(readSpecJson('json/common_types.json') as object)), 'common_types.json');
  const catalogSchema = readSpecJson(`catalogs/${catalog}/catalog.json`) as Record<string, unknown>;
  must(validator.addSchema(JsonValue.fromRaw({ ...catalogSchema, $id: 'https://a2ui.org/specification/v0_9/catalog.json' })),
    'catalog.json');
  must(validator.addSchema(JsonValue.fromRaw(readSpecJson('json/server_to_client.json') as object)), 'server_to_client.json');
  const compiled = validator.compile(JsonValue.fromRaw({ $ref: 'https://a2ui.org/specification/v0_9/server_to_client.json' }));
  must(compiled, 'compile');
  const schema = compiled.value!;
  return (data: unknown) => schema.validateRaw(data as object).valid;
}

type AjvValidate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** The official server_to_client.json with `catalog.json` mapped to the given catalog, compiled by ajv. */
export function ajvServerToClient(catalog: CatalogName): AjvValidate {
  const ajv = makeAjv();
  ajv.addSchema(readSpecJson('json/common_types.json'));
  const catalogSchema = readSpecJson(`catalogs/${catalog}/catalog.json`) as Record<string, unknown>;
  // server_to_client.json and common_types.json refer to it as `catalog.json` next to themselves.
  ajv.addSchema({ ...catalogSchema, $id: 'https://a2ui.org/specification/v0_9/catalog.json' });
  ajv.addSchema(readSpecJson('json/server_to_client.json'));
  return ajv.getSchema('https://a2ui.org/specification/v0_9/server_to_client.json') as AjvValidate;
}

export function ajvClientToServer(): AjvValidate {
  return makeAjv().compile(readSpecJson('json/client_to_server.json') as object) as AjvValidate;
}

export function ajvClientDataModel(): AjvValidate {
  return makeAjv().compile(readSpecJson('json/client_data_model.json') as object) as AjvValidate;
}

interface AjvInstance {
  addSchema(schema: unknown): AjvInstance;
  getSchema(id: string): AjvValidate | undefined;
  compile(schema: object): AjvValidate;
}

function makeAjv(): AjvInstance {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const Ajv2020 = require('ajv/dist/2020').default;
  const addFormats = require('ajv-formats').default ?? require('ajv-formats');
  // strict: false because the catalogs use the OpenAPI `discriminator` keyword, which ajv would refuse.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv as AjvInstance;
}
