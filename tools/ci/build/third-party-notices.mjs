// THIRD_PARTY_NOTICES.md of the Node package: agent_core.mjs bundles other people's code (eventsource-parser,
// which the HAR also ships, and the emulation's codecs jpeg-js and pngjs), and their MIT licenses ask that the
// notice travel with every copy. The packages are read from the bundle's own metafile, so a new bundled
// dependency gets its notice without anyone listing it; a bundled package without a license file stops the build.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../check/arkts-program.mjs';
import { harField } from './node-package-json.mjs';

const LICENSE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE'];

/** The package folder of a bundled input path (node_modules/<name> or node_modules/@scope/<name>, or third_party/<name>). */
function packageDirOf(input) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) return parts.slice(0, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join('/');
  if (parts[0] === 'third_party') return parts.slice(0, 2).join('/');
  return undefined;
}

/** name, version and license of a package folder: its package.json, or a repacked ohpm one's oh-package.json5. */
function manifestOf(dir) {
  const npm = path.join(ROOT, dir, 'package.json');
  if (fs.existsSync(npm)) return JSON.parse(fs.readFileSync(npm, 'utf8'));
  const ohpm = fs.readFileSync(path.join(ROOT, dir, 'oh-package.json5'), 'utf8');
  return { name: harField(ohpm, 'name'), version: harField(ohpm, 'version'), license: harField(ohpm, 'license') };
}

/** name, version, license and license text of every package the bundle's `metafile` took code from. */
export function bundledPackages(metafile) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    // esbuild writes input paths relative to its working directory (absWorkingDir, by default the process's).
    const dir = packageDirOf(path.relative(ROOT, path.resolve(input)));
    if (dir !== undefined) dirs.add(dir);
  }
  return [...dirs].sort().map((dir) => {
    const manifest = manifestOf(dir);
    const file = LICENSE_FILES.find((name) => fs.existsSync(path.join(ROOT, dir, name)));
    if (file === undefined) throw new Error(`${dir} is bundled into the Node package but has no license file`);
    return { name: manifest.name, version: manifest.version, license: manifest.license,
      text: fs.readFileSync(path.join(ROOT, dir, file), 'utf8').trim() };
  });
}

/** Writes `packageDir`/THIRD_PARTY_NOTICES.md; returns the packages it lists. */
export function writeThirdPartyNotices(packageDir, metafile) {
  const packages = bundledPackages(metafile);
  const sections = packages.map((p) => `## ${p.name} ${p.version} (${p.license})\n\n\`\`\`\n${p.text}\n\`\`\`\n`);
  fs.writeFileSync(path.join(packageDir, 'THIRD_PARTY_NOTICES.md'), ['# Third-party notices', '',
    'agent_core.mjs bundles the following packages; their licenses follow.', '', ...sections].join('\n'));
  return packages;
}
