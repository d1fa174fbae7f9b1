// Bundles every discovered suite into one Node program (one chunk per suite, loaded one by one so a
// suite that throws while loading is reported as a failure, never as absent).
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT } from '../check/arkts-program.mjs';
import { etsBuildOptions } from '../build/ohos-alias-plugin.mjs';
import { discoverSuites, suitesMissingFromList } from './discover-suites.mjs';

// One folder per run: two runs at once (two shells, an editor's watcher) must not wipe each other's bundle.
const OUT = path.join(ROOT, 'node_modules', '.cache', 'arkagent-tests', String(process.pid));
const DEVECO_TIMEOUT_MS = 5000;
const HEADLESS_INSTALL = path.join(ROOT, 'tools', 'platform', 'arkui-headless', 'install.ts');

export async function bundleTestRun({ filter, root = ROOT } = {}) {
  const { moduleSuites, toolSuites } = discoverSuites(root);
  let files = [...moduleSuites, ...toolSuites];
  if (filter) files = files.filter((f) => f.includes(filter));
  const missing = suitesMissingFromList(root, moduleSuites).filter((m) => files.includes(m.file));
  const rel = (f) => path.relative(root, f).split(path.sep).join('/');
  // The headless ArkUI runtime's globals (ViewV2, Text, ForEach...) come first: the kept DevEco output of a view
  // uses them as soon as its module loads, and Index.ets re-exports the views to every suite.
  const entrySource = `
${fs.existsSync(HEADLESS_INSTALL) ? `import ${JSON.stringify(HEADLESS_INSTALL)};` : ''}
import { runSuites } from ${JSON.stringify(path.join(ROOT, 'tools', 'ci', 'test', 'node-delegator.js'))};
import { outsideMaterialLine } from ${JSON.stringify(path.join(ROOT, 'tools', 'ci', 'test', 'outside-material.mjs'))};
// hypium talks a lot on console (OHOS_REPORT lines, deepEquals traces); the runner reports through
// process.stdout itself. ARKAGENT_TEST_VERBOSE=1 keeps the console as it is.
if (!process.env.ARKAGENT_TEST_VERBOSE) {
  const mute = () => {};
  console.info = mute;
  console.log = mute;
  console.debug = mute;
  const error = console.error;
  console.error = (...args) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[Hypium]')) return;
    error.apply(console, args);
  };
}
const loadFailures = ${JSON.stringify(missing.map((m) => ({
    name: `${rel(m.file)} (not listed)`,
    message: `DevEco would never run it: add \`import x from '${m.importPath}'\` and call it in ${rel(m.listFile)}`,
    location: rel(m.listFile),
  })))};
const loaders = [
${files.map((f) => `  { name: ${JSON.stringify(rel(f))}, load: () => import(${JSON.stringify(f)}) },`).join('\n')}
];
const suites = [];
for (const loader of loaders) {
  try {
    const mod = await loader.load();
    if (typeof mod.default !== 'function') {
      loadFailures.push({ name: loader.name + ' (while loading)', message: 'a suite file must export a default function that calls describe()', location: loader.name });
    } else {
      suites.push({ name: loader.name, fn: mod.default });
    }
  } catch (error) {
    loadFailures.push({ name: loader.name + ' (while loading)', message: String(error && error.stack || error), location: loader.name });
  }
}
let finished = false;
const late = [];
process.on('unhandledRejection', (reason) => { late.push(String(reason && reason.stack || reason)); });
process.on('exit', (code) => {
  if (!finished) {
    process.stdout.write('test run ended before hypium finished (a test left nothing to wait on)\\n0 passed, 1 failed\\n');
    process.exitCode = 1;
  }
});
const result = await runSuites(suites, loadFailures, ${DEVECO_TIMEOUT_MS});
finished = true;
for (const reason of late) result.failures.push({ name: 'unhandled promise rejection', message: reason, location: '' });
const failedCount = result.failed + (result.failures.length - result.failed);
for (const f of result.failures) {
  process.stdout.write('\\nFAIL ' + f.name + '\\n  ' + String(f.message).split('\\n').join('\\n  ') + (f.location ? '\\n  at ' + f.location : '') + '\\n');
}
if (result.passed + failedCount === 0) {
  process.stdout.write('no test ran\\n');
}
process.stdout.write('\\n' + suites.length + ' suites, ' + result.total + ' tests\\n');
process.stdout.write(result.passed + ' passed, ' + failedCount + ' failed\\n');
process.stdout.write(outsideMaterialLine() + '\\n');
process.exitCode = (failedCount > 0 || result.passed === 0) ? 1 : 0;
`;
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const entryFile = path.join(OUT, 'entry.mjs');
  fs.writeFileSync(entryFile, entrySource);
  await esbuild.build({
    // Until the runtime exists (a checkout without tools/platform/arkui-headless), views stay the throwing stubs.
    ...etsBuildOptions(ROOT, { views: fs.existsSync(HEADLESS_INSTALL) ? 'deveco' : 'stub' }),
    entryPoints: [entryFile],
    outdir: OUT,
    splitting: true,
    entryNames: 'run',
    // Tooling packages stay external: loaded from node_modules at run time, not bundled.
    external: ['ohos-typescript', 'esbuild'],
    nodePaths: [path.join(ROOT, 'node_modules')],
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return path.join(OUT, 'run.mjs');
}
