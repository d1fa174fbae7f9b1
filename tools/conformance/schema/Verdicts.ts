// One verdict per (schema, instance), from either validator, in one vocabulary: the instance is valid,
// invalid, or the schema did not compile. Both harnesses register the same documents the same way.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Json, NamedSchema } from './SharedConformance';
import { CompiledSchema, JsonSchemaValidator, JsonSchemaValidatorOptions, JsonValue } from './SchemaApi';

/** `runtime-error`: validation threw (ajv's generated code overflows the stack on a schema loop). */
export type Verdict = 'valid' | 'invalid' | 'compile-error' | 'runtime-error';

/** A compiled schema of either validator, or why it did not compile. */
export interface CompiledVerdicts {
  error?: string;
  verdict(data: Json): Verdict;
}

export interface VerdictSource {
  compile(schema: Json): CompiledVerdicts;
}

const META_SCHEMA_BASE = 'https://json-schema.org/draft/2020-12/';
const NOT_COMPILED = (error: string): CompiledVerdicts => ({ error, verdict: () => 'compile-error' });

/** Our JsonSchemaValidator. compile() never registers anything, so one instance serves every schema. */
export class OurVerdicts implements VerdictSource {
  private readonly validator: JsonSchemaValidator;

  constructor(documents: NamedSchema[], assertFormats: boolean) {
    const options = new JsonSchemaValidatorOptions();
    options.assertFormats = assertFormats;
    this.validator = new JsonSchemaValidator(options);
    for (const document of documents) {
      const added = this.validator.addSchema(JsonValue.fromRaw(document.schema), document.uri);
      if (!added.ok) throw new Error(`arkagent could not register ${document.uri}: ${added.error?.message}`);
    }
  }

  compile(schema: Json): CompiledVerdicts {
    const compiled = this.validator.compile(JsonValue.fromRaw(schema));
    if (!compiled.ok) return NOT_COMPILED(compiled.error?.message ?? '?');
    const validator = compiled.value as CompiledSchema;
    return { verdict: (data: Json) => (validator.validateRaw(data).valid ? 'valid' : 'invalid') };
  }
}

/**
 * ajv's Ajv2020 with ajv-formats when formats are asserted. ajv keeps every compiled `$id`, and a suite
 * reuses `$id`s across groups, so each compile starts from a cleared instance (the documents are
 * re-registered: cheap, ajv compiles them lazily).
 */
export class AjvVerdicts implements VerdictSource {
  private readonly documents: NamedSchema[];
  private readonly assertFormats: boolean;

  constructor(documents: NamedSchema[], assertFormats: boolean) {
    // The 2020-12 meta-schemas are built into Ajv2020 (adding them again is an error there).
    this.documents = documents.filter((d) => !d.uri.startsWith(META_SCHEMA_BASE));
    this.assertFormats = assertFormats;
  }

  private ajv: Ajv2020 | undefined;

  // removeSchema() forgets every schema but the meta-schemas: as good as new, without recompiling those.
  private fresh(): Ajv2020 {
    let ajv = this.ajv;
    if (ajv === undefined) {
      ajv = new Ajv2020({ strict: false, validateFormats: this.assertFormats, allErrors: false, logger: false });
      if (this.assertFormats) addFormats(ajv);
      this.ajv = ajv;
    } else {
      ajv.removeSchema();
    }
    for (const document of this.documents) ajv.addSchema(document.schema as object, document.uri, undefined, false);
    return ajv;
  }

  compile(schema: Json): CompiledVerdicts {
    let validate: ((data: unknown) => boolean) | undefined;
    try {
      validate = this.fresh().compile(schema as object);
    } catch (error) {
      return NOT_COMPILED((error as Error).message);
    }
    const compiled = validate;
    return {
      verdict: (data: Json) => {
        try {
          return compiled(data) ? 'valid' : 'invalid';
        } catch (error) {
          // ajv's generated code recurses natively: a schema loop or a very deep value overflows the stack.
          return 'runtime-error';
        }
      },
    };
  }
}
