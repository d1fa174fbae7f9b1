// ChatView's Continue button (issue 21, support/ChatKitScreen.ts): an answer the user stopped, or one cut at
// max_tokens, shows Continue when the controller's client can continue a prefix (ProviderCapabilities.
// supportsPrefixCompletion); tapping it streams the continuation into the same bubble, which ends as the prefix
// followed by the continuation, without Continue. A finished answer, and any answer of a client without prefix
// completion, shows none. Not covered here: the request on the wire (tools/providers/e2e ContinueOverReplay).
import { describe, it, expect } from '@ohos/hypium';
import { FinishReason } from '../../../../agent_core/src/main/ets/domain/FinishReason';
import { ProviderCapabilities } from '../../../../agent_core/src/main/ets/domain/ProviderCapabilities';
import { ChatKitScreen } from '../support/ChatKitScreen';

/** A chat whose client can (or cannot) continue a prefix. */
async function chatWith(supportsPrefix: boolean): Promise<ChatKitScreen> {
  const chat = await ChatKitScreen.mount();
  const capabilities = new ProviderCapabilities();
  capabilities.supportsPrefixCompletion = supportsPrefix;
  chat.client.capabilities = capabilities;
  return chat;
}

/** Asks, shows `shown`, then taps Stop. */
async function stoppedAt(chat: ChatKitScreen, question: string, shown: string): Promise<void> {
  await chat.ask(question);
  chat.stream.text(shown);
  await chat.flush();
  chat.page.click({ type: 'Button', text: 'Stop' });
  await chat.flush();
}

export default function chatViewContinueTest() {
  describe('ChatView Continue', () => {
    it('a stopped answer shows Continue; it streams into the same bubble, which ends as prefix + continuation', 0,
      async () => {
        const chat = await chatWith(true);
        await stoppedAt(chat, 'Tell me a story', 'Once upon a ');
        expect(chat.bubbles[1]).assertEqual(
          'Once upon a · ■ Stopped · [Retry] · [Continue] · [Copy] · [Regenerate] · [👍] · [👎]');
        const button = chat.button(chat.lastBubble, 'Continue');
        expect(String(button.attribute('accessibilityText'))).assertEqual('Continue the answer');
        await chat.tap(button);
        expect(chat.client.streams.length).assertEqual(2);
        expect(chat.host.lines.filter((line) => line.startsWith('request')).join(','))
          .assertEqual('request allowed,request allowed');
        expect(chat.items.length).assertEqual(2);
        chat.stream.text('time there was a fox.');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Once upon a time there was a fox.');
        chat.stream.complete('time there was a fox.');
        await chat.flush();
        expect(chat.bubbles.join('\n')).assertEqual([
          'Tell me a story · [Copy] · [Edit]',
          'Once upon a time there was a fox. · [Copy] · [Regenerate] · [👍] · [👎]',
        ].join('\n'));
      });

    it('an answer cut at max_tokens shows Continue; a finished one does not', 0, async () => {
      const chat = await chatWith(true);
      await chat.ask('List three fruits');
      chat.stream.text('1. apple\n2. pe');
      chat.stream.complete('1. apple\n2. pe', FinishReason.length);
      await chat.flush();
      expect(chat.bubbles[1]).assertContain('[Continue]');
      await chat.tap(chat.button(chat.lastBubble, 'Continue'));
      chat.stream.complete('ar\n3. plum');
      await chat.flush();
      expect(chat.bubbles[1]?.includes('[Continue]')).assertFalse();
      expect(chat.controller.uiMessages[1]?.content).assertEqual('1. apple\n2. pear\n3. plum');
    });

    it('a client without prefix completion shows no Continue on a stopped answer', 0, async () => {
      const chat = await chatWith(false);
      await stoppedAt(chat, 'Tell me a story', 'Once upon a ');
      expect(chat.bubbles[1]).assertEqual('Once upon a · ■ Stopped · [Retry] · [Copy] · [Regenerate] · [👍] · [👎]');
    });

    it('only the last answer shows Continue: a new question hides it on the stopped one', 0, async () => {
      const chat = await chatWith(true);
      await stoppedAt(chat, 'Tell me a story', 'Once upon a ');
      await chat.ask('Another one');
      chat.stream.complete('Sure.');
      await chat.flush();
      expect(chat.bubbles.filter((bubble) => bubble.includes('[Continue]')).length).assertEqual(0);
    });
  });
}
