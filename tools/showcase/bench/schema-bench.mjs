// Schema validation: a typical tool call (a 10-property arguments object, as a model's function call
// carries it) through JsonSchemaValidator from the Node bundle (the public API, the code a device runs:
// an interpreter over compiled nodes) and through ajv's compiled validator (generated JavaScript, which
// ArkTS cannot run: no eval/new Function). Same process, same values, verdicts checked equal first.
// ajv is expected to win; the ratio is reported as measured (docs/benchmarks.md, docs/json-schema.md).
import { createRequire } from 'node:module';
import { timeTasks } from './timing.mjs';

const require = createRequire(import.meta.url);

export const TOOL_SCHEMA = {
  type: 'object',
  properties: {
    city: { type: 'string', minLength: 1, maxLength: 64 },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    date: { type: 'string', format: 'date' },
    days: { type: 'integer', minimum: 1, maximum: 14 },
    unit: { enum: ['celsius', 'fahrenheit'] },
    hourly: { type: 'boolean' },
    fields: { type: 'array', items: { type: 'string', enum: ['temp', 'rain', 'wind', 'uv'] }, maxItems: 4, uniqueItems: true },
    location: {
      type: 'object',
      properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lon: { type: 'number', minimum: -180, maximum: 180 } },
      required: ['lat', 'lon'],
      additionalProperties: false,
    },
    lang: { type: ['string', 'null'], maxLength: 8 },
    note: { type: 'string', maxLength: 200 },
  },
  required: ['city', 'days', 'unit'],
  additionalProperties: false,
};

export const VALID_CALL = {
  city: '北京', country: 'CN', date: '2025-10-01', days: 3, unit: 'celsius', hourly: false,
  fields: ['temp', 'rain'], location: { lat: 39.9, lon: 116.4 }, lang: 'zh-CN', note: '出差用，按小时看降雨',
};

export const INVALID_CALL = { ...VALID_CALL, days: 30, unit: 'kelvin', location: { lat: 39.9 }, extra: 1 };

// One tinybench sample is a batch of validations: a single one (about 300 ns for ajv) would be mostly the cost of
// reading the clock around it.
const BATCH = 1000;

/** ns per validation, median over tinybench samples of BATCH validations each. */
const nsPerCall = (statistics) => {
  if (statistics.error !== undefined) throw statistics.error;
  return (statistics.p50 * 1e6) / BATCH;
};

/** Median ns per validation for both validators, valid and invalid calls; `rounds` sets the number of samples. */
export async function measureSchemaValidation(lib, rounds) {
  if (typeof lib.JsonSchemaValidator !== 'function') return { status: 'skipped: the Node bundle has no JsonSchemaValidator' };
  const Ajv2020 = require('ajv/dist/2020').default;
  const ajvValidate = new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(TOOL_SCHEMA);
  const compiled = new lib.JsonSchemaValidator().compile(lib.JsonValue.fromRaw(TOOL_SCHEMA));
  if (!compiled.ok) throw new Error(`schema bench: the tool schema does not compile: ${compiled.error.message}`);
  const ours = compiled.value;
  const cases = { valid: VALID_CALL, invalid: INVALID_CALL };
  const result = { status: 'measured', properties: Object.keys(TOOL_SCHEMA.properties).length, cases: {} };
  for (const [name, raw] of Object.entries(cases)) {
    const value = lib.JsonValue.fromRaw(raw);
    const ourVerdict = ours.validate(value);
    if (ourVerdict.valid !== ajvValidate(raw) || ourVerdict.valid !== (name === 'valid')) {
      throw new Error(`schema bench: verdicts differ on the ${name} call (arkagent ${ourVerdict.valid})`);
    }
    // As many validations as before (rounds x 100,000 valid, x 30,000 invalid), in samples of BATCH.
    const samples = (rounds * (name === 'valid' ? 100_000 : 30_000)) / BATCH;
    const timed = await timeTasks([
      { name: 'arkagent', fn: () => { for (let i = 0; i < BATCH; i++) ours.validate(value); } },
      { name: 'ajv', fn: () => { for (let i = 0; i < BATCH; i++) ajvValidate(raw); } },
    ], { iterations: samples, warmupIterations: samples / rounds, beforeEach: null });
    result.cases[name] = {
      errors: ourVerdict.errors.length, validations: samples * BATCH,
      arkagentNs: nsPerCall(timed.arkagent), ajvNs: nsPerCall(timed.ajv), ratio: nsPerCall(timed.arkagent) / nsPerCall(timed.ajv),
    };
  }
  return result;
}
