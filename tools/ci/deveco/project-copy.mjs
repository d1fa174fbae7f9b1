// A fresh copy of the DevEco project (the files hvigor reads: root profiles, AppScope, each module of
// build-profile.json5) in the cache, so that what ohpm and hvigor would write (oh_modules/, build/, .test/)
// never lands in the working tree. A copy, not symlinks: TypeScript resolves real paths, and the front end
// decides "is this file in the project / in oh_modules" from them. The local folders the project-level
// oh-package.json5 names with `file:` (the overrides' repack in third_party/) are copied too.
import fs from 'node:fs';
import path from 'node:path';

const ROOT_FILES = ['build-profile.json5', 'oh-package.json5', 'hvigorfile.ts', 'code-linter.json5', 'AppScope'];
const SKIP = new Set(['node_modules', 'oh_modules', 'build', '.hvigor', '.preview', '.test', '.cxx', '.git']);

function copyTree(from, to) {
  fs.cpSync(from, to, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
}

/** The modules of build-profile.json5: [{ name, dir }] with `dir` relative to the project root. */
export function projectModules(root, json5) {
  const profile = json5.parse(fs.readFileSync(path.join(root, 'build-profile.json5'), 'utf8'));
  return profile.modules.map((m) => ({ name: m.name, dir: path.normalize(m.srcPath) }));
}

/** The folders inside `root` that the project-level oh-package.json5 names with `file:` (overrides, dependencies). */
export function localFolders(root, json5) {
  const manifest = json5.parse(fs.readFileSync(path.join(root, 'oh-package.json5'), 'utf8'));
  const specs = [manifest.overrides, manifest.dependencies, manifest.devDependencies]
    .flatMap((m) => Object.values(m ?? {}));
  return specs.filter((spec) => typeof spec === 'string' && spec.startsWith('file:'))
    .map((spec) => path.normalize(spec.slice('file:'.length)))
    .filter((rel) => !rel.startsWith('..') && !path.isAbsolute(rel) && fs.existsSync(path.join(root, rel)));
}

/** Copies the project at `root` to `dest` (emptied first); returns the modules. */
export function copyProject(root, dest, json5) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  for (const name of ROOT_FILES) {
    if (fs.existsSync(path.join(root, name))) copyTree(path.join(root, name), path.join(dest, name));
  }
  const modules = projectModules(root, json5);
  for (const m of modules) copyTree(path.join(root, m.dir), path.join(dest, m.dir));
  for (const rel of localFolders(root, json5)) copyTree(path.join(root, rel), path.join(dest, rel));
  return modules;
}
