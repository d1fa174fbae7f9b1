// `npm run bench`: the ArkAgent stream pipeline against the floor and the peers, side by side in one process.
//   node --expose-gc tools/showcase/bench/run-bench.mjs [--quick] [--json [FILE]] [--rounds N] [--no-build]
//                                             [--skip-scaling] [--skip-memory]
// Builds the Node bundle (dist/node/agent_core.mjs), generates the seeded corpus, checks that every pipeline
// assembles the same answer from every stream in every chunking, then times rounds (every pipeline once per
// chunking per round), the scaling cases, memory and the UI rate. Prints tables; `--json` prints the same as
// one JSON object on stdout instead (progress goes to stderr), `--json FILE` writes it to FILE as well.
// docs/benchmarks.md explains how to read the output. The last line names what was skipped for want of the
// material outside the repository (../shared, tools/ci/test/outside-material.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { buildNodeBundle, NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { bigLineStream, chunkCorpus, chunkStream, makeCorpus, rng, toolArgumentsStream } from './corpus.mjs';
import { BudgetExceeded, ChunkSource, fmt, fullGc, hasGc, HeapSampler, minorGc, table } from './measure.mjs';
import { timeFastest, timeTasks } from './timing.mjs';
import { exponent } from './growth.mjs';
import { clientAssemblerOptions, differenceOf, makePipelines, runAll, runStream } from './pipelines.mjs';
import { measureUiRate } from './ui-rate.mjs';
import { measureSchemaValidation } from './schema-bench.mjs';
import { measureMarkdown } from './markdown-bench.mjs';
import { measureSessions, sessionsLine } from './sessions-bench.mjs';
import { measureA2ui } from '../../conformance/a2ui/a2ui-bench.mjs';
import { hostileTable, measureHostile } from './hostile-bench.mjs';
import { outsideMaterialLine } from '../../ci/test/outside-material.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const valueOf = (name) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined && !args[index + 1].startsWith('--') ? args[index + 1] : undefined;
};
const quick = flag('--quick');
const jsonMode = flag('--json');
const jsonFile = valueOf('--json');
const settings = {
  quick,
  seed: Number(valueOf('--seed') ?? 20250929),
  corpusBytes: quick ? 2_000_000 : 8_000_000,
  rounds: Number(valueOf('--rounds') ?? (quick ? 7 : 9)),
  warmupRounds: 1,
  scalingBudgetMs: quick ? 1000 : 5000,
  scalingBudgetArkagentMs: 60000,
  scalingMinRepMs: quick ? 150 : 400,
};
const CHUNKING_NAMES = ['net', 'tiny', 'single'];
const CHUNKING_TITLES = { net: 'net (random 1-16 KiB chunks)', tiny: 'tiny (random 1-64 B chunks)', single: 'single (one chunk per stream)' };

// Human output goes to stdout, or to stderr in --json mode (stdout then carries only the JSON object).
const out = (text = '') => (jsonMode ? process.stderr : process.stdout).write(`${text}\n`);
const progress = (text) => process.stderr.write(`  .. ${text}\n`);
const report = { settings };
const started = performance.now();

// ---------------------------------------------------------------------------------------------- machine

function packageVersion(name) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    // Packages whose `exports` hide package.json: find it on disk.
    const file = path.join(ROOT, 'node_modules', name, 'package.json');
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : 'missing';
  }
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'agent_core'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty.length > 0 ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

