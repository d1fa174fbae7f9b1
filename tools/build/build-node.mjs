// `npm run build:node`: bundles agent_core/Index.ets (the public API) with the tools/ohos-node emulation
// and eventsource-parser into one ES module, dist/node/agent_core.mjs, for Node programs (the demo, the
// benchmarks, anyone's script). The same code that runs on a device; only @ohos.* is emulated.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../check/arkts-program.mjs';
import { etsBuildOptions } from './ohos-alias-plugin.mjs';

export const NODE_BUNDLE = path.join(ROOT, 'dist', 'node', 'agent_core.mjs');

export async function buildNodeBundle({ quiet = false } = {}) {
  const result = await esbuild.build({
    ...etsBuildOptions(ROOT),
    entryPoints: [path.join(ROOT, 'agent_core', 'Index.ets')],
    outfile: NODE_BUNDLE,
    sourcemap: 'linked',
    metafile: true,
    logLevel: quiet ? 'silent' : 'warning',
  });
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await buildNodeBundle();
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(`wrote ${path.relative(ROOT, NODE_BUNDLE)} (${(bytes / 1024).toFixed(0)} KiB with its source map)`);
}
