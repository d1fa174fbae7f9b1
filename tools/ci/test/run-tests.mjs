// `npm test`: `npm run check`, then every hypium suite on Node (real @ohos/hypium, bundled with esbuild,
// `@ohos/hamock` -> hypium's MockKit, `@ohos.*`/`@kit.*` -> tools/platform/ohos-node). Prints each failure with its
// message and location, then `N passed, N failed` and, last, one line naming what was skipped for want of the
// material outside the repository (tools/ci/test/outside-material.mjs). Exits 1 on a failure, a suite that threw
// while loading, or when no test ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../check/arkts-program.mjs';
import { bundleTestRun } from './bundle-tests.mjs';

const args = process.argv.slice(2);
const skipCheck = args.includes('--no-check');
// --root DIR: discover suites below another project folder (the runner's own tests use it).
const rootIndex = args.indexOf('--root');
const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1]) : ROOT;
const filter = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');

if (!skipCheck) {
  const check = spawnSync(process.execPath, [path.join(ROOT, 'tools', 'ci', 'check', 'run-check.mjs')], { stdio: 'inherit' });
  if (check.status !== 0) {
    console.log('check failed: tests not run');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

let entry;
try {
  entry = await bundleTestRun({ filter, root });
} catch (error) {
  // A suite that does not even bundle (unresolved import, syntax error) is a failure, never absent.
  for (const e of error.errors ?? [error]) {
    const where = e.location ? `${e.location.file}:${e.location.line}:${e.location.column}` : '';
    console.log(`\nFAIL bundling the suites\n  ${e.text ?? e.message}${where ? `\n  at ${where}` : ''}`);
  }
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const run = spawnSync(process.execPath, ['--enable-source-maps', entry], { stdio: 'inherit', cwd: ROOT, env: process.env });
fs.rmSync(path.dirname(entry), { recursive: true, force: true });
process.exit(run.status === null ? 1 : run.status);
