// A picture turn in a chat that persists (issue 21): ChatController.send(text, parts) keeps the parts in the
// user message's historyMessage (the bubble's thumbnails read them there; the request carries them), the
// session saves them and a restart restores them; a stored part that cannot be read makes its row corrupt
// (skipped with SessionStoreErrors.ROW_CORRUPT, the rest loads); a data picture above the stored bound
// (MAX_STORED_IMAGE_BYTES) is saved as the placeholder text. On the relationalStore emulation (sql.js).
import { describe, it, expect } from '@ohos/hypium';
import { relationalStore } from '../kit.ArkData';
import { AppSandbox } from '../EmulationControls';
import { ChatController } from '../../../../agent_core/src/main/ets/chat/ChatController';
import { ChatControllerOptions } from '../../../../agent_core/src/main/ets/chat/ChatControllerOptions';
import { MAX_STORED_IMAGE_BYTES } from '../../../../agent_core/src/main/ets/chat/ContentPartsCodec';
import { MessageStatus } from '../../../../agent_core/src/main/ets/chat/MessageStatus';
import { UiMessage } from '../../../../agent_core/src/main/ets/chat/UiMessage';
import { UiMessageCodec } from '../../../../agent_core/src/main/ets/chat/UiMessageCodec';
import { RdbChatSessionStore } from '../../../../agent_core/src/main/ets/chat/persist/RdbChatSessionStore';
import { SessionStoreErrors } from '../../../../agent_core/src/main/ets/chat/store/SessionStoreErrors';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ChatRole } from '../../../../agent_core/src/main/ets/domain/ChatRole';
import { ContentPart } from '../../../../agent_core/src/main/ets/domain/ContentPart';
import { ImageSource } from '../../../../agent_core/src/main/ets/domain/ImageSource';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { PushedStreamClient } from '../../../../agent_core/src/test/chat/PushedStreamClient';
import { TestFlushScheduler } from '../../../../agent_core/src/test/chat/TestFlushScheduler';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Launch {
  store: RdbChatSessionStore;
  controller: ChatController;
  client: PushedStreamClient;
  scheduler: TestFlushScheduler;
}

async function launch(sandbox: AppSandbox): Promise<Launch> {
  const store = (await RdbChatSessionStore.open(sandbox.context)).value as RdbChatSessionStore;
  const client = new PushedStreamClient();
  const scheduler = new TestFlushScheduler();
  const options = new ChatControllerOptions();
  options.scheduler = scheduler;
  options.sessionStore = store;
  return { store, controller: new ChatController(client, new ModelRequest(), options), client, scheduler };
}

/** text, image/png:<bytes>, or url:<url> for each part of a history message. */
function partsOf(message: ChatMessage | undefined): string {
  return (message?.parts ?? []).map((part) => part.image === undefined ? `text:${part.text}` :
    part.image.isData ? `${part.image.mimeType}:${part.image.byteLength}` : `url:${part.image.url}`).join(' ');
}

async function pictureTurn(app: Launch, text: string, parts: ContentPart[], answer: string): Promise<void> {
  app.controller.send(text, parts);
  await Promise.resolve();
  app.client.last.text(answer);
  app.scheduler.runPending();
  app.client.last.complete(answer);
  await app.controller.sessions!.whenSaved();
}

async function withSandbox(body: (sandbox: AppSandbox) => Promise<void>): Promise<void> {
  const sandbox = AppSandbox.create();
  try {
    await body(sandbox);
  } finally {
    sandbox.dispose();
  }
}

export default function imageTurnPersistenceTest() {
  describe('ImageTurnPersistence', () => {
    it('send(text, parts): the parts are in the user historyMessage and in the request', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await pictureTurn(app, 'What is this?', [ContentPart.image(ImageSource.data('image/png', PNG))], 'A pixel.');
      const user = app.controller.uiMessages[0];
      expect(`${user.content} | ${partsOf(user.historyMessage)}`).assertEqual('What is this? | text:What is this? image/png:70');
      expect(partsOf(app.client.requests[0].messages[0])).assertEqual('text:What is this? image/png:70');
    }));

    it('a picture alone is a turn; a blank text without parts is not', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      expect(app.controller.send('  ')).assertUndefined();
      await pictureTurn(app, '', [ContentPart.image(ImageSource.url('https://example.com/cat.jpg'))], 'A cat.');
      expect(partsOf(app.controller.uiMessages[0].historyMessage)).assertEqual('url:https://example.com/cat.jpg');
    }));

    it('a saved picture turn is restored after a restart, parts and history unchanged', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await pictureTurn(app, 'Compare', [ContentPart.image(ImageSource.data('image/jpeg', PNG)),
        ContentPart.image(ImageSource.url('https://example.com/b.png'))], 'Same pixel.');
      const before = JSON.stringify(app.controller.messages);
      sandbox.restart();
      const again = await launch(sandbox);
      expect((await again.controller.sessions!.restoreLatest()).ok).assertTrue();
      expect(partsOf(again.controller.uiMessages[0].historyMessage))
        .assertEqual('text:Compare image/jpeg:70 url:https://example.com/b.png');
      expect(JSON.stringify(again.controller.messages)).assertEqual(before);
    }));

    it('a stored part that cannot be read skips its row with a typed error; the rest loads', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await pictureTurn(app, 'What is this?', [ContentPart.image(ImageSource.data('image/png', PNG))], 'A pixel.');
      const id = app.controller.sessions!.currentId;
      const rdb = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      await rdb.executeSql('UPDATE chat_messages SET payload = replace(payload, \'"type":"image"\', \'"type":"video"\') '
        + 'WHERE session_id = ? AND seq = 0', [id]);
      sandbox.restart();
      const again = await launch(sandbox);
      const restored = await again.controller.sessions!.switchTo(id);
      expect(restored.value!.skipped.map((s) => `${s.seq}:${s.error.code}:${s.error.message}`).join(','))
        .assertEqual(`0:${SessionStoreErrors.ROW_CORRUPT}:The stored message cannot be read: content part 1 is not a text or a readable image part`);
      expect(again.controller.uiMessages.map((m) => m.content).join(',')).assertEqual('A pixel.');
    }));

    it('a data picture above the stored bound is saved as the placeholder text', 0, () => {
      const big = 'A'.repeat(Math.ceil((MAX_STORED_IMAGE_BYTES + 1) / 3) * 4);
      const message = new UiMessage('msg-1', ChatRole.user, MessageStatus.IDLE, 'Look');
      message.historyMessage = ChatMessage.userParts([ContentPart.text('Look'),
        ContentPart.image(ImageSource.data('image/jpeg', big)), ContentPart.image(ImageSource.data('image/png', PNG))]);
      const back = UiMessageCodec.decode(UiMessageCodec.encode(message)).value!;
      expect(partsOf(back.historyMessage)).assertEqual('text:Look text:[image] image/png:70');
    });
  });
}
