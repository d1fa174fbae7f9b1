// Hostile inputs, doubled (issue 16): every case of tools/showcase/bench/hostile/<area>.mjs through the Node bundle, its
// growth exponent against its limit. Part of `npm run bench`; alone:
//   node --expose-gc tools/showcase/bench/hostile-bench.mjs [--area NAME] [--case SUBSTRING] [--no-build] [--quick]
// docs/benchmarks.md ("Hostile inputs") explains the cases.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNodeBundle, NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { measureGrowth } from './growth.mjs';
import { fmt, table } from './measure.mjs';

const HOSTILE_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'hostile');

/** Every case of every area file, in file order. */
export async function hostileCases() {
  const cases = [];
  for (const file of fs.readdirSync(HOSTILE_DIR).filter((f) => f.endsWith('.mjs')).sort()) {
    const module = await import(pathToFileURL(path.join(HOSTILE_DIR, file)).href);
    cases.push(...module.CASES);
  }
  return cases;
}

/** Measures the cases (filtered by area and name); `progress` is told each case's name. */
export async function measureHostile(lib, { quick = false, area, name, progress = () => {} } = {}) {
  const results = [];
  for (const hostileCase of await hostileCases()) {
    if ((area !== undefined && hostileCase.area !== area) || (name !== undefined && !hostileCase.name.includes(name))) {
      continue;
    }
    progress(`hostile: ${hostileCase.area}: ${hostileCase.name}`);
    results.push(await measureGrowth(lib, hostileCase, quick ? { minRepMs: 100, budgetMs: 5000 } : {}));
  }
  return results;
}

/** The results as a table. */
export function hostileTable(results) {
  const most = Math.max(...results.map((r) => r.sizes.length));
  const sizeOf = (r) => `${fmt.int(r.sizes[0])}..${fmt.int(r.sizes[r.sizes.length - 1])} ${r.unit}`;
  return table([
    { title: 'area', width: 8, align: 'l' }, { title: 'case', width: 52, align: 'l' }, { title: 'sizes', width: 22, align: 'l' },
    { title: 'ms (each size)', width: 34, align: 'l' }, { title: 'doublings', width: 22, align: 'l' },
    { title: 'exp', width: 5 }, { title: 'limit', width: 5 }, { title: 'result', width: 6, align: 'l' },
  ], results.map((r) => [r.area, r.name, sizeOf(r),
    Array.from({ length: most }, (_, i) => (i < r.ms.length ? (r.ms[i] === undefined ? 'over' : fmt.ms(r.ms[i])) : '')).join(' ').trim(),
    r.doublings.map((d) => fmt.x(d)).join(' '), fmt.x(r.slope), fmt.x(r.limit), r.met ? 'met' : 'MISSED']));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  if (!args.includes('--no-build')) {
    await buildNodeBundle({ quiet: true });
  }
  const lib = await import(NODE_BUNDLE);
  const results = await measureHostile(lib, { quick: args.includes('--quick'), area: valueOf('--area'), name: valueOf('--case'),
    progress: (text) => process.stderr.write(`  .. ${text}\n`) });
  console.log(hostileTable(results));
  const missed = results.filter((r) => !r.met).length;
  console.log(`${results.length} cases, ${missed} missed`);
  process.exit(missed > 0 ? 1 : 0);
}
