// Hostile inputs for the A2UI store (issue 16), through the public API: see tools/showcase/bench/growth.mjs. Each case
// times what one model answer can make the store do: many small messages into one surface, appends to a
// template-bound list, a template over a long data array (the tree rendered), and refusing a shared-child DAG
// and a child listed many times (the rendered size bound, A2uiLimits.maxRenderedNodes); and what one Text's
// hostile Markdown makes A2uiTextView do before drawing (A2uiTextMarkdown: parse and vet, or the stripped
// fallback past MAX_MARKDOWN_CHARS). The view suite A2uiSurfaceViewText counts what such a Text draws; the time
// is measured here, because a timed assertion in a test fails on a loaded machine.
const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const SID = 's';

const create = () => JSON.stringify({ version: 'v0.9', createSurface: { surfaceId: SID, catalogId: BASIC } });
const components = (list) => JSON.stringify({ version: 'v0.9', updateComponents: { surfaceId: SID, components: list } });
const data = (path, value) => JSON.stringify({ version: 'v0.9', updateDataModel: { surfaceId: SID, path, value } });

/** Limits raised to `count` components and nodes: sizes past the defaults keep V8's heap in one regime. */
const roomFor = (count) => (options) => {
  options.limits.maxComponents = count + 2;
  options.limits.maxRenderedNodes = count + 2;
};

function store(lib, configure = () => {}) {
  const options = new lib.A2uiStoreOptions();
  configure(options);
  return new lib.A2uiSurfaceStore(options);
}

function applied(result, what) {
  if (!result.ok) throw new Error(`${what}: ${result.error.message}`);
}

/** A surface whose root Column lists `count` Texts that have not arrived (placeholders), its tree built. */
function waitingColumn(lib, count) {
  const s = store(lib, roomFor(count));
  const ids = Array.from({ length: count }, (_, i) => `t${i}`);
  applied(s.applyAll(`[${create()},${components([{ id: 'root', component: 'Column', children: ['pad'] },
    { id: 'pad', component: 'Text', text: '' }])}]`), 'setup');
  applied(s.applyJson(components([{ id: 'root', component: 'Column', children: ids }])), 'setup');
  s.surface(SID).root();
  return { store: s, texts: ids.map((id, i) => components([{ id, component: 'Text', text: { path: `/v/${i}` } }])) };
}

/** A surface with a List whose template repeats a Text over /items, its tree built. */
function templateList(lib, items, configure) {
  const s = store(lib, configure);
  applied(s.applyAll(`[${create()},${components([
    { id: 'root', component: 'List', children: { componentId: 'item', path: '/items' } },
    { id: 'item', component: 'Text', text: { path: 'name' } }])},${data('/items', items)}]`), 'setup');
  s.surface(SID).root();
  return s;
}

