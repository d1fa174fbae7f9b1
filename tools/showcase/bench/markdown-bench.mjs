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
import { performance } from 'node:perf_hooks';
import { rng } from './corpus.mjs';
import { fittedExponent } from './growth.mjs';
import { median, minorGc } from './measure.mjs';

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
  const begin = performance.now();
  for (const delta of deltas) {
    parser.push(delta);
  }
  parser.finish();
  return { ms: performance.now() - begin, blocks: parser.blocks };
}

/** The 99th percentile of single push() times (a separate run: timing each push costs time itself). */
function pushPercentile99(lib, deltas) {
  const parser = new lib.IncrementalMarkdownParser();
  const times = new Float64Array(deltas.length);
  for (let i = 0; i < deltas.length; i++) {
    const before = performance.now();
    parser.push(deltas[i]);
    times[i] = performance.now() - before;
  }
  times.sort();
  return times[Math.floor(times.length * 0.99)];
}

function fullOnce(lib, text) {
  const begin = performance.now();
  const blocks = lib.IncrementalMarkdownParser.parse(text);
  return { ms: performance.now() - begin, blocks };
}

const describeModel = (blocks) => blocks.map((block) => `${block.id}:${block.kind}:${block.plainText()}`).join('\n');

/** Runs the measurement; `rounds` timed runs per size after one warm-up, medians kept. */
export function measureMarkdown(lib, { quick = false, seed = 20250929 } = {}) {
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
    if (describeModel(streamed.blocks) !== describeModel(fullOnce(lib, text).blocks)) {
      throw new Error(`MARKDOWN VERIFY FAILED: the streamed model of ${size} characters differs from the full parse`);
    }
    return { size, text, deltas, blocks: streamed.blocks.length, streamed: [], full: [] };
  });
  // Sizes in turn, round after round: a slow moment of the shared machine hits every size alike.
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      minorGc();
      input.streamed.push(streamOnce(lib, input.deltas).ms);
      minorGc();
      // The full parse is short: time 10 in a row for a steadier figure.
      const begin = performance.now();
      for (let k = 0; k < 10; k++) {
        fullOnce(lib, input.text);
      }
      input.full.push((performance.now() - begin) / 10);
    }
  }
  for (const input of inputs) {
    results.push({ size: input.size, deltas: input.deltas.length, blocks: input.blocks, streamedMs: median(input.streamed),
      fullMs: median(input.full), pushP99Ms: pushPercentile99(lib, input.deltas),
      ratio: median(input.streamed) / median(input.full) });
  }
  const at20k = results.find((r) => r.size === 20000);
  const report = {
    status: 'measured',
    sizes: results,
    ratio20k: at20k.ratio,
    exponent: fittedExponent(results.map((r) => r.size), results.map((r) => r.streamedMs)),
    fullExponent: fittedExponent(results.map((r) => r.size), results.map((r) => r.fullMs)),
  };
  report.markdownIt = measureMarkdownIt(makeAnswer(20000, seed), deltasOf(makeAnswer(5000, seed), seed + 5000));
  return report;
}

/** markdown-it (a devDependency) on the same answers, for scale: one parse, and re-parse per delta. */
function measureMarkdownIt(text20k, deltas5k) {
  let MarkdownIt;
  try {
    MarkdownIt = createRequire(path.join(ROOT, 'package.json'))('markdown-it');
  } catch {
    return { status: 'markdown-it not installed' };
  }
  const md = new MarkdownIt();
  md.parse(text20k, {});
  const fullRuns = [];
  for (let round = 0; round < 5; round++) {
    const begin = performance.now();
    for (let k = 0; k < 10; k++) {
      md.parse(text20k, {});
    }
    fullRuns.push((performance.now() - begin) / 10);
  }
  const begin = performance.now();
  let text = '';
  for (const delta of deltas5k) {
    text += delta;
    md.parse(text, {});
  }
  return { status: 'measured', full20kMs: median(fullRuns), reparsePerDelta5kMs: performance.now() - begin, deltas5k: deltas5k.length };
}
