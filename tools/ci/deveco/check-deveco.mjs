// `npm run check:deveco`: DevEco's own ArkTS front end (ets-loader, OpenHarmony-v5.0.0-Release, API 12) over every
// module and target DevEco compiles here: entry and agent_core, and their test targets (src/test as `hvigorw test`
// compiles it, src/ohosTest as the instrument test does). It catches what `npm run check` (ohos-typescript and the
// linter alone) cannot: the UI syntax rules (V1/V2 decorators, build(), components outside build()/@Builder),
// missing permissions for an API, unhandled @throws. See docs/deveco-check.md.
//   1. sources (front-end-sources.mjs) and a one-time build into the cache (build-front-end.mjs);
//   2. a copy of the project with oh_modules as ohpm lays them out (project-copy.mjs, ohpm-layout.mjs);
//   3. per target, hvigor's intermediates (hvigor-intermediates.mjs), then ets-loader in a child process
//      (drive-ets-loader.mjs);
//   4. the bad samples (bad-samples/*.ets), each of which must be reported with the text its header names.
// Prints `file:line:col severity message` per diagnostic and one summary line; exits 1 on any error or warning
// (or a bad sample not reported). Without sources it prints one line saying how to get them and exits 0.
// Options: --emit keeps the transformed JavaScript of every UI and V2 state file in tools/ci/deveco/output/, with
// the manifest of hashes the view suites and `npm run check` hold it to (kept-output.mjs); --emit <dir> only
// writes it to <dir>; --bad-samples runs only the samples; --no-bad-samples skips them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cacheDir, RELEASE_TAG, sdkPaths, SOURCES } from './deveco-config.mjs';
import { locateSources } from './front-end-sources.mjs';
import { buildFrontEnd, isBuilt } from './build-front-end.mjs';
import { copyProject } from './project-copy.mjs';
import { installOhModules } from './ohpm-layout.mjs';
import { projectTargets, targetLabel } from './targets.mjs';
import { writeIntermediates } from './hvigor-intermediates.mjs';
import { parseLogMessage } from './ets-loader-log.mjs';
import { KEPT_DIR, writeKeptOutput } from './kept-output.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(HERE, '..', '..', '..');
const SAMPLES = path.join(HERE, 'bad-samples');
const SAMPLES_IN_COPY = path.join('entry', 'src', 'main', 'ets', 'arkagent-bad-samples');

const args = process.argv.slice(2);
// --emit alone keeps the output in the repository (kept-output.mjs); --emit DIR only writes it to DIR.
const emitIndex = args.indexOf('--emit');
const emitArg = emitIndex >= 0 && args[emitIndex + 1] && !args[emitIndex + 1].startsWith('--')
  ? args[emitIndex + 1] : undefined;
const keepInRepo = emitIndex >= 0 && emitArg === undefined;
const emitDir = emitArg !== undefined ? path.resolve(emitArg)
  : keepInRepo ? fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-emit-')) : undefined;
const onlySamples = args.includes('--bad-samples');
const withSamples = onlySamples || !args.includes('--no-bad-samples');
const started = Date.now();
const log = (line) => console.log(line);

// 1. The front end: a finished cache needs no sources; otherwise build it from them.
const cache = cacheDir();
const envGiven = Object.values(SOURCES).some((s) => process.env[s.env]);
if (!isBuilt(cache) || envGiven) {
  const found = locateSources(cache);
  if (found.error) {
    console.error(`check:deveco: ${found.error}`);
    process.exit(1);
  }
  if (found.missing) {
    console.log(found.missing);
    process.exit(0);
  }
  buildFrontEnd(cache, found.sources, log);
}
const sdk = sdkPaths(cache);
const json5 = createRequire(path.join(sdk.etsLoader, 'package.json'))('json5');

// 2. The project as ohpm leaves it.
const copyRoot = path.join(cache, 'work', 'project');
const modules = copyProject(REPO, copyRoot, json5);
const packages = installOhModules(copyRoot, modules.map((m) => m.dir), REPO, json5);
for (const p of packages) {
  const from = p.from === '.' ? '(project)' : p.from;
  log(`check:deveco: oh_modules ${from}: ${p.name}@${p.version} <- ${p.spec}: ${p.note}`);
}
const packageOwners = modules.map((m) => {
  const pkg = json5.parse(fs.readFileSync(path.join(copyRoot, m.dir, 'oh-package.json5'), 'utf8'));
  return { dir: path.join(copyRoot, m.dir), moduleName: m.name, pkgName: pkg.name };
});

/** A path of the copy as the repository names it (bad samples map back to tools/ci/deveco/bad-samples). */
function repoPath(file) {
  if (!file) return '(ets-loader)';
  const abs = path.resolve(file);
  const samplesDir = path.join(copyRoot, SAMPLES_IN_COPY);
  if (abs.startsWith(samplesDir + path.sep)) {
    return path.relative(REPO, path.join(SAMPLES, path.relative(samplesDir, abs)));
  }
  if (abs.startsWith(copyRoot + path.sep)) return path.relative(copyRoot, abs);
  return abs;
}

