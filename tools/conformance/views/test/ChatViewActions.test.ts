// ChatView's actions reaching the host and the controller (support/ChatKitScreen.ts): Copy puts the text on
// the system pasteboard by default (SystemClipboard over the emulated @ohos.pasteboard) and tells the host,
// a refused copy tells it why, an app's own ChatClipboard replaces the pasteboard; the thumbs reach the host,
// a second tap takes the verdict back; Regenerate keeps the old answer as a variant the pager pages through
// (1/2, 2/2); Edit changes the question and continues from it, the old question and its answer kept as a
// variant; a finished block is announced once, not at every delta.
import { describe, it, expect } from '@ohos/hypium';
import {
  failNextPasteboardWrite, resetPasteboard, systemPasteboardText,
} from '../../../platform/ohos-node/EmulationControls';
import { OK_VOID, Result } from '../../../../agent_core/src/main/ets/core/Result';
import type { ChatClipboard } from '../../../../agent_core/src/main/ets/chat/platform/ChatClipboard';
import { ChatKitScreen } from '../support/ChatKitScreen';

/** Asks `question` and streams `answer` to its end. */
async function answered(chat: ChatKitScreen, question: string, answer: string): Promise<void> {
  await chat.ask(question);
  chat.stream.text(answer);
  chat.stream.complete(answer);
  await chat.flush();
}

/** Lets the clipboard's promise and the hook after it run. */
async function afterCopy(chat: ChatKitScreen): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
  await chat.page.settle();
}

class RecordingClipboard implements ChatClipboard {
  readonly copied: string[] = [];

  copy(text: string): Promise<Result<void>> {
    this.copied.push(text);
    return Promise.resolve(OK_VOID);
  }
}

