// The chat kit's InputBar (agent_core chat/view/InputBar.ets, its kept DevEco output on the headless ArkUI
// runtime), mounted alone as a host would mount it: Send is enabled by text and sends it, then the field is
// empty; while generating, Send is Stop; the attachment and voice buttons appear only when the host handles
// them, and a tap reaches the host; a suggested prompt sends itself. What is read is what the screen shows
// (support/ScreenText.ts).
import { describe, it, expect } from '@ohos/hypium';
import { mount, Page } from '../../../platform/arkui-headless/HeadlessUi';
// @ts-ignore: an ArkUI struct; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { InputBar } from '../../../../agent_core/src/main/ets/chat/view/InputBar';
import { ChatTheme } from '../../../../agent_core/src/main/ets/chat/view/ChatTheme';
import { screenLines } from '../support/ScreenText';

interface BarEvents {
  sent: string[];
  stops: number;
  attachments: number;
  voices: number;
}

async function mountBar(params: Record<string, unknown> = {}): Promise<{ page: Page; events: BarEvents }> {
  const events: BarEvents = { sent: [], stops: 0, attachments: 0, voices: 0 };
  const page = await mount(InputBar as never, {
    theme: ChatTheme.light(),
    onSend: (text: string) => { events.sent.push(text); return true; },
    onStop: () => { events.stops++; },
    onAttachment: () => { events.attachments++; },
    onVoiceInput: () => { events.voices++; },
    ...params,
  });
  return { page, events };
}

function shown(page: Page): string {
  return screenLines(page.root).join(' ');
}

export default function chatViewInputBarTest() {
  describe('ChatView InputBar', () => {
    it('Send is disabled until there is text; a tap sends the text and empties the field', 0, async () => {
      const { page, events } = await mountBar();
      expect(shown(page)).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
      page.type({ type: 'TextArea' }, '第一行\nsecond line');
      await page.settle();
      expect(shown(page)).assertEqual('⟦Ask something: 第一行\nsecond line⟧ [Send]');
      page.click({ type: 'Button', text: 'Send' });
      await page.settle();
      expect(events.sent.join('|')).assertEqual('第一行\nsecond line');
      expect(shown(page)).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
    });

    it('a refused send keeps the text', 0, async () => {
      const { page } = await mountBar({ onSend: () => false });
      page.type({ type: 'TextArea' }, 'hello');
      await page.settle();
      page.click({ type: 'Button', text: 'Send' });
      await page.settle();
      expect(shown(page)).assertEqual('⟦Ask something: hello⟧ [Send]');
    });

    it('while generating, Send is Stop and a tap on it reaches onStop', 0, async () => {
      const { page, events } = await mountBar();
      page.setParams({ isGenerating: true });
      await page.settle();
      expect(shown(page)).assertEqual('⟦Ask something: ⟧ [Stop]');
      page.click({ type: 'Button', text: 'Stop' });
      expect(events.stops).assertEqual(1);
      page.setParams({ isGenerating: false });
      await page.settle();
      expect(shown(page)).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
    });

    it('the attachment and voice buttons show only when the host handles them; a tap is the host\'s', 0,
      async () => {
        const { page, events } = await mountBar({ hasAttachment: true, hasVoice: true });
        expect(shown(page)).assertEqual('[+] ⟦Ask something: ⟧ [🎤] [Send (disabled)]');
        page.click({ type: 'Button', text: '+' });
        page.click({ type: 'Button', text: '🎤' });
        expect(`${events.attachments} ${events.voices}`).assertEqual('1 1');
        expect(page.find({ type: 'Button', text: '+' }).attribute('accessibilityText')).assertEqual('Attach');
        expect(page.find({ type: 'Button', text: '🎤' }).attribute('accessibilityText')).assertEqual('Voice input');
      });

    it('a suggested prompt is a chip; a tap sends it as it is', 0, async () => {
      const { page, events } = await mountBar({ suggestions: ['What can you do?', '写一首诗'] });
      expect(shown(page)).assertEqual('What can you do? 写一首诗 ⟦Ask something: ⟧ [Send (disabled)]');
      page.click({ type: 'Text', text: '写一首诗' });
      expect(events.sent.join('|')).assertEqual('写一首诗');
    });

    it('the bar draws with the theme it is given', 0, async () => {
      const dark = ChatTheme.dark();
      const { page } = await mountBar({ theme: dark });
      const send = page.find({ type: 'Button', text: 'Send' });
      expect(String(send.attribute('backgroundColor'))).assertEqual(dark.accentColor);
      expect(String(page.find({ type: 'TextArea' }).attribute('backgroundColor'))).assertEqual(dark.inputBackground);
    });
  });
}
