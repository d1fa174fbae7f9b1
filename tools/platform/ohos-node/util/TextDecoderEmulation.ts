// util.TextDecoder of `@ohos.util` (declarations: @arkts/declarations api/@ohos.util.d.ts, TextDecoder), as the
// OpenHarmony 5.0.0 source implements it (commonlibrary_ets_utils, tag OpenHarmony-v5.0.0-Release:
// js_util_module/util/src/util_js.ts, js_textdecoder.cpp, native_module_util.cpp), NOT as WHATWG's TextDecoder:
//  - decodeToString(): an empty input returns '' at once without reaching the converter (util_js.ts:778-780),
//    so `decodeToString(new Uint8Array(0), { stream: false })` flushes nothing: the bytes of a cut-off
//    character stay inside the decoder and are dropped silently (no U+FFFD, no throw);
//  - with `stream` false or absent the converter flushes and is reset (js_textdecoder.cpp:143, 161-164);
//  - fatal: invalid or truncated input throws a plain Error whose `code` is the STRING '401'
//    (napi_throw_error(env, "401", ...), js_textdecoder.cpp:144-148), not a TypeError; the converter is not
//    reset after it (modelled here as a fresh decoder: what ICU keeps after a stop was not read in detail);
//  - BOM: a leading U+FEFF of a call's result is stripped only when `ignoreBOM` is TRUE and the result is
//    non-empty (SetIgnoreBOM, js_textdecoder.cpp:246-261, applied at 151-157) - the reverse of WHATWG, and on
//    EVERY call: the BOM_SEEN flag it sets is never read, so a U+FEFF opening a later streamed call goes too;
//  - argument errors throw BusinessError code 401 (a number): a null input (util_js.ts:775-777), input that is
//    not a Uint8Array (native_module_util.cpp:476-490), a non-object options (:494-497);
//  - create() checks only the argument types (util_js.ts:752-772): an encoding ICU cannot open is not refused,
//    the native decoder just returns undefined from every decode (js_textdecoder.cpp:45-48, 131-140).
// The deprecated decode()/decodeWithStream() (native Decode, js_textdecoder.cpp:58-113) strip a BOM the WHATWG
// way (once, unless ignoreBOM) and throw BusinessError 10200019; reproduced only that far.
import { parameterError, UtilBusinessError } from './UtilErrors';

export interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}

export interface DecodeToStringOptions {
  stream?: boolean;
}

const BOM = 0xfeff;
const DECODE_ERROR_MESSAGE = 'Parameter error. Please check if the decode data matches the encoding format.';

/** What napi_throw_error(env, "401", message) throws: a plain Error with a string code. */
function decodingError(): Error {
  const error = new Error(DECODE_ERROR_MESSAGE);
  (error as Error & { code: string }).code = '401';
  return error;
}

function openConverter(encoding: string, fatal: boolean): globalThis.TextDecoder | undefined {
  try {
    // ignoreBOM: true - Node never strips; the platform's own BOM rule is applied on the result.
    return new globalThis.TextDecoder(encoding, { fatal, ignoreBOM: true });
  } catch {
    return undefined;
  }
}

export class TextDecoder {
  readonly encoding: string;
  readonly fatal: boolean;
  readonly ignoreBOM: boolean;
  private converter: globalThis.TextDecoder | undefined;
  /** Deprecated decode(): whether this stream's first output was seen (BOM_SEEN_FLG). */
  private isLegacyBomSeen = false;

  /** @deprecated since 9 - use TextDecoder.create */
  constructor(encoding?: string, options?: TextDecoderOptions) {
    if (encoding !== undefined && encoding !== null && typeof encoding !== 'string') {
      throw parameterError(`The type of ${String(encoding)} must be string`);
    }
    // napi_get_value_bool fails on a non-boolean: the flag stays off (SetVec, native_module_util.cpp:353-372).
    this.fatal = options?.fatal === true;
    this.ignoreBOM = options?.ignoreBOM === true;
    this.encoding = typeof encoding === 'string' && encoding.length > 0 ? encoding : 'utf-8';
    this.converter = openConverter(this.encoding, this.fatal);
  }

  static create(encoding?: string, options?: TextDecoderOptions): TextDecoder {
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw parameterError(`The type of ${String(options)} must be object`);
    }
    return new TextDecoder(encoding, options);
  }

  decodeToString(input: Uint8Array, options?: DecodeToStringOptions): string {
    if (input === null) throw parameterError('The type of Parameter must be Uint8Array.');
    if (arguments.length === 0 || input === undefined || (input as { length?: number }).length === 0) return '';
    if (!(input instanceof Uint8Array)) throw parameterError('The type of first Parameter must be Uint8Array.');
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw parameterError('The type of second Parameter must be object.');
    }
    if (this.converter === undefined) return undefined as unknown as string;
    let text: string;
    try {
      text = this.converter.decode(input, { stream: options?.stream === true });
    } catch {
      this.converter = openConverter(this.encoding, this.fatal);
      throw decodingError();
    }
    return this.ignoreBOM && text.length > 0 && text.charCodeAt(0) === BOM ? text.slice(1) : text;
  }

  /** @deprecated since 12 - use decodeToString */
  decodeWithStream(input: Uint8Array, options?: DecodeToStringOptions): string {
    return this.legacyDecode(new Uint8Array(input), options?.stream === true);
  }

  /** @deprecated since 9 - use decodeToString */
  decode(input: Uint8Array, options?: { stream?: boolean }): string {
    if (!(input instanceof Uint8Array)) throw parameterError('The type of Parameter must be Uint8Array.');
    return this.legacyDecode(input, options?.stream === true);
  }

  private legacyDecode(input: Uint8Array, stream: boolean): string {
    if (this.converter === undefined || input.length === 0) return undefined as unknown as string;
    let text: string;
    try {
      text = this.converter.decode(input, { stream });
    } catch {
      this.converter = openConverter(this.encoding, this.fatal);
      throw new UtilBusinessError('TextDecoder decoding error.', 10200019);
    }
    if (!this.ignoreBOM && !this.isLegacyBomSeen && text.length > 0) {
      this.isLegacyBomSeen = true;
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
    }
    if (!stream) this.isLegacyBomSeen = false;
    return text;
  }
}
