// Interleaved A/B of the `arkagent` pipeline from two or more Node bundles against `base`, in one process, on
// one chunking of the benchmark corpus: the way to compare a change with its parent on a shared, noisy machine.
//   node --expose-gc tools/showcase/bench/ab-bundles.mjs [--rounds N] [--chunking net|tiny|single] BUNDLE_A BUNDLE_B ...
// Build each bundle with `npm run build:node -- --out DIR` (e.g. at the parent commit in a `git worktree`, then
// in this checkout). Two warm-up rounds, then N rounds (default 21); in each round every pipeline runs once over
// the whole corpus, in an order rotated each round, after a young-generation GC. Prints, per bundle, its time
// divided by `base`'s in the same round, and each bundle against the first one: median (min-max) over rounds.
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { median, minorGc, range } from './measure.mjs';
import { makePipelines, runAll } from './pipelines.mjs';

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
const base = makePipelines(libs[0]).find((pipeline) => pipeline.name === 'base');
const runs = [base, ...libs.map((lib) => makePipelines(lib).find((pipeline) => pipeline.name === 'arkagent'))];
const sources = chunkCorpus(makeCorpus(), chunking);
for (let warmup = 0; warmup < 2; warmup++) {
  for (const pipeline of runs) {
    await runAll(pipeline, sources);
  }
}
const times = runs.map(() => []);
for (let round = 0; round < rounds; round++) {
  for (let k = 0; k < runs.length; k++) {
    const i = (k + round) % runs.length;
    minorGc();
    const begin = performance.now();
    await runAll(runs[i], sources);
    times[i].push(performance.now() - begin);
  }
}

const ratioLine = (label, over, under) => {
  const ratios = times[over].map((ms, round) => ms / times[under][round]);
  const [low, high] = range(ratios);
  console.log(`${label}: ${median(ratios).toFixed(3)} (${low.toFixed(3)}-${high.toFixed(3)})`);
};
console.log(`${chunking}, ${rounds} rounds; base median ${median(times[0]).toFixed(1)} ms`);
for (let b = 0; b < bundles.length; b++) {
  console.log(`${bundles[b]}: median ${median(times[b + 1]).toFixed(1)} ms`);
  ratioLine(`  arkagent / base`, b + 1, 0);
  if (b > 0) {
    ratioLine(`  against ${bundles[0]}`, b + 1, 1);
  }
}