export default function chatViewActionsTest() {
  describe('ChatView actions', () => {
    it('Copy puts the answer\'s Markdown text on the system pasteboard and tells the host', 0, async () => {
      resetPasteboard();
      const chat = await ChatKitScreen.mount();
      await answered(chat, 'Hi', 'Hello **there** 👋');
      await chat.tap(chat.button(chat.lastBubble, 'Copy'));
      await afterCopy(chat);
      expect(systemPasteboardText()).assertEqual('Hello **there** 👋');
      const id = chat.controller.uiMessages[1]?.id;
      expect(chat.host.lines.filter((l) => l.startsWith('copy')).join('\n')).assertEqual(`copy ${id} "Hello **there** 👋"`);
      // The user's question copies too.
      await chat.tap(chat.button(chat.items[0]!, 'Copy'));
      await afterCopy(chat);
      expect(systemPasteboardText()).assertEqual('Hi');
    });

    it('a copy the pasteboard refuses reaches the host with its code, and the pasteboard keeps what it had', 0,
      async () => {
        resetPasteboard();
        const chat = await ChatKitScreen.mount();
        await answered(chat, 'Hi', 'Secret');
        failNextPasteboardWrite(12900004);
        await chat.tap(chat.button(chat.lastBubble, 'Copy'));
        await afterCopy(chat);
        expect(systemPasteboardText()).assertEqual(undefined);
        expect(chat.host.lines.filter((l) => l.startsWith('copy'))[0]).assertContain('"Secret" failed clipboard_copy_failed');
      });

    it('an app\'s own clipboard replaces the system pasteboard', 0, async () => {
      resetPasteboard();
      const clipboard = new RecordingClipboard();
      const chat = await ChatKitScreen.mount({ clipboard });
      await answered(chat, 'Hi', 'Mine');
      await chat.tap(chat.button(chat.lastBubble, 'Copy'));
      await afterCopy(chat);
      expect(clipboard.copied.join('|')).assertEqual('Mine');
      expect(systemPasteboardText()).assertEqual(undefined);
    });

    it('the thumbs reach the host; the chosen one is highlighted; a second tap takes it back', 0, async () => {
      const chat = await ChatKitScreen.mount();
      await answered(chat, 'Hi', 'Hello');
      const id = chat.controller.uiMessages[1]?.id;
      await chat.tap(chat.button(chat.lastBubble, 'Good answer'));
      const up = chat.button(chat.lastBubble, 'Good answer');
      expect(String(up.attribute('backgroundColor'))).assertEqual('#2F6FD0');
      await chat.tap(chat.button(chat.lastBubble, 'Bad answer'));
      await chat.tap(chat.button(chat.lastBubble, 'Bad answer'));
      expect(chat.host.lines.filter((l) => l.startsWith('feedback')).join(',')).assertEqual(
        `feedback ${id} up,feedback ${id} down,feedback ${id} none`);
      expect(String(chat.button(chat.lastBubble, 'Good answer').attribute('backgroundColor'))).assertEqual('#E8EEF8');
    });

    it('Regenerate streams a new answer in place; the pager shows 2/2 and pages back to 1/2 and forth', 0,
      async () => {
        const chat = await ChatKitScreen.mount();
        await answered(chat, 'Name a colour', 'Blue');
        await chat.tap(chat.button(chat.lastBubble, 'Regenerate'));
        expect(chat.client.streams.length).assertEqual(2);
        chat.stream.text('Red');
        await chat.flush();
        expect(chat.bubbles[1]).assertEqual('Red');
        chat.stream.complete('Red');
        await chat.flush();
        expect(chat.bubbles.length).assertEqual(2);
        expect(chat.bubbles[1]).assertEqual('Red · [‹] · 2/2 · [› (disabled)] · [Copy] · [Regenerate] · [👍] · [👎]');
        await chat.tap(chat.button(chat.lastBubble, 'Previous answer'));
        expect(chat.bubbles[1]).assertEqual('Blue · [‹ (disabled)] · 1/2 · [›] · [Copy] · [Regenerate] · [👍] · [👎]');
        await chat.tap(chat.button(chat.lastBubble, 'Next answer'));
        expect(chat.bubbles[1]).assertEqual('Red · [‹] · 2/2 · [› (disabled)] · [Copy] · [Regenerate] · [👍] · [👎]');
        expect(chat.client.streams.length).assertEqual(2);
      });

    it('Edit turns the question into a field; Send edit continues from the new question, the old kept as 1/2',
      0, async () => {
        const chat = await ChatKitScreen.mount();
        await answered(chat, 'Capital of France?', 'Paris');
        await chat.tap(chat.button(chat.items[0]!, 'Edit'));
        expect(chat.bubbles[0]).assertEqual('⟦: Capital of France?⟧ · [Cancel] · [Send edit]');
        chat.page.replaceText({ type: 'TextArea', text: 'Capital of France?' }, 'Capital of Italy?');
        await chat.page.settle();
        await chat.tap(chat.button(chat.items[0]!, 'Send edit'));
        expect(chat.client.streams.length).assertEqual(2);
        chat.stream.text('Rome');
        chat.stream.complete('Rome');
        await chat.flush();
        expect(chat.bubbles.join('\n')).assertEqual([
          'Capital of Italy? · [‹] · 2/2 · [› (disabled)] · [Copy] · [Edit]',
          'Rome · [Copy] · [Regenerate] · [👍] · [👎]',
        ].join('\n'));
        // The next request carries the edited question only.
        const sent = chat.controller.messages.map((m) => `${m.role}:${m.content}`).join(' | ');
        expect(sent).assertEqual('user:Capital of Italy? | assistant:Rome');
        await chat.tap(chat.button(chat.items[0]!, 'Previous answer'));
        expect(chat.bubbles.join('\n')).assertEqual([
          'Capital of France? · [‹ (disabled)] · 1/2 · [›] · [Copy] · [Edit]',
          'Paris · [Copy] · [Regenerate] · [👍] · [👎]',
        ].join('\n'));
      });

    it('Cancel leaves the question as it was and sends nothing', 0, async () => {
      const chat = await ChatKitScreen.mount();
      await answered(chat, 'Hi', 'Hello');
      await chat.tap(chat.button(chat.items[0]!, 'Edit'));
      await chat.tap(chat.button(chat.items[0]!, 'Cancel'));
      expect(chat.bubbles[0]).assertEqual('Hi · [Copy] · [Edit]');
      expect(chat.client.streams.length).assertEqual(1);
    });
  });
}
