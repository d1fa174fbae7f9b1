// MarkdownView on the headless ArkUI runtime (DevEco's kept output of markdown/view/*.ets): an answer streamed
// through IncrementalMarkdownParser in seeded 1-3 character deltas shows, after every flush, exactly what the
// parser's model says (text and styles, per top-level block: support/MarkdownTree.ts defines both sides); a
// block that became final keeps its elements and their update counts for the rest of the stream; a new
// parser's blocks replace the old answer's; every block kind renders as its golden tree (MarkdownViewGoldens.ts);
// a tap on a link reaches onLinkClick with its href.
import { describe, it, expect } from '@ohos/hypium';
import { IncrementalMarkdownParser } from '../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import type { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { takeStateMgmtLog } from '../../../platform/arkui-headless/state/index';
import { seededDeltas } from '../../markdown/test/support/Feeds';
import { MarkdownScreen } from '../support/MarkdownScreen';
import { modelTrace, outline, topLevelBlockViews, treeTrace } from '../support/MarkdownTree';
import { RICH_ANSWER, SMALL_ANSWER } from '../support/RichAnswer';
import { OUTLINE_GOLDEN, PARAGRAPH_GOLDEN, TABLE_GOLDEN } from './MarkdownViewGoldens';

const SEEDS = [7, 2024];

type OnFlush = (screen: MarkdownScreen, blocks: MarkdownBlock[], step: string) => boolean;

/**
 * Streams RICH_ANSWER in the seed's 1-3 character plan, then finish(). A flush is: push (or finish), give the
 * view `parser.blocks` as a parent does, settle. `onFlush` sees every flush; the first `false` it returns
 * (a mismatch) ends the stream. Returns what state management logged meanwhile (duplicate ForEach ids, a
 * @Param assigned by its child: application errors the device logs and goes on).
 */
async function stream(seed: number, onFlush: OnFlush): Promise<string[]> {
  takeStateMgmtLog();
  const parser = new IncrementalMarkdownParser();
  const screen = await MarkdownScreen.mount(parser.blocks);
  const deltas = seededDeltas(RICH_ANSWER, seed, 1, 3);
  for (let i = 0; i <= deltas.length; i++) {
    if (i < deltas.length) parser.push(deltas[i] as string);
    else parser.finish();
    await screen.show(parser.blocks);
    const step = i < deltas.length ? `seed ${seed}, delta ${i} ${JSON.stringify(deltas[i])}` : `seed ${seed}, finish()`;
    if (!onFlush(screen, parser.blocks, step)) break;
  }
  screen.unmount();
  return takeStateMgmtLog().map((entry) => `${entry.level}: ${entry.message}`);
}

/**
 * The first flush whose tree differs from the model, as `step\ntree` against `step\nmodel`, and what state
 * management logged; equal and empty when all is well.
 */
async function firstMismatch(seed: number, styled: boolean): Promise<[string, string, string]> {
  let found: [string, string] = ['none', 'none'];
  const log = await stream(seed, (screen, blocks, step) => {
    const tree = treeTrace(screen.page.root, blocks, styled);
    const model = modelTrace(blocks, styled);
    if (tree === model) return true;
    found = [`${step}\n${tree}`, `${step}\n${model}`];
    return false;
  });
  return [found[0], found[1], log.join('\n')];
}

/** A final block's view as it was when the block became final: its elements, in order, and their update counts. */
interface FinalView {
  readonly view: Element;
  readonly elements: Element[];
  readonly counts: number[];
}

function changeOf(kept: FinalView, now: Element | undefined): string | undefined {
  if (now !== kept.view) return 'its view was replaced';
  const elements = [...now.walk()];
  if (elements.length !== kept.elements.length || elements.some((e, i) => e !== kept.elements[i])) {
    return `its elements changed (${kept.elements.length} -> ${elements.length})`;
  }
  const updated = elements.filter((e, i) => e.updateCount !== kept.counts[i] || e.isDestroyed);
  if (updated.length > 0) return `${updated.map((e) => `${e.name}#${e.elmtId}`).join(', ')} updated again`;
  return undefined;
}

function clickLink(screen: MarkdownScreen, text: string): boolean {
  return screen.page.click({ type: 'Span', text });
}

