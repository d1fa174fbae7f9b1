// Pictures in the chat kit (issue 21), on the headless ArkUI runtime over the kept DevEco output: the pictures
// the host attached wait above the input as thumbnails (ChatTheme.thumbnailSize, `Image 1 of 2` to a screen
// reader) each with a remove button, and Send takes them; a user message that carried pictures shows them as
// thumbnails above its words. The picture is a real one: a JPEG generated here, turned into a part by
// ImageAttachment on the image and fileIo emulation, so the Image's src is the data URL the wire would send.
import { describe, it, expect } from '@ohos/hypium';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { Element, mount, Page } from '../../../platform/arkui-headless/HeadlessUi';
// @ts-ignore: an ArkUI struct; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { InputBar } from '../../../../agent_core/src/main/ets/chat/view/InputBar';
// @ts-ignore: an ArkUI struct; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { MessageBubble } from '../../../../agent_core/src/main/ets/chat/view/MessageBubble';
import { BubbleModel } from '../../../../agent_core/src/main/ets/chat/view/BubbleModel';
import { ChatTheme } from '../../../../agent_core/src/main/ets/chat/view/ChatTheme';
import { ChatViewHooks } from '../../../../agent_core/src/main/ets/chat/view/ChatViewHooks';
import { ImageAttachment } from '../../../../agent_core/src/main/ets/chat/ImageAttachment';
import { UiMessage } from '../../../../agent_core/src/main/ets/chat/UiMessage';
import { MessageStatus } from '../../../../agent_core/src/main/ets/chat/MessageStatus';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ChatRole } from '../../../../agent_core/src/main/ets/domain/ChatRole';
import { ContentPart } from '../../../../agent_core/src/main/ets/domain/ContentPart';
import { ChatKitScreen } from '../support/ChatKitScreen';
import { screenLines } from '../support/ScreenText';

/** A photo as the gallery would hand it over: a `colour` JPEG file of width x height, as a part. */
async function photoPart(width: number, height: number, colour: number[]): Promise<ContentPart> {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set([colour[0], colour[1], colour[2], 255], i * 4);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chat-photo-')), 'photo.jpg');
  fs.writeFileSync(file, jpeg.encode({ width, height, data }, 90).data);
  const part = await new ImageAttachment().fromUri(file);
  if (part.value === undefined) throw new Error(`no part: ${part.error?.message}`);
  return part.value;
}

/** Each thumbnail as the screen and a screen reader get it: `size accessibilityText src-prefix`. */
function thumbnails(root: Element): string[] {
  return [...root.walk()].filter((e) => !e.isDestroyed && e.type === 'Image').map((e) =>
    `${e.attribute('width')}x${e.attribute('height')} "${e.attribute('accessibilityText')}" ` +
    `${String(e.arg).slice(0, 27)}`);
}

function removeButtons(root: Element): string[] {
  return [...root.walk()].filter((e) => !e.isDestroyed && e.type === 'Button' && e.arg === '×')
    .map((e) => String(e.attribute('accessibilityText')));
}

