// Node emulation of `@ohos.multimedia.image` (`import { image } from '@kit.ImageKit'`), the part that turns a picked
// photo into a smaller JPEG, following interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.multimedia.image.d.ts, with jpeg-js 0.4.4 and pngjs 7 (pure JS) as the codecs:
// - createImageSource(buf: ArrayBuffer) (d.ts:4855): "returns null otherwise" (4848); here no source (undefined)
//   for bytes that are neither JPEG nor PNG (image/ImageHeaders.ts);
// - ImageSource (6730): getImageInfo(index?) (6849) reads the header only: size (ImageInfo 3141, Size 506) and
//   mimeType (3265, since 12); createPixelMap(options?) (6904) decodes, scaled to DecodingOptions.desiredSize
//   (3712; (0, 0) or none is the original size) by area averaging (image/PixelScaling.ts); release() (7696);
// - PixelMap (5073): getImageInfo() (5555), getPixelBytesNumber() (5680), release() (6649); RGBA_8888 pixels;
// - createImagePacker() (4978), ImagePacker (7740): packing(source: PixelMap | ImageSource, option) (7803, 7867)
//   with PackingOption.format and quality 0..100 (3301-3352), supportedFormats (7713), release() (7953).
// Assumed (not in the declaration): only 'image/jpeg' is packed (62980103 "The image data is not supported",
// the code the declarations use for that, e.g. d.ts:6431, for the others); packing an RGBA pixel map to JPEG
// drops its alpha (a transparent pixel is packed as its colour channels); an argument of the wrong type is 401;
// a call on a released object rejects with 62980115 (Invalid image parameter, d.ts:6432); a corrupt JPEG or PNG
// body rejects createPixelMap with 62980101 (The image data is abnormal, d.ts:6430); decoding is capped at
// 100 MP (jpeg-js's maxResolutionInMP; a PNG's IHDR is checked before pngjs inflates anything) so the
// emulation itself never decodes an unbounded pixel count. PNG (a screenshot) decodes to RGBA 8888 whatever its
// colour type and bit depth (pngjs: palette, grey and 16-bit are expanded), as a device's decoder gives it.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import zlib from 'node:zlib';
import { isJpeg, isPng, readImageHeader } from './image/ImageHeaders';
import type { Rgba } from './image/PixelScaling';
import { scaleRgba } from './image/PixelScaling';

class ImageError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'BusinessError';
    this.code = code;
  }
}

const PARAMETER_ERROR = 401;
const DATA_ABNORMAL = 62980101;
const DATA_UNSUPPORTED = 62980103;
const INVALID_PARAMETER = 62980115;
const MAX_DECODE_MP = 100;

/**
 * pngjs bounds its inflate by the image's size, except for an interlaced PNG (parser-sync.js: zlib.inflateSync
 * without a limit), where a small deflate bomb would inflate to gigabytes: its IDAT data is inflated here first,
 * with the most the seven Adam7 passes can hold (RGBA at 16 bits, a filter byte per row of each pass).
 */
function inflatesWithin(bytes: Uint8Array, width: number, height: number): void {
  const parts: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length)));
    at += 12 + length;
  }
  zlib.inflateSync(Buffer.concat(parts), { maxOutputLength: width * height * 8 + 7 * height + 7 });
}

/** The pixels of a JPEG or PNG, RGBA 8888; 62980101 for a corrupt body or one over MAX_DECODE_MP. */
function decode(bytes: Uint8Array): Rgba {
  try {
    if (isPng(bytes)) {
      const header = readImageHeader(bytes);
      if (header === undefined) throw new Error('the PNG is cut before its size');
      if (header.width * header.height > MAX_DECODE_MP * 1000 * 1000) {
        throw new Error(`the PNG declares more than ${MAX_DECODE_MP} MP`);
      }
      if (header.isInterlaced) inflatesWithin(bytes, header.width, header.height);
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
    }
    const raw = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_DECODE_MP });
    return { width: raw.width, height: raw.height, data: raw.data };
  } catch (error) {
    throw new ImageError(DATA_ABNORMAL, `The image data is abnormal. ${(error as Error).message}`);
  }
}

namespace image {
  export interface Size {
    height: number;
    width: number;
  }

  export interface ImageInfo {
    size: Size;
    density: number;
    stride: number;
    pixelFormat: number;
    alphaType: number;
    mimeType: string;
    isHdr: boolean;
  }

  export interface DecodingOptions {
    desiredSize?: Size;
  }

  export interface PackingOption {
    format: string;
    quality: number;
    bufferSize?: number;
  }

