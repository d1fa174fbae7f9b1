// Hostile inputs for JsonSchemaValidator (issue 16), through the public API: see tools/bench/growth.mjs.
const parse = (lib, text) => lib.JsonCodec.parse(text).unwrap();

function compiled(lib, schemaText) {
  return new lib.JsonSchemaValidator().compile(parse(lib, schemaText)).unwrap();
}

export const CASES = [
  {
    area: 'schema', name: 'uniqueItems over n distinct integers', limit: 1.3, unit: 'items',
    sizes: [2500, 5000, 10000, 20000],
    setup: (lib, size) => ({ schema: compiled(lib, '{"uniqueItems":true}'),
      value: parse(lib, JSON.stringify(Array.from({ length: size }, (_, i) => i))) }),
    run: (lib, input) => {
      if (!input.schema.validate(input.value).valid) throw new Error('distinct integers are unique');
    },
  },
];