export default function markdownViewTest() {
  describe('MarkdownView', () => {
    it('the streamed answer has every block kind the view draws, with CJK text', 0, () => {
      const blocks = IncrementalMarkdownParser.parse(RICH_ANSWER);
      expect(blocks.map((b) => b.kind).join(' ')).assertEqual(
        'heading paragraph heading list quote code table thematic_break heading list heading list paragraph');
      expect(/[\u4e00-\u9fff]/.test(blocks.map((b) => b.plainText()).join(''))).assertTrue();
    });

    it('streamed in seeded 1-3 character deltas, each flush shows every block\'s model text, nothing logged', 0,
      async () => {
        for (const seed of SEEDS) {
          const [tree, model, log] = await firstMismatch(seed, false);
          expect(tree).assertEqual(model);
          expect(log).assertEqual('');
        }
      });

    it('streamed in seeded 1-3 character deltas, every span shows its model\'s style after every flush', 0,
      async () => {
        for (const seed of SEEDS) {
          const [tree, model, log] = await firstMismatch(seed, true);
          expect(tree).assertEqual(model);
          expect(log).assertEqual('');
        }
      });

    it('a block that became final keeps its view, its elements and their update counts for the rest of the stream', 0,
      async () => {
        for (const seed of SEEDS) {
          const kept: FinalView[] = [];
          let problem = 'none';
          let checks = 0;
          await stream(seed, (screen, blocks, step) => {
            const views = topLevelBlockViews(screen.page.root);
            for (let i = 0; i < kept.length; i++) {
              const change = changeOf(kept[i] as FinalView, views[i]);
              checks++;
              if (change !== undefined) {
                problem = `${step}: final block ${i} (${blocks[i]?.kind}) ${change}`;
                return false;
              }
            }
            // Final blocks come first (docs/markdown.md), so the newly final ones follow the kept ones.
            while (kept.length < blocks.length && blocks[kept.length]?.isFinal === true) {
              const view = views[kept.length] as Element;
              const elements = [...view.walk()];
              kept.push({ view, elements, counts: elements.map((e) => e.updateCount) });
            }
            return true;
          });
          expect(problem).assertEqual('none');
          // All 13 blocks became final, and final views were checked again on over a thousand later flushes.
          expect(kept.length).assertEqual(13);
          expect(checks > 1000).assertTrue();
        }
      });

    it('blocks of a new parser replace the old answer\'s, though ids and versions start over (a retried answer)', 0,
      async () => {
        // entry's AnswerMarkdown starts a new parser when the content is replaced (model_complete's text
        // differs from the deltas, a retry); the same MarkdownView then gets blocks whose ids and versions
        // repeat the old parser's.
        const streamed = new IncrementalMarkdownParser();
        streamed.push('Hello ');
        streamed.push('wrld');
        const screen = await MarkdownScreen.mount(streamed.blocks);
        const replaced = new IncrementalMarkdownParser();
        replaced.push('Hello world');
        replaced.finish();
        await screen.show(replaced.blocks);
        expect(treeTrace(screen.page.root, replaced.blocks)).assertEqual(modelTrace(replaced.blocks));
        const retried = IncrementalMarkdownParser.parse('Hi again');
        await screen.show(retried);
        expect(treeTrace(screen.page.root, retried)).assertEqual('paragraph: "Hi again"');
        screen.unmount();
      });

    it('every block kind renders as its golden outline: heading, paragraph, list, quote, code, table, rule', 0,
      async () => {
        const screen = await MarkdownScreen.mount(IncrementalMarkdownParser.parse(SMALL_ANSWER));
        expect(outline(screen.page.root)).assertEqual(OUTLINE_GOLDEN);
        screen.unmount();
      });

    it('a paragraph prints its link underlined in the link colour and its code monospace on a tint', 0, async () => {
      const screen = await MarkdownScreen.mount(IncrementalMarkdownParser.parse(SMALL_ANSWER));
      expect(screen.page.print({}, topLevelBlockViews(screen.page.root)[1])).assertEqual(PARAGRAPH_GOLDEN);
      screen.unmount();
    });

    it('a table prints its columns as wide as their cells, the header bold on a tint, a right column at the end', 0,
      async () => {
        const screen = await MarkdownScreen.mount(IncrementalMarkdownParser.parse(SMALL_ANSWER));
        expect(screen.page.print({}, topLevelBlockViews(screen.page.root)[5])).assertEqual(TABLE_GOLDEN);
        screen.unmount();
      });

    it('a tap on a link reports its href through onLinkClick, from a paragraph, a list, a quote and a table', 0,
      async () => {
        const hrefs: string[] = [];
        const blocks = IncrementalMarkdownParser.parse(RICH_ANSWER);
        const screen = await MarkdownScreen.mount(blocks, (href) => hrefs.push(href));
        expect(clickLink(screen, 'link')).assertTrue();
        expect(clickLink(screen, '官方文档')).assertTrue();
        expect(clickLink(screen, 'quoted link')).assertTrue();
        expect(clickLink(screen, 'api')).assertTrue();
        expect(hrefs.join(' ')).assertEqual(
          'https://example.com/docs https://developer.huawei.com/ https://example.com/quote https://example.com/api');
        screen.unmount();
      });

    it('a tap on plain text, code, or a link whose destination is still streaming reports nothing', 0, async () => {
      const hrefs: string[] = [];
      const parser = new IncrementalMarkdownParser();
      parser.push('Plain `code` and [docs](https://exa');
      const screen = await MarkdownScreen.mount(parser.blocks, (href) => hrefs.push(href));
      clickLink(screen, 'Plain ');
      clickLink(screen, 'code');
      clickLink(screen, 'docs');
      expect(hrefs.length).assertEqual(0);
      parser.push('mple.com) ');
      await screen.show(parser.blocks);
      clickLink(screen, 'docs');
      expect(hrefs.join(' ')).assertEqual('https://example.com');
      screen.unmount();
    });
  });
}
