// A seeded generator of tool-style schemas (what a model's function-calling `parameters` look like: an
// object of typed fields with limits, enums, patterns, formats, nested objects, arrays, nullable fields,
// the odd anyOf/oneOf) with instances for each: one built to be valid, then that instance broken one way
// at a time (a required field dropped, a wrong type, a bound crossed, an extra field, a bad format...).
// Whether a mutation really breaks the schema is for the validators to say; both must say the same.
import { SeededRandom } from '../../../agent_core/src/main/ets/testing/SeededRandom';
import type { CaseGroup, CaseTest } from './CaseGroups';
import type { Json } from './SharedConformance';

type JsonObject = { [key: string]: Json };

/** A field schema and how to make a value that fits it or breaks it. */
interface FieldKind {
  schema: JsonObject;
  valid: Json;
  /** Values that should break the field (a wrong type always among them). */
  invalid: Json[];
  /** For an object: its fields, so each can be broken in turn. */
  fields?: Array<{ name: string; kind: FieldKind }>;
}

interface PatternSample { pattern: string; valid: string; invalid: string }
interface FormatSample { format: string; valid: string; invalid: string }

const PATTERNS: PatternSample[] = [
  { pattern: '^[a-z]+$', valid: 'beijing', invalid: 'Beijing1' },
  { pattern: '^\\d{3}-\\d{4}$', valid: '555-1234', invalid: '5551234' },
  { pattern: '^[A-Z]{3}$', valid: 'CNY', invalid: 'cny' },
  { pattern: '^\\p{L}+$', valid: '上海', invalid: '上海2' },
  { pattern: 'ab+c', valid: 'xxabbbcxx', invalid: 'ac' },
];
const FORMATS: FormatSample[] = [
  { format: 'date', valid: '2024-02-29', invalid: '2023-02-29' },
  { format: 'date-time', valid: '2024-05-01T10:00:00+08:00', invalid: '2024-05-01 10:00' },
  { format: 'time', valid: '23:59:59Z', invalid: '24:00:00Z' },
  { format: 'email', valid: 'li.lei@example.com', invalid: 'li.lei@@example.com' },
  { format: 'uuid', valid: '123e4567-e89b-12d3-a456-426614174000', invalid: '123e4567e89b12d3a456426614174000' },
  { format: 'ipv4', valid: '192.168.1.20', invalid: '192.168.1.256' },
  { format: 'ipv6', valid: '2001:db8::1', invalid: '2001:db8:::1' },
  { format: 'uri', valid: 'https://example.com/a?b=c#d', invalid: 'example.com/a b' },
  { format: 'hostname', valid: 'api.example.com', invalid: '-api.example.com' },
];
const WORDS = ['city', 'unit', 'query', 'limit', 'date', 'tags', 'price', 'user', 'lang', 'mode', 'items', 'note',
  'from', 'to', 'count', 'email', 'id', 'filter', 'sort', 'page'];
// Strings with characters outside the BMP and CJK: lengths are counted in code points.
const TEXTS = ['北京', 'hello', '😀😀', 'naïve', 'a😀b', '东京タワー', 'x'];
// Divisors exact in binary, so both validators' arithmetic agrees (decimal divisors: docs/json-schema.md).
const DIVISORS = [2, 5, 0.5, 0.25];

class Generator {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  pick<T>(items: T[]): T {
    return items[this.random.int(0, items.length - 1)];
  }

  chance(probability: number): boolean {
    return this.random.next() < probability;
  }

  int(min: number, max: number): number {
    return this.random.int(min, max);
  }

  field(depth: number): FieldKind {
    const kinds = depth > 0 ? 8 : 10;
    switch (this.int(0, kinds - 1)) {
      case 0: return this.stringField();
      case 1: return this.patternField();
      case 2: return this.formatField();
      case 3: return this.integerField();
      case 4: return this.numberField();
      case 5: return this.enumField();
      case 6: return { schema: { type: 'boolean' }, valid: this.chance(0.5), invalid: ['true', 0, null] };
      case 7: return this.nullableField(depth);
      case 8: return this.arrayField(depth);
      default: return this.chance(0.5) ? this.objectField(depth) : this.unionField();
    }
  }

  private stringField(): FieldKind {
    const text = this.pick(TEXTS);
    const length = [...text].length;
    const schema: JsonObject = { type: 'string', minLength: Math.max(0, length - this.int(0, 1)) };
    if (this.chance(0.7)) schema.maxLength = length + this.int(0, 2);
    const maxLength = schema.maxLength as number | undefined;
    // One code point too many, made of surrogate pairs: a UTF-16 count would see twice as many.
    const tooLong = maxLength === undefined ? null : '😀'.repeat(maxLength + 1);
    const invalid: Json[] = [42, tooLong];
    if ((schema.minLength as number) > 0) invalid.push('');
    return { schema, valid: text, invalid };
  }

  private patternField(): FieldKind {
    const sample = this.pick(PATTERNS);
    return { schema: { type: 'string', pattern: sample.pattern }, valid: sample.valid, invalid: [sample.invalid, []] };
  }

  private formatField(): FieldKind {
    const sample = this.pick(FORMATS);
    return { schema: { type: 'string', format: sample.format }, valid: sample.valid, invalid: [sample.invalid, 7] };
  }

