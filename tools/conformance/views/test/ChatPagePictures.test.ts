// The demo app's attachment button (entry model/PhotoPicker.ets on ChatViewHooks.onAttachment), driven as a user
// drives it: the + opens the system photo picker (the @kit.MediaLibraryKit emulation, whose user the test
// scripts), the picked photo becomes a picture part (the HAR's ImageAttachment on the fileIo and image
// emulation: a real JPEG in, a downscaled JPEG out) and waits as a thumbnail; Send takes it. Over the replay
// server: Zhipu's vision model gets the documented body (the replay checks it) and answers; DeepSeek refuses
// before sending (images_unsupported, no request); a file that is no picture and a cancelled picker leave the
// input as it was, the first saying why in the status line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { describe, it, expect } from '@ohos/hypium';
import {
  addMediaFile, photoPickerRequests, resetMediaLibrary, resetPhotoPicker, scriptPhotoPick, scriptPhotoPickCancel,
} from '../../../platform/ohos-node/EmulationControls';
import type { Element } from '../../../platform/arkui-headless/HeadlessUi';
import type { ChatApp } from '../support/ChatApp';
import { withChatApp } from '../support/ChatAppRun';

const QUESTION = '图里是什么？';

/** A gallery photo: a `width` x `height` JPEG registered under a file://media URI, as the picker returns it. */
function galleryPhoto(name: string, width: number, height: number): string {
  const data = Buffer.alloc(width * height * 4, 200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'entry-photo-')), `${name}.jpg`);
  fs.writeFileSync(file, jpeg.encode({ width, height, data }, 90).data);
  const uri = `file://media/Photo/${name}/IMG_${name}/${name}.jpg`;
  addMediaFile(uri, file);
  return uri;
}

/** A file the gallery holds that is not a picture (a text file under a photo's URI). */
function notAPicture(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'entry-photo-')), `${name}.jpg`);
  fs.writeFileSync(file, 'this is not a JPEG');
  const uri = `file://media/Photo/${name}/IMG_${name}/${name}.jpg`;
  addMediaFile(uri, file);
  return uri;
}

/** The thumbnails waiting in the input, as a screen reader reads them. */
function pendingThumbnails(app: ChatApp): string[] {
  return [...app.page.byType('InputBar').walk()].filter((e: Element) => !e.isDestroyed && e.type === 'Image')
    .map((e: Element) => String(e.attribute('accessibilityText')));
}

async function tapAttach(app: ChatApp): Promise<void> {
  app.tap({ type: 'Button', text: '+' });
  await app.pause(30);
}

function resetPicker(): void {
  resetPhotoPicker();
  resetMediaLibrary();
}

export default function chatPagePicturesTest() {
  describe('ChatPagePictures', () => {
    it('a gallery photo goes to Zhipu\'s vision model in the documented shape, and the answer describes it', 0,
      async () => {
        resetPicker();
        await withChatApp({ replay: { scenario: 'zhipu/image-describe' }, connect: 'zhipu' }, async ({ app, server }) => {
          await app.enter('Model', 'glm-4.5v');
          scriptPhotoPick([galleryPhoto('kyoto', 2400, 1600)]);
          await tapAttach(app);
          // The picker was asked for pictures, at most what one message takes.
          expect(JSON.stringify(photoPickerRequests())).assertEqual('[{"mimeType":"image/*","maxSelectNumber":4}]');
          expect(pendingThumbnails(app).join(', ')).assertEqual('Image 1 of 1');
          await app.ask(QUESTION);
          await app.waitFor('the description', () => app.statusLine.startsWith('completed'));
          expect(pendingThumbnails(app).length).assertEqual(0);
          expect(server.requests.length).assertEqual(1);
          const content = (server.requests[0].body as { messages: Array<{ content: unknown }> }).messages
            .slice(-1)[0].content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
          // Zhipu takes the base64 alone (docs/providers.md "Pictures in the prompt"); the photo was downscaled.
          expect(content.map((p) => p.type).join(',')).assertEqual('text,image_url');
          expect(content[0].text).assertEqual(QUESTION);
          const base64 = content[1].image_url?.url ?? '';
          expect(base64.startsWith('/9j/')).assertTrue();
          const sent = jpeg.decode(Buffer.from(base64, 'base64'));
          expect(`${sent.width}x${sent.height}`).assertEqual('1024x683');
          expect(app.bubbles[0].kind).assertEqual('you');
          expect(app.lastBubble.lines.join(' ').startsWith('图里是')).assertTrue();
        });
      });

    it('with DeepSeek the picture is refused before sending: images_unsupported, no request', 0, async () => {
      resetPicker();
      await withChatApp({ replay: { scenario: 'deepseek/chat' } }, async ({ app, server }) => {
        scriptPhotoPick([galleryPhoto('cat', 640, 480)]);
        await tapAttach(app);
        await app.ask(QUESTION);
        await app.waitFor('the refusal', () => app.lastBubble.lines.join(' ').includes('images_unsupported'));
        expect(server.requests.length).assertEqual(0);
      });
    });

    it('a file that is no picture is not attached and the status line says why; a cancel changes nothing', 0,
      async () => {
        resetPicker();
        await withChatApp({ replay: { scenario: 'deepseek/chat' } }, async ({ app }) => {
          const before = app.statusLine;
          scriptPhotoPickCancel();
          await tapAttach(app);
          expect(pendingThumbnails(app).length).assertEqual(0);
          expect(app.statusLine).assertEqual(before);
          scriptPhotoPick([notAPicture('notes'), galleryPhoto('dog', 320, 240)]);
          await tapAttach(app);
          expect(pendingThumbnails(app).join(', ')).assertEqual('Image 1 of 1');
          expect(app.statusLine).assertEqual('Picture not attached: image_not_an_image');
          expect(photoPickerRequests().map((r) => r.maxSelectNumber).join(',')).assertEqual('4,4');
        });
      });

    it('the picker is asked only for the room left; a full input does not open it', 0, async () => {
      resetPicker();
      await withChatApp({ replay: { scenario: 'deepseek/chat' } }, async ({ app }) => {
        scriptPhotoPick([galleryPhoto('a', 64, 64), galleryPhoto('b', 64, 64), galleryPhoto('c', 64, 64)]);
        await tapAttach(app);
        scriptPhotoPick([galleryPhoto('d', 64, 64), galleryPhoto('e', 64, 64)]);
        await tapAttach(app);
        expect(pendingThumbnails(app).length).assertEqual(4);
        await tapAttach(app);
        expect(photoPickerRequests().map((r) => r.maxSelectNumber).join(',')).assertEqual('4,1');
        expect(app.statusLine).assertEqual('At most 4 pictures per message');
      });
    });
  });
}
