// Hostile inputs for JsonSchemaValidator (issue 16), through the public API: see tools/showcase/bench/growth.mjs.
// The anyOf cases double the instance's depth (the dimension their old cost was exponential in), the
// self-reference case doubles maxDepth (its old cost was about 2^(maxDepth/2) whatever the instance). Cases
// marked "no budget" turn maxSteps/maxErrors off and raise maxDepth, to show the work itself is linear and
// not merely capped; the others run with the default options (the budgets are not reached at these sizes).
const parse = (lib, text) => lib.JsonCodec.parse(text).unwrap();

function options(lib, settings) {
  const built = new lib.JsonSchemaValidatorOptions();
  Object.assign(built, settings);
  return built;
}

function compiled(lib, schemaText, settings = {}) {
  return new lib.JsonSchemaValidator(options(lib, settings)).compile(parse(lib, schemaText)).unwrap();
}

// maxDepth 4096 holds a 256-deep instance of TWO_BRANCHES (about 3 levels per object) within Node's stack.
const NO_BUDGET = { maxSteps: Infinity, maxErrors: Infinity, maxDepth: 4096 };

/** The schema: an anyOf of two object branches that both recurse into property `a`. */
const TWO_BRANCHES = '{"type":"object","properties":{"a":{"$ref":"#/$defs/t"}},"$defs":{"t":{"anyOf":[' +
  '{"type":"object","properties":{"a":{"$ref":"#/$defs/t"}},"required":["a"]},' +
  '{"type":"object","properties":{"a":{"$ref":"#/$defs/t"}}}]}}}';

/** `{"a":{"a":...1}}`, `depth` objects deep: invalid at the leaf (1 is not an object). */
const nested = (depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Validations per timed run: one validation of these small inputs takes microseconds. */
const BATCH = 400;

function validateBatch(input, expectErrors, batch = BATCH) {
  for (let i = 0; i < batch; i++) {
    const verdict = input.schema.validate(input.value);
    if (verdict.valid || !expectErrors(verdict.errors)) {
      throw new Error(`unexpected verdict: ${verdict.errors.length} errors, first ${verdict.errors[0]?.describe()}`);
    }
  }
}

/** One error per level and a few at the leaf; never a bound's error. */
const perLevel = (depth) => (errors) => errors.length <= depth + 4 && errors.every((e) => e.code === undefined);

export const CASES = [
  {
    area: 'schema', name: 'uniqueItems over n distinct integers', limit: 1.3, unit: 'items',
    sizes: [100000, 200000, 400000, 800000],
    setup: (lib, size) => ({ schema: compiled(lib, '{"uniqueItems":true}'),
      value: parse(lib, JSON.stringify(Array.from({ length: size }, (_, i) => i))) }),
    run: (lib, input) => {
      if (!input.schema.validate(input.value).valid) throw new Error('distinct integers are unique');
    },
  },
  {
    area: 'schema', name: 'uniqueItems over n distinct objects (keys shuffled)', limit: 1.3, unit: 'items',
    sizes: [2500, 5000, 10000, 20000],
    setup: (lib, size) => ({ schema: compiled(lib, '{"uniqueItems":true}'),
      value: parse(lib, JSON.stringify(Array.from({ length: size }, (_, i) => (i % 2 === 0
        ? { id: i, tags: ['a', i % 7], at: { x: 1, y: null } }
        : { at: { y: null, x: 1 }, tags: ['a', i % 7], id: i })))) }),
    run: (lib, input) => {
      if (!input.schema.validate(input.value).valid) throw new Error('distinct objects are unique');
    },
  },
  {
    area: 'schema', name: 'tool call: two anyOf branches into one property, n deep', limit: 1.15, unit: 'deep',
    sizes: [10, 20, 40, 80],
    setup: (lib, size) => {
      const registry = new lib.ToolRegistry();
      registry.register(lib.ToolDefinition.of('nest', 'hostile', lib.JsonCodec.parseObject(TWO_BRANCHES).unwrap()), {
        execute: async () => lib.ToolResult.success('unused'),
      }).unwrap();
      return { registry, call: new lib.ToolCall('call_1', 'nest', nested(size), 0), depth: size };
    },
    run: (lib, input) => {
      for (let i = 0; i < BATCH; i++) {
        const prepared = input.registry.prepare(input.call);
        if (prepared.ok || prepared.error.errorCode !== 'invalid_arguments') throw new Error('the call is invalid');
      }
    },
  },
  {
    area: 'schema', name: 'two anyOf branches into one property, n deep (no budget)', limit: 1.15, unit: 'deep',
    sizes: [32, 64, 128, 256],
    setup: (lib, size) => ({ schema: compiled(lib, TWO_BRANCHES, NO_BUDGET), value: parse(lib, nested(size)),
      depth: size }),
    run: (lib, input) => validateBatch(input, perLevel(input.depth)),
  },
  {
    area: 'schema', name: 'allErrors off: two anyOf branches, n deep (no budget)', limit: 1.15, unit: 'deep',
    sizes: [32, 64, 128, 256],
    setup: (lib, size) => ({ schema: compiled(lib, TWO_BRANCHES, { ...NO_BUDGET, allErrors: false }),
      value: parse(lib, nested(size)) }),
    run: (lib, input) => validateBatch(input, (errors) => errors.length === 1 && errors[0].keyword === 'anyOf',
      3 * BATCH),
  },
  {
    area: 'schema', name: '{"anyOf":[{"$ref":"#"},{"$ref":"#"}]} at maxDepth n (no step budget)', limit: 1.15,
    unit: 'maxDepth', sizes: [128, 256, 512, 1024],
    setup: (lib, size) => ({ schema: compiled(lib, '{"anyOf":[{"$ref":"#"},{"$ref":"#"}]}',
      { maxSteps: Infinity, maxErrors: Infinity, maxDepth: size }), value: parse(lib, '{"a":1}') }),
    run: (lib, input) => validateBatch(input,
      (errors) => errors.length === 1 && errors[0].code === 'schema_depth_exceeded', 5 * BATCH),
  },
];
