// Lays out oh_modules in the project copy the way `ohpm install` does, from the declared dependencies of each
// oh-package.json5 (the project's and every module's) and the project-level `overrides`, so the front end
// resolves imports as it would in DevEco:
//   <pkg>/oh_modules/<name> -> <root>/oh_modules/.ohpm/<name with / as +>@<version>/oh_modules/<name>  (registry)
//   <pkg>/oh_modules/<name> -> the folder of a `file:` dependency or `file:` override (symlink, as
//                              `ohpm install <folder>` links one); an override's path is relative to the root
// An override replaces the declared spec wherever the name is declared (ohpm: overrides only count in the
// project-level file). A local folder must carry the declared name (useNormalizedOHMUrl) and, for an exact
// declared version, that version. A package's own dependencies are linked beside it (.ohpm) or in its folder.
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

  const overrides = readManifest(copyRoot, json5)?.overrides ?? {};
  const linkedFolders = new Set(moduleDirs.map((m) => path.resolve(copyRoot, m)));

  /** A `file:` folder: checked against the declaration, then its own dependencies installed in it. */
  const fromFolder = (name, declaredSpec, folder) => {
    const manifest = readManifest(folder, json5);
    if (!manifest) throw new Error(`ohpm layout: '${name}' -> ${folder} has no oh-package.json5`);
    if (manifest.name !== name) throw new Error(`ohpm layout: '${name}' -> ${folder} is named '${manifest.name}'`);
    if (/^\d+\.\d+\.\d+$/.test(declaredSpec) && manifest.version !== declaredSpec) {
      throw new Error(`ohpm layout: '${name}@${declaredSpec}' -> ${folder} holds version ${manifest.version}`);
    }
    if (!linkedFolders.has(folder)) {
      linkedFolders.add(folder);
      for (const [dep, depSpec] of Object.entries(manifest.dependencies ?? {})) install(folder, dep, depSpec);
    }
    return manifest.version;
  };

  /** Installs `name` (declared as `spec` in the package at `pkgDir`); returns the report's version and note. */
  const install = (pkgDir, name, spec) => {
    const override = overrides[name];
    const effective = override ?? spec;
    const base = override !== undefined ? copyRoot : pkgDir;
    if (typeof effective === 'string' && effective.startsWith('file:')) {
      if (/\.(har|tgz|tar|tar\.gz)$/.test(effective)) {
        throw new Error(`ohpm layout: '${name}' -> ${effective}: archives not laid out`);
      }
      const folder = path.resolve(base, effective.slice('file:'.length));
      const version = fromFolder(name, spec, folder);
      link(pkgDir, name, folder);
      const from = override !== undefined ? `overrides ${effective}` : 'local folder';
      return { version, note: `${from} (symlink to ${path.relative(copyRoot, folder)})` };
    }
    const entry = fromRegistry(name, effective);
    link(pkgDir, name, entry.dir);
    return { version: entry.version, note: entry.note };
  };

  const fromRegistry = (name, spec) => {
    if (installed.has(name)) return installed.get(name);
    const source = PACKAGE_SOURCES[name];
    if (!source) {
      throw new Error(`ohpm layout: no source for '${name}@${spec}' (add it to tools/ci/deveco/ohpm-packages.mjs)`);
    }
    const content = source(repoRoot);
    const dir = path.join(store, `${name.replace('/', '+')}@${content.version}`, 'oh_modules', ...name.split('/'));
    fs.mkdirSync(dir, { recursive: true });
    const notNodeModules = (s) => path.basename(s) !== 'node_modules';
    if (content.from) fs.cpSync(content.from, dir, { recursive: true, filter: notNodeModules });
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
      report.push({ from: rel, name, spec, ...install(pkgDir, name, spec) });
    }
  }
  return report;
}
