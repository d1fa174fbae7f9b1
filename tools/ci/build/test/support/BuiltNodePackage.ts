// The Node package as the suites of tools/ci/build see it: built once per test run (`npm run build:node --
// --out <temp>`, never over dist/node, which someone else's run may be reading), packed with `npm pack`,
// installed offline into a fresh TypeScript project (fixtures/node-consumer) and compiled there with the
// workspace's TypeScript. Each step runs at most once per run; every step is synchronous (a hypium test
// that blocks is never timed out, an async one is, after 5 s).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const BUILD = path.join(ROOT, 'tools', 'ci', 'build', 'build-node.mjs');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CONSUMER_FIXTURE = path.join(ROOT, 'tools', 'ci', 'build', 'test', 'fixtures', 'node-consumer');

export class StepOutcome {
  constructor(readonly status: number | null, readonly output: string) {}

  get ok(): boolean {
    return this.status === 0;
  }
}

function run(command: string, args: string[], cwd: string): StepOutcome {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180000 });
  const failure = result.error ? `${result.error.message}\n` : '';
  return new StepOutcome(result.status, failure + (result.stdout ?? '') + (result.stderr ?? ''));
}

let workDir = '';

function work(): string {
  if (workDir === '') {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-node-package-'));
    process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true }));
  }
  return workDir;
}

let built: StepOutcome | null = null;

/** The package folder (what dist/node holds after `npm run build:node`). */
export function packageDir(): string {
  return path.join(work(), 'package');
}

/** `node tools/ci/build/build-node.mjs --out <temp>/package`, once. */
export function buildPackage(): StepOutcome {
  if (built === null) built = run(process.execPath, [BUILD, '--out', packageDir()], ROOT);
  return built;
}

export class PackOutcome extends StepOutcome {
  constructor(status: number | null, output: string, readonly tarball: string, readonly files: string[]) {
    super(status, output);
  }
}

let packed: PackOutcome | null = null;

/** `npm pack` in the package folder, once: the tarball and the files it holds. */
export function packPackage(): PackOutcome {
  if (packed !== null) return packed;
  const build = buildPackage();
  if (!build.ok) {
    packed = new PackOutcome(build.status, `build failed:\n${build.output}`, '', []);
    return packed;
  }
  const outcome = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work()], packageDir());
  let tarball = '';
  let files: string[] = [];
  if (outcome.ok) {
    const report = JSON.parse(outcome.output.slice(outcome.output.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = path.join(work(), report[0].filename);
    files = report[0].files.map((f) => f.path).sort();
  }
  packed = new PackOutcome(outcome.status, outcome.output, tarball, files);
  return packed;
}

export class ConsumerOutcome {
  constructor(readonly install: StepOutcome, readonly compile: StepOutcome, readonly dir: string) {}
}

let consumer: ConsumerOutcome | null = null;

/**
 * The tarball installed offline into a copy of fixtures/node-consumer, then `tsc -p` there (the
 * workspace's TypeScript 5.9: nodenext, strict, skipLibCheck off), once. tsc emits even with errors.
 */
export function installAndCompile(): ConsumerOutcome {
  if (consumer !== null) return consumer;
  const pack = packPackage();
  const dir = path.join(work(), 'consumer');
  fs.cpSync(CONSUMER_FIXTURE, dir, { recursive: true });
  const install = pack.ok
    ? run('npm', ['install', pack.tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir)
    : new StepOutcome(pack.status, `pack failed:\n${pack.output}`);
  const compile = install.ok ? run(process.execPath, [TSC, '-p', dir], dir) : new StepOutcome(null, 'not installed');
  consumer = new ConsumerOutcome(install, compile, dir);
  return consumer;
}