function runTarget(target, extraEntries = [], emit = true) {
  const label = targetLabel(target);
  const setup = writeIntermediates({ root: copyRoot, target, sdk, json5, extraEntries });
  const jobFile = path.join(setup.cachePath, 'arkagent-job.json');
  fs.mkdirSync(path.dirname(jobFile), { recursive: true });
  fs.writeFileSync(jobFile, JSON.stringify({ env: setup.env, projectConfig: setup.projectConfig,
    etsLoader: sdk.etsLoader,
    projectRoot: copyRoot, packages: packageOwners, emitDir: emit && emitDir ? path.join(emitDir, label) : undefined }));
  const t0 = Date.now();
  const driver = path.join(HERE, 'drive-ets-loader.mjs');
  const child = spawnSync(process.execPath, ['--max-old-space-size=4096', driver, jobFile],
    { encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (Date.now() - t0) / 1000;
  const last = child.stdout.trim().split('\n').pop();
  let result;
  try {
    result = JSON.parse(last);
  } catch {
    const tail = (child.stderr || child.stdout).trim().split('\n').slice(-8).join(' | ');
    const message = `ets-loader did not finish (exit ${child.status}): ${tail}`;
    return { label, seconds, files: 0, fileList: [], emitted: 0,
      diagnostics: [{ file: `(${label})`, line: 0, col: 0, severity: 'error', message }] };
  }
  const diagnostics = result.messages.map(parseLogMessage).filter((d) => d && d.severity !== 'note')
    .map((d) => ({ ...d, file: repoPath(d.file) }));
  const seen = new Set();
  const unique = diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.col}:${d.severity}:${d.message}`;
    return seen.has(key) ? false : seen.add(key);
  }).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return { label, seconds, files: result.files.length, fileList: result.files.map(repoPath), diagnostics: unique,
    emitted: result.emitted.length, installed: result.installed.map((dir) => path.relative(copyRoot, dir)) };
}

const format = (d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.message}`;
let failed = false;

// 3. Every module and target. A file compiled by several targets (agent_core's sources are in entry's graph
// too) is printed once per diagnostic; the per-target counts say where each was seen.
if (!onlySamples) {
  const results = projectTargets(copyRoot, modules).map((target) => runTarget(target));
  for (const r of results) if (r.installed?.length) log(`check:deveco: ${r.label} read ${r.installed.join(', ')}`);
  const printed = new Map();
  for (const r of results) for (const d of r.diagnostics) printed.set(format(d), d);
  for (const line of printed.keys()) log(line);
  const all = [...printed.values()];
  const count = (list, s) => list.filter((d) => d.severity === s).length;
  const distinct = new Set(results.flatMap((r) => r.fileList)).size;
  const errors = count(all, 'error');
  const warnings = count(all, 'warning');
  const parts = results.map((r) => `${r.label}: ${r.files} files, ${count(r.diagnostics, 'error')} errors, ` +
    `${count(r.diagnostics, 'warning')} warnings, ${r.seconds.toFixed(1)} s${emitDir ? `, ${r.emitted} emitted` : ''}`);
  log(`check:deveco (ets-loader ${RELEASE_TAG}): ${distinct} files, ${errors} errors, ${warnings} warnings` +
    ` (${parts.join('; ')})`);
  failed = errors + warnings > 0;
  if (keepInRepo && errors > 0) {
    log(`check:deveco: ${KEPT_DIR} left as it was: DevEco builds nothing from sources with errors`);
  } else if (keepInRepo) {
    const manifest = writeKeptOutput(REPO, emitDir, `ets-loader ${RELEASE_TAG}`);
    fs.rmSync(emitDir, { recursive: true, force: true });
    log(`check:deveco: kept the transformed JavaScript of ${manifest.files.length} files in ${KEPT_DIR}/`);
  } else if (emitDir) {
    log(`check:deveco: transformed JavaScript of the UI and V2 state files in ${emitDir}/<target>/`);
  }
}

// 4. The bad samples, compiled as extra entries of entry: each must be reported with its header's text.
if (withSamples) {
  const samples = fs.readdirSync(SAMPLES).filter((f) => f.endsWith('.ets')).sort();
  const into = path.join(copyRoot, SAMPLES_IN_COPY);
  fs.mkdirSync(into, { recursive: true });
  for (const f of samples) fs.copyFileSync(path.join(SAMPLES, f), path.join(into, f));
  const result = runTarget({ module: 'entry', dir: 'entry', kind: 'main' }, samples.map((f) => path.join(into, f)),
    false);
  result.label = 'bad samples';
  const missed = [];
  for (const f of samples) {
    const rel = path.relative(REPO, path.join(SAMPLES, f));
    const header = fs.readFileSync(path.join(SAMPLES, f), 'utf8').split('\n')[0];
    const expect = header.replace(/^\/\/\s*expect:\s*/, '').trim();
    const found = result.diagnostics.filter((d) => d.file === rel);
    for (const d of found) log(format(d));
    if (!found.some((d) => d.message.includes(expect))) missed.push(`${rel} (expected "${expect}")`);
  }
  const others = result.diagnostics.filter((d) => !d.file.startsWith(path.relative(REPO, SAMPLES)));
  for (const d of others) log(format(d));
  log(`check:deveco bad samples: ${samples.length - missed.length}/${samples.length} reported` +
    (missed.length ? `; NOT reported: ${missed.join(', ')}` : '') +
    (others.length ? `; ${others.length} other diagnostics` : ''));
  failed = failed || missed.length > 0 || others.length > 0;
  fs.rmSync(into, { recursive: true, force: true });
}
log(`check:deveco: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
