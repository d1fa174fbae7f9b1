// A2uiSurfaceView's Text draws simple Markdown (issue 20), as the basic catalog's description of Text says
// (specification/v0_9/catalogs/basic/catalog.json:25): bold, italic, code, links and lists inside one Text,
// through the library's parser and MarkdownView, at the size the variant sets, in the surface's palette (the
// chat kit's dark one included). A link press reaches the view's urlHandler, else the store's; with neither,
// nothing opens and onError says why; in the chat kit it is the host's onLinkClick. Only http, https, mailto
// and tel links are offered. A text without markers stays one Text, exactly as before. A hostile Text (deep
// nesting, 100k markers) is drawn, and what it draws grows linearly with its length, every letter kept.
import { describe, it, expect } from '@ohos/hypium';
import type { Element } from '../../../platform/arkui-headless/HeadlessUi';
import type { A2uiUrlHandler } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import { A2uiPresentation } from '../../../../agent_core/src/main/ets/a2ui/A2uiPresentation';
import { A2uiTextMarkdown, MAX_MARKDOWN_CHARS } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiTextMarkdown';
import { A2uiViewTheme } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiViewTheme';
import { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { ChatTheme } from '../../../../agent_core/src/main/ets/chat/view/ChatTheme';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiSurfaceHarness, basicSurface, HarnessOptions } from '../support/A2uiSurfaceHarness';
import { ChatKitScreen } from '../support/ChatKitScreen';

const RICH = 'Hi **bold**, *slanted* and `code`, see [the site](https://example.com/a).\n\n- one\n- two';

class RecordingHandler implements A2uiUrlHandler {
  readonly opened: string[] = [];
  constructor(private readonly answer: boolean = true) {}
  open(url: string): boolean {
    this.opened.push(url);
    return this.answer;
  }
}

function textSurface(text: string, variant?: string) {
  return basicSurface('t', [{ id: 'root', component: 'Text', text, ...(variant !== undefined ? { variant } : {}) }]);
}

function mountText(text: string, options: HarnessOptions = {}, variant?: string): Promise<A2uiSurfaceHarness> {
  return A2uiSurfaceHarness.mount(textSurface(text, variant), options);
}

/** The Span of node root whose text is `text`. */
function span(h: A2uiSurfaceHarness, text: string): Element {
  const found = h.own('root').filter((e) => e.type === 'Span' && h.page.text(e) === text);
  if (found.length !== 1) throw new Error(`${found.length} spans "${text}"\n${h.page.print()}`);
  return found[0] as Element;
}

function decoration(e: Element): string {
  return String((e.attribute('decoration') as { type?: unknown } | undefined)?.type);
}

/**
 * What the Text view draws for `text`, counted: every block and every inline run of the parsed Markdown, or,
 * for a text it does not parse (no markers, or over MAX_MARKDOWN_CHARS), the one plain Text. `letters` is the
 * drawn text's count of `letter`, so a case cannot pass by dropping what the model sent.
 */
class Drawn {
  nodes = 0;
  letters = 0;
}

function drawnOf(text: string, letter: string): Drawn {
  const drawn = new Drawn();
  const count = (shown: string): number => shown.split(letter).length - 1;
  if (!A2uiTextMarkdown.isMarkdown(text)) {
    drawn.nodes = 1;
    drawn.letters = count(A2uiPresentation.plainText(text));
    return drawn;
  }
  const pending: MarkdownBlock[] = A2uiTextMarkdown.blocks(text);
  while (pending.length > 0) {
    const block = pending.pop() as MarkdownBlock;
    drawn.nodes += 1 + block.spans.length;
    drawn.letters += block.children.length === 0 ? count(block.plainText()) : 0;
    pending.push(...block.children);
  }
  return drawn;
}

