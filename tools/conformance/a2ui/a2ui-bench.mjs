// A2UI: what the store costs, through the Node bundle (the public API, the code a device runs).
//  - ingest: every example of the spec's basic and minimal catalogs (../shared/conformance), each as one
//    complete update into a fresh store (parse, validate against the catalog, integrity checks, apply) and
//    its tree rendered from root; ms for the whole set, median of tinybench runs (tools/showcase/bench/timing.mjs);
//  - updates: a 1,000-component surface (a Column of 999 Texts, each bound to its own /values/i), then one
//    updateDataModel message after another (JSON text in, a value written, the one bound node re-resolved,
//    a listener told); updates per second, and how many nodes each one re-resolved.
// Without the conformance folder the ingest line reports itself skipped.
import fs from 'node:fs';
import path from 'node:path';
import { minorGc } from '../../showcase/bench/measure.mjs';
import { timeTask } from '../../showcase/bench/timing.mjs';
import { materialDir, skippedFor } from '../../ci/test/outside-material.mjs';

const SPEC = path.join(materialDir('conformance'), 'a2ui-v0.9', 'specification', 'v0_9');
const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const COMPONENTS = 1000;

function exampleTexts() {
  const texts = [];
  for (const catalog of ['basic', 'minimal']) {
    const dir = path.join(SPEC, 'catalogs', catalog, 'examples');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const parsed = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      const messages = Array.isArray(parsed) ? parsed : parsed.messages;
      texts.push({ text: JSON.stringify(messages), messages: messages.length, surfaces: [...new Set(messages.map((m) =>
        Object.values(m).find((v) => typeof v === 'object').surfaceId))] });
    }
  }
  return texts;
}

function ingestAll(lib, examples) {
  let nodes = 0;
  for (const example of examples) {
    const store = new lib.A2uiSurfaceStore();
    const applied = store.applyAll(example.text);
    if (!applied.ok) throw new Error(`a2ui bench: an example was refused: ${applied.error.message}`);
    for (const id of example.surfaces) {
      const root = store.surface(id)?.root();
      nodes += root === undefined ? 0 : 1;
    }
  }
  return nodes;
}

function wideSurface(lib) {
  const store = new lib.A2uiSurfaceStore();
  const children = [];
  const components = [];
  for (let i = 0; i < COMPONENTS - 1; i++) {
    children.push(`t${i}`);
    components.push({ id: `t${i}`, component: 'Text', text: { path: `/values/${i}` } });
  }
  components.unshift({ id: 'root', component: 'Column', children });
  const values = children.map((_, i) => `value ${i}`);
  const applied = store.applyAll(JSON.stringify([
    { version: 'v0.9', createSurface: { surfaceId: 'wide', catalogId: BASIC } },
    { version: 'v0.9', updateComponents: { surfaceId: 'wide', components } },
    { version: 'v0.9', updateDataModel: { surfaceId: 'wide', value: { values } } },
  ]));
  if (!applied.ok) throw new Error(`a2ui bench: the 1,000-component surface was refused: ${applied.error.message}`);
  const surface = store.surface('wide');
  surface.root();
  let notified = 0;
  surface.addListener({ onSurfaceChanged: (s, changed) => { notified += changed.length; } });
  return { store, surface, notified: () => notified };
}

/** The median of a task's runs; its error thrown. */
const p50Of = (statistics) => {
  if (statistics.error !== undefined) throw statistics.error;
  return statistics.p50;
};

/**
 * Updates per second on the wide surface over `count` messages: each run applies them to a fresh surface, built with
 * its texts before the run (not timed); `runs` runs after one warm-up run.
 */
async function updateRate(lib, count, runs) {
  let wide;
  let texts;
  let resolvedBefore;
  const prepare = () => {
    wide = wideSurface(lib);
    texts = [];
    for (let i = 0; i < count; i++) {
      const index = (i * 7919) % (COMPONENTS - 1);
      texts.push(JSON.stringify({ version: 'v0.9', updateDataModel: { surfaceId: 'wide', path: `/values/${index}`, value: `v${i}` } }));
    }
    resolvedBefore = wide.surface.resolveCount;
    minorGc();
  };
  const ms = p50Of(await timeTask('updates', () => {
    for (const text of texts) {
      if (!wide.store.applyJson(text).ok) throw new Error('a2ui bench: an update was refused');
    }
  }, { iterations: runs, beforeEach: prepare }));
  // The counts of the last run: every run does the same work.
  return { perSecond: count / (ms / 1000), resolvedPerUpdate: (wide.surface.resolveCount - resolvedBefore) / count,
    notifiedPerUpdate: wide.notified() / count };
}

export async function measureA2ui(lib, { quick = false } = {}) {
  if (typeof lib.A2uiSurfaceStore !== 'function') return { status: 'skipped: the Node bundle has no A2uiSurfaceStore' };
  const result = { status: 'measured', components: COMPONENTS };
  const rounds = quick ? 5 : 15;
  if (fs.existsSync(path.join(SPEC, 'catalogs'))) {
    const examples = exampleTexts();
    // 20 warm-up runs: the JIT needs every path hot.
    const ms = p50Of(await timeTask('ingest', () => ingestAll(lib, examples), { iterations: rounds, warmupIterations: 20 }));
    const messages = examples.reduce((sum, e) => sum + e.messages, 0);
    result.ingest = { examples: examples.length, messages, bytes: examples.reduce((sum, e) => sum + e.text.length, 0),
      ms, messagesPerSecond: messages / (ms / 1000) };
  } else {
    result.ingest = { status: `skipped: no conformance folder at ${SPEC}` };
    skippedFor('conformance', 'A2UI: ingest of the spec examples');
  }
  const updates = quick ? 5000 : 20000;
  const rate = await updateRate(lib, updates, quick ? 3 : 5);
  result.updates = { count: updates, perSecond: rate.perSecond, resolvedPerUpdate: rate.resolvedPerUpdate,
    notifiedPerUpdate: rate.notifiedPerUpdate };
  return result;
}