const cpus = os.cpus();
report.machine = {
  cpu: cpus[0]?.model.trim() ?? 'unknown',
  cores: cpus.length,
  memory: `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  v8: process.versions.v8,
  exposeGc: hasGc,
};
const arkagentVersion = /"version"\s*:\s*"([^"]+)"/.exec(fs.readFileSync(path.join(ROOT, 'agent_core', 'oh-package.json5'), 'utf8'))?.[1];
report.versions = {
  arkagent: `${arkagentVersion} (git ${gitCommit()})`,
  openai: packageVersion('openai'),
  '@ai-sdk/openai-compatible': packageVersion('@ai-sdk/openai-compatible'),
  '@ai-sdk/provider-utils': packageVersion('@ai-sdk/provider-utils'),
  'eventsource-parser': packageVersion('eventsource-parser'),
  zod: packageVersion('zod'),
};

out(`ArkAgent stream benchmark${quick ? ' (--quick)' : ''}, ${new Date().toISOString()}`);
out(`machine:  ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memory}, ${report.machine.os}`);
out(`runtime:  Node ${report.machine.node} (V8 ${report.machine.v8})${hasGc ? ', --expose-gc' : ', WITHOUT --expose-gc (memory figures skipped)'}`);
out(`packages: ${Object.entries(report.versions).map(([name, version]) => `${name} ${version}`).join(', ')}`);

// ---------------------------------------------------------------------------------------------- bundle

if (!flag('--no-build')) {
  try {
    await buildNodeBundle({ quiet: true });
  } catch (error) {
    console.error(`bench: could not build ${path.relative(ROOT, NODE_BUNDLE)}: ${error.message}`);
    console.error('bench: fix the build (npm run build:node), or pass --no-build to measure the bundle already there');
    process.exit(1);
  }
}
const lib = await import(NODE_BUNDLE);
const pipelines = makePipelines(lib);
const byName = Object.fromEntries(pipelines.map((pipeline) => [pipeline.name, pipeline]));
const PEERS = pipelines.map((pipeline) => pipeline.name).filter((name) => name !== 'floor');

// ---------------------------------------------------------------------------------------------- corpus

const corpus = makeCorpus({ seed: settings.seed, targetBytes: settings.corpusBytes });
const corpusBytes = corpus.reduce((sum, stream) => sum + stream.bytes.length, 0);
const corpusFrames = corpus.reduce((sum, stream) => sum + stream.frames, 0);
const chunked = Object.fromEntries(CHUNKING_NAMES.map((name) => [name, chunkCorpus(corpus, name, settings.seed)]));
const largestFrame = Math.max(...corpus.map((stream) => Math.max(...new TextDecoder().decode(stream.bytes).split(/\r?\n/).map((line) => Buffer.byteLength(line)))));
report.corpus = {
  seed: settings.seed,
  streams: corpus.length,
  bytes: corpusBytes,
  frames: corpusFrames,
  largestFrameBytes: largestFrame,
  glm: corpus.filter((stream) => stream.kind === 'glm').length,
  deepseek: corpus.filter((stream) => stream.kind === 'deepseek').length,
  crlf: corpus.filter((stream) => stream.crlf).length,
  withToolCalls: corpus.filter((stream) => new TextDecoder().decode(stream.bytes).includes('"tool_calls"')).length,
  keepAlives: corpus.reduce((sum, stream) => sum + (new TextDecoder().decode(stream.bytes).match(/: keep-alive/g)?.length ?? 0), 0),
  chunks: Object.fromEntries(CHUNKING_NAMES.map((name) => [name, chunked[name].reduce((sum, chunks) => sum + chunks.length, 0)])),
};
out(`corpus:   seed ${settings.seed}: ${corpus.length} streams (${report.corpus.glm} GLM-like, ${report.corpus.deepseek} DeepSeek-like), ` +
  `${fmt.mb(corpusBytes)}, ${fmt.int(corpusFrames)} data frames (largest line ${fmt.int(largestFrame)} B), ` +
  `${report.corpus.withToolCalls} with two interleaved tool calls, ${report.corpus.crlf} CRLF, ${report.corpus.keepAlives} keep-alive comments`);
out(`chunks:   ${CHUNKING_NAMES.map((name) => `${name} ${fmt.int(report.corpus.chunks[name])}`).join(', ')}`);

// ---------------------------------------------------------------------------------------------- verify

/** Every pipeline, every chunking, every stream: the same content, reasoning, tool calls, usage and finish. */
async function verify() {
  let checked = 0;
  for (const chunking of CHUNKING_NAMES) {
    const reference = (await runAll(byName.arkagent, chunked[chunking])).map((result) => byName.arkagent.normalize(result));
    for (const pipeline of pipelines) {
      const results = await runAll(pipeline, chunked[chunking]);
      for (let s = 0; s < results.length; s++) {
        const difference = differenceOf(reference[s], pipeline.normalize(results[s]));
        if (difference !== undefined) {
          throw new Error(`VERIFY FAILED: ${pipeline.name} disagrees with arkagent on stream #${s} (${corpus[s].kind}` +
            `${corpus[s].crlf ? ', CRLF' : ''}) in chunking ${chunking}: ${difference}`);
        }
        checked++;
      }
    }
  }
  return checked;
}

progress('verifying that all pipelines agree');
let verified;
try {
  verified = await verify();
} catch (error) {
  console.error(`\n${error.message.startsWith('VERIFY FAILED') ? error.message : `VERIFY FAILED: ${error.stack}`}`);
  console.error('Nothing was timed: the pipelines must assemble the same answers first.');
  process.exit(1);
}
report.verified = { results: verified, pipelines: pipelines.map((pipeline) => pipeline.name), chunkings: CHUNKING_NAMES };
out(`verify:   ${pipelines.length} pipelines x ${CHUNKING_NAMES.length} chunkings x ${corpus.length} streams = ${verified} results agree ` +
  '(content, reasoning, tool calls, usage, finish reason)');