export default function chatViewAttachmentsTest() {
  describe('ChatView attachments', () => {
    it('InputBar shows the pending pictures as thumbnails with a remove button each; a tap names the index', 0,
      async () => {
        const red = await photoPart(400, 300, [200, 30, 30]);
        const blue = await photoPart(300, 400, [30, 30, 200]);
        const removed: number[] = [];
        const page: Page = await mount(InputBar as never, {
          theme: ChatTheme.light(),
          attachments: [red.image!.wireUrl, blue.image!.wireUrl],
          onRemoveAttachment: (index: number) => { removed.push(index); },
        });
        expect(thumbnails(page.root).join('\n')).assertEqual([
          '64x64 "Image 1 of 2" data:image/jpeg;base64,/9j/',
          '64x64 "Image 2 of 2" data:image/jpeg;base64,/9j/',
        ].join('\n'));
        expect(removeButtons(page.root).join(', ')).assertEqual('Remove image 1, Remove image 2');
        page.click([...page.root.walk()].filter((e) => e.type === 'Button' && e.arg === '×')[1] as Element);
        expect(removed.join(',')).assertEqual('1');
      });

    it('no pending picture, no thumbnail row', 0, async () => {
      const page: Page = await mount(InputBar as never, { theme: ChatTheme.light() });
      expect(thumbnails(page.root).length).assertEqual(0);
      expect(screenLines(page.root).join(' ')).assertEqual('⟦Ask something: ⟧ [Send (disabled)]');
    });

    it('in ChatView the host attaches through its hook, the user removes one, and Send takes the rest', 0,
      async () => {
        const picked = [await photoPart(800, 600, [200, 30, 30]), await photoPart(640, 480, [30, 200, 30])];
        const chat = await ChatKitScreen.mount({
          hooks: () => {
            const hooks = new ChatViewHooks();
            hooks.onAttachment = () => {
              // What a host does after PhotoViewPicker and ImageAttachment.fromUri.
              hooks.attachments.add(picked.shift()!);
            };
            return hooks;
          },
        });
        const bar = chat.page.find({ type: 'InputBar' });
        await chat.tap(chat.page.find({ type: 'Button', text: '+' }));
        await chat.tap(chat.page.find({ type: 'Button', text: '+' }));
        expect(thumbnails(bar).map((t) => t.replace(/ data:.*/, '')).join(' | '))
          .assertEqual('64x64 "Image 1 of 2" | 64x64 "Image 2 of 2"');
        await chat.tap(chat.button(bar, 'Remove image 1'));
        expect(thumbnails(bar).map((t) => t.replace(/ data:.*/, '')).join(' | '))
          .assertEqual('64x64 "Image 1 of 1"');
        await chat.ask('What is in this picture?');
        expect(thumbnails(bar).length).assertEqual(0);
        expect(chat.bubbles[0]?.startsWith('What is in this picture?')).assertTrue();
        // The sent bubble shows the picture that went, and the request carries it after the words.
        expect(thumbnails(chat.items[0] as Element).map((t) => t.replace(/ data:.*/, '')).join(' | '))
          .assertEqual('64x64 "Image 1 of 1"');
        const sent = chat.client.requests[0].messages[0];
        expect(sent.parts.map((p) => p.isImage ? `image ${p.image!.wireUrl.slice(0, 22)}` : `text ${p.text}`)
          .join(' | ')).assertEqual('text What is in this picture? | image data:image/jpeg;base64');
      });

    it('a picture alone is a turn: Send is enabled by a pending picture and sends it without words', 0,
      async () => {
        const photo = await photoPart(320, 240, [30, 200, 30]);
        const chat = await ChatKitScreen.mount({
          hooks: () => {
            const hooks = new ChatViewHooks();
            hooks.onAttachment = () => { hooks.attachments.add(photo); };
            return hooks;
          },
        });
        const bar = chat.page.find({ type: 'InputBar' });
        expect(chat.button(bar, 'Send').attribute('enabled')).assertFalse();
        await chat.tap(chat.page.find({ type: 'Button', text: '+' }));
        await chat.tap(chat.button(bar, 'Send'));
        expect(chat.client.requests.length).assertEqual(1);
        expect(chat.client.requests[0].messages[0].parts.map((p) => p.isImage ? 'image' : 'text').join(','))
          .assertEqual('image');
        expect(thumbnails(chat.items[0] as Element).length).assertEqual(1);
      });

    it('a user message that carried pictures shows them above its words; nothing to remove there', 0, async () => {
      const photo = await photoPart(1600, 1200, [30, 30, 200]);
      const message = new UiMessage('m1', ChatRole.user, MessageStatus.IDLE, 'What is this?');
      message.historyMessage = ChatMessage.userParts([ContentPart.text('What is this?'), photo, photo]);
      const model = new BubbleModel('m1', ChatRole.user);
      model.update(message);
      const page: Page = await mount(MessageBubble as never, { message: model, theme: ChatTheme.light() });
      expect(thumbnails(page.root).join('\n')).assertEqual([
        '64x64 "Image 1 of 2" data:image/jpeg;base64,/9j/',
        '64x64 "Image 2 of 2" data:image/jpeg;base64,/9j/',
      ].join('\n'));
      expect(removeButtons(page.root).length).assertEqual(0);
      expect(screenLines(page.root)[0]).assertEqual('What is this?');
    });

    it('an answer never shows thumbnails, and a text-only question has none', 0, async () => {
      const question = new UiMessage('m1', ChatRole.user, MessageStatus.IDLE, 'Hi');
      question.historyMessage = ChatMessage.user('Hi');
      const model = new BubbleModel('m1', ChatRole.user);
      model.update(question);
      expect(model.images.length).assertEqual(0);
    });
  });
}
