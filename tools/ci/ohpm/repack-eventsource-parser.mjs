// Writes third_party/eventsource-parser, the ohpm package @arkagent/eventsource-parser, from the npm tarball of
// eventsource-parser at the version package-lock.json locks (eventsource-parser-repack.mjs says what it holds):
//   1. `npm pack eventsource-parser@<locked version>` (from npm's cache when it has it, else the registry);
//   2. the tarball's sha512 must equal package-lock.json's `integrity` for node_modules/eventsource-parser;
//   3. unpack it (tar) and write the repack's files; a file of the folder the repack does not hold is removed.
//   node tools/ci/ohpm/repack-eventsource-parser.mjs              write the folder
//   node tools/ci/ohpm/repack-eventsource-parser.mjs --check      exit 1 when the committed folder differs
//   node tools/ci/ohpm/repack-eventsource-parser.mjs --har FILE   also pack FILE (package/...) for `ohpm publish`
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { differences, REPACK_DIR, repackFiles, UPSTREAM_NAME } from './eventsource-parser-repack.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The locked version and integrity of the npm package (package-lock.json v3). */
function locked() {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const entry = lock.packages?.[`node_modules/${UPSTREAM_NAME}`];
  if (!entry?.integrity) throw new Error(`package-lock.json locks no ${UPSTREAM_NAME}`);
  return entry;
}

/** The unpacked tarball (its `package/` folder), after its integrity check. */
function fetchUpstream(work) {
  const { version, integrity } = locked();
  const packed = JSON.parse(run('npm', ['pack', `${UPSTREAM_NAME}@${version}`, '--prefer-offline', '--json',
    '--pack-destination', work], work));
  const tarball = path.join(work, packed[0].filename);
  const actual = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
  if (actual !== integrity) {
    throw new Error(`${packed[0].filename}: integrity ${actual}, package-lock.json says ${integrity}`);
  }
  run('tar', ['-xzf', tarball, '-C', work]);
  console.log(`repack: ${UPSTREAM_NAME}@${version} tarball, integrity as package-lock.json ` +
    `(${integrity.slice(0, 19)}...)`);
  return path.join(work, 'package');
}

const args = process.argv.slice(2);
const harIndex = args.indexOf('--har');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-repack-'));
try {
  const files = repackFiles(fetchUpstream(work));
  const target = path.join(ROOT, REPACK_DIR);
  const diff = differences(files, target);
  if (args.includes('--check')) {
    console.log(diff.length ? `repack: ${REPACK_DIR} differs: ${diff.join(', ')}` : `repack: ${REPACK_DIR} is current`);
    process.exitCode = diff.length ? 1 : 0;
  } else {
    fs.rmSync(target, { recursive: true, force: true });
    for (const [name, bytes] of files) {
      fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
      fs.writeFileSync(path.join(target, name), bytes);
    }
    const was = diff.length ? `; was: ${diff.join(', ')}` : '';
    console.log(`repack: wrote ${REPACK_DIR} (${[...files.keys()].join(', ')})${was}`);
  }
  if (harIndex >= 0) {
    const har = path.resolve(args[harIndex + 1]);
    const stage = path.join(work, 'har', 'package');
    fs.cpSync(target, stage, { recursive: true });
    run('tar', ['-czf', har, '-C', path.dirname(stage), 'package']);
    console.log(`repack: packed ${har} (package/ + oh-package.json5, as ohpm install/publish take a .har)`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
