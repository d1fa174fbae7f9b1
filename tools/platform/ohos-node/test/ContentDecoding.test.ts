// Content-Encoding as netstack 5.0.0 has libcurl handle it (CURLOPT_ACCEPT_ENCODING "", see
// http/ContentDecoding.ts for the source lines): `accept-encoding: deflate, gzip` unless the app sets its own,
// gzip and deflate (zlib or raw) decoded before dataReceive whatever was asked, headers reported as sent,
// another coding or corrupt data failing with 2300061, a cut compressed stream ending without error.
import zlib from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from '@ohos/hypium';
import { setHeaderOrder } from '../EmulationControls';
import http from '../ohos.net.http';
import { outcome, recordStream, startHttpServer, textOf, writeSlowly } from './TestServer';

const SSE = 'data: {"choices":[{"delta":{"content":"你好，世界"}}]}\n\ndata: [DONE]\n\n'.repeat(20);

/** Streams `body` (sent as `contentEncoding`) in reads of 13 bytes; answers what it was asked with. */
async function streamEncoded(body: Buffer, contentEncoding: string, header?: Record<string, string>) {
  let acceptEncoding: string | undefined;
  const server = await startHttpServer((req, res) => {
    acceptEncoding = req.headers['accept-encoding'] as string | undefined;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Content-Encoding': contentEncoding });
    const pieces: Buffer[] = [];
    for (let i = 0; i < body.length; i += 13) pieces.push(body.subarray(i, i + 13));
    writeSlowly(res, pieces, 1);
  });
  try {
    const request = http.createHttp();
    const record = recordStream(request);
    const result = await outcome(request.requestInStream(server.url, { method: http.RequestMethod.POST, extraData: '{}',
      header }));
    const headers = record.headers[0] as Record<string, string> | undefined;
    return { result, text: textOf(record.chunks), acceptEncoding, contentEncoding: headers?.['content-encoding'] };
  } finally {
    await server.close();
  }
}

export default function contentDecodingTest() {
  describe('ContentDecoding', () => {
    let restoreOrder: () => void = () => undefined;
    beforeAll(() => {
      restoreOrder = setHeaderOrder('first');
    });
    afterAll(() => {
      restoreOrder();
    });

    it('asks for deflate, gzip and delivers a gzip body decoded, the header as the server sent it', 0, async () => {
      const got = await streamEncoded(zlib.gzipSync(SSE), 'gzip');
      expect(`${got.result.value} ${got.acceptEncoding} ${got.contentEncoding}`).assertEqual('200 deflate, gzip gzip');
      expect(got.text).assertEqual(SSE);
    });

    it('decodes deflate with and without its zlib wrapper, x-gzip, and stacked codings last-applied first', 0, async () => {
      expect((await streamEncoded(zlib.deflateSync(SSE), 'deflate')).text).assertEqual(SSE);
      expect((await streamEncoded(zlib.deflateRawSync(SSE), 'deflate')).text).assertEqual(SSE);
      expect((await streamEncoded(zlib.gzipSync(SSE), 'x-gzip')).text).assertEqual(SSE);
      const stacked = zlib.gzipSync(zlib.deflateSync(SSE));
      expect((await streamEncoded(stacked, 'deflate, identity, gzip')).text).assertEqual(SSE);
    });

    it('an Accept-Encoding the app sets is sent instead, and the body is still decoded', 0, async () => {
      const got = await streamEncoded(zlib.gzipSync(SSE), 'gzip', { 'Accept-Encoding': 'identity' });
      expect(`${got.acceptEncoding} ${got.text === SSE}`).assertEqual('identity true');
    });

    it('a coding curl was not built with (br) or corrupt gzip fails with 2300061', 0, async () => {
      const brotli = await streamEncoded(zlib.brotliCompressSync(SSE), 'br');
      expect(`${brotli.result.error?.code} ${brotli.result.error?.message} ${brotli.text.length}`)
        .assertEqual('2300061 Unrecognized or bad HTTP Content or Transfer-Encoding 0');
      const corrupt = await streamEncoded(Buffer.from('not gzip at all, just text'), 'gzip');
      expect(corrupt.result.error?.code).assertEqual(2300061);
    });

    it('a gzip stream cut short (the HTTP framing complete) ends without error, with what was decoded', 0, async () => {
      const whole = zlib.gzipSync(SSE);
      const got = await streamEncoded(whole.subarray(0, Math.floor(whole.length / 2)), 'gzip');
      expect(`${got.result.value} ${got.text.length > 0} ${SSE.startsWith(got.text)}`).assertEqual('200 true true');
    });

    it('request() (buffered) decodes too; an empty gzip-labelled body is an empty result', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(req.url === '/empty' ? Buffer.alloc(0) : zlib.gzipSync('{"ok":true}'));
      });
      try {
        const full = await http.createHttp().request(server.url);
        const empty = await http.createHttp().request(`${server.url}/empty`);
        expect(`${full.responseCode} ${full.result} | ${empty.responseCode} "${empty.result}"`)
          .assertEqual('200 {"ok":true} | 200 ""');
      } finally {
        await server.close();
      }
    });
  });
}
