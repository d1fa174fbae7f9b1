// The README's drop-in chat (entry/src/main/ets/pages/MinimalChatPage.ets, DevEco's front end output run headless)
// does what the README says: in an empty app it shows the kit's empty chat with its suggestion, and after the app
// is killed and started again it shows the conversation that was saved in the app's database (RdbChatSessionStore
// on the emulated relationalStore, the same AppSandbox). The conversation is saved by a controller of the test's
// own, as a first launch would have; the page only opens it. What is read is what the screen shows.
import '../../../../entry/src/main/ets/pages/MinimalChatPage.ets';
import { describe, it, expect } from '@ohos/hypium';
import { mountRoute, Page } from '../../../platform/arkui-headless/HeadlessUi';
import { AppSandbox } from '../../../platform/ohos-node/EmulationControls';
import { ChatController } from '../../../../agent_core/src/main/ets/chat/ChatController';
import { ChatControllerOptions } from '../../../../agent_core/src/main/ets/chat/ChatControllerOptions';
import { RdbChatSessionStore } from '../../../../agent_core/src/main/ets/chat/persist/RdbChatSessionStore';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { PushedStreamClient } from '../../../../agent_core/src/test/chat/PushedStreamClient';
import { TestFlushScheduler } from '../../../../agent_core/src/test/chat/TestFlushScheduler';
import { screenLines } from '../support/ScreenText';

const WAIT_MS = 3000;

/** The page's screen, one line per item, once `ready` holds for it (the store opens asynchronously). */
async function screenWhen(page: Page, what: string, ready: (lines: string[]) => boolean): Promise<string[]> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    await page.settle();
    const lines = screenLines(page.root);
    if (ready(lines)) return lines;
    if (Date.now() > until) throw new Error(`MinimalChatPage: no ${what}:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One finished exchange saved in `sandbox`'s database, as the page's first launch would have saved it. */
async function saveExchange(sandbox: AppSandbox, question: string, answer: string): Promise<void> {
  const opened = await RdbChatSessionStore.open(sandbox.context);
  if (!opened.ok) throw opened.error;
  const client = new PushedStreamClient();
  const options = new ChatControllerOptions();
  options.sessionStore = opened.value;
  options.scheduler = new TestFlushScheduler();
  const controller = new ChatController(client, new ModelRequest(), options);
  controller.send(question);
  await Promise.resolve();
  client.last.complete(answer);
  await controller.sessions!.whenSaved();
}

export default function minimalChatPageTest() {
  describe('MinimalChatPage', () => {
    it('in a new app: the empty chat with its suggestion and the input bar', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await mountRoute('pages/MinimalChatPage', { hostContext: sandbox.context });
        const lines = await screenWhen(page, 'input bar', (shown) => shown.join(' ').includes('Ask something'));
        expect(lines.join(' ').includes('What can you do?')).assertTrue();
        expect(lines.join(' ').includes('[Send (disabled)]')).assertTrue();
        page.unmount();
      } finally {
        sandbox.dispose();
      }
    });

    it('after a restart it shows the conversation saved in the app database', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        await saveExchange(sandbox, 'Plan a day in Kyoto', 'Start at Fushimi Inari at dawn.');
        sandbox.restart();
        const page = await mountRoute('pages/MinimalChatPage', { hostContext: sandbox.context });
        const lines = await screenWhen(page, 'restored conversation',
          (shown) => shown.join(' ').includes('Fushimi Inari'));
        const text = lines.join(' ');
        expect(text.indexOf('Plan a day in Kyoto') >= 0).assertTrue();
        expect(text.indexOf('Plan a day in Kyoto') < text.indexOf('Start at Fushimi Inari at dawn.')).assertTrue();
        expect(text.includes('What can you do?')).assertFalse(); // a restored chat is not empty
        page.unmount();
      } finally {
        sandbox.dispose();
      }
    });
  });
}
