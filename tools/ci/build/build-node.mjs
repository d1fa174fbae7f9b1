// `npm run build:node`: the Node package in dist/node (`-- --out DIR` writes it elsewhere).
// - agent_core.mjs: agent_core/Index.ets (the public API) bundled with the tools/platform/ohos-node emulation and
//   eventsource-parser into one ES module, for Node programs (the demo, the benchmarks, anyone's script).
//   The same code that runs on a device; only @ohos.* is emulated.
// - types/: the public API's declarations, generated from the .ets sources (node-types.mjs).
// - package.json (node-package-json.mjs), README.md, LICENSE and THIRD_PARTY_NOTICES.md (third-party-notices.mjs:
//   the licenses of the packages the bundle holds): `npm pack` there gives the tarball.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../check/arkts-program.mjs';
import { etsBuildOptions } from './ohos-alias-plugin.mjs';
import { buildNodeTypes, TYPES_ENTRY } from './node-types.mjs';
import { writeNodePackageJson } from './node-package-json.mjs';
import { writeThirdPartyNotices } from './third-party-notices.mjs';

export const NODE_PACKAGE_DIR = path.join(ROOT, 'dist', 'node');
const BUNDLE_FILE = 'agent_core.mjs';
export const NODE_BUNDLE = path.join(NODE_PACKAGE_DIR, BUNDLE_FILE);

export async function buildNodeBundle({ quiet = false, outDir = NODE_PACKAGE_DIR } = {}) {
  const result = await esbuild.build({
    ...etsBuildOptions(ROOT),
    entryPoints: [path.join(ROOT, 'agent_core', 'Index.ets')],
    outfile: path.join(outDir, BUNDLE_FILE),
    sourcemap: 'linked',
    // The emulation's CommonJS codecs (pngjs) require Node built-ins (zlib, stream, util): an ES module has no
    // `require`, so the bundle makes one, as the suites' bundles do (tools/ci/test/bundle-tests.mjs).
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    metafile: true,
    logLevel: quiet ? 'silent' : 'warning',
  });
  return result;
}

/** The whole package in `outDir`: bundle, declarations, manifest, README, LICENSE, third-party notices. */
export async function buildNodePackage({ quiet = false, outDir = NODE_PACKAGE_DIR } = {}) {
  const bundle = await buildNodeBundle({ quiet, outDir });
  const types = buildNodeTypes(outDir);
  const manifest = writeNodePackageJson(outDir, BUNDLE_FILE, TYPES_ENTRY);
  fs.copyFileSync(path.join(ROOT, 'tools', 'ci', 'build', 'node-README.md'), path.join(outDir, 'README.md'));
  const notices = writeThirdPartyNotices(outDir, bundle.metafile);
  return { bundle, types, manifest, notices };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outIndex = process.argv.indexOf('--out');
  const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : NODE_PACKAGE_DIR;
  const { bundle, types, manifest } = await buildNodePackage({ outDir });
  const bytes = Object.values(bundle.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  const shown = path.relative(process.cwd(), outDir) || '.';
  console.log(`wrote ${shown}/${BUNDLE_FILE} (${(bytes / 1024).toFixed(0)} KiB with its source map)`);
  console.log(`wrote ${types.length} declaration files under ${shown}/${path.dirname(TYPES_ENTRY)}`);
  console.log(`wrote ${shown}/package.json (${manifest.name}@${manifest.version}); npm pack in ${shown} makes the tarball`);
}
