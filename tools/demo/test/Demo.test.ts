// `npm run demo`, the main job: one AgentRuntime run on the embedded replay server shows a retry, reasoning,
// a tool call assembling, the tool run by the runtime, the answer and the usage, and exits 0; Ctrl+C ends
// the run cleanly with exit 130.
import { spawn, spawnSync } from 'node:child_process';
import { describe, it, expect } from '@ohos/hypium';

const DEMO = 'tools/demo/demo.mjs';

export default function demoTest() {
  describe('npm run demo', () => {
    for (const provider of ['deepseek', 'zhipu']) {
      it(`${provider}: retry, reasoning, tool call, the runtime runs the tool, answer, usage; exit 0`, 0, () => {
        const run = spawnSync(process.execPath, [DEMO, '--fast', '--provider', provider], { encoding: 'utf8', timeout: 4500 });
        const out = run.stdout;
        const seen = ['⟳ retry 1 after rate_limited', '思考: ', '🔧 get_weather {"city":"北京","unit":"celsius"}',
          '↳ ran get_weather locally in', '— step 2: the tool results go back to the model', '回答: 北京现在是**晴天** ☀️',
          '✓ stop · tokens prompt', '✓ run completed · 2 steps · 1 tool call']
          .map((part) => `${part}: ${out.includes(part)}`);
        expect(seen.join('\n')).assertEqual(seen.map((line) => line.replace(/false$/, 'true')).join('\n'));
        expect(run.status).assertEqual(0);
        expect(out.includes('replay-key')).assertFalse();
      });
    }

    it('Ctrl+C during a stream cancels the run and exits 130', 0, async () => {
      const child = spawn(process.execPath, [DEMO, '--fast', '--scenario', 'stall'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (data: Buffer) => {
          out += data.toString('utf8');
          if (out.includes('思考: ')) resolve();
        });
      });
      child.kill('SIGINT');
      const code = await exited;
      expect(code).assertEqual(130);
      expect(out.includes('✗ cancelled/cancelled: Run cancelled: Ctrl+C')).assertTrue();
    });

    it('rejects unknown options with the usage text', 0, () => {
      const run = spawnSync(process.execPath, [DEMO, '--provider', 'openai'], { encoding: 'utf8', timeout: 4000 });
      expect(run.status).assertEqual(2);
      expect(run.stdout.includes('unknown provider openai')).assertTrue();
    });
  });
}
