// A/B of the `arkagent` pipeline from two or more Node bundles against `base`, in one process, on one chunking of
// the benchmark corpus: the way to compare a change with its parent.
//   node --expose-gc tools/showcase/bench/ab-bundles.mjs [--rounds N] [--chunking net|tiny|single] BUNDLE_A BUNDLE_B ...
// Build each bundle with `npm run build:node -- --out DIR` (e.g. at the parent commit in a `git worktree`, then
// in this checkout). tinybench (timing.mjs) times `base` and each bundle's `arkagent` over the whole corpus: two
// warm-up runs, then N runs (default 21), a young-generation GC before each. Prints, per bundle, its median divided
// by `base`'s, and each bundle's median against the first one's, with tinybench's relative margin of error.
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { makePipelines, runAll } from './pipelines.mjs';
import { timeTasks } from './timing.mjs';

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
const timed = await timeTasks(tasks, { iterations: rounds, warmupIterations: 2 });
for (const task of tasks) {
  if (timed[task.name].error !== undefined) {
    throw timed[task.name].error;
  }
}

const describe = (statistics) => `median ${statistics.p50.toFixed(1)} ms (+-${statistics.rme.toFixed(1)}%)`;
console.log(`${chunking}, ${rounds} runs each; base ${describe(timed.base)}`);
for (let b = 0; b < bundles.length; b++) {
  const own = timed[tasks[b + 1].name];
  console.log(`${tasks[b + 1].name}: ${describe(own)}`);
  console.log(`  arkagent / base: ${(own.p50 / timed.base.p50).toFixed(3)}`);
  if (b > 0) {
    console.log(`  against ${bundles[0]}: ${(own.p50 / timed[tasks[1].name].p50).toFixed(3)}`);
  }
}
