// The R-002 workaround as code (docs/risks.md): when OHPM does not carry eventsource-parser, vendor the npm
// package as a local OHPM package and let the HAR depend on it with `file:`, so SseParser's
// `import ... from 'eventsource-parser'` stays as it is. The steps:
//  1. `npm pack eventsource-parser@3.1.1` and unpack it (its `package/` folder is what node_modules holds);
//  2. copy `dist/index.js` (the ES module build), `dist/index.d.ts` (self-contained types, clean under
//     ohos-typescript 4.9 and the ArkTS linter), `LICENSE` (MIT: the notice must travel) and `README.md` into
//     agent_core/vendor/eventsource-parser/;
//  3. write there the oh-package.json5 below: `main` is `dist/index.js`. NOT the npm package.json's `main`
//     (`./dist/index.cjs`, the CommonJS build: the package is `"type": "module"` and ships ESM as its
//     `exports.import`, but `main` still names the CJS file, which is what a tool reading `main` picks up);
//  4. in agent_core/oh-package.json5: `"dependencies": { "eventsource-parser": "file:./vendor/eventsource-parser" }`;
//     `ohpm install` then links it as agent_core/oh_modules/eventsource-parser.
// Publishing the HAR to OHPM with a `file:` dependency is a separate question (R-002 keeps it open).
import fs from 'node:fs';
import path from 'node:path';

export const VENDORED_VERSION = '3.1.1';
/** Where the vendored package lives, relative to the agent_core module. */
export const VENDOR_DIR = path.join('vendor', 'eventsource-parser');
/** The dependency line for agent_core/oh-package.json5. */
export const DEPENDENCY_SPEC = 'file:./vendor/eventsource-parser';

const FILES = ['dist/index.js', 'dist/index.d.ts', 'LICENSE', 'README.md'];

/** The vendored package's oh-package.json5 (JSON is valid JSON5). */
export function ohPackageJson5(): string {
  return `${JSON.stringify({
    name: 'eventsource-parser',
    version: VENDORED_VERSION,
    description: 'Streaming, source-agnostic EventSource/Server-Sent Events parser (vendored from npm, ESM build)',
    main: 'dist/index.js',
    types: 'dist/index.d.ts',
    author: 'Espen Hovlandsdal <espen@hovlandsdal.com>',
    license: 'MIT',
    repository: 'https://github.com/rexxars/eventsource-parser',
  }, null, 2)}\n`;
}

/** Steps 2-3: `npmPackageDir` is the unpacked npm package (e.g. node_modules/eventsource-parser). */
export function vendorEventsourceParser(npmPackageDir: string, targetDir: string): void {
  const npm = JSON.parse(fs.readFileSync(path.join(npmPackageDir, 'package.json'), 'utf8')) as {
    version: string; exports: Record<string, { import?: string }>;
  };
  if (npm.version !== VENDORED_VERSION) {
    throw new Error(`vendoring checks ${VENDORED_VERSION}, found ${npm.version}: re-check the layout first`);
  }
  if (npm.exports['.'].import !== './dist/index.js') {
    throw new Error(`the ES module build moved: exports["."].import is ${npm.exports['.'].import}`);
  }
  for (const file of FILES) {
    fs.mkdirSync(path.dirname(path.join(targetDir, file)), { recursive: true });
    fs.copyFileSync(path.join(npmPackageDir, file), path.join(targetDir, file));
  }
  fs.writeFileSync(path.join(targetDir, 'oh-package.json5'), ohPackageJson5());
}

/** Step 4's `ohpm install`: links `moduleDir/oh_modules/<name>` to the vendored folder. */
export function linkLikeOhpm(moduleDir: string): string {
  const link = path.join(moduleDir, 'oh_modules', 'eventsource-parser');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.resolve(moduleDir, DEPENDENCY_SPEC.slice('file:'.length)), link, 'dir');
  return link;
}

/** How OHPM resolves a bare import from a module: oh_modules/<name>/oh-package.json5's `main`. */
export function resolveLikeOhpm(moduleDir: string, name: string): string {
  const packageDir = path.join(moduleDir, 'oh_modules', name);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'oh-package.json5'), 'utf8')) as { main: string };
  return fs.realpathSync(path.join(packageDir, manifest.main));
}
