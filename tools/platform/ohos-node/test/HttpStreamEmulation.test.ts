// http.requestInStream() against real sockets: event order, status only at resolve, header shape,
// per-read chunks, whole-transfer readTimeout, mid-body failures, listeners, destroy().
import { describe, it, expect, beforeAll, afterAll } from '@ohos/hypium';
import { setHeaderOrder } from '../EmulationControls';
import http from '../ohos.net.http';
import { http as kitHttp } from '../kit.NetworkKit';
import util from '../ohos.util';
import { delay, drip, outcome, recordStream, startHttpServer, textOf, writeSlowly } from './TestServer';

export default function httpStreamEmulationTest() {
  describe('HttpStreamEmulation', () => {
    // The usual order, headers first, which these cases spell out; HeaderOrderEmulation covers the others.
    let restoreOrder: () => void = () => undefined;
    beforeAll(() => {
      restoreOrder = setHeaderOrder('first');
    });
    afterAll(() => {
      restoreOrder();
    });

    it('chunked SSE: headers -> data... -> dataEnd -> resolve(status), nothing synchronous', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Custom': 'A', 'Set-Cookie': ['a=1', 'b=2'] });
        writeSlowly(res, ['data: one\n\n', 'data: two\n\n', 'data: three\n\n'], 40);
      });
      try {
        const request = kitHttp.createHttp();
        const record = recordStream(request);
        const promise = request.requestInStream(`${server.url}/sse`, { method: http.RequestMethod.POST, extraData: '{"q":1}' });
        expect(record.events.length).assertEqual(0);
        const status = await promise;
        record.events.push(`resolved:${status}`);
        expect(status).assertEqual(200);
        expect(record.events[0]).assertEqual('headers');
        expect(record.events.filter((e) => e === 'headers').length).assertEqual(1);
        expect(record.events.slice(1, -2).every((e) => e === 'data')).assertTrue();
        expect(record.events.slice(-2).join(',')).assertEqual('dataEnd,resolved:200');
        expect(record.chunks.length).assertEqual(3);
        expect(record.chunks.every((c) => c instanceof ArrayBuffer)).assertTrue();
        expect(textOf(record.chunks)).assertEqual('data: one\n\ndata: two\n\ndata: three\n\n');
        const header = record.headers[0] as Record<string, string | string[]>;
        expect(header['content-type']).assertEqual('text/event-stream');
        expect(header['x-custom']).assertEqual('A');
        expect(header['transfer-encoding']).assertEqual('chunked');
        expect(header['set-cookie']).assertDeepEquals(['a=1', 'b=2']);
        expect(Object.keys(header).every((k) => k === k.toLowerCase() && !k.startsWith('http/'))).assertTrue();
        expect('status' in header).assertFalse();
        expect(Object.values(header).some((v) => v === '200' || String(v).startsWith('HTTP/'))).assertFalse();
        expect(record.progress.length).assertEqual(0);
      } finally {
        await server.close();
      }
    });

    it('each dataReceive is one network read: a 3-byte UTF-8 character split across reads stays split', 0, async () => {
      const ni = Buffer.from('你', 'utf8');
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        writeSlowly(res, [ni.subarray(0, 2), Buffer.concat([ni.subarray(2), Buffer.from('x')])], 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        expect(await request.requestInStream(server.url)).assertEqual(200);
        expect(record.chunks.map((c) => c.byteLength).join(',')).assertEqual('2,2');
        const decoder = util.TextDecoder.create('utf-8', { fatal: true });
        const first = decoder.decodeToString(new Uint8Array(record.chunks[0]), { stream: true });
        const second = decoder.decodeToString(new Uint8Array(record.chunks[1]), { stream: true });
        expect(first).assertEqual('');
        expect(second).assertEqual('你x');
      } finally {
        await server.close();
      }
    });

    it('readTimeout is a whole-transfer limit: a reply still dripping bytes fails with 2300028', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        drip(res, 'data: tick\n\n', 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const started = Date.now();
        const result = await outcome(request.requestInStream(server.url, { readTimeout: 300 }));
        const elapsed = Date.now() - started;
        expect(result.error?.code).assertEqual(2300028);
        expect(result.error?.message).assertEqual('Timeout was reached');
        expect(record.chunks.length).assertLarger(3);
        expect(record.events.includes('dataEnd')).assertFalse();
        expect(elapsed).assertLargerOrEqual(290);
        expect(elapsed).assertLess(1500);
      } finally {
        await server.close();
      }
    });

    it('readTimeout 0 means no limit: a 10-piece drip longer than 300 ms completes', 0, async () => {
      const pieces = Array.from({ length: 10 }, (_v, i) => `data: ${i}\n\n`);
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        writeSlowly(res, pieces, 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const started = Date.now();
        expect(await request.requestInStream(server.url, { readTimeout: 0 })).assertEqual(200);
        expect(Date.now() - started).assertLarger(300);
        expect(record.chunks.length).assertEqual(10);
        expect(textOf(record.chunks)).assertEqual(pieces.join(''));
        expect(record.events[record.events.length - 1]).assertEqual('dataEnd');
      } finally {
        await server.close();
      }
    });

    it('server closes the connection mid chunked body (FIN): rejects 2300018, no dataEnd', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: partial\n\n');
        setTimeout(() => res.socket?.destroy(), 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const result = await outcome(request.requestInStream(server.url));
        expect(result.error?.code).assertEqual(2300018);
        expect(result.error?.message).assertEqual('Transferred a partial file');
        expect(result.error instanceof Error).assertFalse();
        expect(textOf(record.chunks)).assertEqual('data: partial\n\n');
        expect(record.events.includes('dataEnd')).assertFalse();
      } finally {
        await server.close();
      }
    });

    it('peer resets the connection mid body (RST): rejects 2300056, no dataEnd', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: partial\n\n');
        setTimeout(() => res.socket?.resetAndDestroy(), 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const result = await outcome(request.requestInStream(server.url));
        expect(result.error?.code).assertEqual(2300056);
        expect(result.error?.message).assertEqual('Failure when receiving data from the peer');
        expect(record.chunks.length).assertEqual(1);
        expect(record.events.includes('dataEnd')).assertFalse();
      } finally {
        await server.close();
      }
    });

    it('body shorter than content-length: rejects 2300018 after delivering what came', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Length': '100' });
        res.write('only-ten!!');
        setTimeout(() => res.socket?.destroy(), 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const result = await outcome(request.requestInStream(server.url));
        expect(result.error?.code).assertEqual(2300018);
        expect(textOf(record.chunks)).assertEqual('only-ten!!');
        expect(record.progress.length).assertEqual(1);
        expect(record.progress[0]).assertDeepEquals({ receiveSize: 10, totalSize: 100 });
        expect(record.events.includes('dataEnd')).assertFalse();
      } finally {
        await server.close();
      }
    });

    it('HTTP 401 does not reject: JSON body through dataReceive, dataEnd, resolves 401', 0, async () => {
      const body = '{"error":{"message":"Invalid API key","type":"invalid_request_error"}}';
      const server = await startHttpServer((req, res) => {
        res.writeHead(401, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
        res.end(body);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const status = await request.requestInStream(server.url, { header: { Authorization: 'Bearer bad' } });
        expect(status).assertEqual(401);
        expect(status).assertEqual(http.ResponseCode.UNAUTHORIZED);
        expect(JSON.parse(textOf(record.chunks)).error.message).assertEqual('Invalid API key');
        expect(record.events.join(',')).assertEqual(`headers,${record.chunks.map(() => 'data').join(',')},dataEnd`);
        expect(record.progress[record.progress.length - 1]).assertDeepEquals({ receiveSize: body.length, totalSize: body.length });
      } finally {
        await server.close();
      }
    });

    it('one listener per event type: a second on() replaces the first', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        writeSlowly(res, ['a', 'b'], 30);
      });
      try {
        const request = http.createHttp();
        const first: string[] = [];
        const second: string[] = [];
        let firstHeaders = 0;
        let secondHeaders = 0;
        request.on('dataReceive', (d: ArrayBuffer) => first.push(Buffer.from(d).toString()));
        request.on('dataReceive', (d: ArrayBuffer) => second.push(Buffer.from(d).toString()));
        request.on('headersReceive', () => firstHeaders++);
        request.on('headersReceive', () => secondHeaders++);
        expect(await request.requestInStream(server.url)).assertEqual(200);
        expect(first.length).assertEqual(0);
        expect(second.join('')).assertEqual('ab');
        expect(firstHeaders).assertEqual(0);
        expect(secondHeaders).assertEqual(1);
      } finally {
        await server.close();
      }
    });

    it('off() stops delivery; off() with another function leaves the listener in place', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        writeSlowly(res, ['1', '2', '3'], 40);
      });
      try {
        const request = http.createHttp();
        const got: string[] = [];
        let ends = 0;
        const onData = (d: ArrayBuffer): void => {
          got.push(Buffer.from(d).toString());
          request.off('dataReceive');
        };
        request.on('dataReceive', onData);
        request.off('dataReceive', () => undefined);
        const onEnd = (): void => {
          ends++;
        };
        request.on('dataEnd', onEnd);
        request.off('dataEnd', onEnd);
        expect(await request.requestInStream(server.url)).assertEqual(200);
        expect(got.join(',')).assertEqual('1');
        expect(ends).assertEqual(0);
      } finally {
        await server.close();
      }
    });

    it('destroy() mid-stream: next read aborts, rejects 2300023, no dataEnd, server sees the close', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: first\n\n');
        drip(res, 'data: more\n\n', 40);
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        request.on('dataReceive', (d: ArrayBuffer) => {
          record.chunks.push(d);
          request.destroy();
        });
        const result = await outcome(request.requestInStream(server.url, { readTimeout: 3000 }));
        expect(result.error?.code).assertEqual(2300023);
        expect(result.error?.message).assertEqual('Failed writing received data to disk/application');
        expect(record.chunks.length).assertEqual(1);
        expect(record.events.includes('dataEnd')).assertFalse();
        expect(await server.waitForConnectionClose(1000)).assertTrue();
        request.destroy();
      } finally {
        await server.close();
      }
    });

    it('destroy(): chunks already queued are still delivered', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        res.flushHeaders();
        setTimeout(() => {
          const socket = res.socket;
          socket?.cork();
          res.write('a');
          res.write('b');
          process.nextTick(() => socket?.uncork());
          drip(res, 'z', 40);
        }, 30);
      });
      try {
        const request = http.createHttp();
        const got: string[] = [];
        request.on('dataReceive', (d: ArrayBuffer) => {
          got.push(Buffer.from(d).toString());
          request.destroy();
        });
        const result = await outcome(request.requestInStream(server.url, { readTimeout: 3000 }));
        expect(result.error?.code).assertEqual(2300023);
        expect(got.join(',')).assertEqual('a,b');
      } finally {
        await server.close();
      }
    });

    it('destroy() does not cut a silent stream: it ends only at readTimeout (2300028)', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        res.write('only');
      });
      try {
        const request = http.createHttp();
        let started = 0;
        request.on('dataReceive', () => {
          started = Date.now();
          request.destroy();
        });
        const result = await outcome(request.requestInStream(server.url, { readTimeout: 500 }));
        expect(result.error?.code).assertEqual(2300028);
        expect(started).assertLarger(0);
        expect(Date.now() - started).assertLarger(300);
      } finally {
        await server.close();
      }
    });

    it('destroy() on an idle or finished object is harmless; a request after destroy() rejects 2300999', 0, async () => {
      const server = await startHttpServer((req, res) => res.end('ok'));
      try {
        const idle = http.createHttp();
        idle.destroy();
        idle.destroy();
        const request = http.createHttp();
        const record = recordStream(request);
        expect(await request.requestInStream(server.url)).assertEqual(200);
        request.destroy();
        await delay(20);
        expect(textOf(record.chunks)).assertEqual('ok');
        expect(record.events[record.events.length - 1]).assertEqual('dataEnd');
        const again = await outcome(idle.requestInStream(server.url));
        expect(again.error?.code).assertEqual(2300999);
      } finally {
        await server.close();
      }
    });

    it('dataReceiveProgress fires with content-length, never for a chunked body', 0, async () => {
      const server = await startHttpServer((req, res) => {
        if (req.url === '/sized') {
          res.writeHead(200, { 'Content-Length': '6' });
          writeSlowly(res, ['abc', 'def'], 30);
        } else {
          res.writeHead(200);
          writeSlowly(res, ['abc', 'def'], 30);
        }
      });
      try {
        const sized = http.createHttp();
        const sizedRecord = recordStream(sized);
        expect(await sized.requestInStream(`${server.url}/sized`)).assertEqual(200);
        expect(sizedRecord.progress).assertDeepEquals([{ receiveSize: 3, totalSize: 6 }, { receiveSize: 6, totalSize: 6 }]);
        const chunked = http.createHttp();
        const chunkedRecord = recordStream(chunked);
        expect(await chunked.requestInStream(`${server.url}/chunked`)).assertEqual(200);
        expect(chunkedRecord.chunks.length).assertEqual(2);
        expect(chunkedRecord.progress.length).assertEqual(0);
      } finally {
        await server.close();
      }
    });

    it('callback form: requestInStream(url, options, callback) calls back (undefined, status)', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(503);
        res.end('busy');
      });
      try {
        const request = http.createHttp();
        const record = recordStream(request);
        const args = await new Promise<Object[]>((resolve) => {
          const returned = request.requestInStream(server.url, { readTimeout: 2000 }, (err: Object, status: number) => resolve([err, status]));
          expect(returned === undefined).assertTrue();
        });
        expect(args[0] === undefined).assertTrue();
        expect(args[1]).assertEqual(503);
        expect(textOf(record.chunks)).assertEqual('busy');
      } finally {
        await server.close();
      }
    });
  });
}
