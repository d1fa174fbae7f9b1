// The material both runs walk, as groups of (one schema, many instances): the official suite by folder,
// the A2UI v0.9 test cases, and the seeded tool-schema corpus. Each group says which documents must be
// registered and whether formats are asserted, so both validators see exactly the same setup.
import {
  a2uiCases, a2uiSchemas, metaSchemas, readSuiteFiles, suiteDocuments,
} from './SharedConformance';
import type { Json, NamedSchema } from './SharedConformance';

export type Corpus = 'suite' | 'suite-optional' | 'suite-format' | 'a2ui' | 'generated';

export interface CaseTest {
  description: string;
  data: Json;
  /** The verdict the material states (suite, A2UI); undefined for generated instances. */
  expected?: boolean;
}

export interface CaseGroup {
  corpus: Corpus;
  file: string;
  group: string;
  schema: Json;
  tests: CaseTest[];
  /** Registered with addSchema (ours) / addSchema (ajv) before compiling. */
  documents: NamedSchema[];
  assertFormats: boolean;
}

const SUITE_FOLDERS: Record<string, { folder: '' | 'optional' | 'optional/format'; assertFormats: boolean }> = {
  'suite': { folder: '', assertFormats: false },
  'suite-optional': { folder: 'optional', assertFormats: false },
  'suite-format': { folder: 'optional/format', assertFormats: true },
};

/** The required tests (`suite`), optional ones (formats as annotations) or optional/format (formats asserted). */
export function suiteGroups(corpus: 'suite' | 'suite-optional' | 'suite-format'): CaseGroup[] {
  const { folder, assertFormats } = SUITE_FOLDERS[corpus];
  const documents = suiteDocuments();
  const groups: CaseGroup[] = [];
  for (const file of readSuiteFiles(folder)) {
    for (const group of file.groups) {
      groups.push({
        corpus, file: file.name, group: group.description, schema: group.schema, documents, assertFormats,
        tests: group.tests.map((t) => ({ description: t.description, data: t.data, expected: t.valid })),
      });
    }
  }
  return groups;
}

/**
 * Each A2UI case file is one group: `{"$ref": <the schema it targets>}` over its tests. Formats are
 * asserted: the cases expect it (function_catalog_validation.json rejects a `url` that is not a URI).
 */
export function a2uiGroups(): CaseGroup[] {
  const documents = [...a2uiSchemas(), ...metaSchemas()];
  return a2uiCases().map((file) => ({
    corpus: 'a2ui' as Corpus, file: file.name, group: file.schemaUri, schema: { $ref: file.schemaUri }, documents,
    assertFormats: true,
    tests: file.tests.map((t) => ({ description: t.description, data: t.data, expected: t.valid })),
  }));
}