// ---------------------------------------------------------------------------------------------- rounds

// Per chunking, tinybench (timing.mjs) times every pipeline over the whole corpus: `warmupRounds` runs, then
// `rounds` runs, a young-generation GC before each. The ratios are of medians timed in this run, floor first.
const times = {};
for (const chunking of CHUNKING_NAMES) {
  progress(`${chunking}: ${settings.warmupRounds} warm-up and ${settings.rounds} timed runs of each pipeline`);
  times[chunking] = await timeTasks(pipelines.map((pipeline) => ({ name: pipeline.name, isAsync: true,
    fn: () => runAll(pipeline, chunked[chunking]) })), { iterations: settings.rounds, warmupIterations: settings.warmupRounds });
  for (const pipeline of pipelines) {
    if (times[chunking][pipeline.name].error !== undefined) {
      throw times[chunking][pipeline.name].error;
    }
  }
}

report.rounds = { warmup: settings.warmupRounds, timed: settings.rounds, chunkings: {} };
out(`\nTHROUGHPUT: median of ${settings.rounds} runs after ${settings.warmupRounds} warm-up run (tinybench); x floor = this ` +
  'pipeline\'s median / floor\'s median in the same run (fastest: the same for the fastest runs); +-rme = tinybench\'s ' +
  'relative margin of error of the mean (95%); ' +
  'MB = 10^6 bytes');
for (const chunking of CHUNKING_NAMES) {
  const floorMs = times[chunking].floor.p50;
  const rows = [];
  const summary = {};
  for (const pipeline of pipelines) {
    const statistics = times[chunking][pipeline.name];
    const entry = {
      medianMs: statistics.p50,
      minMs: statistics.min,
      maxMs: statistics.max,
      rmePercent: statistics.rme,
      mbPerS: corpusBytes / 1e6 / (statistics.p50 / 1000),
      nsPerFrame: (statistics.p50 * 1e6) / corpusFrames,
      ratio: statistics.p50 / floorMs,
      // The same ratio of the fastest runs: noise only adds time, so a burst of load during one pipeline's runs
      // moves its median but rarely its fastest run.
      fastestRatio: statistics.min / times[chunking].floor.min,
      samplesMs: statistics.samples,
    };
    summary[pipeline.name] = entry;
    rows.push([pipeline.name, fmt.ms(entry.medianMs), `${fmt.ms(entry.minMs)}-${fmt.ms(entry.maxMs)}`,
      `${entry.rmePercent.toFixed(1)}%`, entry.mbPerS.toFixed(1), fmt.int(entry.nsPerFrame), fmt.x(entry.ratio),
      fmt.x(entry.fastestRatio)]);
  }
  report.rounds.chunkings[chunking] = summary;
  out(`\n${CHUNKING_TITLES[chunking]}: ${fmt.int(report.corpus.chunks[chunking])} chunks`);
  out(table([
    { title: 'pipeline', width: 12, align: 'l' }, { title: 'median ms', width: 9 }, { title: 'min-max ms', width: 11 },
    { title: '+-rme', width: 6 }, { title: 'MB/s', width: 7 }, { title: 'ns/frame', width: 8 }, { title: 'x floor', width: 7 },
    { title: 'fastest', width: 7 },
  ], rows));
  // arkagent against the hand-written client (base): what the event contract costs.
  const vsBase = times[chunking].arkagent.p50 / times[chunking].base.p50;
  const vsBaseFastest = times[chunking].arkagent.min / times[chunking].base.min;
  report.rounds.arkagentVsBase = report.rounds.arkagentVsBase ?? {};
  report.rounds.arkagentVsBase[chunking] = vsBase;
  report.rounds.arkagentVsBaseFastest = report.rounds.arkagentVsBaseFastest ?? {};
  report.rounds.arkagentVsBaseFastest[chunking] = vsBaseFastest;
  out(`arkagent / base: medians ${fmt.x(vsBase)}, fastest runs ${fmt.x(vsBaseFastest)}`);
}

// ---------------------------------------------------------------------------------------------- scaling

/** One timed run of one pipeline on one scaling input: { ms, result } or { over: true } past the budget. */
async function runScaling(pipeline, makeSource, budgetMs) {
  minorGc();
  const source = makeSource(budgetMs);
  const begin = performance.now();
  try {
    const result = await runStream(pipeline, source);
    return { ms: performance.now() - begin, result };
  } catch (error) {
    if (source.exceeded || error instanceof BudgetExceeded) {
      return { over: true };
    }
    throw error;
  }
}

