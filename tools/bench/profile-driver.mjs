// A small driver to profile one pipeline on one chunking of the benchmark corpus, without the peers:
//   node --cpu-prof --cpu-prof-dir .bench-out/prof tools/bench/profile-driver.mjs [net|tiny|single] [pipeline] [rounds]
//   node tools/bench/cpu-top.mjs .bench-out/prof/*.cpuprofile --total
// Uses the bundle already built (npm run build:node). Prints the median time and the ratio to `floor`.
import { NODE_BUNDLE } from '../build/build-node.mjs';
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { median } from './measure.mjs';
import { makePipelines, runAll } from './pipelines.mjs';

const [chunking = 'net', name = 'arkagent', roundsText = '30'] = process.argv.slice(2);
const lib = await import(NODE_BUNDLE);
const pipelines = makePipelines(lib);
const pipeline = pipelines.find((p) => p.name === name);
const floor = pipelines.find((p) => p.name === 'floor');
if (pipeline === undefined) {
  console.error(`unknown pipeline '${name}': ${pipelines.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const sources = chunkCorpus(makeCorpus(), chunking);
const ms = [];
const ratios = [];
for (let round = 0; round < Number(roundsText); round++) {
  let begin = performance.now();
  await runAll(pipeline, sources);
  const time = performance.now() - begin;
  begin = performance.now();
  await runAll(floor, sources);
  ms.push(time);
  ratios.push(time / (performance.now() - begin));
}
console.log(`${name} on ${chunking}: median ${median(ms).toFixed(1)} ms, ${median(ratios).toFixed(2)}x floor (${ms.length} rounds)`);
