// The demo app's chat page with 'get_weather tool' ticked: the ChatController runs each question as an agent
// loop (AgentRuntime over the demo's ToolRegistry: get_weather, answered on the device, and A2UI's
// send_a2ui_json_to_client). A tool call shows as the chat kit's card (ChatToolCard) on its answer that moves
// through its states; an A2UI surface the model draws is an item of the kit's list (ChatSurfaceItem, native
// ArkUI), whose Button sends the next user turn.
// Same world as ChatPage.test.ts (support/ChatAppRun.ts): replay server, emulated device, headless ArkUI.
import { describe, it, expect } from '@ohos/hypium';
import type { ChatApp } from '../support/ChatApp';
import { withChatApp } from '../support/ChatAppRun';
import { growthProblem } from '../support/FrameLog';
import { pacedAs, sequenceOf } from '../support/ScenarioFolder';

const FAST: { writeDelayMs: [number, number]; maxWriteBytes: number } = { writeDelayMs: [0, 1], maxWriteBytes: 512 };
/** ToolCardStatus values in the order a card may pass them (agent_core chat/ToolCardStatus.ets). */
const CARD_ORDER = ['streaming', 'pending', 'running', 'done'];

/** A card line with its duration masked (how long the local tool took is the machine's). */
function masked(line: string): string {
  return line.replace(/ · \d+ ms · /, ' · # ms · ');
}

/** One line per bubble: its kind, status (as the screen marks it) and answer, its cards as `name status`, a surface's lines. */
function outline(app: ChatApp): string {
  return app.bubbles.map((b) => {
    if (b.kind === 'surface') return `surface: ${b.lines.join(' · ')}`;
    if (b.kind === 'you') return `you: ${b.lines.join(' · ')}`;
    const cards = b.toolCards.map((c) => c.split(' · ').slice(0, 2).join(' ')).map((c) => ` [${c}]`).join('');
    return `agent ${b.status}:${cards}${b.answer.length > 0 ? ` ${b.answer.split('\n').join(' / ')}` : ''}`;
  }).join('\n');
}

function sentMessages(body: unknown): Array<{ role: string; content: string | null }> {
  return (body as { messages: Array<{ role: string; content: string | null }> }).messages;
}

