// What the ohpm package @arkagent/eventsource-parser holds: eventsource-parser 3.1.1 from npm, by its
// authors, MIT, its code unchanged, under the project's scope, with the files ohpm reads and its review
// asks for. ohpm serves only what was published to it, and nothing shows eventsource-parser was (R-002);
// a scoped repack is how ported npm libraries reach ohpm (ohpm convert does the same, minus the fixes below).
//   dist/index.js, dist/index.d.ts  the npm package's ES module build and its types, byte for byte
//   LICENSE                         the npm package's MIT licence, byte for byte
//   oh-package.json5                main = dist/index.js (the ESM build: the npm package.json's `main` names
//                                   the CommonJS build, which a tool copying `main` would pick), types, licence
//   README.md                       what this is and `ohpm install <name>`, then the upstream README unchanged
//   CHANGELOG.md                    one entry per repacked version
// Pure: files from an unpacked npm package folder (`package/` of the tarball, or node_modules/eventsource-parser).
import fs from 'node:fs';
import path from 'node:path';

export const REPACK_NAME = '@arkagent/eventsource-parser';
export const UPSTREAM_NAME = 'eventsource-parser';
export const UPSTREAM_VERSION = '3.1.1';
/** Where the repack lives in this repository (the project-level oh-package.json5 overrides point here). */
export const REPACK_DIR = path.join('third_party', 'eventsource-parser');

const COPIED = ['dist/index.js', 'dist/index.d.ts', 'LICENSE'];

/** The author without the e-mail address (`Espen Hovlandsdal <espen@...>` -> `Espen Hovlandsdal`). */
const authorName = (upstream) => upstream.author.replace(/\s*<[^>]*>\s*$/, '');

function ohPackage(upstream) {
  return `${JSON.stringify({
    name: REPACK_NAME,
    version: upstream.version,
    description: `Repack of eventsource-parser ${upstream.version} by ${authorName(upstream)} (MIT) for ohpm: ` +
      'the npm ' +
      "release's ES module build and types, code unchanged. Streaming Server-Sent Events parser.",
    main: 'dist/index.js',
    types: 'dist/index.d.ts',
    author: upstream.author,
    license: upstream.license,
    repository: 'https://github.com/rexxars/eventsource-parser',
    homepage: 'https://github.com/rexxars/eventsource-parser#readme',
    keywords: ['eventsource', 'server-sent-events', 'sse', 'openharmony', 'harmonyos'],
    dependencies: {},
  }, null, 2)}\n`;
}

function readme(upstream, upstreamReadme) {
  return `# ${REPACK_NAME}

eventsource-parser ${upstream.version} (https://github.com/rexxars/eventsource-parser) by ${authorName(upstream)},
repacked for ohpm by ArkAgent. The code is the npm release's, unchanged: \`dist/index.js\` (its ES module build)
and \`dist/index.d.ts\`, under its MIT licence (\`LICENSE\`). Report bugs of the parser upstream.

\`\`\`bash
ohpm install ${REPACK_NAME}
\`\`\`

\`\`\`ts
import { createParser, EventSourceMessage } from '${REPACK_NAME}';
\`\`\`

Produced by \`node tools/ci/ohpm/repack-eventsource-parser.mjs\` in the ArkAgent repository from the npm tarball,
checked against the integrity that its package-lock.json records. The upstream README follows unchanged; where it
says \`npm install eventsource-parser\` and \`from 'eventsource-parser'\`, read the two lines above.

---

${upstreamReadme}`;
}

function changelog(upstream) {
  return `# Changelog

## ${upstream.version}

- Repack of eventsource-parser ${upstream.version} from npm: \`dist/index.js\`, \`dist/index.d.ts\` and \`LICENSE\`
  unchanged; oh-package.json5, README.md and this file added.
`;
}

/**
 * The repack's files, name -> Buffer, from the unpacked npm package at `upstreamDir`. Throws when the package is
 * not the release this repack was checked against (name, version, the ES module entry, the licence).
 */
export function repackFiles(upstreamDir) {
  const upstream = JSON.parse(fs.readFileSync(path.join(upstreamDir, 'package.json'), 'utf8'));
  const problems = [];
  if (upstream.name !== UPSTREAM_NAME || upstream.version !== UPSTREAM_VERSION) {
    problems.push(`is ${upstream.name}@${upstream.version}, not ${UPSTREAM_NAME}@${UPSTREAM_VERSION}`);
  }
  if (upstream.exports?.['.']?.import !== './dist/index.js') problems.push('has moved its ES module build');
  if (upstream.types !== './dist/index.d.ts') problems.push('has moved its types');
  if (upstream.license !== 'MIT') problems.push(`is licensed ${upstream.license}`);
  if (problems.length) throw new Error(`${upstreamDir}: ${problems.join('; ')}: re-check the repack first`);
  const files = new Map();
  for (const name of COPIED) files.set(name, fs.readFileSync(path.join(upstreamDir, name)));
  files.set('oh-package.json5', Buffer.from(ohPackage(upstream)));
  files.set('README.md', Buffer.from(readme(upstream, fs.readFileSync(path.join(upstreamDir, 'README.md'), 'utf8'))));
  files.set('CHANGELOG.md', Buffer.from(changelog(upstream)));
  return files;
}

/** The differences between `files` and the folder `dir` (missing, extra or changed files); [] when equal. */
export function differences(files, dir) {
  const out = [];
  const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name))
      .split(path.sep).join('/')) : [];
  for (const [name, bytes] of files) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) out.push(`missing ${name}`);
    else if (!fs.readFileSync(file).equals(bytes)) out.push(`changed ${name}`);
  }
  for (const name of onDisk) if (!files.has(name)) out.push(`extra ${name}`);
  return out.sort();
}
