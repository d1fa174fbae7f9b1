// Where the content of each registry dependency comes from when the project copy's oh_modules are laid out.
// ohpm's registry (ohpm.openharmony.cn) is not reachable from these machines, so each declared package is
// mapped to the closest thing that is: the npm package of the same name in node_modules, or a file of ours.
// Only the dev dependencies of the tests are here: the HAR's own dependency (@arkagent/eventsource-parser) is
// laid out from the declared `overrides` folder, as ohpm installs it. A dependency missing from this table
// (and not a `file:` folder) is an error of the layout, never silently skipped.
// Each entry: `version` (what ohpm would put in .ohpm/<name>@<version>), `from` (a directory to copy),
// `files` (name -> text, written over the copy), and `note` (printed: how this differs from the real package).
import fs from 'node:fs';
import path from 'node:path';

function npmPackage(root, name) {
  const dir = path.join(root, 'node_modules', ...name.split('/'));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { dir, pkg };
}

/** ohpm's own manifest for a copied npm package: ohpm reads `main`/`types` from oh-package.json5, not package.json. */
function ohPackageOf(pkg, main, types) {
  return JSON.stringify({ name: pkg.name, version: pkg.version, description: pkg.description ?? '', main, types,
    license: pkg.license ?? '', dependencies: pkg.dependencies ?? {} }, null, 2);
}

export const PACKAGE_SOURCES = {
  '@ohos/hypium': (root) => {
    const { dir, pkg } = npmPackage(root, '@ohos/hypium');
    return { version: pkg.version, from: dir, files: { 'oh-package.json5': ohPackageOf(pkg, 'index.js', 'index.d.ts') },
      note: `npm @ohos/hypium@${pkg.version} (ohpm's build is not reachable here)` };
  },
  '@ohos/hamock': (root) => ({
    version: '1.0.0',
    files: {
      'index.d.ts': fs.readFileSync(path.join(root, 'tools', 'ci', 'test', 'hamock.d.ts'), 'utf8'),
      'index.js': fs.readFileSync(path.join(root, 'tools', 'ci', 'test', 'hamock-node.js'), 'utf8'),
      'oh-package.json5': JSON.stringify({ name: '@ohos/hamock', version: '1.0.0', main: 'index.js',
        types: 'index.d.ts',
        dependencies: { '@ohos/hypium': '*' } }, null, 2),
    },
    note: 'tools/ci/test/hamock.d.ts, hamock\'s MockKit API as hypium declares it (hamock is not on npm)',
  }),
};