export default function chatPageToolsTest() {
  describe('ChatPageTools', () => {
    it('a get_weather call is a card on the answer: its arguments stream in, then it runs and shows its result', 0,
      async () => {
        // deepseek/agent-weather (a 429 the client retries after Retry-After: 1, the call, the answer), its call
        // written slowly enough to watch the arguments grow, its long Markdown answer fast.
        const replay = { scenario: 'deepseek/views-agent-weather', compose: {
          'deepseek/views-demo-tool': pacedAs('deepseek/demo-tool', [1, 4], 96),
          'deepseek/views-demo-answer': pacedAs('deepseek/demo-answer', [0, 1], 2048),
          'deepseek/views-agent-weather': sequenceOf('deepseek', ['rate-limit', 'views-demo-tool', 'views-demo-answer']),
        } };
        await withChatApp({ replay, isToolEnabled: true }, async ({ app, server }) => {
          await app.ask('北京天气怎么样？');
          const cards: string[] = [];
          const recordCard = (): void => {
            const card = app.bubbles[1]?.toolCards[0];
            if (card !== undefined && cards[cards.length - 1] !== masked(card)) cards.push(masked(card));
          };
          await app.waitFor('the run to complete', () => app.statusLine.startsWith('completed'), recordCard);

          const statuses = cards.map((c) => c.split(' · ')[1]).filter((s, i, all) => i === 0 || all[i - 1] !== s);
          expect(statuses[0]).assertEqual('streaming');
          expect(statuses[statuses.length - 1]).assertEqual('done');
          // In CARD_ORDER (pending and running may pass within one frame: get_weather answers at once).
          expect(statuses.every((s, i) => i === 0 || CARD_ORDER.indexOf(s) > CARD_ORDER.indexOf(statuses[i - 1])))
            .assertTrue();
          // The arguments grew on the card while the model wrote them.
          const args = cards.filter((c) => c.split(' · ')[1] === 'streaming')
            .map((c) => c.split(' · ').slice(2).join(' · '));
          expect(growthProblem(args)).assertEqual('');
          expect(new Set(args).size).assertLarger(1);

          const bubbles = app.bubbles;
          expect(bubbles.length).assertEqual(3);
          expect(masked(bubbles[1].lines.join(' · '))).assertEqual('Reasoning ▾ · 用户想知道北京现在的天气。我没有实时数据，' +
            '应该调用 get_weather 工具，参数是城市名：北京。 · 🔧 get_weather · done · # ms · {"city":"北京","unit":"celsius"} · ' +
            '→ {"city":"北京","condition":"晴","temperature_c":26,"source":"demo, not a real reading"} · ' +
            'tokens 210 in / 64 out (38 reasoning)');
          expect(bubbles[2].status).assertEqual('done');
          expect(bubbles[2].answer.startsWith('北京现在：晴天 ☀️')).assertTrue();
          expect(server.requests.map((r) => `${r.scenario} ${r.status}`).join(', '))
            .assertEqual('deepseek/rate-limit 429, deepseek/views-demo-tool 200, deepseek/views-demo-answer 200');
          // The model read the tool's result in the second turn.
          const tool = sentMessages(server.requests[2].body).filter((m) => m.role === 'tool');
          expect(tool.map((m) => m.content).join()).assertEqual(
            '{"city":"北京","condition":"晴","temperature_c":26,"source":"demo, not a real reading"}');
        });
      });

    it('an A2UI form drawn by the model is an item of the chat; its Button\'s action is the next turn', 0, async () => {
      const replay = { scenario: 'deepseek/a2ui', ...FAST };
      await withChatApp({ replay, isToolEnabled: true }, async ({ app, server }) => {
        await app.ask('我想留个联系方式');
        await app.waitFor('the form', () => app.statusLine.startsWith('completed'));
        expect(outline(app)).assertEqual([
          'you: 我想留个联系方式',
          'agent done: [🔧 send_a2ui_json_to_client error]',
          'agent done: [🔧 send_a2ui_json_to_client done]',
          'surface: 联系我们 · ⟦姓名: ⟧ · ⟦邮箱: ⟧ · [提交 (disabled)] · 请填写姓名和有效的邮箱',
          'agent done: 我在上面放了一个联系表单，填好姓名和邮箱后点「提交」就行 📝',
        ].join('\n'));

        // The Button waits for both checks (required name, valid email).
        app.page.type({ type: 'TextInput', placeholder: '姓名' }, 'Ada Lovelace');
        await app.pause(0);
        expect(app.bubbles[3].lines.join(' · '))
          .assertEqual('联系我们 · ⟦姓名: Ada Lovelace⟧ · ⟦邮箱: ⟧ · [提交 (disabled)] · 请填写姓名和有效的邮箱');
        app.page.type({ type: 'TextInput', placeholder: '邮箱' }, 'ada@example.com');
        await app.pause(0);
        expect(app.bubbles[3].lines.join(' · '))
          .assertEqual('联系我们 · ⟦姓名: Ada Lovelace⟧ · ⟦邮箱: ada@example.com⟧ · [提交]');

        app.tap({ type: 'Text', text: '提交' });
        await app.waitFor('the answer to the action',
          () => app.bubbles.length === 7 && app.lastBubble.status === 'done');
        expect(outline(app).split('\n').slice(5).join('\n')).assertEqual([
          'you: ▶ submit_contact',
          'agent done: 收到！Ada Lovelace，我们会在一个工作日内通过 ada@example.com 联系你 ✉️',
        ].join('\n'));
        // What the model got: the action message, with the form's data, as the user turn.
        const sent = sentMessages(server.requests[3].body);
        const action = JSON.parse(sent[sent.length - 1].content ?? '{}') as
          { action: { name: string; surfaceId: string; context: object } };
        expect(`${sent[sent.length - 1].role} ${action.action.name} ${action.action.surfaceId} ` +
          JSON.stringify(action.action.context)).assertEqual(
          'user submit_contact contact {"name":"Ada Lovelace","email":"ada@example.com"}');
        expect(server.requests.map((r) => r.scenario).join()).assertEqual('deepseek/a2ui-form-invalid,' +
          'deepseek/a2ui-form-fixed,deepseek/a2ui-form-shown,deepseek/a2ui-action-answer');
      });
    });
  });
}