/**
 * tinybench's task for one size: the chunk source (with its time budget) is cut before each run, outside the timed
 * window, then a young-generation GC. A run past the budget throws BudgetExceeded: tinybench reports the task errored.
 */
function scalingTask(name, pipeline, makeSource, budgetMs) {
  let source;
  return { name, isAsync: true, fn: () => runStream(pipeline, source),
    // A peer may wrap BudgetExceeded in its own error (the AI SDK's APICallError): the source knows.
    isOverBudget: () => source?.exceeded === true,
    beforeEach: () => {
      source = makeSource(budgetMs);
      minorGc();
    } };
}

/**
 * The fastest run per size of sizes [0, count) (their first runs were the warm-up): tinybench in three passes over
 * the sizes in turn (timeFastest), at least `iterations` runs and `minMs` of runs per size in all, so that a slow
 * moment of the machine cannot cover every run of one size and bend the exponent.
 */
async function timeSizes(pipeline, sources, count, budgetMs, iterations, minMs) {
  const tasks = sources.slice(0, count).map((makeSource, i) => scalingTask(`size ${i}`, pipeline, makeSource, budgetMs));
  const passes = 3;
  const timed = await timeFastest(tasks, { passes, iterations: Math.ceil(iterations / passes), warmupIterations: 0,
    minMs: minMs / passes, beforeEach: null });
  const ms = [];
  for (const task of tasks) {
    if (timed[task.name].error !== undefined) {
      if (!(timed[task.name].error instanceof BudgetExceeded) && !task.isOverBudget()) {
        throw timed[task.name].error;
      }
      ms.push(undefined);
      break;
    }
    ms.push(timed[task.name].min);
  }
  return ms;
}

/**
 * Times one pipeline on the 0.5x, 1x and 2x inputs of a case. Each size runs once first (warm-up and a
 * check of the assembled text); then tinybench times each size that passed (timeSizes), at least 3 runs and
 * at least scalingMinRepMs of runs. Returns the fastest run per size; undefined from the first size over the
 * budget on (larger sizes are not run).
 */
async function timeScalingCase(pipeline, sources, expectations, budgetMs) {
  let sizes = 0;
  for (let i = 0; i < sources.length; i++) {
    const first = await runScaling(pipeline, sources[i], budgetMs);
    if (first.over) {
      break;
    }
    const normalized = pipeline.normalize(first.result);
    const got = expectations[i].field === 'content' ? normalized.content : normalized.toolCalls[0]?.arguments;
    if (got !== expectations[i].value) {
      throw new Error(`SCALING VERIFY FAILED: ${pipeline.name} assembled ${got?.length} chars instead of ${expectations[i].value.length}`);
    }
    sizes++;
    if (first.ms > 1500) {
      // Slow: one run per larger size is all the budget allows; this size keeps its first run.
      return timeRemainingOnce(pipeline, sources, budgetMs, i, first.ms);
    }
  }
  const ms = await timeSizes(pipeline, sources, sizes, budgetMs, 3, settings.scalingMinRepMs);
  return ms.length < sources.length && !ms.includes(undefined) ? [...ms, undefined] : ms;
}

/**
 * For a pipeline whose size `slowIndex` took over 1.5 s: the sizes before it get 3 timed runs each, that
 * size keeps its one run, and the larger sizes run once each (while within the budget).
 */
async function timeRemainingOnce(pipeline, sources, budgetMs, slowIndex, slowMs) {
  const ms = await timeSizes(pipeline, sources, slowIndex, budgetMs, 3, 0);
  ms.push(slowMs);
  for (let i = slowIndex + 1; i < sources.length; i++) {
    const run = await runScaling(pipeline, sources[i], budgetMs);
    ms.push(run.over ? undefined : run.ms);
    if (run.over) {
      break;
    }
  }
  return ms;
}

const MIB = 1048576;
const SCALES = [0.5, 1, 2];
// --quick runs the same cases at a quarter of the size (0.5 MiB line, 256 KiB of arguments in 25k deltas).
const SIZE = quick ? 0.25 : 1;
// The tool arguments stay under StreamAssemblerOptions' default bound of 1 MiB of argument bytes at 2x: past it
// arkagent refuses the call (as the client must), so the case would time a refusal, and the check fails. The
// size is in UTF-8 bytes: 0.45 MiB at 1x is 0.9 MiB at 2x.
const TOOL_SIZE = Math.min(SIZE, 0.45);
const SCALING_CASES = [
  { name: 'line, 1 B chunks', input: (scale) => bigLineStream(2 * MIB * SIZE * scale), chunk: 1 },
  { name: 'line, 16 B chunks', input: (scale) => bigLineStream(2 * MIB * SIZE * scale), chunk: 16 },
  { name: 'line, 4 KiB chunks', input: (scale) => bigLineStream(2 * MIB * SIZE * scale), chunk: 4096 },
  { name: 'tool args, net chunks', input: (scale) => toolArgumentsStream(MIB * TOOL_SIZE * scale, 100000 * TOOL_SIZE * scale), chunk: 'net' },
];

