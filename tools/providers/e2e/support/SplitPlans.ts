// SplitPlans: seeded ways to cut a byte body into network reads, for feeding a parser the way a socket
// would (any cut: inside a UTF-8 sequence, a CRLF pair, a `data:` field). Each plan draws its largest read
// from a seeded scale (tiny reads to whole-buffer reads), so 200 plans cover both extremes and the middle.
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';

const MAX_READ_SCALES = [2, 7, 31, 128, 1024, 16384];

/** Read sizes (each >= 1) that sum to `total`. */
export function randomSplit(total: number, random: SeededRandom): number[] {
  const maxRead = MAX_READ_SCALES[random.int(0, MAX_READ_SCALES.length - 1)];
  const sizes: number[] = [];
  for (let offset = 0; offset < total;) {
    const size = Math.min(random.int(1, maxRead), total - offset);
    sizes.push(size);
    offset += size;
  }
  return sizes;
}

/** `body` cut into reads of `sizes` (views, no copies). */
export function slices(body: Uint8Array, sizes: number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let offset = 0;
  for (const size of sizes) {
    parts.push(body.subarray(offset, offset + size));
    offset += size;
  }
  return parts;
}

/** How many cuts (offsets where one read ends and the next begins) fall inside a UTF-8 sequence. */
export function cutsInsideUtf8(body: Uint8Array, sizes: number[]): number {
  let count = 0;
  let offset = 0;
  for (let i = 0; i < sizes.length - 1; i++) {
    offset += sizes[i];
    // A continuation byte (10xxxxxx) right after the cut: the cut split a character.
    if ((body[offset] & 0xc0) === 0x80) count += 1;
  }
  return count;
}