  /** PixelMapFormat.RGBA_8888 (the d.ts enum value 3) and AlphaType.UNPREMUL (3). */
  const RGBA_8888 = 3;
  const UNPREMUL = 3;

  export class PixelMap {
    readonly isEditable = true;
    private pixels: Rgba | undefined;

    constructor(pixels: Rgba) {
      this.pixels = pixels;
    }

    /** The RGBA pixels, for the packer (not a platform member). */
    rgba(): Rgba {
      if (this.pixels === undefined) throw new ImageError(INVALID_PARAMETER, 'The PixelMap was released.');
      return this.pixels;
    }

    async getImageInfo(): Promise<ImageInfo> {
      const pixels = this.rgba();
      return {
        size: { width: pixels.width, height: pixels.height }, density: 0, stride: pixels.width * 4,
        pixelFormat: RGBA_8888, alphaType: UNPREMUL, mimeType: '', isHdr: false,
      };
    }

    getPixelBytesNumber(): number {
      return this.rgba().data.length;
    }

    async release(): Promise<void> {
      this.pixels = undefined;
    }
  }

  export class ImageSource {
    readonly supportedFormats = ['image/jpeg', 'image/png'];
    private bytes: Uint8Array | undefined;

    constructor(bytes: Uint8Array) {
      this.bytes = bytes;
    }

    private data(): Uint8Array {
      if (this.bytes === undefined) throw new ImageError(INVALID_PARAMETER, 'The ImageSource was released.');
      return this.bytes;
    }

    async getImageInfo(index?: number): Promise<ImageInfo> {
      if (index !== undefined && index !== 0) throw new ImageError(INVALID_PARAMETER, 'Invalid image parameter.');
      const header = readImageHeader(this.data());
      if (header === undefined) throw new ImageError(DATA_ABNORMAL, 'The image data is abnormal.');
      return {
        size: { width: header.width, height: header.height }, density: 0, stride: header.width * 4,
        pixelFormat: RGBA_8888, alphaType: UNPREMUL, mimeType: header.mimeType, isHdr: false,
      };
    }

    async createPixelMap(options?: DecodingOptions): Promise<PixelMap> {
      const decoded = decode(this.data());
      const desired = options?.desiredSize;
      if (desired === undefined || (desired.width === 0 && desired.height === 0) ||
        (desired.width === decoded.width && desired.height === decoded.height)) {
        return new PixelMap(decoded);
      }
      if (!(desired.width > 0 && desired.height > 0)) throw new ImageError(INVALID_PARAMETER, 'Invalid desiredSize.');
      return new PixelMap(scaleRgba(decoded, Math.round(desired.width), Math.round(desired.height)));
    }

    async release(): Promise<void> {
      this.bytes = undefined;
    }
  }

  export class ImagePacker {
    readonly supportedFormats = ['image/jpeg'];
    private isReleased = false;

    async packing(source: PixelMap | ImageSource, option: PackingOption): Promise<ArrayBuffer> {
      if (this.isReleased) throw new ImageError(INVALID_PARAMETER, 'The ImagePacker was released.');
      if (option === undefined || typeof option.format !== 'string' || typeof option.quality !== 'number' ||
        option.quality < 0 || option.quality > 100) {
        throw new ImageError(PARAMETER_ERROR, 'Parameter error. format and a quality in 0..100 are required.');
      }
      if (option.format !== 'image/jpeg') throw new ImageError(DATA_UNSUPPORTED, `${option.format} is not emulated.`);
      let pixels: Rgba;
      if (source instanceof PixelMap) {
        pixels = source.rgba();
      } else if (source instanceof ImageSource) {
        pixels = (await source.createPixelMap()).rgba();
      } else {
        throw new ImageError(PARAMETER_ERROR, 'Parameter error. The source must be a PixelMap or an ImageSource.');
      }
      const encoded = jpeg.encode({ width: pixels.width, height: pixels.height, data: pixels.data },
        Math.round(option.quality));
      const out = encoded.data;
      return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
    }

    async release(): Promise<void> {
      this.isReleased = true;
    }
  }

  export function createImageSource(buf: ArrayBuffer): ImageSource | undefined {
    if (!(buf instanceof ArrayBuffer)) {
      throw new ImageError(PARAMETER_ERROR, 'Parameter error. An ArrayBuffer is required.');
    }
    const bytes = new Uint8Array(buf.slice(0));
    return isJpeg(bytes) || isPng(bytes) ? new ImageSource(bytes) : undefined;
  }

  export function createImagePacker(): ImagePacker {
    return new ImagePacker();
  }
}

export default image;
