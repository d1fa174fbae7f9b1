// esbuild plugin: resolves the HarmonyOS module names an .ets file imports to the Node emulation in
// tools/ohos-node (`@ohos.net.http` -> tools/ohos-node/ohos.net.http.ts, `@kit.NetworkKit` ->
// tools/ohos-node/kit.NetworkKit.ts), `@ohos/hamock` to hypium's MockKit, and agent_core's ohpm dependency
// `@arkagent/eventsource-parser` to the `main` of the folder ohpm installs (the repack in third_party/, never
// node_modules), and the demo app's `@arkagent/core` (entry/oh-package.json5 `file:../agent_core`) to
// agent_core/Index.ets, as tools/check/arkts-program.mjs maps it. A module with no emulation fails the build
// with its name, rather than at run time.
import fs from 'node:fs';
import path from 'node:path';
import { localPackageFile } from '../ohpm/oh-package.mjs';

export function ohosAliasPlugin(root) {
  const emulation = path.join(root, 'tools', 'ohos-node');
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
      build.onResolve({ filter: /^@ohos\/hamock$/ }, () => ({ path: path.join(root, 'tools', 'test', 'hamock-node.js') }));
      build.onResolve({ filter: /^@arkagent\/core$/ }, () => ({ path: path.join(root, 'agent_core', 'Index.ets') }));
      build.onResolve({ filter: /^@arkagent\/eventsource-parser$/ },
        (args) => ({ path: localPackageFile(root, args.path, 'main') }));
      // ArkUI views (`<layer>/view/*.ets` declaring `struct` components, exported from Index.ets) are not
      // TypeScript: on Node each exported struct becomes a class that throws when constructed, so the rest
      // of the library still bundles and runs. View files without a struct (themes, layout helpers) load as is.
      build.onLoad({ filter: /[\\/]src[\\/]main[\\/]ets[\\/][^\\/]+[\\/]view[\\/][^\\/]+\.ets$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const structs = [...source.matchAll(/^export\s+struct\s+(\w+)/gm)].map((match) => match[1]);
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

/** Options every Node bundle of .ets code shares (tests, the library bundle, the demo). */
export function etsBuildOptions(root) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    loader: { '.ets': 'ts' },
    resolveExtensions: ['.ets', '.ts', '.mjs', '.js', '.json'],
    plugins: [ohosAliasPlugin(root)],
    sourcemap: 'inline',
    logLevel: 'silent',
    // ArkTS class fields have no `declare` semantics to preserve; keep TS's define-style off like ArkCompiler.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, experimentalDecorators: true } },
  };
}
