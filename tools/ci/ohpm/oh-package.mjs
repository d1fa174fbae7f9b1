// Reads oh-package.json5 files (JSON5 here means JSON with comments and trailing commas: ohos-typescript's
// tsconfig reader takes both) and answers the one question the Node tooling asks of them: which folder
// `ohpm install` would put behind a package name the project declares. That is the project-level
// `overrides` entry when it is a `file:` folder (ohpm: overrides "可以是本地存在的HAR包或源码目录", only in the
// project-level oh-package.json5), else nothing (a registry package: the tooling has its own stand-in).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const ts = createRequire(import.meta.url)('ohos-typescript');

/** The parsed oh-package.json5 at `file`; throws with the file name when it does not parse. */
export function readOhPackage(file) {
  const parsed = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, 'utf8'));
  if (parsed.error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(parsed.error.messageText, '\n')}`);
  return parsed.config;
}

/** The local folder the project-level `overrides` of `root` puts behind `name`, or undefined. */
export function overrideFolder(root, name) {
  const spec = readOhPackage(path.join(root, 'oh-package.json5')).overrides?.[name];
  if (typeof spec !== 'string' || !spec.startsWith('file:') || /\.(har|tgz|tar|tar\.gz)$/.test(spec)) return undefined;
  return path.resolve(root, spec.slice('file:'.length));
}

/** The file of `field` ('main' or 'types') of the package ohpm installs for `name` from a local folder. */
export function localPackageFile(root, name, field) {
  const dir = overrideFolder(root, name);
  if (!dir) throw new Error(`oh-package.json5: no file: override for '${name}' (the Node tooling resolves it there)`);
  const manifest = readOhPackage(path.join(dir, 'oh-package.json5'));
  if (manifest.name !== name) throw new Error(`${dir}/oh-package.json5 is named '${manifest.name}', not '${name}'`);
  return path.join(dir, manifest[field]);
}

/**
 * The `main` file of the package `name` as a module's own `file:` dependency puts it (entry's
 * `"@arkagent/core": "file:../agent_core"`): the dependency of the nearest oh-package.json5 above `importer`.
 * Undefined when that module does not declare `name` as a local folder.
 */
export function moduleDependencyMain(importer, name) {
  let dir = path.dirname(importer);
  while (!fs.existsSync(path.join(dir, 'oh-package.json5'))) {
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  const spec = readOhPackage(path.join(dir, 'oh-package.json5')).dependencies?.[name];
  if (typeof spec !== 'string' || !spec.startsWith('file:')) return undefined;
  const folder = path.resolve(dir, spec.slice('file:'.length));
  const manifest = readOhPackage(path.join(folder, 'oh-package.json5'));
  return manifest.main ? path.join(folder, manifest.main) : undefined;
}
