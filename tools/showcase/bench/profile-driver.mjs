// A small driver to profile one pipeline on one chunking of the benchmark corpus, without the peers:
//   node --cpu-prof --cpu-prof-dir .bench-out/prof tools/showcase/bench/profile-driver.mjs [net|tiny|single] [pipeline] [rounds]
//     [--alone]
//   node tools/showcase/bench/cpu-top.mjs .bench-out/prof/*.cpuprofile --total
// Uses the bundle already built (npm run build:node). Prints the median time and the ratio to `floor`; with
// --alone it runs no `floor` rounds (and prints no ratio), so that the profile holds only the pipeline's samples.
import { NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { chunkCorpus, makeCorpus } from './corpus.mjs';
import { median } from './measure.mjs';
import { makePipelines, runAll } from './pipelines.mjs';

const isAlone = process.argv.includes('--alone');
const positional = process.argv.slice(2).filter((arg) => arg !== '--alone');
const [chunking = 'net', name = 'arkagent', roundsText = '30'] = positional;
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
  ms.push(time);
  if (!isAlone) {
    begin = performance.now();
    await runAll(floor, sources);
    ratios.push(time / (performance.now() - begin));
  }
}
const vsFloor = isAlone ? '' : `, ${median(ratios).toFixed(2)}x floor`;
console.log(`${name} on ${chunking}: median ${median(ms).toFixed(1)} ms${vsFloor} (${ms.length} rounds)`);
