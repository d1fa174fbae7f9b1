// ImageAttachment (agent_core chat/ImageAttachment.ets) on PlatformImageCodec over the Node emulation of fileIo
// (ohos.file.fs.ts), image (ohos.multimedia.image.ts, jpeg-js as the codec) and util.Base64Helper: a real JPEG in
// (generated here with jpeg-js) or a real PNG screenshot (pngjs), a real JPEG out, decoded again to check its size
// and its picture. Also the typed refusals: a PNG cut after its header, an interlaced PNG that inflates past its
// pixels (a deflate bomb), a file that is no image, a missing URI, a file over the byte
// bound (refused before reading) and a header declaring more pixels than the bound (refused before decoding).
import { describe, it, expect } from '@ohos/hypium';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import zlib from 'node:zlib';
import image from '../ohos.multimedia.image';
import { addMediaFile, resetMediaLibrary } from '../EmulationControls';
import { ImageAttachment, ImageAttachmentOptions } from '../../../../agent_core/src/main/ets/chat/ImageAttachment';
import { ImageErrors } from '../../../../agent_core/src/main/ets/chat/platform/ImageErrors';
import { PlatformImageCodec } from '../../../../agent_core/src/main/ets/chat/platform/PlatformImageCodec';
import { ContentPart } from '../../../../agent_core/src/main/ets/domain/ContentPart';

/** A width x height JPEG: left half red, right half blue (so a scaled copy can be checked by its colours). */
function twoColourJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const isLeft = x < width / 2;
      data[at] = isLeft ? 220 : 20;
      data[at + 1] = 20;
      data[at + 2] = isLeft ? 20 : 220;
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ width, height, data }, 90).data;
}

/** A width x height PNG: the top half green, the bottom half white with alpha 0 (a screenshot's transparent bar). */
function twoBandPng(width: number, height: number, colorType: 0 | 2 | 6 = 6): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const isTop = y < height / 2;
      png.data[at] = isTop ? 30 : 250;
      png.data[at + 1] = isTop ? 200 : 250;
      png.data[at + 2] = isTop ? 30 : 250;
      png.data[at + 3] = isTop ? 255 : 0;
    }
  }
  return PNG.sync.write(png, { colorType });
}

/** A PNG chunk: length, type, data, CRC (zlib.crc32 needs Node 20.15; the CRC is not what is under test). */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

/** An interlaced 100 x 100 PNG whose one IDAT inflates to 64 MB of zeros (about 64 KB on disk). */
function interlacedBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100, 0);
  ihdr.writeUInt32BE(100, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[12] = 1; // Adam7
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG's signature and IHDR (what getImageInfo reads), with no picture after it. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A JPEG whose SOF0 declares width x height but holds no scan: what a hostile or absurd file looks like. */
function declaredJpeg(width: number, height: number): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff,
    0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);
}

