// A/B of the `arkagent` pipeline from two or more Node bundles against `base`, in one process, on one chunking of
// the benchmark corpus: the way to compare a change with its parent on a shared, noisy machine.
//   node --expose-gc tools/showcase/bench/ab-bundles.mjs [--rounds N] [--chunking net|tiny|single] BUNDLE_A BUNDLE_B ...
// Build each bundle with `npm run build:node -- --out DIR` (e.g. at the parent commit in a `git worktree`, then
// in this checkout). tinybench (timing.mjs) times `base` and each bundle's `arkagent` over the whole corpus in N
// passes (default 21; two warm-up runs each first), one run of each per pass, in an order rotated each pass, a
// young-generation GC before each run: interleaved, so that a slow moment of the machine cannot fall on one
// bundle's runs only (one bundle against itself gave 0.72 back to back, on a loaded machine). Prints, per bundle,
// its fastest run divided by `base`'s, and against the first bundle's.
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { makePipelines, runAll } from './pipelines.mjs';
import { timeFastest } from './timing.mjs';

const args = process.argv.slice(2);
const valueOf = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const rounds = Number(valueOf('--rounds', '21'));
const chunking = valueOf('--chunking', 'tiny');
const bundles = args;
if (bundles.length === 0) {
  console.error('usage: node --expose-gc tools/showcase/bench/ab-bundles.mjs [--rounds N] [--chunking C] BUNDLE ...');
  process.exit(2);
}

const libs = [];
for (const bundle of bundles) {
  libs.push(await import(new URL(bundle, `file://${process.cwd()}/`).href));
}
const sources = chunkCorpus(makeCorpus(), chunking);
const base = makePipelines(libs[0]).find((pipeline) => pipeline.name === 'base');
const tasks = [{ name: 'base', isAsync: true, fn: () => runAll(base, sources) }];
libs.forEach((lib, b) => {
  const arkagent = makePipelines(lib).find((pipeline) => pipeline.name === 'arkagent');
  tasks.push({ name: `${b + 1}: ${bundles[b]}`, isAsync: true, fn: () => runAll(arkagent, sources) });
});
const timed = await timeFastest(tasks, { passes: rounds, iterations: 1, warmupIterations: 2 });
for (const task of tasks) {
  if (timed[task.name].error !== undefined) {
    throw timed[task.name].error;
  }
}

const describe = (statistics) => `fastest ${statistics.min.toFixed(1)} ms of ${statistics.runs} runs`;
console.log(`${chunking}, ${rounds} interleaved passes; base ${describe(timed.base)}`);
for (let b = 0; b < bundles.length; b++) {
  const own = timed[tasks[b + 1].name];
  console.log(`${tasks[b + 1].name}: ${describe(own)}`);
  console.log(`  arkagent / base: ${(own.min / timed.base.min).toFixed(3)}`);
  if (b > 0) {
    console.log(`  against ${bundles[0]}: ${(own.min / timed[tasks[1].name].min).toFixed(3)}`);
  }
}
