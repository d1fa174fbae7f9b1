// `npm run acceptance` on the replay server: every scenario line has exactly one terminal, nothing
// after it, and the event counts the replay scenario implies; no line ever holds a key or a text.
import { describe, it, expect, afterAll } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { startReplayServer } from '../../../providers/replay/ReplayServer.mjs';
import * as lib from '../../../../agent_core/Index';
// @ts-ignore: plain ESM tooling module
import { acceptanceTargets } from '../targets.mjs';

const EXPECTED: Record<string, string> = {
  'zhipu stream-text': 'status=ok events=model_complete=1,model_start=1,reasoning_delta=21,text_delta=11,usage=1',
  'zhipu stream-tool': 'status=ok events=model_complete=1,model_start=1,reasoning_delta=5,tool_call_delta=8,usage=1',
  'zhipu cancel': 'status=ok events=error=1,model_start=1,text_delta=1',
  'zhipu auth-failure': 'status=ok events=error=1,model_start=1',
  'deepseek stream-text': 'status=ok events=model_complete=1,model_start=1,reasoning_delta=34,text_delta=11,usage=1',
  'deepseek stream-tool': 'status=ok events=model_complete=1,model_start=1,tool_call_delta=18,usage=1',
  'deepseek cancel': 'status=ok events=error=1,model_start=1,reasoning_delta=1',
  'deepseek auth-failure': 'status=ok events=error=1,model_start=1',
};

export default function acceptanceTest() {
  let server: any;
  const lines: string[] = [];

  describe('LiveAcceptance on the replay server', () => {
    afterAll(async () => {
      if (server) await server.close();
    });

    for (const provider of ['zhipu', 'deepseek']) {
      it(`${provider}: four lines, one terminal each, nothing after, the implied counts`, 0, async () => {
        server = server ?? await startReplayServer({ seed: 11, writeDelayMs: [0, 2] });
        const { targets } = acceptanceTargets(lib, { live: false, server, env: {}, providers: [provider] });
        const acceptance = new lib.LiveAcceptance();
        acceptance.settleMs = 60;
        for (const result of await acceptance.run(targets[0])) {
          lines.push(result.line);
          const key = `${result.provider} ${result.scenario}`;
          expect(`${key} ${result.line.includes(EXPECTED[key])}`).assertEqual(`${key} true`);
          expect(`${key} terminals=${result.terminals} afterTerminal=${result.afterTerminal}`)
            .assertEqual(`${key} terminals=1 afterTerminal=0`);
        }
      });
    }

    it('lines hold no key, prompt or response text', 0, () => {
      const text = lines.join('\n');
      expect(lines.length).assertEqual(8);
      for (const secret of ['replay-key', 'sk-acceptance', '杭州', '北京', 'Bearer']) {
        expect(`${secret}: ${text.includes(secret)}`).assertEqual(`${secret}: false`);
      }
    });
  });
}
