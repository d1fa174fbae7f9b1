// What a reader sees while the corpus streams in, one code point per delta, compared with the final
// render of the same block (same id):
// - a block shown as final is already exactly its final self;
// - no snapshot shows a marker character (`*`, `` ` ``, `_`, `~`, `[`, `]`, `#`, `|`, `\`) that the
//   final render hides: the markers a block shows are always a prefix of the markers it shows at the end.
//   One documented exception (docs/markdown.md): a single `*` between ASCII letters or digits (`2*3`) shows
//   as typed until a closer turns it into emphasis (`a*b*c`), so such stars are not counted;
// - every block shown exists at the end with the same kind (a paragraph may become a setext heading);
// - push() returns exactly the top-level blocks that are new or changed (by id and version).
import { describe, it, expect } from '@ohos/hypium';
import type { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { IncrementalMarkdownParser } from '../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import { flatten, full } from './support/BlockModelText';
import { loadCorpus } from './support/Corpus';
import { codePointDeltas, feed } from './support/Feeds';

const MARKERS = /[*`_~[\]#|\\]/g;

const ARITHMETIC_STAR = /(?<=[A-Za-z0-9])\*(?=[A-Za-z0-9])/g;

function markers(text: string): string {
  return (text.replace(ARITHMETIC_STAR, '').match(MARKERS) ?? []).join('');
}

/** The text a leaf shows (containers are checked through their leaves). */
function leafText(block: MarkdownBlock): string | undefined {
  return block.children.length > 0 || block.kind === 'list' || block.kind === 'quote' || block.kind === 'list_item'
    ? undefined : block.plainText();
}

export default function midStreamSnapshotsTest() {
  describe('IncrementalMarkdownParser: mid-stream snapshots never show what the final render hides', () => {
    for (const file of loadCorpus()) {
      it(`${file.name}: every snapshot is consistent with the final render`, 0, () => {
        const finalById = new Map<number, MarkdownBlock>();
        for (const block of flatten(IncrementalMarkdownParser.parse(file.text))) finalById.set(block.id, block);
        const problems: string[] = [];
        let previous: MarkdownBlock[] = [];
        let snapshots = 0;
        feed(codePointDeltas(file.text), (parser, changed, delta) => {
          snapshots++;
          const at = `after ${JSON.stringify(delta)} (#${snapshots})`;
          const blocks = parser.blocks;
          const expectedChanged = blocks.filter((block) => !previous.includes(block)).map((block) => `${block.id}v${block.version}`);
          const gotChanged = changed.map((block) => `${block.id}v${block.version}`);
          if (gotChanged.join() !== expectedChanged.join()) {
            problems.push(`${at}: push returned [${gotChanged}] but [${expectedChanged}] changed`);
          }
          previous = blocks;
          for (const block of flatten(blocks)) {
            const end = finalById.get(block.id);
            if (end === undefined) {
              problems.push(`${at}: #${block.id} ${block.kind} is not in the final render`);
              continue;
            }
            if (end.kind !== block.kind && !(block.kind === 'paragraph' && end.kind === 'heading')) {
              problems.push(`${at}: #${block.id} shown as ${block.kind}, ends as ${end.kind}`);
            }
            if (block.isFinal && full([block]).join('\n') !== full([end]).join('\n')) {
              problems.push(`${at}: #${block.id} was final but changed:\n${full([block]).join('\n')}\n${full([end]).join('\n')}`);
            }
            const shown = leafText(block);
            if (shown !== undefined && !markers(leafText(end) ?? '').startsWith(markers(shown))) {
              problems.push(`${at}: #${block.id} shows markers ${JSON.stringify(markers(shown))} of ${JSON.stringify(shown)}, ` +
                `the final render ${JSON.stringify(markers(end.plainText()))}`);
            }
          }
        });
        expect(`${file.name}: ${snapshots} snapshots\n${problems.slice(0, 8).join('\n')}`)
          .assertEqual(`${file.name}: ${snapshots} snapshots\n`);
      });
    }
  });
}
