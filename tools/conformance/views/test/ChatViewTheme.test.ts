// ChatView's theme, empty state and accessibility (support/ChatKitScreen.ts): a dark theme draws every part
// in its colours (page, bubbles, the answer's Markdown, tool cards, input); without a theme the view follows
// the system colour mode of its host context (UIAbilityContext.config.colorMode) and its changes
// (ApplicationContext.on('environment')), light when there is none; an empty chat offers the suggested
// prompts and a tap sends one; a streaming answer is announced block by block, and its accessibility text
// moves only when a block is finished.
import { describe, it, expect } from '@ohos/hypium';
import type { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { ChatTheme } from '../../../../agent_core/src/main/ets/chat/view/ChatTheme';
import { ChatKitScreen } from '../support/ChatKitScreen';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { BASIC_CATALOG } from '../support/A2uiSurfaceHarness';

/** A host context as an ability's: config.colorMode, and the application context's environment callbacks. */
class FakeAbilityContext {
  config: { colorMode: number };
  readonly callbacks = new Map<number, { onConfigurationUpdated(config: { colorMode: number }): void }>();
  offs = 0;
  private nextId = 1;

  constructor(colorMode: number) {
    this.config = { colorMode };
  }

  getApplicationContext(): object {
    return {
      on: (type: string, callback: { onConfigurationUpdated(config: { colorMode: number }): void }): number => {
        const id = this.nextId++;
        this.callbacks.set(id, callback);
        return id;
      },
      off: (type: string, id: number): Promise<void> => {
        this.offs++;
        this.callbacks.delete(id);
        return Promise.resolve();
      },
    };
  }

  /** The system switched its colour mode (0 dark, 1 light). */
  switchTo(colorMode: number): void {
    this.config = { colorMode };
    for (const callback of this.callbacks.values()) callback.onConfigurationUpdated({ colorMode });
  }
}

function color(element: Element, attribute: string): string {
  return String(element.attribute(attribute));
}

/** ChatView's own Column, the two bubbles' Columns, and the colour of the answer's text. */
function palette(chat: ChatKitScreen): string {
  const firstColumn = (root: Element): Element =>
    [...root.walk()].find((e) => !e.isDestroyed && e.type === 'Column') as Element;
  const root = firstColumn(chat.page.find({ type: 'ChatView' }));
  const items = chat.items;
  const answer = [...(items[1] as Element).walk()].find((e) => !e.isDestroyed &&
    (e.type === 'Span' || e.type === 'Text') && e.attribute('fontColor') !== undefined) as Element;
  return [color(root, 'backgroundColor'), color(firstColumn(items[0] as Element), 'backgroundColor'),
    color(firstColumn(items[1] as Element), 'backgroundColor'), color(answer, 'fontColor')].join(' ');
}

async function answered(chat: ChatKitScreen, question: string, answer: string): Promise<void> {
  await chat.ask(question);
  chat.stream.text(answer);
  chat.stream.complete(answer);
  await chat.flush();
}

const DARK = ChatTheme.dark();
const LIGHT = ChatTheme.light();
const DARK_LINE = `${DARK.backgroundColor} ${DARK.userBubbleColor} ${DARK.assistantBubbleColor} ${DARK.textColor}`;
const LIGHT_LINE = `${LIGHT.backgroundColor} ${LIGHT.userBubbleColor} ${LIGHT.assistantBubbleColor} ${LIGHT.textColor}`;

export default function chatViewThemeTest() {
  describe('ChatView theme, empty state, accessibility', () => {
    it('a dark theme draws the page, the bubbles, the Markdown, the actions and the input in its colours', 0,
      async () => {
        const chat = await ChatKitScreen.mount({ params: { theme: ChatTheme.dark() } });
        await answered(chat, 'Hi', 'Some `code` here');
        expect(palette(chat)).assertEqual(DARK_LINE);
        const code = chat.page.find({ type: 'Span', text: 'code' });
        expect(color(code, 'fontColor')).assertEqual(DARK.codeColor);
        expect(color(chat.page.find({ type: 'TextArea' }), 'backgroundColor')).assertEqual(DARK.inputBackground);
        expect(color(chat.button(chat.lastBubble, 'Copy'), 'backgroundColor')).assertEqual(DARK.chipBackground);
        // No light colour leaks: none of the light palette's own colours is drawn anywhere.
        const lightOnly = [LIGHT.backgroundColor, LIGHT.assistantBubbleColor, LIGHT.userBubbleColor, LIGHT.textColor,
          LIGHT.chipBackground, LIGHT.inputBackground];
        const drawn = [...chat.page.root.walk()].filter((e) => !e.isDestroyed).flatMap((e) =>
          ['backgroundColor', 'fontColor'].map((a) => String(e.attribute(a))));
        expect(drawn.filter((c) => lightOnly.includes(c)).join(',')).assertEqual('');
      });

    it('an A2UI surface in a dark chat is drawn in the chat palette; the agent may set only its accent', 0,
      async () => {
        const store = new A2uiSurfaceStore();
        const chat = await ChatKitScreen.mount({ params: { theme: ChatTheme.dark() }, a2uiStore: store });
        const applied = store.applyAll(JSON.stringify([
          { version: 'v0.9', createSurface: { surfaceId: 'card', catalogId: BASIC_CATALOG, theme: { primaryColor: '#AA3366' } } },
          { version: 'v0.9', updateComponents: { surfaceId: 'card', components: [
            { id: 'root', component: 'Column', children: ['title', 'go'] },
            { id: 'title', component: 'Text', text: 'Booking' },
            { id: 'label', component: 'Text', text: 'Book' },
            { id: 'go', component: 'Button', child: 'label', variant: 'primary', action: { event: { name: 'book' } } },
          ] } },
        ]));
        expect(applied.ok).assertTrue();
        await chat.flush();
        const title = chat.page.find({ type: 'Text', text: 'Booking' });
        expect(color(title, 'fontColor')).assertEqual(DARK.textColor);
        const button = [...chat.page.root.walk()].find((e) => !e.isDestroyed && e.type === 'Button') as Element;
        expect(color(button, 'backgroundColor')).assertEqual('#AA3366');
        // The app's palette is untouched by the surface's accent.
        expect(DARK.a2uiTheme().primaryColor).assertEqual(DARK.accentColor);
      });

    it('a surface follows the chat into another colour mode: it is redrawn in the new palette', 0, async () => {
      const context = new FakeAbilityContext(0);
      const store = new A2uiSurfaceStore();
      const chat = await ChatKitScreen.mount({ hostContext: context, a2uiStore: store });
      expect(store.applyAll(JSON.stringify([
        { version: 'v0.9', createSurface: { surfaceId: 'note', catalogId: BASIC_CATALOG } },
        { version: 'v0.9', updateComponents: { surfaceId: 'note', components: [
          { id: 'root', component: 'Text', text: 'Saved' },
        ] } },
      ])).ok).assertTrue();
      await chat.flush();
      expect(color(chat.page.find({ type: 'Text', text: 'Saved' }), 'fontColor')).assertEqual(DARK.textColor);
      context.switchTo(1);
      await chat.page.settle();
      expect(color(chat.page.find({ type: 'Text', text: 'Saved' }), 'fontColor')).assertEqual(LIGHT.textColor);
      chat.unmount();
    });

    it('without a theme the view follows the system colour mode, and its change at run time', 0, async () => {
      const context = new FakeAbilityContext(0);
      const chat = await ChatKitScreen.mount({ hostContext: context });
      await answered(chat, 'Hi', 'Hello');
      expect(palette(chat)).assertEqual(DARK_LINE);
      context.switchTo(1);
      await chat.page.settle();
      expect(palette(chat)).assertEqual(LIGHT_LINE);
      chat.unmount();
      expect(`${context.offs} ${context.callbacks.size}`).assertEqual('1 0');
    });

    it('without a theme or a host context the view is light; an app theme wins over the system mode', 0,
      async () => {
        const plain = await ChatKitScreen.mount();
        await answered(plain, 'Hi', 'Hello');
        expect(palette(plain)).assertEqual(LIGHT_LINE);
        const chosen = await ChatKitScreen.mount({ hostContext: new FakeAbilityContext(0),
          params: { theme: ChatTheme.light() } });
        await answered(chosen, 'Hi', 'Hello');
        expect(palette(chosen)).assertEqual(LIGHT_LINE);
      });

    it('an empty chat offers the suggested prompts; a tap sends one, and they go once the chat has started', 0,
      async () => {
        const chat = await ChatKitScreen.mount({ params: { suggestions: ['What can you do?', '讲个笑话'] } });
        expect(chat.controls).assertEqual('What can you do? 讲个笑话 ⟦Ask something: ⟧ [Send (disabled)]');
        chat.page.click({ type: 'Text', text: '讲个笑话' });
        await chat.page.settle();
        expect(chat.client.streams.length).assertEqual(1);
        expect(chat.bubbles[0]).assertEqual('讲个笑话 · [Copy] · [Edit (disabled)]');
        expect(chat.controls).assertEqual('⟦Ask something: ⟧ [Stop]');
      });

    it('a streaming answer is announced once per finished block, and its accessibility text moves only then', 0,
      async () => {
        const chat = await ChatKitScreen.mount();
        await chat.ask('Plan?');
        const spoken: string[] = [];
        const answerGroup = (): string => {
          const group = [...chat.lastBubble.walk()].find((e) => !e.isDestroyed &&
            e.attribute('accessibilityGroup') === true && e.type === 'Column');
          return group === undefined ? '' : String(group.attribute('accessibilityText'));
        };
        for (const delta of ['First ', 'step.', '\n\nSecond', ' step.\n', '\n- a\n', '- b']) {
          chat.stream.text(delta);
          await chat.flush();
          if (spoken[spoken.length - 1] !== answerGroup()) spoken.push(answerGroup());
        }
        chat.stream.complete('First step.\n\nSecond step.\n\n- a\n- b');
        await chat.flush();
        if (spoken[spoken.length - 1] !== answerGroup()) spoken.push(answerGroup());
        const id = chat.controller.uiMessages[1]?.id;
        expect(chat.host.lines.filter((l) => l.startsWith('announce')).join('\n')).assertEqual([
          `announce ${id} "First step."`,
          `announce ${id} "Second step."`,
          `announce ${id} "a\\nb"`,
        ].join('\n'));
        expect(spoken.join('\n')).assertEqual([
          'Assistant: ',
          'Assistant: First step.',
          'Assistant: First step.\nSecond step.',
          'Assistant: First step.\nSecond step.\na\nb',
        ].join('\n'));
        expect(chat.page.find({ type: 'Text', text: 'Plan?' }).attribute('accessibilityText')).assertEqual('You: Plan?');
      });
  });
}
