// `node tools/conformance/a2ui/webcore-differential.mjs [--verbose] [--mutants N]`: bundles tools/conformance/a2ui/webcore-main.ts with
// the .ets sources it imports (the same esbuild set-up as the tests) and runs it: our A2UI client against
// @a2ui/web_core on the examples, test cases, seeded mutants and function corpus, with the counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../../ci/check/arkts-program.mjs';
import { etsBuildOptions } from '../../ci/build/ohos-alias-plugin.mjs';

const out = path.join(ROOT, 'node_modules', '.cache', 'arkagent-webcore', String(process.pid), 'webcore.mjs');
await esbuild.build({
  ...etsBuildOptions(ROOT),
  entryPoints: [path.join(ROOT, 'tools', 'conformance', 'a2ui', 'webcore-main.ts')],
  outfile: out,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
const run = spawnSync(process.execPath, ['--enable-source-maps', out, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: ROOT });
fs.rmSync(path.dirname(out), { recursive: true, force: true });
process.exit(run.status === null ? 1 : run.status);
