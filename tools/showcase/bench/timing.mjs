// The one place the bench times code: tinybench (tinylibs/tinybench) runs each task, keeps its samples and gives
// their statistics (median, min, max, relative margin of error, percentiles). What stays ours is what we time
// (the corpus, the pipelines, the baselines) and the targets read from the result: ratios to a baseline timed in
// the same run, and growth exponents over doubling inputs (growth.mjs). docs/benchmarks.md says why tinybench.
import { Bench } from 'tinybench';
import { minorGc } from './measure.mjs';

/**
 * The statistics of one task, in milliseconds: `p50` (the figure we quote), `min` (the fastest run, for growth
 * cases: noise on a shared machine only adds time), `max`, `p99`, `rme` (relative margin of error of the mean, in
 * percent, 95%), `runs` and the sorted `samples`. `error` instead when a run threw (a budget passed, a wrong result).
 */
function statisticsOf(task) {
  const result = task.result;
  if (result.state !== 'completed') {
    return { error: result.error ?? new Error(`task ${task.name}: ${result.state}`) };
  }
  const latency = result.latency;
  return { p50: latency.p50, min: latency.min, max: latency.max, p99: latency.p99, rme: latency.rme, runs: task.runs,
    samples: latency.samples === undefined ? [] : Array.from(latency.samples) };
}

/**
 * Times `tasks` ([{ name, fn, isAsync, beforeEach }]: a task's own beforeEach replaces the common one) one after the other, each `warmupIterations` runs first, then at least
 * `iterations` runs and at least `minMs` of runs. Before every run (warm-up included, outside the timed window)
 * `beforeEach` runs: by default a young-generation GC (measure.mjs says why never a full one); `null` for none.
 * Returns { [name]: statistics }. A task that throws stops there and reports `error`; the others still run.
 */
export async function timeTasks(tasks, { iterations, warmupIterations = 1, minMs = 0, beforeEach = minorGc } = {}) {
  const bench = new Bench({
    iterations, time: minMs, warmup: warmupIterations > 0, warmupIterations, warmupTime: 0, retainSamples: true, throws: false,
  });
  for (const task of tasks) {
    // `async` stated, so that tinybench makes no extra call to find out.
    bench.add(task.name, task.fn, { async: task.isAsync === true, beforeEach: task.beforeEach ?? beforeEach ?? undefined });
  }
  await bench.run();
  const byName = {};
  for (const task of bench.tasks) {
    byName[task.name] = statisticsOf(task);
  }
  return byName;
}

/**
 * The fastest run of each task over `passes` passes of timeTasks, the order of the tasks rotated each pass: a task's
 * runs are then spread over the whole measurement, so a burst of load on the shared machine cannot cover all of them
 * (tinybench runs one task's runs back to back). The warm-up runs are made in the first pass only. Returns
 * { [name]: { min, runs } } or { error }.
 */
export async function timeFastest(tasks, { passes = 3, warmupIterations = 0, ...options } = {}) {
  const fastest = {};
  for (let pass = 0; pass < passes; pass++) {
    const order = tasks.map((_, i) => tasks[(i + pass) % tasks.length]);
    const timed = await timeTasks(order, { ...options, warmupIterations: pass === 0 ? warmupIterations : 0 });
    for (const task of tasks) {
      const statistics = timed[task.name];
      const sofar = fastest[task.name] ?? { min: Infinity, runs: 0 };
      fastest[task.name] = sofar.error !== undefined || statistics.error !== undefined
        ? { error: sofar.error ?? statistics.error }
        : { min: Math.min(sofar.min, statistics.min), runs: sofar.runs + statistics.runs };
    }
  }
  return fastest;
}

/** One task alone: its statistics (see timeTasks). */
export async function timeTask(name, fn, options) {
  return (await timeTasks([{ name, fn, isAsync: options?.isAsync }], options))[name];
}

/**
 * Times single calls of `step(i)` for i = 0..count-1, in order, each on its own (for a percentile of one operation
 * inside a stateful run, like one push() of a streaming parser): no warm-up, no GC between calls.
 */
export async function timeSteps(name, count, step) {
  let i = 0;
  return timeTask(name, () => step(i++), { iterations: count, warmupIterations: 0, beforeEach: null });
}