async function scaling() {
  const results = [];
  for (const scalingCase of SCALING_CASES) {
    const inputs = SCALES.map((scale) => scalingCase.input(scale));
    for (const input of inputs) {
      const text = new TextDecoder().decode(input.bytes);
      const first = JSON.parse(text.substring(6, text.indexOf('\n')));
      input.expected = first.choices[0].delta.content !== undefined
        ? { field: 'content', value: first.choices[0].delta.content }
        : { field: 'arguments', value: toolArgumentsOf(text) };
      if (scalingCase.chunk === 'net') {
        input.netChunks = chunkStream(input.bytes, 'net', rng(settings.seed));
      }
    }
    for (const name of ['arkagent', ...PEERS.filter((peer) => peer !== 'arkagent'), 'floor']) {
      const pipeline = byName[name];
      const budget = name === 'arkagent' ? settings.scalingBudgetArkagentMs : settings.scalingBudgetMs;
      progress(`scaling: ${scalingCase.name}: ${name}`);
      const sources = inputs.map((input) => (budgetMs) => (scalingCase.chunk === 'net'
        ? ChunkSource.ofChunks(input.bytes, input.netChunks, budgetMs)
        : ChunkSource.fixed(input.bytes, scalingCase.chunk, budgetMs)));
      const ms = await timeScalingCase(pipeline, sources, inputs.map((input) => input.expected), budget);
      const exponents = [];
      for (let i = 1; i < ms.length; i++) {
        exponents.push(ms[i] !== undefined && ms[i - 1] !== undefined ? exponent(ms[i - 1], ms[i]) : undefined);
      }
      // Least-squares slope of log2(time) over log2(size) across the three sizes: (log2 t(2x) - log2 t(0.5x)) / 2.
      const slope = ms.length === 3 && !ms.includes(undefined) ? exponent(ms[0], ms[2]) / 2 : undefined;
      results.push({ case: scalingCase.name, pipeline: name, sizesBytes: inputs.map((input) => input.bytes.length),
        ms, exponents, slope, budgetMs: budget, overBudget: ms.includes(undefined) });
    }
  }
  return results;
}

function toolArgumentsOf(text) {
  let args = '';
  for (const block of text.split('\n\n')) {
    if (block.startsWith('data: {')) {
      const call = JSON.parse(block.substring(6)).choices[0]?.delta?.tool_calls?.[0];
      args += call?.function?.arguments ?? '';
    }
  }
  return args;
}

if (!flag('--skip-scaling')) {
  // The corpus chunk arrays are not needed any more: a smaller heap makes the scaling and memory runs steadier.
  delete chunked.tiny;
  delete chunked.single;
  fullGc();
  const results = await scaling();
  report.scaling = results;
  out(`\nSCALING: one ${2 * SIZE} MiB data: line (1 B, 16 B, 4 KiB chunks) and ${TOOL_SIZE} MiB of tool arguments in ${100 * TOOL_SIZE}k deltas, ` +
    'each at 0.5x, 1x, 2x (one run first as warm-up, then the fastest of at least 3 tinybench runs in 3 passes over the sizes); ' +
    `growth exponent of one doubling = log2(t(2n) / t(n)): 1.00 linear, 2.00 quadratic; slope = the exponent per doubling fitted ` +
    `over the three sizes (least squares of log t on log n). '>${settings.scalingBudgetMs / 1000} s' = stopped at the time budget ` +
    '(no larger size run)');
  for (const scalingCase of SCALING_CASES) {
    const rows = results.filter((r) => r.case === scalingCase.name).map((r) => [r.pipeline,
      ...SCALES.map((_, i) => (i < r.ms.length ? (r.ms[i] === undefined ? `>${r.budgetMs / 1000} s` : fmt.ms(r.ms[i])) : '-')),
      ...[0, 1].map((i) => fmt.x(r.exponents[i])), fmt.x(r.slope)]);
    const sizes = results.find((r) => r.case === scalingCase.name).sizesBytes;
    out(`\n${scalingCase.name} (bodies of ${sizes.map((size) => fmt.mb(size)).join(', ')})`);
    out(table([
      { title: 'pipeline', width: 12, align: 'l' }, { title: '0.5x ms', width: 8 }, { title: '1x ms', width: 8 },
      { title: '2x ms', width: 8 }, { title: 'exp 0.5-1', width: 9 }, { title: 'exp 1-2', width: 7 }, { title: 'slope', width: 6 },
    ], rows));
  }
}

