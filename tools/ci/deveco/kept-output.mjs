// The DevEco transform kept in the repository: what ets-loader (OpenHarmony-v5.0.0-Release) made of every .ets
// file that is UI (a `struct`, a `@Builder`, `@Styles` or `@Extend` function) or V2 observable state
// (`@ObservedV2`), written by `npm run check:deveco -- --emit` into tools/ci/deveco/output/ with a manifest of
// hashes. The view suites run this output (tools/ci/build/ohos-alias-plugin.mjs loads it for the .ets file), and
// CI has no front end, so the manifest is what proves the output is the front end's for the current sources:
//   - sourceSha256: the .ets file the output was made from;
//   - inputs: the kept files it imports, each with its hash: ets-loader reads an imported struct's source to
//     know its decorated members (process_import.ts), so their change can change this output;
//   - outputSha256: the output itself, so a hand-edited output fails like a stale one.
// `keptOutputProblems` lists every mismatch; `npm run check` fails on any, naming the command that fixes it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEPT_DIR = path.join('tools', 'ci', 'deveco', 'output');
export const MANIFEST = 'manifest.json';
export const REGENERATE = 'npm run check:deveco -- --emit';

/** Source folders whose files are kept, each with the DevEco target that compiles it as its own module. */
const MODULE_TARGETS = [
  { dir: 'agent_core/src/main/ets/', target: 'agent_core' },
  { dir: 'agent_core/src/ohosTest/ets/', target: 'agent_core@ohosTest' },
  // Test-support views (an app catalog's component for the view suites): `hvigorw test` compiles src/test.
  { dir: 'agent_core/src/test/', target: 'agent_core@test' },
  { dir: 'entry/src/main/ets/', target: 'entry' },
];

const UI_OR_V2_STATE = /^\s*(export\s+)?struct\s+\w+|^\s*@(Builder|Styles|Extend|ObservedV2)\b/m;
const SKIP_DIRS = new Set(['node_modules', 'oh_modules', 'build', '.hvigor', '.git', 'arkagent-bad-samples']);

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');
const posix = (p) => p.split(path.sep).join('/');

/** Whether an .ets source is kept: UI the front end rewrites, or state whose decorators the runtime implements. */
export function isKeptSource(source) {
  return UI_OR_V2_STATE.test(source);
}

/** The DevEco target whose compilation of `relPath` (posix, from the project root) is kept. */
export function keptTarget(relPath) {
  const found = MODULE_TARGETS.find((m) => relPath.startsWith(m.dir));
  return found ? found.target : undefined;
}

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name.endsWith('.ets')) out.push(full);
  }
  return out;
}

/** Every source file (posix path from `root`) that must have kept output. */
export function keptSources(root) {
  const files = [];
  for (const m of MODULE_TARGETS) walk(path.join(root, m.dir), files);
  return files.map((f) => posix(path.relative(root, f)))
    .filter((rel) => isKeptSource(fs.readFileSync(path.join(root, rel), 'utf8'))).sort();
}

/** The project files a kept source imports (relative specifiers only) that are kept themselves. */
function keptImports(root, rel, kept) {
  const source = fs.readFileSync(path.join(root, rel), 'utf8');
  const found = new Set();
  for (const match of source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
    const target = posix(path.normalize(path.join(path.dirname(rel), match[1])));
    for (const candidate of [target, `${target}.ets`]) {
      if (kept.has(candidate)) found.add(candidate);
    }
  }
  return [...found].sort();
}

export function outputPathOf(rel) {
  return posix(path.join(KEPT_DIR, rel.replace(/\.ets$/, '.js')));
}

function entryFor(root, rel, kept, output) {
  const inputs = {};
  for (const dep of keptImports(root, rel, kept)) inputs[dep] = sha256(fs.readFileSync(path.join(root, dep), 'utf8'));
  return {
    source: rel,
    sourceSha256: sha256(fs.readFileSync(path.join(root, rel), 'utf8')),
    inputs,
    output: outputPathOf(rel),
    outputSha256: sha256(output),
  };
}

