// Hostile regular expressions (issue 16), through the public API: see tools/showcase/bench/growth.mjs. Each catastrophic
// pattern (`^(a+)+$`: 20 s at 30 characters with RegExp, about 4x per two more) runs on doubling inputs as a
// JSON Schema `pattern`, and as an A2UI TextField check (`regex` on the bound value, re-run on every keystroke:
// setValue writes the value and re-resolves the field's checks). Both go through LinearRegex. The last cases are
// the library's own fixed RegExps that were quadratic on model text (now loops): A2UI's email check, Markdown's
// ATX closing sequence, trailing blanks before a soft break and trailing backticks of streamed code, A2UI's
// code-fence unwrapping and the link stripping of A2uiPresentation.plainText.
const parse = (lib, text) => lib.JsonCodec.parse(text).unwrap();
const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The patterns, each with an input of n characters on which it fails (the backtracker's worst case). */
const PATTERNS = [
  { pattern: '^(a+)+$', failing: (n) => `${'a'.repeat(n)}!` },
  { pattern: '(a|a)*b', failing: (n) => 'a'.repeat(n) },
  { pattern: '(a*)*b', failing: (n) => 'a'.repeat(n) },
];
const SIZES = [100000, 200000, 400000, 800000];

function schemaCase({ pattern, failing }) {
  return {
    area: 'pattern', name: `schema pattern ${pattern}, failing string`, limit: 1.15, unit: 'chars', sizes: SIZES,
    setup: (lib, size) => ({
      schema: new lib.JsonSchemaValidator().compile(parse(lib, JSON.stringify({ pattern }))).unwrap(),
      value: lib.JsonValue.string(failing(size)),
    }),
    run: (lib, input) => {
      if (input.schema.validate(input.value).valid) throw new Error(`${pattern} must not match`);
    },
  };
}

/** A surface whose TextField has one check, `condition` (a FunctionCall), on its value at /v. */
function checkedField(lib, condition) {
  const store = new lib.A2uiSurfaceStore();
  const applied = store.applyAll(JSON.stringify([
    { version: 'v0.9', createSurface: { surfaceId: 's', catalogId: BASIC } },
    { version: 'v0.9', updateComponents: { surfaceId: 's', components: [{ id: 'root', component: 'TextField',
      label: 'Name', value: { path: '/v' }, checks: [{ condition, message: 'no' }] }] } },
    { version: 'v0.9', updateDataModel: { surfaceId: 's', value: { v: '' } } },
  ]));
  if (!applied.ok) throw new Error(`pattern bench: the surface was refused: ${applied.error.message}`);
  const surface = store.surface('s');
  surface.root();
  return surface;
}

/** A keystroke's work: the value written, the field's check re-run; the check must fail. */
function typeFailing(lib, input) {
  const written = input.surface.setValue('root', input.value);
  if (!written.ok) throw new Error(`pattern bench: setValue refused: ${written.error.message}`);
  if (input.surface.root().failedChecks.length !== 1) throw new Error('pattern bench: the check must fail');
}

function a2uiCase({ pattern, failing }) {
  return {
    area: 'pattern', name: `A2UI check regex ${pattern}, failing value`, limit: 1.15, unit: 'chars', sizes: SIZES,
    setup: (lib, size) => ({
      surface: checkedField(lib, { call: 'regex', args: { value: { path: '/v' }, pattern } }),
      value: lib.JsonValue.string(failing(size)),
    }),
    run: typeFailing,
  };
}

export const CASES = [
  ...PATTERNS.map(schemaCase),
  ...PATTERNS.map(a2uiCase),
  {
    area: 'pattern', name: 'schema patternProperties ^(x+x+)+y$, failing name', limit: 1.15, unit: 'chars',
    sizes: [60000, 120000, 240000, 480000],
    setup: (lib, size) => ({
      schema: new lib.JsonSchemaValidator().compile(parse(lib,
        '{"patternProperties":{"^(x+x+)+y$":{"type":"integer"}},"additionalProperties":false}')).unwrap(),
      value: parse(lib, JSON.stringify({ [`${'x'.repeat(size)}`]: 1 })),
    }),
    run: (lib, input) => {
      if (input.schema.validate(input.value).valid) throw new Error('the name must not match');
    },
  },
  {
    // The email check's own fixed pattern backtracked over the domain's dots (O(n^2) with RegExp).
    area: 'pattern', name: 'A2UI check email, a@ + a. x n + space', limit: 1.15, unit: 'chars', sizes: SIZES,
    setup: (lib, size) => ({
      surface: checkedField(lib, { call: 'email', args: { value: { path: '/v' } } }),
      value: lib.JsonValue.string(`a@${'a.'.repeat(size / 2)} `),
    }),
    run: typeFailing,
  },
  {
    area: 'pattern', name: 'Markdown ATX heading, # a + n spaces + x', limit: 1.15, unit: 'chars', sizes: SIZES,
    setup: (lib, size) => `# a${' '.repeat(size)}x\n`,
    run: (lib, text) => {
      if (lib.IncrementalMarkdownParser.parse(text)[0].kind !== 'heading') throw new Error('a heading');
    },
  },
  {
    area: 'pattern', name: 'Markdown soft break after n spaces between words', limit: 1.15, unit: 'chars',
    sizes: SIZES,
    setup: (lib, size) => `a${' '.repeat(size)}b${' '.repeat(size / 4)}\nc\n`,
    run: (lib, text) => {
      if (lib.IncrementalMarkdownParser.parse(text).length !== 1) throw new Error('one paragraph');
    },
  },
  {
    area: 'pattern', name: 'Markdown streamed open code span, n backticks + x', limit: 1.15, unit: 'chars',
    sizes: [1600000, 3200000, 6400000, 12800000],
    setup: (lib, size) => `\`\` ${'`'.repeat(size)}x`,
    run: (lib, text) => {
      const parser = new lib.IncrementalMarkdownParser();
      if (parser.push(text).length !== 1) throw new Error('one open paragraph');
    },
  },
  {
    area: 'pattern', name: 'A2UI applyAll, ```json + n newlines, no closing fence', limit: 1.15, unit: 'chars',
    sizes: SIZES,
    setup: (lib, size) => `\`\`\`json${'\n'.repeat(size)}x`,
    run: (lib, text) => {
      if (new lib.A2uiSurfaceStore().applyAll(text).ok) throw new Error('not JSON');
    },
  },
  {
    area: 'pattern', name: 'A2uiPresentation.plainText, n x [', limit: 1.15, unit: 'chars',
    sizes: [800000, 1600000, 3200000, 6400000],
    setup: (lib, size) => '['.repeat(size),
    run: (lib, text) => {
      if (lib.A2uiPresentation.plainText(text).length !== text.length) throw new Error('nothing to strip');
    },
  },
];
