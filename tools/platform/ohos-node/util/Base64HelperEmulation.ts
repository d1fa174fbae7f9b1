// util.Base64Helper (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.util.d.ts:3233), the synchronous
// pair: encodeToStringSync(src: Uint8Array, options?) (d.ts:3361) and decodeSync(src: Uint8Array | string, options?)
// (d.ts:3415), 401 for a wrong argument type. Only Type.BASIC (RFC 4648 with padding, no line breaks, the default)
// is emulated; the MIME and URL-safe types and the async forms are not.
import { parameterError } from './UtilErrors';

export class Base64Helper {
  encodeToStringSync(src: Uint8Array, options?: number): string {
    if (!(src instanceof Uint8Array)) throw parameterError('The type of src must be Uint8Array.');
    if (options !== undefined && options !== 0) throw parameterError('Only Type.BASIC is emulated.');
    return Buffer.from(src.buffer, src.byteOffset, src.byteLength).toString('base64');
  }

  decodeSync(src: Uint8Array | string, options?: number): Uint8Array {
    if (typeof src !== 'string' && !(src instanceof Uint8Array)) {
      throw parameterError('The type of src must be Uint8Array or string.');
    }
    if (options !== undefined && options !== 0) throw parameterError('Only Type.BASIC is emulated.');
    const text = typeof src === 'string' ? src : Buffer.from(src).toString('latin1');
    return new Uint8Array(Buffer.from(text, 'base64'));
  }
}
