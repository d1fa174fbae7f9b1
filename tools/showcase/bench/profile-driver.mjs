// A small driver to profile one pipeline on one chunking of the benchmark corpus, without the peers, under Node's
// own profiler (`--cpu-prof` writes a .cpuprofile: open it in Chrome DevTools' Performance panel or VS Code; for a
// text summary by function, `--prof` and then `node --prof-process isolate-*.log`):
//   node --cpu-prof --cpu-prof-dir .bench-out/prof tools/showcase/bench/profile-driver.mjs [net|tiny|single] [pipeline]
//     [rounds] [--alone]
// Uses the bundle already built (npm run build:node). tinybench (timing.mjs) times `rounds` runs after one warm-up
// run and the driver prints the median and the ratio to `floor`'s median; with --alone it runs no `floor`
// (and prints no ratio), so that the profile holds only the pipeline's samples.
import { NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { makePipelines, runAll } from './pipelines.mjs';
import { timeTasks } from './timing.mjs';

const isAlone = process.argv.includes('--alone');
const positional = process.argv.slice(2).filter((arg) => arg !== '--alone');
const [chunking = 'net', name = 'arkagent', roundsText = '30'] = positional;
const lib = await import(NODE_BUNDLE);
const pipelines = makePipelines(lib);
const pipeline = pipelines.find((p) => p.name === name);
if (pipeline === undefined) {
  console.error(`unknown pipeline '${name}': ${pipelines.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const sources = chunkCorpus(makeCorpus(), chunking);
const profiled = isAlone || name === 'floor' ? [pipeline] : [pipeline, pipelines.find((p) => p.name === 'floor')];
const timed = await timeTasks(profiled.map((p) => ({ name: p.name, isAsync: true, fn: () => runAll(p, sources) })),
  { iterations: Number(roundsText) });
const own = timed[name];
if (own.error !== undefined) {
  throw own.error;
}
const vsFloor = profiled.length === 1 ? '' : `, ${(own.p50 / timed.floor.p50).toFixed(2)}x floor's median`;
console.log(`${name} on ${chunking}: median ${own.p50.toFixed(1)} ms${vsFloor} (${own.runs} runs, +-${own.rme.toFixed(1)}%)`);
