// The corpus fed the ways a stream may cut it: one code point at a time, in two parts at every UTF-16
// index, and in 5 seeded plans of 1-12 code points. After finish() every feed must give exactly the
// whole text's model (ids, kinds, finality, every span's style and link, table cells).
import { describe, it, expect } from '@ohos/hypium';
import { IncrementalMarkdownParser } from '../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import { full } from './support/BlockModelText';
import { loadCorpus } from './support/Corpus';
import { codePointDeltas, feed, seededDeltas, twoParts } from './support/Feeds';

const PLAN_SEEDS = [11, 22, 33, 44, 55];

export default function streamingSplitsTest() {
  describe('IncrementalMarkdownParser: any cut of the corpus gives the whole text\'s model', () => {
    const corpus = loadCorpus();

    it('the corpus has at least 14 answers', 0, () => {
      const points = corpus.reduce((sum, file) => sum + Array.from(file.text).length, 0);
      const cuts = corpus.reduce((sum, file) => sum + file.text.length - 1, 0);
      process.stdout.write(`StreamingSplits: ${corpus.length} answers, ${points} one-code-point deltas, ${cuts} two-part cuts, ` +
        `${corpus.length * PLAN_SEEDS.length} seeded plans, each compared with the whole text's model\n`);
      expect(corpus.length >= 14).assertTrue();
    });

    for (const file of corpus) {
      const whole = full(IncrementalMarkdownParser.parse(file.text)).join('\n');

      it(`${file.name}: one code point per delta`, 0, () => {
        expect(full(feed(codePointDeltas(file.text)).blocks).join('\n')).assertEqual(whole);
      });

      it(`${file.name}: two parts, cut at every index`, 0, () => {
        const wrong: number[] = [];
        for (let at = 1; at < file.text.length; at++) {
          if (full(feed(twoParts(file.text, at)).blocks).join('\n') !== whole) wrong.push(at);
        }
        expect(`cuts giving another model: ${wrong.join(',') || 'none'}`).assertEqual('cuts giving another model: none');
      });

      it(`${file.name}: 5 seeded plans of 1-12 code points`, 0, () => {
        for (const seed of PLAN_SEEDS) {
          expect(`seed ${seed}\n${full(feed(seededDeltas(file.text, seed, 1, 12)).blocks).join('\n')}`)
            .assertEqual(`seed ${seed}\n${whole}`);
        }
      });
    }
  });
}
