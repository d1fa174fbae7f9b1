// Growth exponents for hostile inputs (issue 16): each case builds an input of size n, 2n, 4n, 8n (at least
// three doublings) and times one operation on it through the Node bundle's public API. The exponent of a
// doubling is log2(t(2n) / t(n)); the case's growth exponent is the least-squares slope of log t on log n over
// all sizes (1.0 linear, 2.0 quadratic). A case that passes its time budget stops there and counts as missed:
// a quadratic or exponential case must not hold the bench for hours.
//
// A case is a plain object, kept in tools/showcase/bench/hostile/<area>.mjs:
//   { area, name, limit,             // limit: the growth exponent it must stay under (1.15; 1.3 for n log n)
//     sizes: [n, 2n, 4n, 8n],        // what `size` means is the case's own (bytes, items, components...)
//     unit: 'B',                     // the unit of size, for the table
//     setup(lib, size) -> input,     // builds the input (not timed)
//     run(lib, input) }              // the timed operation; throws if its result is wrong
// Times come from tinybench (timing.mjs); the exponents, the budget and the limits are ours.
import { performance } from 'node:perf_hooks';
import { minorGc } from './measure.mjs';
import { timeFastest } from './timing.mjs';

/** Growth exponent of one doubling: 1.0 is linear, 2.0 quadratic. */
export function exponent(smallMs, largeMs) {
  return Math.log2(largeMs / smallMs);
}

/** Least-squares slope of log2(y) on log2(x). */
export function fittedExponent(xs, ys) {
  const lx = xs.map((x) => Math.log2(x));
  const ly = ys.map((y) => Math.log2(y));
  const mx = lx.reduce((a, b) => a + b, 0) / lx.length;
  const my = ly.reduce((a, b) => a + b, 0) / ly.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < lx.length; i++) {
    num += (lx[i] - mx) * (ly[i] - my);
    den += (lx[i] - mx) * (lx[i] - mx);
  }
  return num / den;
}

/** The first run of the case on `input`, alone (warm-up and budget check; a young-generation GC first). */
function timeRun(lib, hostileCase, input) {
  minorGc();
  const t0 = performance.now();
  hostileCase.run(lib, input);
  return performance.now() - t0;
}

/**
 * Runs one case at every size. A first run of every size comes first (warm-up; a size whose run passed
 * `budgetMs` stops the case there: it and the larger sizes count as missing, the case is missed). Then tinybench
 * times each size in six passes (timeFastest: the sizes in turn, so a slow moment cannot hit all runs of one size;
 * with three passes of two or more runs the largest sizes came out slower, as if back-to-back runs of one size
 * paid for each other's garbage), at least 6 runs and at least `minRepMs` of runs in all, and a size's time is its
 * fastest run: on a shared 2-core machine noise (another process, a major GC) only ever adds time, so the minimum
 * is the steadiest estimate of the work itself.
 */
export async function measureGrowth(lib, hostileCase, { minRepMs = 300, budgetMs = 10000 } = {}) {
  const inputs = [];
  for (const size of hostileCase.sizes) {
    const input = hostileCase.setup(lib, size);
    if (timeRun(lib, hostileCase, input) > budgetMs) {
      break;
    }
    inputs.push(input);
  }
  const tasks = inputs.map((input, i) => ({ name: `size ${i}`, fn: () => hostileCase.run(lib, input) }));
  const timed = await timeFastest(tasks, { passes: 6, iterations: 1, warmupIterations: 0, minMs: minRepMs / 6 });
  const best = tasks.map((task) => {
    if (timed[task.name].error !== undefined) {
      throw timed[task.name].error;
    }
    return timed[task.name].min;
  });
  const ms = inputs.length < hostileCase.sizes.length ? [...best, undefined] : best;
  const complete = ms.length === hostileCase.sizes.length && !ms.includes(undefined);
  const doublings = [];
  for (let i = 1; i < ms.length; i++) {
    const ratio = hostileCase.sizes[i] / hostileCase.sizes[i - 1];
    doublings.push(ms[i] !== undefined && ms[i - 1] !== undefined ? Math.log2(ms[i] / ms[i - 1]) / Math.log2(ratio) : undefined);
  }
  const slope = complete ? fittedExponent(hostileCase.sizes, ms) : undefined;
  return {
    area: hostileCase.area, name: hostileCase.name, unit: hostileCase.unit ?? '', sizes: hostileCase.sizes, ms,
    doublings, slope, limit: hostileCase.limit, met: slope !== undefined && slope <= hostileCase.limit,
  };
}