// ---------------------------------------------------------------------------------------------- memory

class QuietObserver {
  onNext() {}
  onError() {}
  onComplete() {}
}

async function memory() {
  const result = { retainedBytes: {}, peak: {} };
  const sources = chunked.net;
  // 1. Heap retained once every stream has ended and its result was dropped (median of 3 measurements).
  for (const pipeline of pipelines) {
    const deltas = [];
    for (let k = 0; k < 3; k++) {
      fullGc();
      const before = HeapSampler.used();
      await runAll(pipeline, sources);
      fullGc();
      deltas.push(HeapSampler.used() - before);
    }
    // The middle of three readings (heap, not time: tinybench does not measure memory).
    result.retainedBytes[pipeline.name] = deltas.sort((x, y) => x - y)[1];
  }
  // 2. What a finished StreamAssembler still holds while the app keeps a reference to it, beyond its response.
  const profile = new lib.OpenAICompatibleProfile();
  const feed = (assembler, chunks) => {
    for (const chunk of chunks) {
      assembler.pushBytes(chunk);
    }
    return assembler.finish().value;
  };
  fullGc();
  let before = HeapSampler.used();
  let keep = sources.map((chunks) => feed(new lib.StreamAssembler(profile, new QuietObserver(), clientAssemblerOptions(lib)), chunks));
  fullGc();
  const responsesOnly = HeapSampler.used() - before;
  keep = undefined;
  fullGc();
  before = HeapSampler.used();
  keep = sources.map((chunks) => {
    const assembler = new lib.StreamAssembler(profile, new QuietObserver(), clientAssemblerOptions(lib));
    feed(assembler, chunks);
    return assembler;
  });
  fullGc();
  const assemblers = HeapSampler.used() - before;
  result.finishedAssembler = {
    streams: keep.length,
    responsesBytes: responsesOnly,
    assemblersBytes: assemblers,
    perAssemblerBeyondResponseBytes: (assemblers - responsesOnly) / keep.length,
  };
  keep = undefined;
  // 3. Peak heap during one stream with the largest frame: the 2 MiB line in 16 KiB chunks.
  const big = bigLineStream(2 * MIB);
  const bigChunks = [];
  for (let offset = 0; offset < big.bytes.length; offset += 16384) {
    bigChunks.push(big.bytes.subarray(offset, offset + 16384));
  }
  result.largestFrameBytes = big.frameBytes;
  for (const pipeline of pipelines) {
    const live = new HeapSampler(true);
    await runStream(pipeline, bigChunks, live.sample);
    const raw = new HeapSampler(false);
    await runStream(pipeline, bigChunks, raw.sample);
    result.peak[pipeline.name] = { liveBytes: live.peak, rawBytes: raw.peak, samples: live.samples,
      liveRatio: live.peak / big.frameBytes, rawRatio: raw.peak / big.frameBytes };
  }
  return result;
}

if (!flag('--skip-memory') && hasGc) {
  progress('memory');
  const result = await memory();
  report.memory = result;
  out('\nMEMORY (--expose-gc; heap = JS heap + ArrayBuffer memory; full GC before each reading)');
  out(table([
    { title: 'pipeline', width: 12, align: 'l' }, { title: 'retained after streams', width: 22 },
    { title: `peak live (x frame)`, width: 19 }, { title: 'peak raw (x frame)', width: 18 }, { title: 'samples', width: 7 },
  ], pipelines.map((pipeline) => {
    const peak = result.peak[pipeline.name];
    return [pipeline.name, fmt.kib(result.retainedBytes[pipeline.name]),
      `${fmt.kib(peak.liveBytes)} (${fmt.x(peak.liveRatio)})`, `${fmt.kib(peak.rawBytes)} (${fmt.x(peak.rawRatio)})`, peak.samples];
  })));
  out(`retained: heap after running all ${corpus.length} streams (net chunks) and dropping the results, minus before (median of 3).`);
  out(`peak: one stream whose largest frame is a ${fmt.int(result.largestFrameBytes)} B data: line, fed in 16 KiB chunks; heap ` +
    'sampled after every chunk and after every parsed frame / event / part; live = full GC before each sample, raw = no forced GC ' +
    '(includes garbage not yet collected).');
  const held = result.finishedAssembler;
  out(`finished StreamAssembler kept referenced by the app: ${fmt.kib(held.perAssemblerBeyondResponseBytes)} each beyond its ` +
    `ModelResponse (${held.streams} assemblers: ${fmt.kib(held.assemblersBytes)}; their responses alone: ${fmt.kib(held.responsesBytes)}).`);
}

