// The corpus read by IncrementalMarkdownParser and by markdown-it 15 (default preset), compared as block
// structure: kinds, heading levels, code languages, list types/starts/tightness, table alignments, and the
// text a reader sees. Where the structure agrees, the inline styles are compared too (strong, emphasis,
// strikethrough, code, links). Every disagreement must be listed, with its reason, in
// known-differences.json (docs/markdown.md explains them): a new one fails, and so does a listed one that
// went away.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { IncrementalMarkdownParser } from '../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import { structure } from './support/BlockModelText';
import { loadCorpus } from './support/Corpus';
import { diffLines } from './support/LineDiff';
import { markdownItStructure } from './support/MarkdownItModel';

interface KnownDifference {
  file: string;
  level: 'structure' | 'style';
  kind: string;
  reason: string;
  ours: string[];
  markdownIt: string[];
}

const KNOWN_FILE = path.resolve(process.cwd(), 'tools', 'conformance', 'markdown', 'test', 'known-differences.json');

function describeDifference(difference: { file: string; level: string; ours: string[]; markdownIt: string[] }): string {
  return `${difference.file} [${difference.level}]\n  ours:       ${difference.ours.join('\n              ')}\n` +
    `  markdown-it: ${difference.markdownIt.join('\n              ')}`;
}

export default function markdownItDifferentialTest() {
  describe('IncrementalMarkdownParser vs markdown-it on the corpus', () => {
    const known = JSON.parse(fs.readFileSync(KNOWN_FILE, 'utf8')) as KnownDifference[];
    const found: Array<{ file: string; level: string; ours: string[]; markdownIt: string[] }> = [];
    let blocks = 0;
    let styledBlocks = 0;
    for (const file of loadCorpus()) {
      const model = IncrementalMarkdownParser.parse(file.text);
      const ours = structure(model);
      const diff = diffLines(ours, markdownItStructure(file.text));
      blocks += ours.length;
      for (const hunk of diff.hunks) found.push({ file: file.name, level: 'structure', ...hunk });
      const oursStyled = structure(model, true);
      const theirsStyled = markdownItStructure(file.text, true);
      for (const pair of diff.matched) {
        styledBlocks++;
        if (oursStyled[pair[0]] !== theirsStyled[pair[1]]) {
          found.push({ file: file.name, level: 'style', ours: [oursStyled[pair[0]]], markdownIt: [theirsStyled[pair[1]]] });
        }
      }
    }

    it('every known difference has a kind and a reason', 0, () => {
      const incomplete = known.filter((k) => k.kind.length === 0 || k.reason.length < 20).map(describeDifference);
      expect(incomplete.join('\n')).assertEqual('');
    });

    it('the differences are exactly the known ones', 0, () => {
      const text = (list: Array<{ file: string; level: string; ours: string[]; markdownIt: string[] }>) =>
        list.map(describeDifference).sort().join('\n');
      expect(text(found)).assertEqual(text(known));
    });

    it('most of the corpus agrees: structure lines and styled lines', 0, () => {
      const structureDiffs = found.filter((f) => f.level === 'structure').length;
      const styleDiffs = found.filter((f) => f.level === 'style').length;
      process.stdout.write(`MarkdownItDifferential: ${loadCorpus().length} answers, ${blocks} structure lines, ${styledBlocks} agree ` +
        `with markdown-it (${structureDiffs} structure hunks and ${styleDiffs} style differences, all listed)\n`);
      expect(styledBlocks >= blocks * 0.95).assertTrue();
      expect(styleDiffs <= styledBlocks * 0.02).assertTrue();
    });
  });
}
