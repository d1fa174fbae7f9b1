// esbuild plugin: resolves the HarmonyOS module names an .ets file imports to the Node emulation in
// tools/platform/ohos-node (`@ohos.net.http` -> tools/platform/ohos-node/ohos.net.http.ts, `@kit.NetworkKit` ->
// tools/platform/ohos-node/kit.NetworkKit.ts), `@ohos/hamock` to hypium's MockKit, and agent_core's ohpm dependency
// `@arkagent/eventsource-parser` to the `main` of the folder ohpm installs (the repack in third_party/, never
// node_modules), and `@arkagent/core` in entry to the folder its oh-package.json5 names. A module with no
// emulation fails the build with its name, rather than at run time.
// ArkUI code (structs, @Builder, @ObservedV2 state) loads one of two ways:
//   - views 'deveco' (the test bundle): the output of DevEco's front end kept in tools/ci/deveco/output, run by the
//     headless ArkUI runtime (tools/platform/arkui-headless); a source whose kept output is stale fails the build;
//   - views 'stub' (the library bundle, the demo): each exported struct is a class that throws when constructed.
import fs from 'node:fs';
import path from 'node:path';
import { localPackageFile, moduleDependencyMain } from '../ohpm/oh-package.mjs';
import { entryProblem, keptSources, readManifest, staleMessage } from '../deveco/kept-output.mjs';

export function ohosAliasPlugin(root, { views = 'stub' } = {}) {
  const emulation = path.join(root, 'tools', 'platform', 'ohos-node');
  return {
    name: 'ohos-alias',
    setup(build) {
      build.onResolve({ filter: /^@(ohos|kit)\.[\w.]+$/ }, (args) => {
        const file = path.join(emulation, `${args.path.slice(1)}.ts`);
        if (!fs.existsSync(file)) {
          return { errors: [{ text: `no Node emulation for '${args.path}' (expected ${path.relative(root, file)})` }] };
        }
        return { path: file };
      });
      build.onResolve({ filter: /^@ohos\/hamock$/ }, () => ({ path: path.join(root, 'tools', 'ci', 'test', 'hamock-node.js') }));
      build.onResolve({ filter: /^@arkagent\/eventsource-parser$/ },
        (args) => ({ path: localPackageFile(root, args.path, 'main') }));
      build.onResolve({ filter: /^@arkagent\/core$/ }, (args) => {
        const main = moduleDependencyMain(args.importer, args.path);
        return main ? { path: main } : undefined;
      });
      if (views === 'deveco') {
        build.onLoad({ filter: /\.ets$/ }, (args) => loadKeptOutput(root, args.path));
        return;
      }
      // ArkUI views (`<layer>/view/*.ets` declaring `struct` components, exported from Index.ets) are not
      // TypeScript: on Node each exported struct becomes a class that throws when constructed, so the rest
      // of the library still bundles and runs. So does an exported @ObservedV2 class of a view folder (its
      // decorators are ArkUI's, which Node lacks). View files without either (themes, layout helpers) load as is.
      build.onLoad({ filter: /[\\/]src[\\/]main[\\/]ets[\\/][^\\/]+[\\/]view[\\/][^\\/]+\.ets$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const structs = [...source.matchAll(/^export\s+struct\s+(\w+)|^@ObservedV2\s+export\s+class\s+(\w+)/gm)]
          .map((match) => match[1] ?? match[2]);
        if (structs.length === 0) return undefined;
        return {
          loader: 'js',
          contents: structs.map((name) => `export class ${name} { constructor() { throw new Error(` +
            `'${name} is an ArkUI component: it renders on HarmonyOS only'); } }`).join('\n'),
        };
      });
    },
  };
}

/**
 * Loads the kept DevEco output for a kept .ets source (resolving its imports from the source's folder, as the
 * module it replaces), or leaves a plain .ets file to esbuild. A stale or hand-edited output is a build error.
 */
function loadKeptOutput(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const manifest = keptManifest(root);
  const entry = manifest.bySource.get(rel);
  if (entry === undefined) {
    if (!manifest.sources.has(rel)) return undefined;
    return { errors: [{ text: staleMessage([`${rel} has no kept DevEco output`]) }] };
  }
  const problem = entryProblem(root, entry, manifest.sources);
  if (problem) return { errors: [{ text: staleMessage([problem]) }] };
  return { contents: fs.readFileSync(path.join(root, entry.output), 'utf8'), loader: 'js', resolveDir: path.dirname(file) };
}

const manifests = new Map();
function keptManifest(root) {
  if (!manifests.has(root)) {
    const manifest = readManifest(root);
    const bySource = new Map((manifest?.files ?? []).map((e) => [e.source, e]));
    manifests.set(root, { bySource, sources: new Set(keptSources(root)) });
  }
  return manifests.get(root);
}

/** Options every Node bundle of .ets code shares (tests, the library bundle, the demo). */
export function etsBuildOptions(root, { views = 'stub' } = {}) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    loader: { '.ets': 'ts' },
    resolveExtensions: ['.ets', '.ts', '.mjs', '.js', '.json'],
    plugins: [ohosAliasPlugin(root, { views })],
    sourcemap: 'inline',
    // Class names as written (esbuild would rename a clash to X2): the headless tree prints views by name.
    keepNames: true,
    logLevel: 'silent',
    // ArkTS class fields have no `declare` semantics to preserve; keep TS's define-style off like ArkCompiler.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, experimentalDecorators: true } },
  };
}
