// ChatView's approval card (issue 21): a call whose tool asks first is drawn from its tool card with the arguments
// as readable lines, the permission the tool will ask for, an optional reason field and Approve / Deny; a tap
// decides the runtime's request (Deny with the typed reason, which the model reads), and the card then says how
// it was decided. Stop while it asks leaves it Not decided, and a chat restored after the app was killed shows a card saved while asking as Not decided, with no buttons (nothing
// could resume its run). Over a real ChatController in agent mode whose model turns the test pushes
// (support/ChatKitScreen.ts); what is read is what the screen shows.
import { describe, it, expect } from '@ohos/hypium';
import { ChatKitScreen } from '../support/ChatKitScreen';
import { screenLines } from '../support/ScreenText';
import type { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { AgentRuntimeOptions } from '../../../../agent_core/src/main/ets/agent/AgentRuntimeOptions';
import { RdbChatSessionStore } from '../../../../agent_core/src/main/ets/chat/persist/RdbChatSessionStore';
import { JsonCodec } from '../../../../agent_core/src/main/ets/core/JsonCodec';
import { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
import { ToolDefinition } from '../../../../agent_core/src/main/ets/domain/ToolDefinition';
import type { PermissionGate } from '../../../../agent_core/src/main/ets/tools/PermissionGate';
import { PermissionVerdict } from '../../../../agent_core/src/main/ets/tools/PermissionVerdict';
import { ToolApproval } from '../../../../agent_core/src/main/ets/tools/ToolApproval';
import { ToolPolicy } from '../../../../agent_core/src/main/ets/tools/ToolPolicy';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { EchoHandler } from '../../../../agent_core/src/test/agent/AgentTestKit';
import { MAX_DENY_REASON_LENGTH, ToolCardModel } from '../../../../agent_core/src/main/ets/chat/view/ToolCardModel';
import { AppSandbox } from '../../../platform/ohos-node/EmulationControls';

const CONTACTS = 'ohos.permission.READ_CONTACTS';
const SEND_CALL = new ToolCall('call_1', 'send_message', '{"to":"妈妈","text":"我晚点到"}', 0);

/** Grants every permission: the card's permission line is what is under test here. */
class Granting implements PermissionGate {
  request(): Promise<PermissionVerdict> {
    return Promise.resolve(PermissionVerdict.granted());
  }
}

function agent(sender: EchoHandler): { toolRegistry: ToolRegistry; agentOptions: AgentRuntimeOptions } {
  const toolRegistry = new ToolRegistry();
  toolRegistry.register(ToolDefinition.of('send_message', 'Sends a text message', JsonCodec.parseObject(
    '{"type":"object","properties":{"to":{"type":"string"},"text":{"type":"string"}}}').unwrap()), sender,
  ToolPolicy.of(ToolApproval.ALWAYS, [CONTACTS])).unwrap();
  const agentOptions = new AgentRuntimeOptions();
  agentOptions.permissionGate = new Granting();
  return { toolRegistry, agentOptions };
}

/** The tool card's lines (the ChatToolCard inside the first answer, the list's second item), no duration. */
function cardLines(chat: ChatKitScreen): string {
  const answer = chat.items[1] as Element;
  const card = [...answer.walk()].find((e) => !e.isDestroyed && e.kind === 'custom' && e.name === 'ChatToolCard');
  if (card === undefined) throw new Error(`no tool card\n${chat.page.print()}`);
  // Without the duration line: how long the local handler took is the machine's.
  return screenLines(card as Element).filter((line) => !/^\d+ ms$/.test(line)).join(' · ');
}

/** Asks, then the model calls send_message; the card waits for the user. */
async function askToSend(chat: ChatKitScreen): Promise<void> {
  await chat.ask('告诉妈妈我晚点到');
  chat.stream.completeWithCalls([SEND_CALL]);
  await chat.flush();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await chat.flush();
}

export default function chatViewApprovalTest() {
  describe('ChatView approval card', () => {
    it('a call that asks first shows its arguments, the permission and Approve / Deny; Approve runs it', 0,
      async () => {
        const sender = new EchoHandler('send_message');
        const chat = await ChatKitScreen.mount(agent(sender));
        await askToSend(chat);
        expect(cardLines(chat)).assertEqual(['🔧 send_message', 'running', 'to: 妈妈', 'text: 我晚点到',
          `Needs permission: ${CONTACTS}`, 'Allow this?', '⟦Reason (optional): ⟧', '[Deny]', '[Approve]'].join(' · '));
        // While it asks, the card is not one screen-reader item, so both buttons can be reached.
        const cardElement = [...(chat.items[1] as Element).walk()].find((e) => e.type === 'Column' &&
          e.attribute('accessibilityText') === 'Tool send_message, running');
        expect(String(cardElement?.attribute('accessibilityGroup'))).assertEqual('false');
        expect(sender.calls).assertEqual(0);
        await chat.tap(chat.button(chat.items[1] as Element, 'Approve'));
        await new Promise((resolve) => setTimeout(resolve, 0));
        await chat.flush();
        expect(sender.calls).assertEqual(1);
        // The run went on: the next turn streams into a new bubble; the card says how it was decided.
        chat.stream.complete('已发送。');
        await chat.flush();
        const answered = chat.bubbles[1] as string;
        expect(answered.includes('to: 妈妈 · text: 我晚点到 · Needs permission: ' + CONTACTS + ' · Approved · → '))
          .assertTrue();
        expect(answered.includes('[Approve]')).assertFalse();
        expect(chat.bubbles[chat.bubbles.length - 1].startsWith('已发送。')).assertTrue();
      });

    it('Deny: the card says Denied and shows the denial the model read; nothing ran', 0, async () => {
      const sender = new EchoHandler('send_message');
      const chat = await ChatKitScreen.mount(agent(sender));
      await askToSend(chat);
      await chat.tap(chat.button(chat.items[1] as Element, 'Deny'));
      await chat.flush();
      const card = cardLines(chat);
      expect(card.startsWith(['🔧 send_message', 'error', 'to: 妈妈', 'text: 我晚点到', `Needs permission: ${CONTACTS}`,
        'Denied', '→ denied: {"error":{"code":"denied"'].join(' · '))).assertTrue();
      expect(sender.calls).assertEqual(0);
    });

    it('Deny with a typed reason: the card says Denied and the reason, and the model reads it', 0, async () => {
      const sender = new EchoHandler('send_message');
      const chat = await ChatKitScreen.mount(agent(sender));
      await askToSend(chat);
      chat.page.type({ type: 'TextInput', placeholder: 'Reason (optional)' }, '  她在开会，别发  ');
      await chat.tap(chat.button(chat.items[1] as Element, 'Deny'));
      await chat.flush();
      const card = cardLines(chat);
      expect(card.includes('Denied: 她在开会，别发 · → denied: ')).assertTrue();
      expect(card.includes('Reason (optional)')).assertFalse();
      // What the model reads for the call: the denial, with the reason as typed (trimmed).
      const denial = chat.controller.messages.find((m) => m.role === 'tool');
      expect(String(denial?.content).includes('她在开会，别发')).assertTrue();
      expect(sender.calls).assertEqual(0);
    });

    it('a reason longer than the field keeps its first 200 code points, never half a surrogate pair', 0, () => {
      const long = '😀'.repeat(150) + 'x'.repeat(100);
      const reason = ToolCardModel.reasonOf(long) as string;
      expect(Array.from(reason).length).assertEqual(MAX_DENY_REASON_LENGTH);
      expect(reason).assertEqual('😀'.repeat(150) + 'x'.repeat(50));
      expect(ToolCardModel.reasonOf('   ')).assertUndefined();
    });

    it('Stop while the card asks: the buttons go, the card says Not decided', 0, async () => {
      const sender = new EchoHandler('send_message');
      const chat = await ChatKitScreen.mount(agent(sender));
      await askToSend(chat);
      chat.page.click({ type: 'Button', text: 'Stop' });
      await chat.page.settle();
      await chat.flush();
      const card = cardLines(chat);
      expect(card.includes('Not decided')).assertTrue();
      expect(card.includes('[Approve]') || card.includes('Allow this?')).assertFalse();
      expect(sender.calls).assertEqual(0);
    });

    it('restored after the app was killed: a card saved while asking shows Not decided, with no buttons', 0,
      async () => {
        const sandbox = AppSandbox.create();
        try {
          const first = await RdbChatSessionStore.open(sandbox.context);
          const sender = new EchoHandler('send_message');
          const chat = await ChatKitScreen.mount({ ...agent(sender), sessionStore: first.unwrap() });
          await askToSend(chat);
          expect(cardLines(chat).includes('[Approve]')).assertTrue();
          const sessionId = chat.controller.sessions!.currentId;
          await chat.controller.sessions!.whenSaved();
          chat.unmount();
          sandbox.restart();
          const reopened = await RdbChatSessionStore.open(sandbox.context);
          const restored = await ChatKitScreen.mount({ ...agent(sender), sessionStore: reopened.unwrap() });
          (await restored.controller.sessions!.switchTo(sessionId)).unwrap();
          await restored.flush();
          const card = cardLines(restored);
          // A card saved running reads back as interrupted (UiMessageCodec), its approval as not decided.
          expect(card).assertEqual(['🔧 send_message', 'error', 'to: 妈妈', 'text: 我晚点到',
            `Needs permission: ${CONTACTS}`, 'Not decided', '→ interrupted: '].join(' · '));
          expect(sender.calls).assertEqual(0);
        } finally {
          sandbox.dispose();
        }
      });
  });
}
