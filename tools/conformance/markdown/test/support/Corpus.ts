// The golden corpus: LLM-style answers in tools/conformance/markdown/test/corpus/*.md (Chinese with inline code,
// nested and loose lists, tables, fences with languages, quotes, links, headings, thematic breaks).
import fs from 'node:fs';
import path from 'node:path';

export const CORPUS_DIR = path.resolve(process.cwd(), 'tools', 'conformance', 'markdown', 'test', 'corpus');

export interface CorpusFile {
  name: string;
  text: string;
}

export function loadCorpus(): CorpusFile[] {
  return fs.readdirSync(CORPUS_DIR).filter((name) => name.endsWith('.md')).sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(CORPUS_DIR, name), 'utf8') }));
}
