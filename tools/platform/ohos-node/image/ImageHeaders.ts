// What ImageSource.getImageInfo reads without decoding: the size and MIME type in an image's header. JPEG: the
// first SOFn segment (ITU-T T.81 B.2.2: marker FFC0-FFCF except C4 DHT, C8 JPG, CC DAC; then length, precision,
// height, width, each big-endian), reached by walking the segments from SOI (FFD8). PNG: the IHDR chunk that
// must come first (PNG spec 11.2.2: width and height at bytes 16-23, the interlace method at byte 28, 1 for
// Adam7). Anything else is no image. Bounded: the
// walk visits each segment once and stops at the end of the buffer.
export interface ImageHeader {
  width: number;
  height: number;
  mimeType: 'image/jpeg' | 'image/png';
  /** A PNG interlaced with Adam7 (its pixels arrive in seven passes); false for a JPEG. */
  isInterlaced: boolean;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((value, index) => bytes[index] === value);
}

function jpegHeader(bytes: Uint8Array): ImageHeader | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset++; // fill byte before a marker (T.81 B.1.1.2)
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (offset + 9 > bytes.length) return undefined;
      const height = (bytes[offset + 5] << 8) | bytes[offset + 6];
      const width = (bytes[offset + 7] << 8) | bytes[offset + 8];
      return { width, height, mimeType: 'image/jpeg', isInterlaced: false };
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return undefined; // EOI or scan before any frame
    offset += 2 + length;
  }
  return undefined;
}

function pngHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20), mimeType: 'image/png', isInterlaced: bytes[28] === 1 };
}

/** The header of a JPEG or PNG image; undefined when `bytes` is neither or is cut before its size. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (isJpeg(bytes)) return jpegHeader(bytes);
  if (isPng(bytes)) return pngHeader(bytes);
  return undefined;
}
