// The demo app's chat page (entry/src/main/ets/pages/Index.ets: SettingsPanel, then the chat kit's ChatView over
// ChatSession's controller, with the page's status line and New chat under it), DevEco's front end output run
// on the headless ArkUI runtime, driven as a user drives it against the replay server over real sockets
// (HarmonyHttpTransport on the emulated @ohos.net.http): a question streams in and ends; a second one is
// appended; the list follows the answer; Stop cuts an answer where it is; an error shows with a Retry that asks
// again; the conversation is back after the app is killed and started again (RdbChatSessionStore on the
// emulated relationalStore). Tool cards and A2UI surfaces: ChatPageTools.test.ts; settings across a restart:
// ChatPageSettings.test.ts; the kit's own behaviour (regenerate, edit, copy, themes): ChatView*.test.ts. What is
// read is what the screen shows (support/ChatBubble.ts, ScreenText.ts) and what the list asked its Scroller,
// never the page's state objects.
import { describe, it, expect } from '@ohos/hypium';
import { ENUMS } from '../../../platform/arkui-headless/native/Enums';
import type { Scroller } from '../../../platform/arkui-headless/native/Controllers';
import { withChatApp } from '../support/ChatAppRun';
import { FrameLog, growthProblem } from '../support/FrameLog';
import { sequenceOf, stallAfterChunks } from '../support/ScenarioFolder';

const FAST: { writeDelayMs: [number, number]; maxWriteBytes: number } = { writeDelayMs: [0, 1], maxWriteBytes: 512 };
const QUESTION = '北京到上海坐高铁要多久？';
/** deepseek/reasoning as the bubble shows it once done. */
const REASONING = '嗯，用户想知道从北京坐高铁到上海要多久。京沪高铁全长大约 1318 公里，最快的复兴号大概 4 个半小时；' +
  '停站多的车次一般要 5到 6 小时。回答简洁就好。';
const ANSWER = '北京到上海坐高铁最快约 4.5 小时 🚄，停站多的车次需要 5～6 小时。\n建议提前在 12306 购票 😊';
/** The answer's bubble once done, as a transcript line: the reasoning folded once the answer started. */
const DONE_LINE = `agent: Reasoning ▸ · ${ANSWER.replace('\n', ' · ')} · tokens 70 in / 96 out (61 reasoning)`;
/** deepseek/chat. */
const GREETING = '你好！我是 DeepSeek 助手 👋 · 我可以帮你写代码、翻译和解答问题。今天想聊点什么？';
/** Entry's suggested prompts, shown by the kit's InputBar while the chat is empty; [+] is entry's attachment button. */
const SUGGESTIONS = '北京天气怎么样？ 你能做什么？';
const IDLE_CONTROLS = `${SUGGESTIONS} [+] ⟦Ask something: ⟧ [Send (disabled)] [New chat (disabled)]`;

function roles(body: unknown): string {
  return ((body as { messages?: Array<{ role: string }> }).messages ?? []).map((m) => m.role).join(',');
}

