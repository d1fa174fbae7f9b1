// Finds every hypium suite on disk: `**/src/test/**/*.test.ets` of the DevEco modules and
// `tools/**/*.test.ts` of the Node tooling. No hand-kept list: a new file is picked up by itself.
import fs from 'node:fs';
import path from 'node:path';

const TEST_ROOTS = [path.join('src', 'test'), path.join('src', 'ohosTest', 'ets', 'test')];
const SKIP = new Set(['node_modules', 'oh_modules', 'build', '.hvigor', '.git', 'dist', 'bad-samples']);

function walk(dir, out, skip = SKIP) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out, skip);
    else out.push(full);
  }
  return out;
}

export function discoverSuites(root) {
  const moduleSuites = [];
  for (const moduleDir of ['agent_core', 'entry']) {
    // Local unit tests (src/test) and instrument tests (src/ohosTest/ets/test): on a device the latter
    // get the real system APIs; on Node they get the tools/platform/ohos-node emulation.
    for (const testDir of TEST_ROOTS.map((r) => path.join(root, moduleDir, r))) {
      for (const file of walk(testDir, [])) {
        if (file.endsWith('.test.ets') && path.basename(file) !== 'List.test.ets') moduleSuites.push(file);
      }
    }
  }
  // tools/ci/build is source here (the Node bundle's builder), not a DevEco build output.
  const toolSkip = new Set([...SKIP].filter((name) => name !== 'build'));
  const toolSuites = walk(path.join(root, 'tools'), [], toolSkip).filter((f) => f.endsWith('.test.ts'));
  return { moduleSuites: moduleSuites.sort(), toolSuites: toolSuites.sort() };
}

/**
 * DevEco runs only what `List.test.ets` (src/test, src/ohosTest/ets/test) calls: every suite file of a module must be imported
 * there, or it would pass here and never run on `hvigorw test`. Returns the suite files it misses.
 */
export function suitesMissingFromList(root, moduleSuites) {
  const missing = [];
  for (const file of moduleSuites) {
    const testRoot = TEST_ROOTS.map((r) => file.slice(0, file.indexOf(`${path.sep}${r}${path.sep}`) + r.length + 1))
      .find((candidate) => candidate.length > 0 && file.startsWith(candidate + path.sep)) ?? path.dirname(file);
    const listFile = path.join(testRoot, 'List.test.ets');
    const list = fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8') : '';
    const rel = './' + path.relative(testRoot, file).split(path.sep).join('/').replace(/\.ets$/, '');
    if (!list.includes(`'${rel}'`)) missing.push({ file, listFile, importPath: rel });
  }
  return missing;
}