// ---------------------------------------------------------------------------------------------- UI rate

progress('UI rate');
report.uiRate = await measureUiRate(lib, quick ? 1 : 3);
const ui = report.uiRate;
out(`\nUI RATE: ChatController at 1,000 text deltas/s: ${ui.status !== 'measured' ? ui.status
  : `${ui.flushesPerSecond.toFixed(1)} flushes/s over ${ui.seconds.toFixed(1)} s (${fmt.int(ui.deltas)} deltas at ` +
    `${fmt.int(ui.deltasPerSecond)}/s, ${ui.deltasPerFlush.toFixed(0)} deltas per flush, longest gap between flushes ` +
    `${fmt.ms(ui.maxGapMs)} ms, ${ui.listenerCalls} listener calls in all)`}`);

// ---------------------------------------------------------------------------------------------- schema

progress('schema validation');
report.schema = await measureSchemaValidation(lib, quick ? 3 : 7);
const schemaLine = (c) => `arkagent ${fmt.int(c.arkagentNs)} ns, ajv compiled ${fmt.int(c.ajvNs)} ns = ${c.ratio.toFixed(1)}x ajv`;
out(`\nSCHEMA: JsonSchemaValidator vs ajv's compiled validator (generated code), one ${report.schema.properties ?? 10}-property tool ` +
  `call, median ns per validation: ${report.schema.status !== 'measured' ? report.schema.status
    : `valid ${schemaLine(report.schema.cases.valid)}; invalid (${report.schema.cases.invalid.errors} errors, ` +
      `allErrors) ${schemaLine(report.schema.cases.invalid)}`}`);

// ---------------------------------------------------------------------------------------------- markdown

progress('markdown');
report.markdown = await measureMarkdown(lib, { quick, seed: settings.seed });
const md = report.markdown;
if (md.status !== 'measured') {
  out(`\nMARKDOWN: ${md.status}`);
} else {
  out('\nMARKDOWN: IncrementalMarkdownParser, an LLM-style answer (the golden corpus in a seeded order) fed in 1-3 character ' +
    'deltas vs one parse of the whole text (medians of tinybench runs, size by size)');
  out(table([
    { title: 'chars', width: 7 }, { title: 'deltas', width: 7 }, { title: 'blocks', width: 6 }, { title: 'streamed ms', width: 11 },
    { title: 'full ms', width: 8 }, { title: 'ratio', width: 6 }, { title: 'p99 push us', width: 11 },
  ], md.sizes.map((r) => [fmt.int(r.size), fmt.int(r.deltas), r.blocks, fmt.ms(r.streamedMs), r.fullMs.toFixed(2), fmt.x(r.ratio),
    (r.pushP99Ms * 1000).toFixed(1)])));
  out(`20k characters: streamed = ${fmt.x(md.ratio20k)}x one full parse; growth exponent (slope of log t on log n) streamed ` +
    `${fmt.x(md.exponent)}, full parse ${fmt.x(md.fullExponent)}` + (md.markdownIt.status !== 'measured' ? '' :
    `; markdown-it: one parse of 20k ${fmt.ms(md.markdownIt.full20kMs)} ms, re-parsing the whole text on each of the ` +
    `${fmt.int(md.markdownIt.deltas5k)} deltas of a 5k answer ${fmt.ms(md.markdownIt.reparsePerDelta5kMs)} ms`));
}

// ---------------------------------------------------------------------------------------------- a2ui

progress('a2ui');
report.a2ui = await measureA2ui(lib, { quick });
const a2 = report.a2ui;
out(`\nA2UI: A2uiSurfaceStore (tools/conformance/a2ui/a2ui-bench.mjs): ${a2.status !== 'measured' ? a2.status : [
  a2.ingest.status !== undefined ? `ingest: ${a2.ingest.status}` : `ingest every spec example (${a2.ingest.examples} ` +
    `examples, ${a2.ingest.messages} messages, ${fmt.int(a2.ingest.bytes)} B; parse, validate, apply, render from root) ` +
    `${fmt.ms(a2.ingest.ms)} ms = ${fmt.int(a2.ingest.messagesPerSecond)} messages/s`,
  `updateDataModel on a ${fmt.int(a2.components)}-component surface: ${fmt.int(a2.updates.perSecond)} updates/s ` +
    `(${a2.updates.resolvedPerUpdate} node re-resolved and ${a2.updates.notifiedPerUpdate} reported per update)`,
].join('; ')}`);

