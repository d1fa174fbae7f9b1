// util.TextDecoder / util.TextEncoder / generateRandomUUID of the `@ohos.util` emulation: TextDecoder as the
// OpenHarmony 5.0.0 source decodes (util/TextDecoderEmulation.ts), where it differs from WHATWG's TextDecoder.
import { describe, it, expect } from '@ohos/hypium';
import util from '../ohos.util';
import { util as kitUtil } from '../kit.ArkTS';

const NI = [0xe4, 0xbd, 0xa0]; // 你

function codeOf(fn: () => void): number | string {
  try {
    fn();
    return 'no throw';
  } catch (error) {
    return (error as { code?: number }).code ?? (error as Error).name;
  }
}

export default function utilEmulationTest() {
  describe('UtilEmulation', () => {
    it('stream: a 3-byte character split across calls is kept, then completed', 0, () => {
      const decoder = util.TextDecoder.create('utf-8');
      expect(decoder.decodeToString(new Uint8Array([0x61, NI[0]]), { stream: true })).assertEqual('a');
      expect(decoder.decodeToString(new Uint8Array([NI[1]]), { stream: true })).assertEqual('');
      expect(decoder.decodeToString(new Uint8Array([NI[2], 0x62]), { stream: true })).assertEqual('你b');
      expect(decoder.decodeToString(new Uint8Array([]))).assertEqual('');
    });

    it('without stream a partial sequence is flushed as U+FFFD (non-fatal)', 0, () => {
      const decoder = util.TextDecoder.create('utf-8');
      expect(decoder.decodeToString(new Uint8Array([0x61, NI[0], NI[1]]))).assertEqual('a\uFFFD');
      expect(decoder.decodeToString(new Uint8Array([NI[2]]))).assertEqual('\uFFFD');
    });

    it('an empty input returns \'\' at once and flushes nothing: a cut character is dropped, not thrown', 0, () => {
      // util_js.ts:778-780 (5.0.0): `input.length === 0` returns before the converter is reached.
      const fatal = util.TextDecoder.create('utf-8', { fatal: true, ignoreBOM: false });
      expect(fatal.decodeToString(new Uint8Array([0x61, NI[0], NI[1]]), { stream: true })).assertEqual('a');
      expect(codeOf(() => fatal.decodeToString(new Uint8Array(0), { stream: false }))).assertEqual('no throw');
      expect(fatal.decodeToString(new Uint8Array(0), { stream: false })).assertEqual('');
      const lenient = util.TextDecoder.create('utf-8');
      lenient.decodeToString(new Uint8Array([NI[0], NI[1]]), { stream: true });
      expect(lenient.decodeToString(new Uint8Array(0))).assertEqual('');
      // The held bytes are still inside: the next non-empty call completes them.
      expect(fatal.decodeToString(new Uint8Array([NI[2]]))).assertEqual('你');
    });

    it('fatal: invalid or truncated input throws a plain Error with the string code \'401\'', 0, () => {
      const decoder = util.TextDecoder.create('utf-8', { fatal: true, ignoreBOM: false });
      expect(decoder.fatal).assertTrue();
      let thrown: unknown;
      try {
        decoder.decodeToString(new Uint8Array([0x61, 0xff]));
      } catch (error) {
        thrown = error;
      }
      expect(thrown instanceof TypeError).assertFalse();
      expect(thrown instanceof Error).assertTrue();
      expect((thrown as { code?: unknown }).code).assertEqual('401');
      expect((thrown as Error).message).assertEqual(
        'Parameter error. Please check if the decode data matches the encoding format.');
      const streaming = util.TextDecoder.create('utf-8', { fatal: true });
      expect(streaming.decodeToString(new Uint8Array([NI[0], NI[1]]), { stream: true })).assertEqual('');
      expect(codeOf(() => streaming.decodeToString(new Uint8Array([0x41]), { stream: true }))).assertEqual('401');
      // A non-empty final call flushes: a character it cuts is an error.
      expect(codeOf(() => streaming.decodeToString(new Uint8Array([0x41, NI[0]])))).assertEqual('401');
    });

    it('BOM: stripped only with ignoreBOM true and a non-empty result, from every call; kept by default', 0, () => {
      const withBom = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]);
      expect(util.TextDecoder.create().decodeToString(withBom)).assertEqual('\uFEFFhi');
      expect(util.TextDecoder.create('utf-8', { ignoreBOM: false }).decodeToString(withBom)).assertEqual('\uFEFFhi');
      const stripping = util.TextDecoder.create('utf-8', { fatal: true, ignoreBOM: true });
      expect(stripping.decodeToString(withBom)).assertEqual('hi');
      expect(stripping.decodeToString(new Uint8Array([0xef, 0xbb, 0xbf]))).assertEqual('');
      // Not only at the stream's start: the BOM_SEEN flag is set but never read.
      expect(stripping.decodeToString(new Uint8Array([0x61]), { stream: true })).assertEqual('a');
      expect(stripping.decodeToString(new Uint8Array([0xef, 0xbb, 0xbf, 0x62]), { stream: true })).assertEqual('b');
      expect(stripping.decodeToString(new Uint8Array([0x61, 0xef, 0xbb, 0xbf]))).assertEqual('a\uFEFF');
      expect(util.TextDecoder.create().encoding).assertEqual('utf-8');
    });

    it('decodeWithStream (deprecated) strips a leading BOM once unless ignoreBOM; the deprecated constructor works', 0, () => {
      const decoder = new util.TextDecoder('utf-8', { fatal: false });
      expect(decoder.decodeWithStream(new Uint8Array([0xef, 0xbb, 0xbf, NI[0]]), { stream: true })).assertEqual('');
      expect(decoder.decodeWithStream(new Uint8Array([NI[1], NI[2]]), { stream: false })).assertEqual('你');
    });

    it('argument errors throw BusinessError with the number 401: null or ArrayBuffer input, non-object options', 0, () => {
      const decoder = util.TextDecoder.create('utf-8');
      expect(codeOf(() => decoder.decodeToString(new Uint8Array([0x61]).buffer as unknown as Uint8Array))).assertEqual(401);
      expect(codeOf(() => decoder.decodeToString(null as unknown as Uint8Array))).assertEqual(401);
      expect(codeOf(() => decoder.decodeToString(new Uint8Array([0x61]), 'stream' as unknown as { stream: boolean })))
        .assertEqual(401);
      expect(codeOf(() => util.TextDecoder.create('utf-8', 5 as unknown as { fatal: boolean }))).assertEqual(401);
      expect(codeOf(() => util.TextEncoder.create('no-such-encoding'))).assertEqual(401);
    });

    it('an encoding ICU cannot open is not refused by create(); every decode then returns undefined', 0, () => {
      const decoder = util.TextDecoder.create('no-such-encoding');
      expect(decoder.encoding).assertEqual('no-such-encoding');
      expect(decoder.decodeToString(new Uint8Array([0x61])) === undefined).assertTrue();
    });

    it('TextEncoder round trip, create() and new, encodeIntoUint8Array counts', 0, () => {
      const text = 'héllo 你好 🎉';
      const bytes = util.TextEncoder.create().encodeInto(text);
      expect(bytes instanceof Uint8Array).assertTrue();
      expect(bytes.length).assertEqual(Buffer.byteLength(text, 'utf8'));
      expect(util.TextDecoder.create('utf-8', { fatal: true }).decodeToString(bytes)).assertEqual(text);
      const encoder = new util.TextEncoder();
      expect(encoder.encoding).assertEqual('utf-8');
      expect([...encoder.encode('A')]).assertDeepEquals([0x41]);
      expect(encoder.encodeInto().length).assertEqual(0);
      const dest = new Uint8Array(4);
      const info = encoder.encodeIntoUint8Array('a你b', dest);
      expect(info).assertDeepEquals({ read: 2, written: 4 });
      expect([...dest]).assertDeepEquals([0x61, ...NI]);
    });

    it('generateRandomUUID is a v4 UUID; @kit.ArkTS exports the same util', 0, () => {
      const a = util.generateRandomUUID();
      expect(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(a)).assertTrue();
      expect(a === util.generateRandomUUID()).assertFalse();
      expect(kitUtil === util).assertTrue();
    });
  });
}
