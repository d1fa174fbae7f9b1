// Node emulation of `@ohos.util`, only the part ArkAgent uses: TextDecoder, TextEncoder,
// Base64Helper (encode/decode, sync) and generateRandomUUID (`import util from '@ohos.util'`). Declarations: @arkts/declarations
// api/@ohos.util.d.ts; see util/*.ts for what each part reproduces.
import { randomUUID } from 'node:crypto';
import * as base64 from './util/Base64HelperEmulation';
import * as decoding from './util/TextDecoderEmulation';
import * as encoding from './util/TextEncoderEmulation';
import { parameterError } from './util/UtilErrors';

namespace util {
  export const TextDecoder = decoding.TextDecoder;
  export type TextDecoder = decoding.TextDecoder;
  export const TextEncoder = encoding.TextEncoder;
  export type TextEncoder = encoding.TextEncoder;
  export type TextDecoderOptions = decoding.TextDecoderOptions;
  export type DecodeWithStreamOptions = decoding.DecodeToStringOptions;
  export type DecodeToStringOptions = decoding.DecodeToStringOptions;
  export type EncodeIntoUint8ArrayInfo = encoding.EncodeIntoUint8ArrayInfo;
  export const Base64Helper = base64.Base64Helper;
  export type Base64Helper = base64.Base64Helper;

  /** An RFC 4122 version 4 UUID from a cryptographically secure generator. */
  export function generateRandomUUID(entropyCache?: boolean): string {
    if (entropyCache !== undefined && typeof entropyCache !== 'boolean') {
      throw parameterError('The type of entropyCache must be boolean.');
    }
    return randomUUID();
  }
}

export default util;
