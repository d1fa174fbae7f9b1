// util.TextEncoder of `@ohos.util` (declarations: @arkts/declarations api/@ohos.util.d.ts, TextEncoder):
// UTF-8 by default over Node's real TextEncoder. 'utf-16le' / 'utf-16be' are encoded too; the other
// platform encodings (gbk, gb18030, ...) are not emulated and throw, so nothing silently differs.
import { parameterError } from './UtilErrors';

export interface EncodeIntoUint8ArrayInfo {
  read: number;
  written: number;
}

const UTF8 = new globalThis.TextEncoder();
const LABELS: Record<string, string> = { 'utf-8': 'utf-8', utf8: 'utf-8', 'utf-16le': 'utf-16le', 'utf-16be': 'utf-16be' };

export class TextEncoder {
  readonly encoding: string = 'utf-8';

  constructor(encoding?: string) {
    if (encoding === undefined) return;
    if (typeof encoding !== 'string') throw parameterError('The type of encoding must be string.');
    const canonical = LABELS[encoding.trim().toLowerCase()];
    if (canonical === undefined) throw parameterError(`Wrong encoding format (not emulated on Node): ${encoding}`);
    this.encoding = canonical;
  }

  static create(encoding?: string): TextEncoder {
    return new TextEncoder(encoding);
  }

  /** @deprecated since 9 - use encodeInto */
  encode(input?: string): Uint8Array {
    return this.encodeInto(input);
  }

  encodeInto(input?: string): Uint8Array;
  /** @deprecated since 9 - use encodeIntoUint8Array */
  encodeInto(input: string, dest: Uint8Array): EncodeIntoUint8ArrayInfo;
  encodeInto(input?: string, dest?: Uint8Array): Uint8Array | EncodeIntoUint8ArrayInfo {
    if (dest !== undefined) return this.encodeIntoUint8Array(input as string, dest);
    if (input !== undefined && typeof input !== 'string') throw parameterError('The type of input must be string.');
    const text = input ?? '';
    if (this.encoding === 'utf-8') return UTF8.encode(text);
    const bytes = new Uint8Array(Buffer.from(text, 'utf16le'));
    if (this.encoding === 'utf-16be') {
      for (let i = 0; i + 1 < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1], bytes[i]];
    }
    return bytes;
  }

  encodeIntoUint8Array(input: string, dest: Uint8Array): EncodeIntoUint8ArrayInfo {
    if (typeof input !== 'string') throw parameterError('The type of input must be string.');
    if (!(dest instanceof Uint8Array)) throw parameterError('The type of dest must be Uint8Array.');
    const { read, written } = UTF8.encodeInto(input, dest);
    return { read: read ?? 0, written: written ?? 0 };
  }
}
