// util.TextDecoder of `@ohos.util` (declarations: @arkts/declarations api/@ohos.util.d.ts, TextDecoder).
// The platform decoder has WHATWG semantics, so this delegates to Node's real global TextDecoder:
//  - decodeToString(input, { stream: true }) keeps an incomplete UTF-8 sequence at the end of `input`
//    and completes it with the next call; without stream (the default) the decoder flushes;
//  - fatal: true -> invalid input throws a TypeError; otherwise U+FFFD replaces it;
//  - ignoreBOM: false (default) strips a leading BOM.
// Argument checks as the platform does them: input must be a Uint8Array (an ArrayBuffer, e.g. straight
// from http 'dataReceive', throws BusinessError 401), encoding a supported label (else 401).
import { parameterError } from './UtilErrors';

export interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}

export interface DecodeToStringOptions {
  stream?: boolean;
}

export class TextDecoder {
  readonly encoding: string;
  readonly fatal: boolean;
  readonly ignoreBOM: boolean;
  private readonly decoder: globalThis.TextDecoder;

  /** @deprecated since 9 - use TextDecoder.create */
  constructor(encoding?: string, options?: TextDecoderOptions) {
    if (encoding !== undefined && typeof encoding !== 'string') {
      throw parameterError(`The type of encoding must be string.`);
    }
    const fatal = options?.fatal === true;
    const ignoreBOM = options?.ignoreBOM === true;
    try {
      this.decoder = new globalThis.TextDecoder(encoding ?? 'utf-8', { fatal, ignoreBOM });
    } catch {
      throw parameterError(`Wrong encoding format, the current encoding format is not support: ${encoding}`);
    }
    this.encoding = this.decoder.encoding;
    this.fatal = fatal;
    this.ignoreBOM = ignoreBOM;
  }

  static create(encoding?: string, options?: TextDecoderOptions): TextDecoder {
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      throw parameterError('The type of options must be TextDecoderOptions.');
    }
    return new TextDecoder(encoding, options);
  }

  decodeToString(input: Uint8Array, options?: DecodeToStringOptions): string {
    if (!(input instanceof Uint8Array)) throw parameterError('The type of input must be Uint8Array.');
    try {
      return this.decoder.decode(input, { stream: options?.stream === true });
    } catch (error) {
      // A plain TypeError, without Node's ERR_ENCODING_INVALID_ENCODED_DATA code the platform lacks.
      throw new TypeError((error as Error).message);
    }
  }

  /** @deprecated since 12 - use decodeToString */
  decodeWithStream(input: Uint8Array, options?: DecodeToStringOptions): string {
    return this.decodeToString(input, options);
  }

  /** @deprecated since 9 - use decodeToString */
  decode(input: Uint8Array, options?: { stream?: false }): string {
    return this.decodeToString(input, options);
  }
}
