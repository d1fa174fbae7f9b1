// util.TextDecoder / util.TextEncoder / generateRandomUUID of the `@ohos.util` emulation.
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

    it('fatal: invalid bytes throw a TypeError; a partial sequence in stream mode does not', 0, () => {
      const decoder = util.TextDecoder.create('utf-8', { fatal: true, ignoreBOM: false });
      expect(decoder.fatal).assertTrue();
      let thrown: unknown;
      try {
        decoder.decodeToString(new Uint8Array([0x61, 0xff]));
      } catch (error) {
        thrown = error;
      }
      expect(thrown instanceof TypeError).assertTrue();
      const streaming = util.TextDecoder.create('utf-8', { fatal: true });
      expect(streaming.decodeToString(new Uint8Array([NI[0], NI[1]]), { stream: true })).assertEqual('');
      expect(codeOf(() => streaming.decodeToString(new Uint8Array([0x41]), { stream: true }))).assertEqual('TypeError');
    });

    it('BOM: stripped by default, kept with ignoreBOM', 0, () => {
      const withBom = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]);
      expect(util.TextDecoder.create().decodeToString(withBom)).assertEqual('hi');
      expect(util.TextDecoder.create('utf-8', { ignoreBOM: true }).decodeToString(withBom)).assertEqual('\uFEFFhi');
      expect(util.TextDecoder.create().encoding).assertEqual('utf-8');
    });

    it('decodeWithStream delegates to decodeToString; the deprecated constructor works', 0, () => {
      const decoder = new util.TextDecoder('utf-8', { fatal: false });
      expect(decoder.decodeWithStream(new Uint8Array([NI[0]]), { stream: true })).assertEqual('');
      expect(decoder.decodeWithStream(new Uint8Array([NI[1], NI[2]]), { stream: false })).assertEqual('你');
    });

    it('argument errors throw BusinessError 401: ArrayBuffer input, unknown encoding', 0, () => {
      const decoder = util.TextDecoder.create('utf-8');
      expect(codeOf(() => decoder.decodeToString(new Uint8Array([0x61]).buffer as unknown as Uint8Array))).assertEqual(401);
      expect(codeOf(() => util.TextDecoder.create('no-such-encoding'))).assertEqual(401);
      expect(codeOf(() => util.TextEncoder.create('no-such-encoding'))).assertEqual(401);
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
