// `npm run demo`, the main job: one AgentRuntime run on the embedded replay server shows a retry, reasoning,
// a tool call assembling, the tool run by the runtime, the answer in Markdown and the usage, and exits 0;
// Ctrl+C ends the run cleanly with exit 130. The answer's Markdown: styles with --color, clean text without
// (a pipe), and the live redraw a terminal gets, on a VirtualTerminal (no pty here: the spawned demo's
// output is a pipe, so its redraw is checked through AnswerStream directly).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, it, expect } from '@ohos/hypium';
import { IncrementalMarkdownParser } from '../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import { AnswerStream } from '../AnswerStream.mjs';
import { MarkdownTerminal } from '../MarkdownTerminal.mjs';
import { seededDeltas } from '../../../conformance/markdown/test/support/Feeds';
import { VirtualTerminal } from './VirtualTerminal';

const DEMO = 'tools/showcase/demo/demo.mjs';
const LIB = { IncrementalMarkdownParser };

/** The replay server's demo answer (deepseek/demo-answer): the content of its chunks. */
function demoAnswer(): string {
  const scenario = JSON.parse(fs.readFileSync('tools/providers/replay/scenarios/deepseek/demo-answer.json', 'utf8'));
  return scenario.chunks.map((chunk: { choices: { delta?: { content?: string | null } }[] }) =>
    chunk.choices[0]?.delta?.content ?? '').join('');
}

/** The answer section of a demo run: from the `回答:` line to the line before `✓ stop`. */
function answerSection(out: string): string {
  const start = out.indexOf('回答:');
  return out.slice(start, out.indexOf('✓ stop', start));
}

export default function demoTest() {
  describe('npm run demo', () => {
    for (const provider of ['deepseek', 'zhipu']) {
      it(`${provider}: retry, reasoning, tool call, the runtime runs the tool, answer, usage; exit 0`, 0, () => {
        const run = spawnSync(process.execPath, [DEMO, '--fast', '--provider', provider], { encoding: 'utf8', timeout: 4500 });
        const out = run.stdout;
        const seen = ['⟳ retry 1 after rate_limited', '思考: ', '🔧 get_weather {"city":"北京","unit":"celsius"}',
          '↳ ran get_weather locally in', '— step 2: the tool results go back to the model', '回答:\n北京现在：晴天 ☀️',
          '✓ stop · tokens prompt', '✓ run completed · 2 steps · 1 tool call']
          .map((part) => `${part}: ${out.includes(part)}`);
        expect(seen.join('\n')).assertEqual(seen.map((line) => line.replace(/false$/, 'true')).join('\n'));
        expect(run.status).assertEqual(0);
        expect(out.includes('replay-key')).assertFalse();
      });
    }

    it('with --color the answer is styled Markdown: bold, italic, inline code, a table, a list, a quote, a ' +
      'code frame; no raw markers', 0, () => {
        const run = spawnSync(process.execPath, [DEMO, '--fast', '--color'], { encoding: 'utf8', timeout: 4500 });
        const answer = answerSection(run.stdout);
        const seen = ['\x1b[1m晴天\x1b[0m', '\x1b[36mget_weather\x1b[0m', '\x1b[1m26°C\x1b[0m', '\x1b[3m很适合出门\x1b[0m',
          '\x1b[1m项目\x1b[0m\x1b[2m │ \x1b[0m\x1b[1m数值\x1b[0m', '气温\x1b[2m │ \x1b[0m26°C', '1. 带上\x1b[1m墨镜\x1b[0m和防晒霜',
          '   ◦ 每小时喝一杯', '\x1b[2m│ \x1b[0m紫外线较强', '\x1b[2m╭─ json\x1b[0m']
          .map((part) => `${JSON.stringify(part)}: ${answer.includes(part)}`);
        expect(seen.join('\n')).assertEqual(seen.map((line) => line.replace(/false$/, 'true')).join('\n'));
        expect(`${answer.includes('**')} ${answer.includes('`')} ${answer.includes('|')} ${run.status}`)
          .assertEqual('false false false 0');
      });

    it('without color (a pipe) the answer is clean text: no escape codes, no `**`, structure drawn', 0, () => {
      const run = spawnSync(process.execPath, [DEMO, '--fast', '--provider', 'zhipu'], { encoding: 'utf8', timeout: 4500 });
      expect(answerSection(run.stdout)).assertEqual([
        '回答:', '北京现在：晴天 ☀️', '─────────────────', '',
        '根据 `get_weather` 的结果，北京现在 26°C，湿度 40%，很适合出门。', '',
        '项目 │ 数值', '─────┼─────', '天气 │   晴', '气温 │ 26°C', '湿度 │  40%', '',
        '出门建议：', '', '1. 带上墨镜和防晒霜', '2. 记得多喝水 💧', '   ◦ 每小时喝一杯', '3. 傍晚散步最舒服', '',
        '│ 紫外线较强，中午尽量待在阴凉处。', '', '工具返回的原始数据：', '',
        '╭─ json', '│ {"city":"北京","condition":"晴","temperature_c":26,"humidity":0.4}', '╰─', ''].join('\n'));
      expect(`${run.stdout.includes('\x1b[')} ${run.stdout.includes('**')}`).assertEqual('false false');
    });

    it('on a terminal the open block is redrawn in place: no raw marker is ever on screen, and the screen ends ' +
      'as the one-shot render', 0, () => {
        const answer = demoAnswer();
        const terminal = new MarkdownTerminal(true);
        const expected = new VirtualTerminal(18);
        const whole = new AnswerStream(LIB, expected, terminal, false, 18);
        whole.push(answer);
        whole.finish();
        for (const seed of [1, 2, 3]) {
          // 18 columns: most lines wrap, CJK and emoji included, so the rows a redraw erases are counted.
          const screen = new VirtualTerminal(18);
          const live = new AnswerStream(LIB, screen, terminal, true, 18);
          const flashes: string[] = [];
          for (const delta of seededDeltas(answer, seed, 1, 3)) {
            live.push(delta);
            if (/\*\*|`/.test(screen.screen)) flashes.push(screen.screen);
          }
          live.finish();
          expect(`seed ${seed}: ${flashes.length} flashes; ${screen.screen === expected.screen}`)
            .assertEqual(`seed ${seed}: 0 flashes; true`);
        }
        // The narrow screen did wrap: it has more rows than the render has lines.
        const wide = new VirtualTerminal(200);
        const unwrapped = new AnswerStream(LIB, wide, terminal, false, 200);
        unwrapped.push(answer);
        unwrapped.finish();
        expect(expected.screen.split('\n').length > wide.screen.split('\n').length).assertTrue();
      });

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
