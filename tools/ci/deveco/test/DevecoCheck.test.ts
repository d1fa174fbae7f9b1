// What `npm run check:deveco` promises without DevEco's front end at hand (npm test runs where the
// OpenHarmony sources are not): its bad samples pass the ohos-typescript check, so only the front end can catch
// them; it reads ets-loader's messages back as `file:line:col severity message`; it compiles the targets DevEco
// compiles; and without the sources it says so in one line and exits 0. The front end's own verdict on the
// samples and on the sources is checked by `npm run check:deveco` itself (docs/deveco-check.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { checkFiles } from '../../check/arkts-program.mjs';
// @ts-ignore: plain ESM tooling module
import { parseLogMessage } from '../ets-loader-log.mjs';
// @ts-ignore: plain ESM tooling module
import { projectTargets, targetLabel } from '../targets.mjs';

interface Problem { file: string; severity: string }
interface Diagnostic { file?: string; line: number; col: number; severity: string; message: string }
interface Target { module: string; dir: string; kind: string }

// The runner starts suites in the project root (tools/ci/test/run-tests.mjs). Not arkts-program's ROOT: in a bundle
// that follows node_modules' real path, which in a git worktree sharing node_modules is another checkout.
const ROOT = process.cwd();
const SAMPLES = path.join(ROOT, 'tools', 'ci', 'deveco', 'bad-samples');

function samples(): string[] {
  return fs.readdirSync(SAMPLES).filter((f) => f.endsWith('.ets')).sort().map((f) => path.join(SAMPLES, f));
}

function show(d: Diagnostic | undefined): string {
  return d === undefined ? 'none' : `${d.file}:${d.line}:${d.col} ${d.severity} ${d.message}`;
}

export default function devecoCheckTest() {
  describe('check:deveco', () => {
    it('has a bad sample for each UI rule only the front end enforces', 0, () => {
      expect(samples().map((f) => path.basename(f)).join(','))
        .assertEqual('ComponentOutsideBuild.ets,StatementInBuild.ets,V1DecoratorInComponentV2.ets,WrapBuilderOfPlainFunction.ets');
    });

    it('each bad sample names in its first line what the front end must report', 0, () => {
      for (const file of samples()) {
        const header = fs.readFileSync(file, 'utf8').split('\n')[0];
        const name = path.basename(file);
        expect(`${name}: ${/^\/\/ expect: \S/.test(header)}`).assertEqual(`${name}: true`);
      }
    });

    it('npm run check (ohos-typescript and the linter) reports none of the bad samples', 0, () => {
      const problems = checkFiles(samples()) as Problem[];
      expect(problems.length).assertEqual(0);
    });

    it('reads a type-checker message back as file:line:col severity message', 0, () => {
      const d = parseLogMessage({ level: 'warn', text: '\u001b[33mArkTS:WARN File: /p/a/B.ets:62:24\n ' +
        'To use this API, ' +
        'you need to apply for the permissions: ohos.permission.INTERNET\n' }) as Diagnostic;
      expect(show(d)).assertEqual('/p/a/B.ets:62:24 warning To use this API, you need to apply for the permissions: ' +
        'ohos.permission.INTERNET');
    });

    it('reads a UI validation message back, error severity from its text', 0, () => {
      const d = parseLogMessage({ level: 'error', text: '\u001b[31mArkTS:ERROR File: /p/C.ets:6:5\n ' +
        "UI component 'Text' " +
        'cannot be used in this place.' }) as Diagnostic;
      expect(show(d)).assertEqual("/p/C.ets:6:5 error UI component 'Text' cannot be used in this place.");
    });

    it('keeps a message without a place, and drops empty logger calls', 0, () => {
      expect(show(parseLogMessage({ level: 'warn', text: '\u001b[33mArkTS:WARN: ArkTS: Invalid ArkTS version\n' })))
        .assertEqual('undefined:0:0 warning ArkTS: Invalid ArkTS version');
      expect(show(parseLogMessage({ level: 'error', text: '\u001b[31m' }))).assertEqual('none');
    });

    it('compiles every module and each test target that has sources, as DevEco does', 0, () => {
      const modules = [{ name: 'entry', dir: 'entry' }, { name: 'agent_core', dir: 'agent_core' }];
      const targets = projectTargets(ROOT, modules) as Target[];
      expect(targets.map((t) => targetLabel(t)).join(','))
        .assertEqual('entry,agent_core,agent_core@ohosTest,agent_core@test');
    });

    it('without the sources says in one line how to get them, and exits 0', 0, () => {
      const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-deveco-none-'));
      const env: Record<string, string | undefined> = { ...process.env, ARKAGENT_DEVECO_CACHE: cache,
        ARKAGENT_DEVECO_OFFLINE: '1' };
      delete env.ARKAGENT_ETS2BUNDLE_SRC;
      delete env.ARKAGENT_INTERFACE_SDK_SRC;
      try {
        const run = spawnSync(process.execPath, [path.join(ROOT, 'tools', 'ci', 'deveco', 'check-deveco.mjs')],
          { encoding: 'utf8', env });
        const lines = run.stdout.trim().split('\n');
        expect(`${run.status} ${lines.length}`).assertEqual('0 1');
        const namesBoth = lines[0].includes('ARKAGENT_ETS2BUNDLE_SRC=') &&
          lines[0].includes('ARKAGENT_INTERFACE_SDK_SRC=');
        expect(namesBoth).assertTrue();
      } finally {
        fs.rmSync(cache, { recursive: true, force: true });
      }
    });
  });
}
