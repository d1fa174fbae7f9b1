// Lays out oh_modules in the project copy the way `ohpm install` does, from the declared dependencies of each
// oh-package.json5 (the project's and every module's), so the front end resolves imports as it would in DevEco:
//   <pkg>/oh_modules/<name> -> <root>/oh_modules/.ohpm/<name with / as +>@<version>/oh_modules/<name>  (registry)
//   <pkg>/oh_modules/<name> -> the module's own directory                                          (file:)
// A package's own dependencies are linked beside it in its .ohpm folder, as ohpm does.
// Registry content comes from ohpm-packages.mjs (ohpm's registry is not reachable here).
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_SOURCES } from './ohpm-packages.mjs';

function readManifest(dir, json5) {
  const file = path.join(dir, 'oh-package.json5');
  return fs.existsSync(file) ? json5.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

function link(fromDir, name, target) {
  const at = path.join(fromDir, 'oh_modules', ...name.split('/'));
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.rmSync(at, { recursive: true, force: true });
  fs.symlinkSync(path.relative(path.dirname(at), target), at, 'dir');
}

/**
 * Installs the dependencies of the project at `copyRoot` (dependencies and devDependencies of the root and of
 * each module dir). `repoRoot` is where ohpm-packages.mjs finds the npm packages and our files.
 * Returns [{ from, name, spec, version, note }] for the report.
 */
export function installOhModules(copyRoot, moduleDirs, repoRoot, json5) {
  const store = path.join(copyRoot, 'oh_modules', '.ohpm');
  const installed = new Map();
  const report = [];

  const fromRegistry = (name, spec) => {
    if (installed.has(name)) return installed.get(name);
    const source = PACKAGE_SOURCES[name];
    if (!source) throw new Error(`ohpm layout: no source for '${name}@${spec}' (add it to tools/deveco/ohpm-packages.mjs)`);
    const content = source(repoRoot);
    const dir = path.join(store, `${name.replace('/', '+')}@${content.version}`, 'oh_modules', ...name.split('/'));
    fs.mkdirSync(dir, { recursive: true });
    if (content.from) fs.cpSync(content.from, dir, { recursive: true, filter: (s) => path.basename(s) !== 'node_modules' });
    for (const [file, text] of Object.entries(content.files ?? {})) fs.writeFileSync(path.join(dir, file), text);
    const entry = { dir, version: content.version, note: content.note };
    installed.set(name, entry);
    const manifest = readManifest(dir, json5);
    for (const [dep, depSpec] of Object.entries(manifest?.dependencies ?? {})) {
      // Beside the package in its .ohpm folder: <store>/<pkg>@<v>/oh_modules/<dep>.
      link(path.join(store, `${name.replace('/', '+')}@${content.version}`), dep, fromRegistry(dep, depSpec).dir);
    }
    return entry;
  };

  for (const rel of ['.', ...moduleDirs]) {
    const pkgDir = path.join(copyRoot, rel);
    const manifest = readManifest(pkgDir, json5);
    if (!manifest) continue;
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, spec] of Object.entries(declared)) {
      if (typeof spec === 'string' && spec.startsWith('file:')) {
        const target = path.resolve(pkgDir, spec.slice('file:'.length));
        link(pkgDir, name, target);
        report.push({ from: rel, name, spec, version: readManifest(target, json5)?.version ?? '?', note: 'local module (symlink)' });
      } else {
        const entry = fromRegistry(name, spec);
        link(pkgDir, name, entry.dir);
        report.push({ from: rel, name, spec, version: entry.version, note: entry.note });
      }
    }
  }
  return report;
}
