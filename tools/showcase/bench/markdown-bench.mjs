// Markdown bench line: IncrementalMarkdownParser fed an LLM-style answer in 1-3 character deltas (the
// way text_delta events arrive) against one parse of the whole text, at several sizes. Reports the
// total incremental time / full-parse time at 20k characters, the 99th-percentile push, and the growth
// exponent: the least-squares slope of log(time) on log(size) (1.0 linear, 2.0 quadratic). For scale, the
// same answer through markdown-it (one parse, and re-parsing everything on every delta, as a naive
// streaming renderer does, at the smallest size only). The answers are the golden corpus
// (tools/conformance/markdown/test/corpus) concatenated in a seeded order and cut to size.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rng } from './corpus.mjs';
import { fittedExponent } from './growth.mjs';
import { timeSteps, timeTask, timeTasks } from './timing.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const CORPUS_DIR = path.join(ROOT, 'tools', 'conformance', 'markdown', 'test', 'corpus');

/** `size` characters of corpus answers in a seeded order, separated by blank lines. */
export function makeAnswer(size, seed) {
  const answers = fs.readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.md')).sort()
    .map((name) => fs.readFileSync(path.join(CORPUS_DIR, name), 'utf8'));
  const random = rng(seed);
  let text = '';
  while (text.length < size) {
    text += `${answers[Math.floor(random() * answers.length)]}\n`;
  }
  return text.substring(0, size);
}

/** The text in deltas of 1-3 code points. */
export function deltasOf(text, seed) {
  const random = rng(seed);
  const points = Array.from(text);
  const deltas = [];
  for (let i = 0; i < points.length;) {
    const size = 1 + Math.floor(random() * 3);
    deltas.push(points.slice(i, i + size).join(''));
    i += size;
  }
  return deltas;
}

function streamOnce(lib, deltas) {
  const parser = new lib.IncrementalMarkdownParser();
  for (const delta of deltas) {
    parser.push(delta);
  }
  parser.finish();
  return parser.blocks;
}

/** The 99th percentile of single push() times, in ms (a separate run: timing each push costs time itself). */
async function pushPercentile99(lib, deltas) {
  const parser = new lib.IncrementalMarkdownParser();
  const statistics = await timeSteps('push', deltas.length, (i) => parser.push(deltas[i]));
  if (statistics.error !== undefined) throw statistics.error;
  return statistics.p99;
}

const fullOnce = (lib, text) => lib.IncrementalMarkdownParser.parse(text);

/** The median of a task's runs; its error thrown. */
const p50Of = (statistics) => {
  if (statistics.error !== undefined) throw statistics.error;
  return statistics.p50;
};

const describeModel = (blocks) => blocks.map((block) => `${block.id}:${block.kind}:${block.plainText()}`).join('\n');

/** Runs the measurement: per size, tinybench times `rounds` runs after one warm-up run, medians kept. */
export async function measureMarkdown(lib, { quick = false, seed = 20250929 } = {}) {
  if (typeof lib.IncrementalMarkdownParser !== 'function') {
    return { status: 'not exported by the bundle' };
  }
  const sizes = quick ? [5000, 10000, 20000, 40000] : [5000, 10000, 20000, 40000, 80000];
  const rounds = quick ? 5 : 9;
  const results = [];
  // Warm-up: the first runs measure V8 compiling the parser, not the parser.
  const warmDeltas = deltasOf(makeAnswer(20000, seed + 1), seed);
  for (let k = 0; k < 3; k++) {
    streamOnce(lib, warmDeltas);
  }
  const inputs = sizes.map((size) => {
    const text = makeAnswer(size, seed);
    const deltas = deltasOf(text, seed + size);
    const streamed = streamOnce(lib, deltas);
    if (describeModel(streamed) !== describeModel(fullOnce(lib, text))) {
      throw new Error(`MARKDOWN VERIFY FAILED: the streamed model of ${size} characters differs from the full parse`);
    }
    return { size, text, deltas, blocks: streamed.length };
  });
  for (const input of inputs) {
    const timed = await timeTasks([
      { name: 'streamed', fn: () => streamOnce(lib, input.deltas) },
      // The full parse is short: 10 in a row per sample for a steadier figure.
      { name: 'full x10', fn: () => { for (let k = 0; k < 10; k++) fullOnce(lib, input.text); } },
    ], { iterations: rounds });
    const streamedMs = p50Of(timed.streamed);
    const fullMs = p50Of(timed['full x10']) / 10;
    results.push({ size: input.size, deltas: input.deltas.length, blocks: input.blocks, streamedMs, fullMs,
      pushP99Ms: await pushPercentile99(lib, input.deltas), ratio: streamedMs / fullMs });
  }
  const at20k = results.find((r) => r.size === 20000);
  const report = {
    status: 'measured',
    sizes: results,
    ratio20k: at20k.ratio,
    exponent: fittedExponent(results.map((r) => r.size), results.map((r) => r.streamedMs)),
    fullExponent: fittedExponent(results.map((r) => r.size), results.map((r) => r.fullMs)),
  };
  report.markdownIt = await measureMarkdownIt(makeAnswer(20000, seed), deltasOf(makeAnswer(5000, seed), seed + 5000));
  return report;
}

/** markdown-it (a devDependency) on the same answers, for scale: one parse, and re-parse per delta. */
async function measureMarkdownIt(text20k, deltas5k) {
  let MarkdownIt;
  try {
    MarkdownIt = createRequire(path.join(ROOT, 'package.json'))('markdown-it');
  } catch {
    return { status: 'markdown-it not installed' };
  }
  const md = new MarkdownIt();
  const full = await timeTask('markdown-it x10', () => { for (let k = 0; k < 10; k++) md.parse(text20k, {}); }, { iterations: 5 });
  // What a naive streaming renderer does: one run, re-parsing the whole text on each delta.
  const reparse = await timeTask('markdown-it per delta', () => {
    let text = '';
    for (const delta of deltas5k) {
      text += delta;
      md.parse(text, {});
    }
  }, { iterations: 1, warmupIterations: 0 });
  return { status: 'measured', full20kMs: p50Of(full) / 10, reparsePerDelta5kMs: p50Of(reparse), deltas5k: deltas5k.length };
}