export default function a2uiSurfaceViewTextTest() {
  describe('A2uiSurfaceView Text Markdown', () => {
    it('bold, italic, code, a link and a list inside one Text are drawn by MarkdownView', 0, async () => {
      const h = await mountText(RICH);
      expect(h.own('root').some((e) => e.name === 'MarkdownView')).assertTrue();
      expect(span(h, 'bold').attribute('fontWeight')).assertEqual('bold');
      // Italic and underline are enum values: each differs from the plain run's.
      expect(span(h, 'slanted').attribute('fontStyle') !== span(h, 'bold').attribute('fontStyle')).assertTrue();
      expect(span(h, 'code').attribute('fontFamily')).assertEqual('monospace');
      const link = span(h, 'the site');
      expect(decoration(link) !== decoration(span(h, 'bold'))).assertTrue();
      expect(link.attribute('fontColor')).assertEqual(new A2uiViewTheme().primaryColor);
      const texts = h.own('root').filter((e) => e.type === 'Text').map((e) => h.page.text(e));
      expect(texts.slice(1).join('|')).assertEqual('•|one|•|two');
      expect(h.errors.length).assertEqual(0);
    });

    it('a link press reaches the view\'s urlHandler, and not the store\'s', 0, async () => {
      const view = new RecordingHandler();
      const store = new RecordingHandler();
      const h = await mountText(RICH, { urlHandler: view, storeUrlHandler: store });
      expect(h.tap(span(h, 'the site'))).assertTrue();
      expect(view.opened.join(',')).assertEqual('https://example.com/a');
      expect(store.opened.length).assertEqual(0);
      expect(h.actions.length).assertEqual(0);
      expect(h.errors.length).assertEqual(0);
    });

    it('without a view urlHandler a link press reaches the store\'s (the one openUrl calls)', 0, async () => {
      const store = new RecordingHandler();
      const h = await mountText('Write to [us](mailto:team@example.com) or [call](tel:+4930123)', { storeUrlHandler: store });
      h.tap(span(h, 'us'));
      h.tap(span(h, 'call'));
      expect(store.opened.join(',')).assertEqual('mailto:team@example.com,tel:+4930123');
      expect(h.errors.length).assertEqual(0);
    });

    it('with no URL handler a link press opens nothing and goes to onError as a2ui_no_url_handler', 0, async () => {
      const h = await mountText(RICH);
      h.tap(span(h, 'the site'));
      expect(h.errors.map((e) => e.code).join(',')).assertEqual('a2ui_no_url_handler');
    });

    it('a handler that refuses is reported; one that throws does not take the view down', 0, async () => {
      const h = await mountText(RICH, { urlHandler: new RecordingHandler(false) });
      h.tap(span(h, 'the site'));
      expect(h.errors.map((e) => e.code).join(',')).assertEqual('a2ui_effect_not_done');
      const thrower: A2uiUrlHandler = { open: () => { throw new Error('boom'); } };
      const t = await mountText(RICH, { urlHandler: thrower });
      t.tap(span(t, 'the site'));
      expect(t.errors.map((e) => e.code).join(',')).assertEqual('a2ui_effect_not_done');
    });

    it('only http, https, mailto and tel links are offered: javascript:, data:, file: and images are plain text', 0,
      async () => {
        const handler = new RecordingHandler();
        const h = await mountText('[a](javascript:alert(1)) [b](data:text/html,x) [c](file:///etc/passwd) ' +
          '[d](http://example.com) ![e](https://example.com/e.png)', { urlHandler: handler });
        const plain = new A2uiViewTheme().textColor;
        for (const text of ['a', 'b', 'c', 'e']) {
          const s = h.own('root').find((e) => e.type === 'Span' && h.page.text(e) === text) as Element;
          expect(`${text}:${s.attribute('fontColor')}`).assertEqual(`${text}:${plain}`);
          h.tap(s);
        }
        h.tap(span(h, 'd'));
        expect(handler.opened.join(',')).assertEqual('http://example.com');
        expect(h.errors.length).assertEqual(0);
      });

    it('a text without Markdown markers stays one Text, as before', 0, async () => {
      const text = 'Three flights today. Cheapest at 9:40, gate 12 (terminal 2)!';
      const h = await mountText(text);
      const own = h.own('root');
      expect(own.some((e) => e.name === 'MarkdownView')).assertFalse();
      expect(own.filter((e) => e.type === 'Text').length).assertEqual(1);
      expect(h.page.text(h.ownOf('root', 'Text'))).assertEqual(text);
      expect(A2uiTextMarkdown.hasMarkers(text)).assertFalse();
      expect(A2uiPresentation.plainText(text)).assertEqual(text);
    });

    it('the variant still sets the size: an h2 with markers draws its runs at 32fp, a caption in the muted colour', 0,
      async () => {
        const h2 = await mountText('Trip **Paris**', {}, 'h2');
        expect(span(h2, 'Paris').attribute('fontSize')).assertEqual(A2uiPresentation.textSize('h2'));
        const caption = await mountText('via *Lyon*', {}, 'caption');
        expect(span(caption, 'Lyon').attribute('fontSize')).assertEqual(A2uiPresentation.textSize('caption'));
        expect(span(caption, 'Lyon').attribute('fontColor')).assertEqual(new A2uiViewTheme().mutedColor);
      });

    it('in the chat kit\'s dark palette the runs, the link and the code take the dark colours', 0, async () => {
      const dark = ChatTheme.dark();
      const h = await mountText(RICH, { theme: dark.a2uiTheme() });
      expect(span(h, 'bold').attribute('fontColor')).assertEqual(dark.textColor);
      expect(span(h, 'the site').attribute('fontColor')).assertEqual(dark.accentColor);
      expect(span(h, 'code').attribute('fontColor')).assertEqual(dark.textColor);
      const code = span(h, 'code').attribute('textBackgroundStyle') as { color?: unknown };
      expect(String(code.color)).assertEqual(dark.reasoningBackground);
      const bullets = h.own('root').filter((e) => e.type === 'Text' && h.page.text(e) === '•');
      expect(bullets.map((e) => e.attribute('fontColor')).join(',')).assertEqual(`${dark.textColor},${dark.textColor}`);
    });

    it('in a chat, a Text link reaches the host\'s onLinkClick, as an answer\'s links do', 0, async () => {
      const store = new A2uiSurfaceStore();
      const chat = await ChatKitScreen.mount({ params: { theme: ChatTheme.dark() }, a2uiStore: store });
      expect(store.applyAll(JSON.stringify(basicSurface('card', [
        { id: 'root', component: 'Text', text: 'Book at [the desk](https://example.com/desk)' },
      ]))).ok).assertTrue();
      await chat.flush();
      const link = chat.page.find({ type: 'Span', text: 'the desk' });
      expect(link.attribute('fontColor')).assertEqual(ChatTheme.dark().accentColor);
      chat.page.click(link);
      expect(chat.host.lines.filter((l) => l.startsWith('link')).join(',')).assertEqual('link https://example.com/desk');
    });

    it('a hostile Text is drawn: 100k markers, 5,000 nested quotes and lists, 10k unclosed links', 0, async () => {
      const cases = ['*'.repeat(100000), '> '.repeat(5000) + 'deep', '- '.repeat(5000) + 'deep',
        '[a'.repeat(5000), '**a'.repeat(6000), '`'.repeat(MAX_MARKDOWN_CHARS)];
      for (const text of cases) {
        const h = await mountText(text);
        expect(`${text.slice(0, 6)}: ${h.errors.length} errors`).assertEqual(`${text.slice(0, 6)}: 0 errors`);
        h.page.unmount();
      }
    });

    it('what a hostile Text draws grows linearly with it and keeps every letter, over three doublings', 0, () => {
      // Deterministic: nodes drawn, not time (the time's growth exponent is a bench case, A2UI Text in
      // tools/showcase/bench/hostile/a2ui.mjs). Sizes stay under MAX_MARKDOWN_CHARS where the parser runs, and
      // cross it (the stripped fallback) for the markers past the cap. A view that drew a node per pair of
      // markers (quadratic) would draw 64 times as many at 8n, not 8.
      const hostile: Array<[string, (n: number) => string, number, string]> = [
        ['nested quotes', (n) => '> '.repeat(n / 2) + 'x', 2250, 'x'],
        ['nested lists', (n) => '- '.repeat(n / 2) + 'x', 2250, 'x'],
        ['emphasis openers', (n) => '*a'.repeat(n / 2), 2250, 'a'],
        ['strong openers', (n) => '**a'.repeat(n / 3), 2250, 'a'],
        ['unclosed links', (n) => '[a'.repeat(n / 2), 2250, 'a'],
        ['markers past the cap', (n) => '*_a'.repeat(n / 3), 25000, 'a'],
      ];
      const problems: string[] = [];
      for (const [name, make, n, letter] of hostile) {
        const sizes = [n, 2 * n, 4 * n, 8 * n];
        const texts = sizes.map(make);
        const drawn = texts.map((text) => drawnOf(text, letter));
        const sent = texts.map((text) => text.split(letter).length - 1);
        for (let i = 1; i < sizes.length; i++) {
          // Twice the text draws at most twice the nodes, plus one for a block boundary.
          if (drawn[i]!.nodes > 2 * drawn[i - 1]!.nodes + 1) {
            problems.push(`${name}: ${drawn[i - 1]!.nodes} nodes at ${sizes[i - 1]}, ${drawn[i]!.nodes} at ${sizes[i]}`);
          }
        }
        sizes.forEach((size, i) => {
          if (drawn[i]!.letters !== sent[i]) problems.push(`${name} at ${size}: ${drawn[i]!.letters} of ${sent[i]} '${letter}'`);
        });
      }
      expect(problems.join('; ') || 'none').assertEqual('none');
    });
  });
}