/**
 * Replaces tools/ci/deveco/output with the files of one `--emit` run (`emitRoot/<target>/<module path>.js`), each
 * taken from the target that compiles it as its own module. Returns the manifest written, or throws naming the
 * source whose output the run did not produce.
 */
export function writeKeptOutput(root, emitRoot, frontEnd) {
  const sources = keptSources(root);
  const kept = new Set(sources);
  const outDir = path.join(root, KEPT_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  const files = [];
  for (const rel of sources) {
    const target = keptTarget(rel);
    const moduleName = rel.split('/')[0];
    const emitted = path.join(emitRoot, target, moduleName, rel.slice(moduleName.length + 1).replace(/\.ets$/, '.js'));
    if (!fs.existsSync(emitted)) throw new Error(`check:deveco --emit: the ${target} target wrote no output for ${rel}`);
    const output = fs.readFileSync(emitted, 'utf8');
    const out = path.join(root, outputPathOf(rel));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, output);
    files.push(entryFor(root, rel, kept, output));
  }
  const manifest = { frontEnd, regenerate: REGENERATE, files };
  fs.writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

export function readManifest(root) {
  const file = path.join(root, KEPT_DIR, MANIFEST);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Why the kept output of one manifest entry is not the front end's for the current sources, or undefined. */
export function entryProblem(root, entry, kept) {
  const sourceFile = path.join(root, entry.source);
  if (!fs.existsSync(sourceFile)) return `${entry.source} no longer exists but its output is kept`;
  const outputFile = path.join(root, entry.output);
  if (!fs.existsSync(outputFile)) return `${entry.output} (the output of ${entry.source}) is missing`;
  if (sha256(fs.readFileSync(outputFile, 'utf8')) !== entry.outputSha256) {
    return `${entry.output} was edited after the front end wrote it`;
  }
  if (sha256(fs.readFileSync(sourceFile, 'utf8')) !== entry.sourceSha256) {
    return `${entry.source} changed since its DevEco output was kept`;
  }
  const now = keptImports(root, entry.source, kept);
  const then = Object.keys(entry.inputs).sort();
  if (now.join('\n') !== then.join('\n')) return `${entry.source} imports other UI files than when its output was kept`;
  for (const dep of now) {
    if (sha256(fs.readFileSync(path.join(root, dep), 'utf8')) !== entry.inputs[dep]) {
      return `${dep}, which ${entry.source} imports, changed since the output of ${entry.source} was kept`;
    }
  }
  return undefined;
}

/** Every reason the kept output is stale, hand-edited, missing or superfluous; empty when it is current. */
export function keptOutputProblems(root) {
  const manifest = readManifest(root);
  const sources = keptSources(root);
  if (manifest === undefined) {
    return sources.length === 0 ? [] : [`${KEPT_DIR}/${MANIFEST} is missing`];
  }
  const kept = new Set(sources);
  const problems = [];
  const listed = new Set(manifest.files.map((e) => e.source));
  for (const rel of sources) {
    if (!listed.has(rel)) problems.push(`${rel} has no kept DevEco output`);
  }
  for (const entry of manifest.files) {
    const problem = entryProblem(root, entry, kept);
    if (problem) problems.push(problem);
    else if (!kept.has(entry.source)) problems.push(`${entry.source} is no longer UI or V2 state but its output is kept`);
  }
  return problems;
}

/** The message `npm run check` and the test bundle print for a list of problems. */
export function staleMessage(problems) {
  return `the DevEco output in ${KEPT_DIR} is not the front end's for the current sources:\n` +
    problems.map((p) => `  - ${p}`).join('\n') +
    `\nregenerate it with \`${REGENERATE}\` (needs the front end's sources: docs/deveco-check.md) and commit it`;
}
