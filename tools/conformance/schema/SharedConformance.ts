// The conformance material in ../shared/conformance (read where it is, never copied into the repo):
// the official JSON Schema Test Suite (draft 2020-12 and its remotes) and the A2UI v0.9 schemas with their
// test cases. Without the folder (CI may lack it) the callers report themselves skipped.
import fs from 'node:fs';
import path from 'node:path';
// @ts-ignore: plain ESM tooling module
import { materialDir } from '../../ci/test/outside-material.mjs';

export const CONFORMANCE_DIR: string = materialDir('conformance');
export const SUITE_DIR = path.join(CONFORMANCE_DIR, 'json-schema-test-suite');
export const A2UI_DIR = path.join(CONFORMANCE_DIR, 'a2ui-v0.9', 'specification', 'v0_9');
const SUITE_TESTS = path.join(SUITE_DIR, 'tests', 'draft2020-12');
const REMOTES_DIR = path.join(SUITE_DIR, 'remotes');
// The draft 2020-12 meta-schemas (official files; ajv ships a copy, which is where Node finds them).
const META_SCHEMA_DIR = path.join(process.cwd(), 'node_modules', 'ajv', 'dist', 'refs', 'json-schema-2020-12');
/** The suite's remotes are served from here (the suite's README). */
export const REMOTES_BASE = 'http://localhost:1234/';
/** A2UI's envelope refers to the catalog in use as `catalog.json`; the basic catalog is mapped there (a2ui_protocol.md). */
export const A2UI_CATALOG_ALIAS = 'https://a2ui.org/specification/v0_9/catalog.json';
const A2UI_BASE = 'https://a2ui.org/specification/v0_9/';

/** Parsed JSON of any shape (schemas and instances). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SuiteTest {
  description: string;
  data: Json;
  valid: boolean;
}

export interface SuiteGroup {
  description: string;
  schema: Json;
  tests: SuiteTest[];
}

/** One test file: `name` is relative to tests/draft2020-12 (`ref.json`, `optional/format/date.json`). */
export interface SuiteFile {
  name: string;
  groups: SuiteGroup[];
}

/** A schema document and the URI it is registered under. */
export interface NamedSchema {
  uri: string;
  schema: Json;
}

/** One A2UI case file: the schema URI its tests target, and the tests. */
export interface A2uiCaseFile {
  name: string;
  schemaUri: string;
  tests: SuiteTest[];
}

export function hasSuite(): boolean {
  return fs.existsSync(SUITE_TESTS);
}

export function hasA2ui(): boolean {
  return fs.existsSync(path.join(A2UI_DIR, 'test', 'cases'));
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full));
    else if (entry.name.endsWith('.json')) files.push(full);
  }
  return files.sort();
}

/** The test files of one folder: `''` (the required tests), `optional` or `optional/format` (not recursive). */
export function readSuiteFiles(folder: '' | 'optional' | 'optional/format'): SuiteFile[] {
  const dir = path.join(SUITE_TESTS, folder);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({
    name: folder.length > 0 ? `${folder}/${f}` : f,
    groups: readJson(path.join(dir, f)) as unknown as SuiteGroup[],
  }));
}

/** remotes/** under http://localhost:1234/, plus the draft 2020-12 meta-schemas under their own `$id`. */
export function suiteDocuments(): NamedSchema[] {
  const remotes = filesUnder(REMOTES_DIR).map((file) => ({
    uri: REMOTES_BASE + path.relative(REMOTES_DIR, file).split(path.sep).join('/'),
    schema: readJson(file),
  }));
  return [...remotes, ...metaSchemas()];
}

/** The 2020-12 meta-schema and its vocabulary meta-schemas (schema.json, meta/*.json). */
export function metaSchemas(): NamedSchema[] {
  const files = [path.join(META_SCHEMA_DIR, 'schema.json'), ...filesUnder(path.join(META_SCHEMA_DIR, 'meta'))];
  return files.map((file) => {
    const schema = readJson(file) as { $id: string };
    return { uri: schema.$id, schema: schema as unknown as Json };
  });
}

/** Every schema of specification/v0_9/json/ (by `$id`, or its file name there), and the basic catalog as `catalog.json`. */
export function a2uiSchemas(): NamedSchema[] {
  const dir = path.join(A2UI_DIR, 'json');
  const schemas: NamedSchema[] = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => {
    const schema = readJson(path.join(dir, f)) as { $id?: string };
    return { uri: schema.$id ?? A2UI_BASE + f, schema: schema as unknown as Json };
  });
  // A copy with the alias as its `$id`: its own refs are `#...` or absolute, so it means the same there.
  const catalog = readJson(path.join(A2UI_DIR, 'catalogs', 'basic', 'catalog.json')) as { [key: string]: Json };
  schemas.push({ uri: A2UI_CATALOG_ALIAS, schema: { ...catalog, $id: A2UI_CATALOG_ALIAS } });
  return schemas;
}

export function a2uiCases(): A2uiCaseFile[] {
  const dir = path.join(A2UI_DIR, 'test', 'cases');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => {
    const file = readJson(path.join(dir, f)) as unknown as { schema: string; tests: SuiteTest[] };
    return { name: f, schemaUri: A2UI_BASE + file.schema, tests: file.tests };
  });
}
