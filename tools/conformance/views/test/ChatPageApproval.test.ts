// The demo app's tool that asks first (entry model/DemoMessageTool.ets, send_message with ToolPolicy ALWAYS),
// driven as a user drives it over the replay server: the model calls send_message (deepseek/approval-approve and
// approval-deny, the scenarios ApprovalOverReplay uses), the chat kit draws the call as an approval card with the
// recipient and the text, and nothing runs until the user taps. Approve: the handler runs, its receipt goes back
// and the model answers from it. Deny, with a typed reason: the handler never runs and the model reads the denial and the reason.
import { describe, it, expect } from '@ohos/hypium';
import type { ChatApp } from '../support/ChatApp';
import { withChatApp } from '../support/ChatAppRun';

const QUESTION = '给妈妈发消息说我晚点到';

type ToolMessage = { role: string; content: string | null; tool_call_id?: string };

function toolMessages(body: unknown): ToolMessage[] {
  return (body as { messages: ToolMessage[] }).messages.filter((m) => m.role === 'tool');
}

/** The answer's tool card as the screen shows it, the duration masked. */
function card(app: ChatApp): string {
  return (app.bubbles[1]?.toolCards[0] ?? '').replace(/\d+ ms/, '# ms');
}

/** Asks the question with thinking off (the approval-* scenarios are deepseek-chat turns without reasoning). */
async function askToSend(app: ChatApp): Promise<void> {
  await app.check('Thinking', false);
  await app.ask(QUESTION);
}

async function untilAsking(app: ChatApp): Promise<void> {
  await app.waitFor('the approval card', () => card(app).includes('Allow this?'));
}

export default function chatPageApprovalTest() {
  describe('ChatPageApproval', () => {
    it('send_message waits on its card with the recipient and the text; Approve runs it and the model answers', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'deepseek/approval-approve' }, isToolEnabled: true },
          async ({ app, server }) => {
            await askToSend(app);
            await untilAsking(app);
            expect(card(app)).assertEqual(
              '🔧 send_message · running · to: 妈妈 · text: 我晚点到 · Allow this? · ⟦Reason (optional): ⟧ · [Deny] · [Approve]');
            // Nothing ran and nothing more was asked while the card waits.
            await app.pause(50);
            expect(server.requests.length).assertEqual(1);
            app.tap(app.bubbles[1].button('Approve')!);
            await app.waitFor('the run to complete', () => app.statusLine.startsWith('completed'));
            expect(card(app).includes('Approved')).assertTrue();
            const sent = toolMessages(server.requests[1].body);
            expect(sent.length).assertEqual(1);
            expect(sent[0].content).assertEqual('{"sent":true,"to":"妈妈","note":"demo: nothing left the device"}');
            expect(app.lastBubble.status).assertEqual('done');
            expect(app.lastBubble.answer).assertEqual('已经告诉妈妈你会晚点到。');
          });
      });

    it('Deny with a reason: the handler never runs, the model reads the denial and the reason, says nothing was sent', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'deepseek/approval-deny' }, isToolEnabled: true },
          async ({ app, server }) => {
            await askToSend(app);
            await untilAsking(app);
            app.page.replaceText({ type: 'TextInput', placeholder: 'Reason (optional)' }, '我自己打电话');
            app.tap(app.bubbles[1].button('Deny')!);
            await app.waitFor('the run to complete', () => app.statusLine.startsWith('completed'));
            expect(card(app).includes('Denied: 我自己打电话')).assertTrue();
            const denial = JSON.parse(toolMessages(server.requests[1].body)[0].content ?? '{}') as
              { error?: { code?: string; reason?: string } };
            expect(`${denial.error?.code} ${denial.error?.reason}`).assertEqual('denied 我自己打电话');
            expect(app.lastBubble.status).assertEqual('done');
            expect(app.lastBubble.answer).assertEqual('好的，我没有发送这条消息。');
          });
      });
  });
}