export const CASES = [
  {
    area: 'a2ui', name: 'components one per message into one surface', limit: 1.15, unit: 'messages',
    sizes: [5000, 10000, 20000, 40000],
    setup: (lib, size) => ({ lib, size }),
    run: (lib, input) => {
      const surface = waitingColumn(lib, input.size);
      const t0 = surface.store.surface(SID).resolveCount;
      for (const text of surface.texts) applied(surface.store.applyJson(text), 'a component');
      const resolved = surface.store.surface(SID).resolveCount - t0;
      if (resolved !== input.size) throw new Error(`each new component resolves once, got ${resolved}`);
    },
  },
  {
    area: 'a2ui', name: 'appends to a template-bound list, one per message', limit: 1.15, unit: 'appends',
    sizes: [5000, 10000, 20000, 40000],
    setup: (lib, size) => ({ size, texts: Array.from({ length: size }, (_, i) => data('/items/-', { name: `n${i}` })) }),
    run: (lib, input) => {
      const s = templateList(lib, [], roomFor(input.size));
      for (const text of input.texts) applied(s.applyJson(text), 'an append');
      if (s.surface(SID).root().children.length !== input.size) throw new Error('every append is an instance');
    },
  },
  {
    // The limit raised to each size: the cost per instance, with nothing cut.
    area: 'a2ui', name: 'a template over n data items, rendered (the limit raised to n)', limit: 1.15,
    unit: 'items', sizes: [10000, 20000, 40000, 80000],
    setup: (lib, size) => ({ size, items: Array.from({ length: size }, (_, i) => ({ name: `n${i}` })) }),
    run: (lib, input) => {
      const s = templateList(lib, input.items, roomFor(input.size));
      if (s.surface(SID).root().children.length !== input.size) throw new Error('every item is an instance');
    },
  },
  {
    area: 'a2ui', name: 'a template past the render-node limit: rendered up to it, reported', limit: 1.15,
    unit: 'items', sizes: [25000, 50000, 100000, 200000],
    setup: (lib, size) => ({ text: data('/items', Array.from({ length: size }, (_, i) => ({ name: `n${i}` }))) }),
    run: (lib, input) => {
      const s = templateList(lib, []);
      applied(s.applyJson(input.text), 'the items');
      const surface = s.surface(SID);
      if (surface.root().children.length !== 9999 || surface.renderErrors()[0]?.code !== 'a2ui_render_limit') {
        throw new Error('the render stops at the limit and says so');
      }
    },
  },
  {
    area: 'a2ui', name: 'refusing a DAG: n components, each listing the next two', limit: 1.15, unit: 'components',
    sizes: [10000, 20000, 40000, 80000],
    setup: (lib, size) => ({ size, text: `[${create()},${components(Array.from({ length: size }, (_, i) => (i + 2 < size ?
      { id: i === 0 ? 'root' : `c${i}`, component: 'Column', children: [`c${i + 1}`, `c${i + 2}`] } :
      { id: `c${i}`, component: 'Text', text: 'leaf' })))}]` }),
    run: (lib, input) => {
      const s = store(lib, (options) => { options.limits.maxTreeDepth = input.size; options.limits.maxComponents = input.size; });
      const result = s.applyAll(input.text);
      if (result.ok || !result.error.message.includes('would render')) throw new Error('the DAG is refused for its size');
    },
  },
  {
    area: 'a2ui', name: 'refusing a Column that lists one child n times', limit: 1.15, unit: 'references',
    sizes: [100000, 200000, 400000, 800000],
    setup: (lib, size) => ({ text: `[${create()},${components([
      { id: 'root', component: 'Column', children: Array.from({ length: size }, () => 'same') },
      { id: 'same', component: 'Text', text: 'again' }])}]` }),
    run: (lib, input) => {
      const result = store(lib).applyAll(input.text);
      if (result.ok || result.error.path !== '/components/0') throw new Error('the Column is refused for its size');
    },
  },
  ...textCases(),
];

/** What A2uiTextView does with a Text's `text` before drawing it; returns the count of `letter` it will show. */
function textWork(lib, text, letter) {
  const count = (shown) => shown.split(letter).length - 1;
  if (!lib.A2uiTextMarkdown.isMarkdown(text)) return count(lib.A2uiPresentation.plainText(text));
  let letters = 0;
  const pending = lib.A2uiTextMarkdown.blocks(text);
  while (pending.length > 0) {
    const block = pending.pop();
    if (block.children.length === 0) letters += count(block.plainText());
    pending.push(...block.children);
  }
  return letters;
}

/** Hostile Texts: under MAX_MARKDOWN_CHARS (20,000) where the parser runs, past it for the stripped fallback. */
function textCases() {
  const texts = [
    ['nested quotes', '> ', 'x', 2250], ['nested lists', '- ', 'x', 2250], ['emphasis openers', '*a', 'a', 2250],
    ['strong openers', '**a', 'a', 2250], ['unclosed links', '[a', 'a', 2250], ['markers past the cap', '*_a', 'a', 25000],
  ];
  return texts.map(([name, unit, letter, n]) => ({
    area: 'a2ui', name: `Text Markdown: ${name}`, limit: 1.2, unit: 'chars', sizes: [n, 2 * n, 4 * n, 8 * n],
    setup: (lib, size) => {
      // Nesting units end in a letter of their own; the others carry theirs.
      const text = unit.repeat(Math.floor(size / unit.length)) + (letter === 'x' ? 'x' : '');
      return { text, letters: text.split(letter).length - 1 };
    },
    run: (lib, input) => {
      const shown = textWork(lib, input.text, letter);
      if (shown !== input.letters) throw new Error(`${shown} of ${input.letters} '${letter}' shown`);
    },
  }));
}