  private integerField(): FieldKind {
    const minimum = this.int(-5, 5);
    const maximum = minimum + this.int(1, 100);
    const schema: JsonObject = { type: 'integer', minimum, maximum };
    const invalid: Json[] = [minimum - 1, maximum + 1, 1.5, String(minimum)];
    let valid = minimum;
    if (this.chance(0.4)) {
      const divisor = this.pick([2, 3, 5]);
      schema.multipleOf = divisor;
      const multiple = Math.ceil(minimum / divisor) * divisor;
      if (multiple > maximum) {
        delete schema.multipleOf;
      } else {
        valid = multiple;
        invalid.push(valid + 1);
      }
    }
    return { schema, valid, invalid };
  }

  private numberField(): FieldKind {
    const divisor = this.pick(DIVISORS);
    const low = this.int(0, 10);
    const schema: JsonObject = { type: 'number', exclusiveMinimum: low, maximum: low + 50, multipleOf: divisor };
    const valid = (Math.floor(low / divisor) + this.int(1, 4)) * divisor;
    return { schema, valid, invalid: [low, low + 50 + divisor, valid + divisor / 4 + 0.125, true] };
  }

  private enumField(): FieldKind {
    if (this.chance(0.5)) {
      return { schema: { enum: ['celsius', 'fahrenheit', '摄氏'] }, valid: this.pick(['celsius', 'fahrenheit', '摄氏']),
        invalid: ['kelvin', 'Celsius', null] };
    }
    if (this.chance(0.5)) return { schema: { const: 'v1' }, valid: 'v1', invalid: ['v2', 1] };
    return { schema: { type: 'integer', enum: [1, 2, 3] }, valid: this.int(1, 3), invalid: [4, 1.5, '1'] };
  }

  private nullableField(depth: number): FieldKind {
    const inner = this.stringField();
    return { schema: { ...inner.schema, type: ['string', 'null'] }, valid: this.chance(0.5) ? null : inner.valid,
      invalid: inner.invalid.filter((v) => v !== null).concat([false]) };
  }

  private arrayField(depth: number): FieldKind {
    const item = this.field(depth + 1);
    const minItems = this.int(0, 2);
    const maxItems = minItems + this.int(1, 3);
    const unique = this.chance(0.5) && typeof item.valid !== 'object';
    const schema: JsonObject = { type: 'array', items: item.schema, minItems, maxItems };
    if (unique) schema.uniqueItems = true;
    const valid: Json[] = [];
    for (let i = 0; i < Math.max(minItems, 1); i++) valid.push(item.valid);
    if (unique && valid.length > 1) {
      // Unique items cannot repeat the one valid value: keep one, then the array may be short.
      valid.length = 1;
      schema.minItems = Math.min(minItems, 1);
    }
    const invalid: Json[] = ['not an array', [item.invalid[0]], new Array(maxItems + 1).fill(item.valid)];
    return { schema, valid, invalid };
  }

  objectField(depth: number): FieldKind {
    const count = depth > 0 ? this.int(1, 3) : this.int(1, 10);
    const properties: JsonObject = {};
    const valid: JsonObject = {};
    const required: string[] = [];
    const fields: Array<{ name: string; kind: FieldKind }> = [];
    const names = [...WORDS];
    for (let i = 0; i < count; i++) {
      const name = names.splice(this.int(0, names.length - 1), 1)[0];
      const kind = depth > 1 ? this.stringField() : this.field(depth + 1);
      properties[name] = kind.schema;
      valid[name] = kind.valid;
      if (this.chance(0.6)) required.push(name);
      fields.push({ name, kind });
    }
    const schema: JsonObject = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    if (this.chance(0.5)) schema.additionalProperties = false;
    const invalid: Json[] = ['{}', []];
    if (required.length > 0) {
      const missing: JsonObject = { ...valid };
      delete missing[required[0]];
      invalid.push(missing);
    }
    const field = this.pick(fields);
    invalid.push({ ...valid, [field.name]: field.kind.invalid[0] });
    if (schema.additionalProperties === false) invalid.push({ ...valid, unexpected: 1 });
    return { schema, valid, invalid, fields };
  }

  private unionField(): FieldKind {
    const keyword = this.pick(['anyOf', 'oneOf']);
    return {
      schema: { [keyword]: [{ type: 'string', maxLength: 3 }, { type: 'integer', minimum: 0 }, { type: 'string', pattern: '^a' }] },
      valid: 7,
      // 'abc' matches two branches: valid for anyOf, invalid for oneOf.
      invalid: ['abcd', -1, 'abc', null],
    };
  }
}

/** `count` tool schemas from `seed`, each with its valid instance and one instance per mutation. */
export function generateToolSchemas(seed: number, count: number): CaseGroup[] {
  const generator = new Generator(seed);
  const groups: CaseGroup[] = [];
  for (let n = 0; n < count; n++) {
    const tool = generator.objectField(0);
    const tests: CaseTest[] = [{ description: 'built valid', data: tool.valid }];
    tool.invalid.forEach((data, i) => tests.push({ description: `mutation ${i}`, data }));
    // Every field broken every way, one at a time, and dropped: a dense check of each keyword.
    const valid = tool.valid as JsonObject;
    for (const { name, kind } of tool.fields ?? []) {
      kind.invalid.forEach((data, i) => tests.push({ description: `${name} broken ${i}`, data: { ...valid, [name]: data } }));
      tests.push({ description: `${name} dropped`, data: Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name)) });
    }
    groups.push({
      corpus: 'generated', file: `seed ${seed}`, group: `tool ${n}`, schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...tool.schema },
      tests, documents: [], assertFormats: n % 2 === 0,
    });
  }
  return groups;
}
