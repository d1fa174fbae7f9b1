// The README's drop-in chat (issue 20's must-show: a 20-line ArkTS page with ChatView and a persisted session) is
// entry/src/main/ets/pages/MinimalChatPage.ets, line for line: that page is registered in main_pages.json, so the
// DevEco check compiles what the README shows, and an edit to one without the other fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';

// The runner starts suites in the project root (tools/ci/test/run-tests.mjs).
const ROOT = process.cwd();
const PAGE = 'entry/src/main/ets/pages/MinimalChatPage.ets';
const HEADING = '### A drop-in chat: `ChatView` with a persisted session';

/** The first ```ts block after `heading` in the README. */
function readmeBlock(heading: string): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(heading);
  if (at < 0) throw new Error(`README.md has no heading ${heading}`);
  const open = readme.indexOf('```ts\n', at);
  const close = readme.indexOf('\n```', open + 6);
  return readme.slice(open + 6, close + 1);
}

export default function readmeExampleTest() {
  describe('README example', () => {
    it('the drop-in chat block is MinimalChatPage.ets, which the DevEco check compiles', 0, () => {
      expect(readmeBlock(HEADING)).assertEqual(fs.readFileSync(path.join(ROOT, PAGE), 'utf8'));
      const pages = fs.readFileSync(path.join(ROOT, 'entry/src/main/resources/base/profile/main_pages.json'), 'utf8');
      expect(pages.includes('"pages/MinimalChatPage"')).assertTrue();
    });

    it('it is 20 lines, and it drops ChatView into a page over a persisted session', 0, () => {
      const page = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
      expect(page.trimEnd().split('\n').length).assertEqual(20);
      for (const needed of ['@Entry', 'ChatView({ controller', 'RdbChatSessionStore.open', 'restoreLatest()']) {
        expect(page.includes(needed)).assertTrue();
      }
    });
  });
}