// ---------------------------------------------------------------------------------------------- sessions

progress('sessions');
report.sessions = await measureSessions(lib, { quick });
out(`\n${sessionsLine(report.sessions)}`);

// ---------------------------------------------------------------------------------------------- hostile

report.hostile = await measureHostile(lib, { quick, progress });
out('\nHOSTILE INPUTS (tools/showcase/bench/hostile/*.mjs): each case at n, 2n, 4n, 8n; exp = least-squares slope of log t on ' +
  'log n (1.00 linear, 2.00 quadratic); doublings = the exponent of each doubling; over = one run passed the budget');
out(hostileTable(report.hostile));

// ---------------------------------------------------------------------------------------------- targets

function targets() {
  const ratio = (chunking, name) => report.rounds.chunkings[chunking][name].ratio;
  const rows = [];
  const add = (target, value, met, text) => rows.push({ target, value: text ?? fmt.x(value), met });
  add('arkagent <= 1.3x floor on net', ratio('net', 'arkagent'), ratio('net', 'arkagent') <= 1.3);
  add('arkagent <= 2.0x floor on tiny', ratio('tiny', 'arkagent'), ratio('tiny', 'arkagent') <= 2.0);
  add('arkagent <= 1.2x floor on single', ratio('single', 'arkagent'), ratio('single', 'arkagent') <= 1.2);
  const tinyVsBase = report.rounds.arkagentVsBase.tiny;
  add('arkagent <= 1.05x base on tiny', tinyVsBase, tinyVsBase <= 1.05);
  const vsOpenai = ratio('net', 'openai-node') / ratio('net', 'arkagent');
  add('arkagent >= 2.5x faster than openai-node on net', vsOpenai, vsOpenai >= 2.5);
  const vsAiSdk = ratio('net', 'ai-sdk') / ratio('net', 'arkagent');
  add('arkagent >= 5x faster than ai-sdk on net', vsAiSdk, vsAiSdk >= 5);
  if (report.scaling) {
    const own = report.scaling.filter((r) => r.pipeline === 'arkagent');
    const worst = Math.max(...own.map((r) => r.slope ?? Infinity));
    const worstSingle = Math.max(...own.flatMap((r) => r.exponents.map((e) => e ?? Infinity)));
    add('arkagent growth exponent <= 1.15 per doubling (every case)', worst, worst <= 1.15,
      `slope ${fmt.x(worst)} (single doublings up to ${fmt.x(worstSingle)})`);
  }
  if (report.memory) {
    const retained = report.memory.retainedBytes.arkagent;
    add('arkagent retains no heap after a stream', retained, retained < 64 * 1024,
      retained < 64 * 1024 ? `none (${fmt.kib(retained)}: GC noise < 64 KiB)` : fmt.kib(retained));
    const peak = report.memory.peak.arkagent.liveRatio;
    add('arkagent peak heap <= 3x the largest frame', peak, peak <= 3);
  }
  if (report.sessions?.status === 'measured') {
    const s = report.sessions;
    add(`sessions: list growth <= ${s.listExponentLimit}, load at 1,000 sessions <= ${s.loadRatioLimit}x at 125`, s.listExponent,
      s.met, `exponent ${fmt.x(s.listExponent)}, load ${fmt.x(s.loadRatio)}x`);
  }
  if (report.hostile?.length > 0) {
    const missed = report.hostile.filter((r) => !r.met);
    add('every hostile-input case within its growth limit', missed.length, missed.length === 0,
      missed.length === 0 ? `${report.hostile.length} of ${report.hostile.length} cases` : `missed: ${missed.map((r) => r.name).join('; ')}`);
  }
  if (report.markdown?.status === 'measured') {
    add('markdown streamed growth exponent <= 1.15 (linear)', report.markdown.exponent, report.markdown.exponent <= 1.15);
  }
  return rows;
}

report.targets = targets();
out('\nTARGETS');
out(table([{ title: 'target', width: 58, align: 'l' }, { title: 'measured', width: 41, align: 'l' }, { title: 'result', width: 6, align: 'l' }],
  report.targets.map((row) => [row.target, row.value, row.met ? 'met' : 'MISSED'])));

report.elapsedS = (performance.now() - started) / 1000;
out(`\ndone in ${report.elapsedS.toFixed(0)} s`);
report.outsideMaterial = outsideMaterialLine();
out(report.outsideMaterial);
if (jsonMode) {
  const text = JSON.stringify(report, null, 2);
  process.stdout.write(`${text}\n`);
  if (jsonFile !== undefined) {
    fs.writeFileSync(jsonFile, `${text}\n`);
  }
}
