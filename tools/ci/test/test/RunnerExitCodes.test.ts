// The runner's own contract: `N passed, N failed`, then the outside-material line last; exit 1 on a failing
// test, on a suite that throws while loading, on a suite missing from List.test.ets, and when no test ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';

const RUNNER = path.join(process.cwd(), 'tools', 'ci', 'test', 'run-tests.mjs');

class RunOutcome {
  constructor(readonly status: number | null, readonly countLine: string, readonly output: string,
    readonly materialLine: string) {}
}

function runProject(files: Record<string, string>): RunOutcome {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-runner-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    const run = spawnSync(process.execPath, [RUNNER, '--no-check', '--root', root], { encoding: 'utf8', timeout: 60000 });
    const lines = run.stdout.trim().split('\n');
    return new RunOutcome(run.status, lines[lines.length - 2] ?? '', run.stdout + run.stderr, lines[lines.length - 1]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const PASSING = `import { describe, it, expect } from '@ohos/hypium';
export default function t() { describe('ok', () => { it('passes', 0, () => { expect(1).assertEqual(1); }); }); }`;
const SKIPPING = `import { describe, it, expect } from '@ohos/hypium';
import { skippedFor } from '${path.join(process.cwd(), 'tools', 'ci', 'test', 'outside-material.mjs')}';
export default function t() { describe('s', () => { skippedFor('real', 'Skips'); it('skipped', 0, () => { expect(1).assertEqual(1); }); }); }`;
const FAILING = `import { describe, it, expect } from '@ohos/hypium';
export default function t() { describe('bad', () => { it('fails', 0, () => { expect(1).assertEqual(2); }); }); }`;

export default function runnerExitCodesTest() {
  describe('test runner', () => {
    it('a passing run exits 0 and ends with the count line', 0, () => {
      const outcome = runProject({ 'tools/a/test/Ok.test.ts': PASSING });
      expect(`${outcome.status} ${outcome.countLine}`).assertEqual('0 1 passed, 0 failed');
      expect(outcome.materialLine).assertEqual('outside material (../shared): nothing skipped');
    });

    it('ends with what a suite skipped for want of ../shared, and where to put it', 0, () => {
      const outcome = runProject({ 'tools/a/test/Skips.test.ts': SKIPPING });
      expect(outcome.countLine).assertEqual('1 passed, 0 failed');
      expect(outcome.materialLine.startsWith('outside material: skipped for want of ../shared/fixtures/real ' +
        '(the real DeepSeek and z.ai captures): Skips; get them: put the project\'s shared folder at ')).assertTrue();
    });

    it('a failing test exits 1 and prints its message and location', 0, () => {
      const outcome = runProject({ 'tools/a/test/Ok.test.ts': PASSING, 'tools/a/test/Bad.test.ts': FAILING });
      expect(`${outcome.status} ${outcome.countLine}`).assertEqual('1 1 passed, 1 failed');
      expect(outcome.output.includes('expect 1 equals 2')).assertTrue();
      expect(outcome.output.includes('Bad.test.ts:2')).assertTrue();
    });

    it('a suite that throws while loading is a failure, not absent', 0, () => {
      const outcome = runProject({ 'tools/a/test/Ok.test.ts': PASSING,
        'tools/a/test/Throws.test.ts': `throw new Error('boom at load');\nexport default function t() {}` });
      expect(`${outcome.status} ${outcome.countLine}`).assertEqual('1 1 passed, 1 failed');
      expect(outcome.output.includes('boom at load')).assertTrue();
    });

    it('a module suite missing from List.test.ets is a failure', 0, () => {
      const outcome = runProject({
        'agent_core/src/test/List.test.ets': `export default function testsuite() {}`,
        'agent_core/src/test/Orphan.test.ets': PASSING,
      });
      expect(outcome.status).assertEqual(1);
      expect(outcome.output.includes('Orphan.test.ets (not listed)')).assertTrue();
    });

    it('no test at all exits 1', 0, () => {
      const outcome = runProject({ 'tools/a/readme.txt': 'nothing' });
      expect(outcome.status).assertEqual(1);
      expect(outcome.countLine).assertEqual('0 passed, 0 failed');
    });
  });
}
