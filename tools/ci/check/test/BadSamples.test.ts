// The ArkTS check rejects each deliberately bad sample for its own reason (the rule named in the
// sample's `// expect:` header), and accepts the project's own sources.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { checkFiles, collectSources, ROOT } from '../arkts-program.mjs';

interface Problem { file: string; line: number; col: number; rule: string; message: string; severity: string }

const SAMPLES = path.join(ROOT, 'tools', 'ci', 'check', 'bad-samples');

function expectedRule(file: string): string {
  const header = fs.readFileSync(file, 'utf8').split('\n')[0];
  return header.replace('// expect:', '').trim();
}

export default function badSamplesTest() {
  describe('ArkTS check', () => {
    const samples: string[] = fs.readdirSync(SAMPLES).filter((f) => f.endsWith('.ets')).map((f) => path.join(SAMPLES, f));
    let problems: Problem[] = [];

    it('has a bad sample for each rule it must enforce', 0, () => {
      const rules = samples.map(expectedRule).sort().join(',');
      expect(rules).assertEqual(
        'TS2307,TS2322,TS2551,arkts-no-any-unknown,arkts-no-destruct-decls,arkts-no-untyped-obj-literals,arkts-no-var');
    });

    it('rejects every bad sample with the rule its header names', 0, () => {
      problems = checkFiles(samples) as Problem[];
      for (const sample of samples) {
        const rel = path.relative(ROOT, sample);
        const rules = problems.filter((p) => p.file === rel && p.severity === 'error').map((p) => p.rule);
        expect(`${rel}: ${rules.includes(expectedRule(sample))}`).assertEqual(`${rel}: true`);
      }
    });

    it('names file, line and column of each problem', 0, () => {
      const anyProblem = problems.find((p) => p.file.endsWith('AnyType.ets'));
      expect(anyProblem !== undefined && anyProblem.line === 2 && anyProblem.col > 1).assertTrue();
    });

    it('accepts an idiomatic ArkUI page: ForEach with ListItem bodies, @State, attributes', 0, () => {
      const good = path.join(ROOT, 'tools', 'ci', 'check', 'good-samples', 'ForEachListPage.ets');
      expect((checkFiles([good]) as Problem[]).map((p) => `${p.line}:${p.rule}`).join(',')).assertEqual('');
    });

    it('finds every source below a folder without a kept list', 0, () => {
      const found = collectSources([path.join(ROOT, 'agent_core', 'src')]) as string[];
      expect(found.some((f) => f.endsWith('StreamAssembler.ets'))).assertTrue();
      expect(found.some((f) => f.endsWith('.test.ets'))).assertTrue();
    });

    it('a bad file dropped anywhere under agent_core/src/main/ets fails the check, naming file and rule', 0, () => {
      const dir = path.join(ROOT, 'agent_core', 'src', 'main', 'ets', 'stream', 'deep');
      const bad = path.join(dir, 'DroppedBad.ets');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(bad, 'export function f(): number {\n  var x = 1;\n  return x;\n}\n');
      try {
        const found = collectSources([path.join(ROOT, 'agent_core', 'src')]) as string[];
        expect(found.includes(bad)).assertTrue();
        const result = checkFiles([bad]) as Problem[];
        expect(result.map((p) => `${p.file}:${p.line} ${p.rule}`).join(';'))
          .assertEqual('agent_core/src/main/ets/stream/deep/DroppedBad.ets:2 arkts-no-var');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
