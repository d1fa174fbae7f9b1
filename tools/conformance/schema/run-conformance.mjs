// `npm run conformance`: bundles tools/conformance/schema/conformance-main.ts with the .ets sources it imports (the
// same esbuild set-up as the tests) and runs it. Arguments pass through (`-- --verbose`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../../ci/check/arkts-program.mjs';
import { etsBuildOptions } from '../../ci/build/ohos-alias-plugin.mjs';

const out = path.join(ROOT, 'node_modules', '.cache', 'arkagent-conformance', String(process.pid), 'conformance.mjs');
await esbuild.build({
  ...etsBuildOptions(ROOT),
  entryPoints: [path.join(ROOT, 'tools', 'conformance', 'schema', 'conformance-main.ts')],
  outfile: out,
});
const run = spawnSync(process.execPath, ['--enable-source-maps', out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT });
fs.rmSync(path.dirname(out), { recursive: true, force: true });
process.exit(run.status === null ? 1 : run.status);
