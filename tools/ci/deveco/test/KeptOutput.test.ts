// The DevEco output the view suites run is held to the current sources by its manifest (kept-output.mjs): CI
// has no front end, so a source changed without `npm run check:deveco -- --emit`, an output edited by hand, a
// new view without output, or a changed struct a view imports must each fail `npm run check`, by name. Each case
// is made in a copy of the project's sources and kept output, never in the checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { KEPT_DIR, keptOutputProblems, keptSources, readManifest, staleMessage } from '../kept-output.mjs';

// The runner starts suites in the project root (tools/ci/test/run-tests.mjs).
const ROOT = process.cwd();
const COPIED = ['agent_core/src/main/ets', 'agent_core/src/ohosTest/ets', 'agent_core/src/test', 'entry/src/main/ets', KEPT_DIR];

function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-kept-'));
  for (const rel of COPIED) fs.cpSync(path.join(ROOT, rel), path.join(dir, rel), { recursive: true });
  return dir;
}

function problemsAfter(change: (dir: string) => void): string[] {
  const dir = projectCopy();
  try {
    change(dir);
    return keptOutputProblems(dir) as string[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const append = (dir: string, rel: string, text: string): void => fs.appendFileSync(path.join(dir, rel), text);
const TABLE_VIEW = 'agent_core/src/main/ets/markdown/view/MarkdownTableView.ets';

export default function keptOutputTest() {
  describe('kept DevEco output', () => {
    it('is the front end\'s output for the sources of this checkout', 0, () => {
      expect(keptOutputProblems(ROOT).join('\n')).assertEqual('');
    });

    it('covers every struct, @Builder and @ObservedV2 file of the modules', 0, () => {
      const listed = (readManifest(ROOT).files as Array<{ source: string }>).map((e) => e.source).join('\n');
      expect(listed).assertEqual((keptSources(ROOT) as string[]).join('\n'));
      expect(listed).assertContain('agent_core/src/main/ets/markdown/view/MarkdownView.ets');
      expect(listed).assertContain('entry/src/main/ets/model/ChatSession.ets');
    });

    it('a changed view source is stale, and so is every kept file that imports it', 0, () => {
      const problems = problemsAfter((dir) => append(dir, TABLE_VIEW, '\n// changed\n'));
      expect(problems.join('\n')).assertEqual([
        `${TABLE_VIEW}, which agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets imports, changed since ` +
          'the output of agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets was kept',
        `${TABLE_VIEW} changed since its DevEco output was kept`,
      ].join('\n'));
    });

    it('a hand-edited output fails even with its source unchanged', 0, () => {
      const problems = problemsAfter((dir) => append(dir, `${KEPT_DIR}/${TABLE_VIEW.replace(/\.ets$/, '.js')}`, ';'));
      expect(problems.join('\n')).assertEqual(
        `${KEPT_DIR}/agent_core/src/main/ets/markdown/view/MarkdownTableView.js was edited after the front end wrote it`);
    });

    it('a new view without output is named', 0, () => {
      const added = 'entry/src/main/ets/components/NewCard.ets';
      const problems = problemsAfter((dir) => fs.writeFileSync(path.join(dir, added),
        '@ComponentV2\nexport struct NewCard {\n  build() {\n    Text(\'x\')\n  }\n}\n'));
      expect(problems.join('\n')).assertEqual(`${added} has no kept DevEco output`);
    });

    it('a plain file that becomes @ObservedV2 state needs output too', 0, () => {
      const rel = 'entry/src/main/ets/model/StoredSettings.ets';
      const problems = problemsAfter((dir) => append(dir, rel, '\n@ObservedV2\nclass Watched {\n}\n'));
      expect(problems.join('\n')).assertEqual(`${rel} has no kept DevEco output`);
    });

    it('the message names the command that regenerates the output', 0, () => {
      expect(staleMessage(['x changed']) as string).assertContain('npm run check:deveco -- --emit');
    });
  });
}