function tempFile(name: string, bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imgattach-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

function decodedPart(part: ContentPart | undefined): jpeg.UintArrRet {
  const source = part?.image;
  expect(source?.mimeType).assertEqual('image/jpeg');
  return jpeg.decode(Buffer.from(source?.base64Data ?? '', 'base64'), { useTArray: true, formatAsRGBA: true });
}

function pixel(decoded: jpeg.UintArrRet, x: number, y: number): number[] {
  const at = (y * decoded.width + x) * 4;
  return [decoded.data[at], decoded.data[at + 1], decoded.data[at + 2]];
}

export default function imageAttachmentEmulationTest() {
  describe('ImageAttachment on the image and fileIo emulation', () => {
    it('a 3000 x 2000 photo from a file://media URI becomes a 1024 x 683 JPEG part with its colours', 0, async () => {
      resetMediaLibrary();
      const uri = 'file://media/Photo/1/IMG_0001/IMG_0001.jpg';
      addMediaFile(uri, tempFile('IMG_0001.jpg', twoColourJpeg(3000, 2000)));
      const result = await new ImageAttachment().fromUri(uri);
      expect(result.ok).assertTrue();
      expect(result.value?.isImage).assertTrue();
      const decoded = decodedPart(result.value);
      expect(`${decoded.width} x ${decoded.height}`).assertEqual('1024 x 683');
      const left = pixel(decoded, 100, 300);
      const right = pixel(decoded, 900, 300);
      expect(left[0] > 180 && left[2] < 60).assertTrue();
      expect(right[2] > 180 && right[0] < 60).assertTrue();
      expect(result.value?.image?.wireUrl.startsWith('data:image/jpeg;base64,/9j/')).assertTrue();
    });

    it('a portrait photo from a sandbox path keeps its ratio: 1500 x 4000 -> 384 x 1024', 0, async () => {
      const result = await new ImageAttachment().fromUri(tempFile('tall.jpg', twoColourJpeg(1500, 4000)));
      const decoded = decodedPart(result.value);
      expect(`${decoded.width} x ${decoded.height}`).assertEqual('384 x 1024');
    });

    it('a picture already within the longest side is re-encoded at its own size, never upscaled', 0, async () => {
      const result = await new ImageAttachment().fromUri(tempFile('small.jpg', twoColourJpeg(640, 480)));
      const decoded = decodedPart(result.value);
      expect(`${decoded.width} x ${decoded.height}`).assertEqual('640 x 480');
    });

    it('the longest side and the quality are options: 256 at quality 50', 0, async () => {
      const options = new ImageAttachmentOptions();
      options.maxLongSide = 256;
      options.jpegQuality = 50;
      const result = await new ImageAttachment(new PlatformImageCodec(), options)
        .fromUri(tempFile('photo.jpg', twoColourJpeg(1200, 900)));
      const decoded = decodedPart(result.value);
      expect(`${decoded.width} x ${decoded.height}`).assertEqual('256 x 192');
    });

    it('a 2000 x 1200 PNG screenshot becomes a 1024 x 614 JPEG part; its transparent band keeps its colour', 0,
      async () => {
        const result = await new ImageAttachment().fromUri(tempFile('Screenshot.png', twoBandPng(2000, 1200)));
        expect(result.ok).assertTrue();
        const decoded = decodedPart(result.value);
        expect(`${decoded.width} x ${decoded.height}`).assertEqual('1024 x 614');
        const top = pixel(decoded, 500, 100);
        const bottom = pixel(decoded, 500, 500);
        expect(top[1] > 170 && top[0] < 70 && top[2] < 70).assertTrue();
        // JPEG has no alpha: the packer drops it (assumed for the device, docs/risks.md R-025).
        expect(bottom.every((channel) => channel > 220)).assertTrue();
      });

    it('grey and RGB PNGs decode too (pngjs expands them to RGBA, as a device decoder gives RGBA_8888)', 0,
      async () => {
        for (const colorType of [0, 2] as const) {
          const result = await new ImageAttachment().fromUri(tempFile(`c${colorType}.png`, twoBandPng(300, 200, colorType)));
          const decoded = decodedPart(result.value);
          expect(`${colorType}: ${decoded.width} x ${decoded.height}`).assertEqual(`${colorType}: 300 x 200`);
        }
      });

    it('a PNG cut after its header is ENCODE_FAILED with 62980101 (abnormal data), its header still read', 0,
      async () => {
        const result = await new ImageAttachment().fromUri(tempFile('shot.png', pngHeader(800, 600)));
        expect(result.ok).assertFalse();
        expect(result.error?.code).assertEqual(ImageErrors.ENCODE_FAILED);
        expect(result.error?.providerCode).assertEqual('62980101');
      });

    it('an interlaced PNG whose data inflates past its pixels is refused while inflating, not after 64 MB', 0,
      async () => {
        const source = image.createImageSource(new Uint8Array(interlacedBomb()).buffer) as image.ImageSource;
        let failure = '';
        await source.createPixelMap().catch((error: { code: number; message: string }) => {
          failure = `${error.code} ${/larger than \d+ bytes/.exec(error.message)?.[0]}`;
        });
        // 100 x 100 RGBA at 16 bits, a filter byte per row of each of the 7 passes: 80,707 bytes at most.
        expect(failure).assertEqual('62980101 larger than 80707 bytes');
      });

    it('a file that is no image is NOT_AN_IMAGE', 0, async () => {
      const result = await new ImageAttachment().fromUri(tempFile('notes.txt', Buffer.from('not a picture', 'utf8')));
      expect(result.error?.code).assertEqual(ImageErrors.NOT_AN_IMAGE);
    });

    it('a media URI nobody granted, and a missing path, are FILE_UNREADABLE with the fileIo code', 0, async () => {
      resetMediaLibrary();
      const media = await new ImageAttachment().fromUri('file://media/Photo/9/IMG_9/IMG_9.jpg');
      expect(media.error?.code).assertEqual(ImageErrors.FILE_UNREADABLE);
      expect(media.error?.providerCode).assertEqual('13900002');
      const missing = await new ImageAttachment().fromUri(path.join(os.tmpdir(), 'imgattach-none', 'gone.jpg'));
      expect(missing.error?.providerCode).assertEqual('13900002');
    });

    it('a file over maxInputBytes is refused on its size, before it is read', 0, async () => {
      const options = new ImageAttachmentOptions();
      options.maxInputBytes = 1000;
      const file = tempFile('big.jpg', twoColourJpeg(400, 300));
      const result = await new ImageAttachment(new PlatformImageCodec(), options).fromUri(file);
      expect(result.error?.code).assertEqual(ImageErrors.INPUT_TOO_LARGE);
      expect(result.error?.message.includes('over the bound of 1000')).assertTrue();
    });

    it('a header declaring 60000 x 60000 pixels is refused before anything is decoded', 0, async () => {
      let decodes = 0;
      const codec = new PlatformImageCodec();
      const encodeJpeg = codec.encodeJpeg.bind(codec);
      codec.encodeJpeg = (bytes, width, height, quality) => {
        decodes++;
        return encodeJpeg(bytes, width, height, quality);
      };
      const result = await new ImageAttachment(codec).fromUri(tempFile('huge.jpg', declaredJpeg(60000, 60000)));
      expect(result.error?.code).assertEqual(ImageErrors.INPUT_TOO_LARGE);
      expect(result.error?.message.includes('60000 x 60000')).assertTrue();
      expect(decodes).assertEqual(0);
    });

    it('a JPEG header with a cut body passes the probe and fails the decode as ENCODE_FAILED (62980101)', 0,
      async () => {
        const result = await new ImageAttachment().fromUri(tempFile('cut.jpg', declaredJpeg(64, 64)));
        expect(result.error?.code).assertEqual(ImageErrors.ENCODE_FAILED);
        expect(result.error?.providerCode).assertEqual('62980101');
      });

    it('targetSize scales the longest side down to the bound and keeps the ratio', 0, () => {
      const sizes = [[4032, 3024], [3024, 4032], [1024, 1024], [5000, 10], [800, 600]].map(([w, h]) => {
        const size = ImageAttachment.targetSize(w, h, 1024);
        return `${w}x${h}->${size.width}x${size.height}`;
      });
      expect(sizes.join(' ')).assertEqual('4032x3024->1024x768 3024x4032->768x1024 1024x1024->1024x1024 ' +
        '5000x10->1024x2 800x600->800x600');
    });
  });

  describe('image emulation', () => {
    it('createImageSource gives no source for bytes that are neither JPEG nor PNG (d.ts: null otherwise)', 0, () => {
      expect(image.createImageSource(new Uint8Array([1, 2, 3]).buffer) === undefined).assertTrue();
    });

    it('getImageInfo reads the size and MIME type from the header', 0, async () => {
      const bytes = twoColourJpeg(48, 32);
      const source = image.createImageSource(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      const info = await source!.getImageInfo();
      expect(`${info.size.width} x ${info.size.height} ${info.mimeType}`).assertEqual('48 x 32 image/jpeg');
      await source!.release();
    });
  });
}