export default function chatPageTest() {
  describe('ChatPage', () => {
    it('Send is enabled by a prompt; the question shows, Send becomes Stop, the reasoning and answer grow, done', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'deepseek/reasoning' } }, async ({ app }) => {
          expect(app.controls).assertEqual(IDLE_CONTROLS);
          app.page.type({ type: 'TextArea', placeholder: 'Ask something' }, QUESTION);
          await app.pause(0);
          expect(app.controls).assertEqual(`${SUGGESTIONS} [+] ⟦Ask something: ${QUESTION}⟧ [Send] [New chat (disabled)]`);

          const log = new FrameLog(app);
          app.tap({ type: 'Button', text: 'Send' });
          await app.waitFor('the answer to be done', () => app.lastBubble.status === 'done', log.record);

          expect(log.values((f) => f.status).join(' > ')).assertEqual('sending > streaming > done');
          const running = log.frames.filter((f) => f.status !== 'done');
          expect(running.filter((f) => f.controls !== '[+] ⟦Ask something: ⟧ [Stop] [New chat (disabled)]')
            .map((f) => f.controls).join('\n')).assertEqual('');
          // Growing, never rewritten: each flush appends (reasoning first, then the answer, which folds it).
          const reasoning = log.values((f) => f.reasoning).filter((r) => r.length > 0);
          const answer = log.values((f) => f.answer);
          expect(growthProblem(reasoning) + growthProblem(answer)).assertEqual('');
          expect(reasoning.length).assertLarger(3);
          expect(running.map((f) => f.answer).filter((a) => a.length > 0 && a !== ANSWER).length).assertLarger(0);
          const deltas = log.frames.map((f) => Number((/(\d+) deltas/.exec(f.statusLine) ?? ['', '-1'])[1]));
          expect(deltas.every((n, i) => i === 0 || n >= deltas[i - 1])).assertTrue();

          expect(app.transcript()).assertEqual([
            `you: ${QUESTION}`,
            DONE_LINE,
            'status: completed · 45 deltas in # UI updates',
            '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
          ].join('\n'));
          expect(app.lastBubble.actions).assertEqual('[Copy] [Regenerate] [👍] [👎]');
          // The Markdown of the answer is rendered, not shown: **4.5 小时** is a bold span.
          const strong = app.page.find({ type: 'Span', text: '4.5 小时' });
          expect(String(strong.attribute('fontWeight'))).assertEqual('bold');
        });
      });

    it('the reasoning block folds once the answer starts; a tap on its title opens it, another folds it', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'deepseek/reasoning', ...FAST } }, async ({ app }) => {
          await app.ask(QUESTION);
          await app.waitFor('the answer to be done', () => app.lastBubble.status === 'done');
          expect(app.lastBubble.lines.slice(0, 2).join(' · '))
            .assertEqual('Reasoning ▸ · 北京到上海坐高铁最快约 4.5 小时 🚄，停站多的车次需要 5～6 小时。');
          app.tap({ type: 'Text', text: 'Reasoning ▸' });
          await app.pause(0);
          expect(app.lastBubble.reasoning).assertEqual(REASONING);
          app.tap({ type: 'Text', text: 'Reasoning ▾' });
          await app.pause(0);
          expect(app.lastBubble.lines[0]).assertEqual('Reasoning ▸');
        });
      });

    it('a second question goes under the first answer, which stays; New chat empties the list', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST } }, async ({ app, server }) => {
        await app.ask('你好');
        await app.waitFor('the first answer', () => app.lastBubble.status === 'done');
        await app.ask('你能做什么？');
        await app.waitFor('the second answer', () => app.bubbles.length === 4 && app.lastBubble.status === 'done');
        expect(app.transcript()).assertEqual([
          'you: 你好',
          `agent: ${GREETING} · tokens 11 in / 24 out`,
          'you: 你能做什么？',
          `agent: ${GREETING} · tokens 11 in / 24 out`,
          'status: completed · 40 deltas in # UI updates',
          '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
        ].join('\n'));
        // The second request carries the whole conversation.
        expect(roles(server.requests[1].body)).assertEqual('user,assistant,user');

        app.tap({ type: 'Button', text: 'New chat' });
        await app.pause(0);
        expect(app.bubbles.length).assertEqual(0);
        expect(app.controls).assertEqual(IDLE_CONTROLS);
      });
    });

    it('the list follows the answer as it grows, unless the user has scrolled up to read', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/reasoning' } }, async ({ app }) => {
        await app.ask(QUESTION);
        const list = [...app.chat.walk()].find((e) => e.type === 'List');
        const scroller = (list?.arg as { scroller: Scroller }).scroller;
        const toBottom = (): number => scroller.calls.filter((c) => c.method === 'scrollEdge' &&
          c.args[0] === ENUMS.Edge.Bottom).length;
        await app.waitFor('the reasoning to start', () => app.lastBubble.reasoning.length > 0);
        const early = toBottom();
        await app.waitFor('more reasoning', () => app.lastBubble.reasoning.length > 20);
        expect(toBottom()).assertLarger(early);

        scroller.setAtEnd(false);
        const whenScrolledUp = toBottom();
        await app.waitFor('the answer to be done', () => app.lastBubble.status === 'done');
        expect(toBottom()).assertEqual(whenScrolledUp);
      });
    });

    it('Stop mid-answer: what arrived is shown, Stopped with Retry and Continue, Send is back, nothing after', 0,
      async () => {
        const replay = { scenario: 'deepseek/views-stall', ...FAST, compose: {
          // deepseek/reasoning up to '停站多的车次' of the answer (41 deltas), then silence on an open socket.
          'deepseek/views-stall': stallAfterChunks('deepseek/reasoning', 42) } };
        await withChatApp({ replay }, async ({ app, server }) => {
          await app.ask(QUESTION);
          // Every delta is in; the pacer (ChatSession's textPacing) is usually still showing them.
          await app.waitFor('the 41 deltas before the stall', () => app.statusLine.includes(' 41 deltas'));
          expect(app.controls).assertEqual('[+] ⟦Ask something: ⟧ [Stop] [New chat (disabled)]');
          app.tap({ type: 'Button', text: 'Stop' });
          await app.pause(0);
          const stopped = [
            `you: ${QUESTION}`,
            'agent: Reasoning ▸ · 北京到上海坐高铁最快约 4.5 小时 🚄，停站多的车次 · ■ Stopped · [Retry] · [Continue]',
            'status: cancelled · 41 deltas in # UI updates',
            '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
          ].join('\n');
          expect(app.transcript()).assertEqual(stopped);
          // Nothing moves afterwards: no paced text, no status change, no new request. (The stalled socket
          // itself stays open: netstack's destroy() does not cut a silent transfer, docs/risks.md R-009.)
          await app.pause(300);
          expect(app.transcript()).assertEqual(stopped);
          expect(server.requests.length).assertEqual(1);
        });
      });

    it('Retry on a stopped answer asks again: the stopped text goes, the whole answer comes', 0, async () => {
      const replay = { scenario: 'deepseek/views-stall-then-answer', ...FAST, compose: {
        'deepseek/views-stall': stallAfterChunks('deepseek/reasoning', 42),
        'deepseek/views-stall-then-answer': sequenceOf('deepseek', ['views-stall', 'reasoning']) } };
      await withChatApp({ replay }, async ({ app, server }) => {
        await app.ask(QUESTION);
        await app.waitFor('the 41 deltas before the stall', () => app.statusLine.includes(' 41 deltas'));
        app.tap({ type: 'Button', text: 'Stop' });
        await app.pause(0);
        app.tapRetry();
        await app.waitFor('the answer', () => app.lastBubble.status === 'done');
        expect(app.transcript()).assertEqual([
          `you: ${QUESTION}`,
          DONE_LINE,
          'status: completed · 86 deltas in # UI updates',
          '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
        ].join('\n'));
        expect(roles(server.requests[1].body)).assertEqual('user');
      });
    });

    it('a blank prompt sends nothing; a suggested prompt of the empty chat sends itself', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST } }, async ({ app, server }) => {
        app.page.type({ type: 'TextArea', placeholder: 'Ask something' }, '   ');
        await app.pause(0);
        expect(app.controls).assertEqual(`${SUGGESTIONS} [+] ⟦Ask something:    ⟧ [Send (disabled)] [New chat (disabled)]`);
        expect(app.page.click({ type: 'Button', text: 'Send' })).assertFalse();
        await app.pause(20);
        expect(app.bubbles.length + server.requests.length).assertEqual(0);

        app.tap({ type: 'Text', text: '你能做什么？' });
        await app.waitFor('the answer', () => app.lastBubble.status === 'done');
        expect(app.bubbles.map((b) => `${b.kind} ${b.status ?? b.lines.join()}`).join(', '))
          .assertEqual('you 你能做什么？, agent done');
        expect(app.controls).assertEqual('[+] ⟦Ask something:    ⟧ [Send (disabled)] [New chat]');
      });
    });

    it('without an API key Send asks for one and sends nothing; the prompt stays', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST }, connect: false }, async ({ app, server }) => {
        await app.ask('你好');
        expect(app.transcript()).assertEqual([
          'status: Enter an API key first',
          `${SUGGESTIONS} [+] ⟦Ask something: 你好⟧ [Send] [New chat (disabled)]`,
        ].join('\n'));
        expect(server.requests.length).assertEqual(0);
      });
    });

    it('an error that outlasted the client\'s own retries shows with Retry; Retry asks again, the answer replaces it',
      0, async () => {
        const replay = { scenario: 'deepseek/views-fail-then-chat', ...FAST, compose: {
          // Three 500s: the first attempt and the client's two retries (RetryPolicy.maxRetries 2); then an answer.
          'deepseek/views-fail-then-chat':
            sequenceOf('deepseek', ['server-error', 'server-error', 'server-error', 'chat']) } };
        await withChatApp({ replay }, async ({ app, server }) => {
          await app.ask('你好');
          await app.waitFor('the error', () => app.lastBubble.status === 'error');
          expect(app.transcript()).assertEqual([
            'you: 你好',
            'agent: [Retry] · provider/server_error http=500 provider=internal_server_error: ' +
              'Internal server error, please retry later.',
            'status: error · 0 deltas in # UI updates',
            '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
          ].join('\n'));
          expect(server.requests.map((r) => r.status).join()).assertEqual('500,500,500');

          app.tapRetry();
          await app.pause(0);
          expect(app.lastBubble.lines.join(' · ')).assertEqual('Thinking…');
          expect(app.controls).assertEqual('[+] ⟦Ask something: ⟧ [Stop] [New chat (disabled)]');
          await app.waitFor('the answer', () => app.lastBubble.status === 'done');
          expect(app.transcript()).assertEqual([
            'you: 你好',
            `agent: ${GREETING} · tokens 11 in / 24 out`,
            'status: completed · 20 deltas in # UI updates',
            '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
          ].join('\n'));
          // The retry asked the same question once: no second copy of it, no failed answer in the history.
          expect(server.requests.map((r) => r.status).join()).assertEqual('500,500,500,200');
          expect(roles(server.requests[3].body)).assertEqual('user');
        });
      });

    it('the conversation is back after the app is killed and started again, and the next question continues it', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST } }, async (world) => {
          await world.app.ask('你好');
          await world.app.waitFor('the answer', () => world.app.lastBubble.status === 'done');
          const before = world.app.transcript().split('\n').slice(0, 2);
          expect(before.join('\n')).assertEqual(['you: 你好', `agent: ${GREETING} · tokens 11 in / 24 out`].join('\n'));

          const app = await world.restartApp();
          expect(world.sandbox.launches).assertEqual(2);
          expect(app.transcript()).assertEqual([
            ...before,
            'status: Idle',
            '[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]',
          ].join('\n'));
          await app.waitFor('the key to be restored', () => (app.page.text(app.field('API key')) ?? '').length > 0);
          await app.ask('你能做什么？');
          await app.waitFor('the second answer', () => app.bubbles.length === 4 && app.lastBubble.status === 'done');
          // The restored answer is part of the history the next request sends.
          expect(roles(world.server.requests[1].body)).assertEqual('user,assistant,user');
        });
      });
  });
}
