// ChatView, the chat kit's drop-in chat (agent_core chat/view, its kept DevEco output on the headless ArkUI
// runtime), over a real ChatController whose stream the test pushes (support/ChatKitScreen.ts): a question
// shows at once with a "Thinking…" answer under it; the answer streams into its bubble as Markdown, the
// reasoning folding once the answer starts; the list follows the answer unless the user scrolled up; Stop
// ends it with a calm "Stopped" marker (no developer error text) and Send comes back; an error shows its text
// with Retry, and Retry asks again and streams the new answer into a new bubble. What is read is what the
// screen shows, never the view's state objects.
import { describe, it, expect } from '@ohos/hypium';
import { ENUMS } from '../../../platform/arkui-headless/native/Enums';
import type { Scroller } from '../../../platform/arkui-headless/native/Controllers';
import { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import { ErrorRetryability } from '../../../../agent_core/src/main/ets/core/ErrorRetryability';
import { ChatKitScreen } from '../support/ChatKitScreen';

export default function chatViewTest() {
  describe('ChatView', () => {
    it('an empty chat shows its title and the input; the question shows at once, the answer is Thinking…', 0,
      async () => {
        const chat = await ChatKitScreen.mount();
        expect(chat.page.find({ type: 'Text', text: 'How can I help?' }) !== undefined).assertTrue();
        expect(chat.controls).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
        await chat.ask('你好');
        expect(chat.bubbles.join('\n')).assertEqual(['你好 · [Copy] · [Edit (disabled)]', 'Thinking…'].join('\n'));
        expect(chat.controls).assertEqual('⟦Ask something: ⟧ [Stop]');
      });

    it('the answer streams into its bubble as Markdown, flush by flush; done shows the actions', 0, async () => {
      const chat = await ChatKitScreen.mount();
      await chat.ask('Explain');
      const shown: string[] = [];
      for (const delta of ['Hello **wor', 'ld**', '!\n\n- one\n', '- two']) {
        chat.stream.text(delta);
        await chat.flush();
        shown.push(chat.bubbles[1] as string);
      }
      expect(shown.join('\n')).assertEqual([
        'Hello wor',
        'Hello world',
        'Hello world! · • · one',
        'Hello world! · • · one · • · two',
      ].join('\n'));
      chat.stream.complete('Hello **world**!\n\n- one\n- two');
      await chat.flush();
      expect(chat.bubbles[1]).assertEqual('Hello world! · • · one · • · two · [Copy] · [Regenerate] · [👍] · [👎]');
      expect(String(chat.page.find({ type: 'Span', text: 'world' }).attribute('fontWeight'))).assertEqual('bold');
      expect(chat.controls).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
    });

    it('the reasoning is open while the model thinks and folds once the answer starts; a tap opens it', 0,
      async () => {
        const chat = await ChatKitScreen.mount();
        await chat.ask('Why?');
        chat.stream.reasoning('Let me think');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Reasoning ▾ · Let me think');
        chat.stream.text('Because.');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Reasoning ▸ · Because.');
        chat.page.click({ type: 'Text', text: 'Reasoning ▸' });
        await chat.page.settle();
        expect(chat.bubbles[1]).assertEqual('Reasoning ▾ · Let me think · Because.');
        chat.stream.text(' Really.');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Reasoning ▾ · Let me think · Because. Really.');
      });

    it('the list follows the answer as it grows, unless the user has scrolled up to read', 0, async () => {
      const chat = await ChatKitScreen.mount();
      await chat.ask('Long answer please');
      const scroller = (chat.page.find({ type: 'List' }).arg as { scroller: Scroller }).scroller;
      const toBottom = (): number => scroller.calls.filter((c) => c.method === 'scrollEdge' &&
        c.args[0] === ENUMS.Edge.Bottom).length;
      const before = toBottom();
      chat.stream.text('line one\n');
      await chat.flush();
      expect(toBottom()).assertLarger(before);
      scroller.setAtEnd(false);
      const scrolledUp = toBottom();
      chat.stream.text('line two\n');
      await chat.flush();
      chat.stream.complete('line one\nline two\n');
      await chat.flush();
      expect(toBottom()).assertEqual(scrolledUp);
    });

    it('Stop mid-answer: what arrived stays, a calm Stopped marker with Retry, Send is back, nothing after', 0,
      async () => {
        const chat = await ChatKitScreen.mount();
        await chat.ask('Tell me a story');
        chat.stream.text('Once upon a ');
        await chat.flush();
        chat.page.click({ type: 'Button', text: 'Stop' });
        await chat.flush();
        expect(chat.bubbles.join('\n')).assertEqual([
          'Tell me a story · [Copy] · [Edit]',
          'Once upon a · ■ Stopped · [Retry] · [Copy] · [Regenerate] · [👍] · [👎]',
        ].join('\n'));
        // No developer text and nothing in the error colour: a stopped answer is not a failure.
        expect(chat.bubbles[1]?.includes('cancelled')).assertFalse();
        expect(chat.controls).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
        chat.stream.text('time');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Once upon a · ■ Stopped · [Retry] · [Copy] · [Regenerate] · [👍] · [👎]');
      });

    it('an error shows its text in the error colour with Retry; Retry asks again into a new answer', 0, async () => {
      const chat = await ChatKitScreen.mount();
      await chat.ask('Hi');
      chat.stream.fail(ArkAgentError.provider('rate_limited', 'Too many requests', ErrorRetryability.safe, 429));
      await chat.flush();
      expect(chat.bubbles[1]).assertEqual('[Retry] · provider/rate_limited http=429: Too many requests');
      const error = chat.page.find({ type: 'Text', text: 'provider/rate_limited http=429: Too many requests' });
      expect(String(error.attribute('fontColor'))).assertEqual('#C0392B');
      await chat.tap(chat.button(chat.lastBubble, 'Retry'));
      expect(chat.client.streams.length).assertEqual(2);
      expect(chat.host.lines.join(',')).assertEqual('request allowed,request allowed');
      expect(chat.bubbles.join('\n')).assertEqual(['Hi · [Copy] · [Edit (disabled)]', 'Thinking…'].join('\n'));
      chat.stream.text('Hello again');
      chat.stream.complete('Hello again');
      await chat.flush();
      expect(chat.bubbles[1]).assertEqual('Hello again · [Copy] · [Regenerate] · [👍] · [👎]');
    });

    it('a host that refuses the request keeps the text in the field and sends nothing', 0, async () => {
      const chat = await ChatKitScreen.mount();
      chat.host.requestsAllowed = false;
      await chat.ask('Hi');
      expect(chat.client.streams.length).assertEqual(0);
      expect(chat.controls).assertEqual('⟦Ask something: Hi⟧ [Send]');
    });
  });
}
