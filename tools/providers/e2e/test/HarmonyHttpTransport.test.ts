// HarmonyHttpTransport end to end: the .ets transport runs on the tools/platform/ohos-node emulation of
// @ohos.net.http over real sockets on 127.0.0.1. Checks what the SPI promises (bytes as they come, the
// status at the end for any status, one terminal call, nothing after a cancel, the connection closed)
// and the error mapping. What the emulation reproduces from netstack's source (destroy() only acts at the
// next bytes, queued chunks still delivered, headersReceive on its own queue: first, after some or all of the
// body, or after the settling, once per redirect hop) is what a device is expected to do, not yet seen on one.
import type nodeHttp from 'node:http';
import { describe, it, expect } from '@ohos/hypium';
import { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import { CancellationController } from '../../../../agent_core/src/main/ets/core/CancellationController';
import { ErrorLayer } from '../../../../agent_core/src/main/ets/core/ErrorLayer';
import { IncrementalUtf8Decoder } from '../../../../agent_core/src/main/ets/stream/IncrementalUtf8Decoder';
import { RecordingHttpObserver } from '../../../../agent_core/src/main/ets/testing/RecordingHttpObserver';
import { HarmonyHttpTransport } from '../../../../agent_core/src/main/ets/transport/HarmonyHttpTransport';
import { HttpRequest } from '../../../../agent_core/src/main/ets/transport/HttpRequest';
import { PlatformUtf8Decoder } from '../../../../agent_core/src/main/ets/transport/PlatformUtf8Decoder';
import type { HttpStreamSubscription } from '../../../../agent_core/src/main/ets/transport/HttpTransport';
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import { closedPort, delay, drip, startHttpServer, writeSlowly } from '../../../platform/ohos-node/test/TestServer';
import type { TestServer } from '../../../platform/ohos-node/test/TestServer';
import { breakNextNativeWrap, HEADER_ORDERS, withHeaderOrder } from '../../../platform/ohos-node/EmulationControls';
import type { HeaderOrder } from '../../../platform/ohos-node/EmulationControls';

const SSE_PIECES = ['data: {"content":"你"}\n\n', 'data: {"content":"好"}\n\n', 'data: [DONE]\n\n'];

function streamRequest(url: string, idleTimeoutMs = 60000): HttpRequest {
  const request = new HttpRequest();
  request.url = url;
  request.headers.set('Authorization', 'Bearer sk-e2e').set('Content-Type', 'application/json');
  request.body = '{"stream":true}';
  request.idleTimeoutMs = idleTimeoutMs;
  return request;
}

/** Cancels from inside a callback: in onHeaders (atChunk 0) or in the n-th onBytes. */
class CancellingObserver extends RecordingHttpObserver {
  subscription?: HttpStreamSubscription;
  controller?: CancellationController;

  constructor(private readonly atChunk: number) {
    super();
  }

  onHeaders(...args: Parameters<RecordingHttpObserver['onHeaders']>): void {
    super.onHeaders(...args);
    if (this.atChunk === 0) this.cancelNow();
  }

  onBytes(chunk: Uint8Array): void {
    super.onBytes(chunk);
    if (this.chunks.length === this.atChunk) this.cancelNow();
  }

  cancelNow(): void {
    if (this.controller !== undefined) this.controller.cancel('user stop');
    else this.subscription?.cancel('user stop');
    this.markCancelled();
  }
}

/** Polls until `count` server-side connections have closed, at most `timeoutMs`. */
async function waitForClosed(server: TestServer, count: number, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (server.closedConnections() < count && Date.now() < until) await delay(10);
  return server.closedConnections();
}

/**
 * The trace netstack's order gives: the `body` lines (bytes..., then the terminal line) with `headers` where
 * the order puts it; none after the settling, since the gate has closed by then.
 */
function traceIn(order: HeaderOrder, body: string[], headers = 'headers status=-'): string {
  const lines = [...body];
  const at = { first: 0, afterFirstChunk: 1, afterBody: lines.length - 1, afterSettle: -1 }[order];
  if (at >= 0 && at < lines.length) lines.splice(at, 0, headers);
  return lines.join(', ');
}

/** Runs `body` once per header order, the order set for every request it makes. */
async function inEveryOrder(body: (order: HeaderOrder) => Promise<void>): Promise<void> {
  for (const order of HEADER_ORDERS) {
    await withHeaderOrder(order, () => body(order));
  }
}

/**
 * Streams `url` through a new transport until the exchange ended, then 20 ms more: a header event still
 * queued after the end must be dropped by then, not reported.
 */
async function streamToEnd(url: string): Promise<RecordingHttpObserver> {
  const recorder = new RecordingHttpObserver();
  new HarmonyHttpTransport().stream(streamRequest(url), recorder);
  await recorder.whenDone();
  await delay(20);
  return recorder;
}

async function withServer(handler: (req: nodeHttp.IncomingMessage, res: nodeHttp.ServerResponse) => void,
  body: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startHttpServer(handler);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

/** Headers after `headerDelayMs`, then `piece` every `gapMs` until the client goes away. */
function dripHandler(piece: string, gapMs: number, headerDelayMs = 0) {
  return (_req: nodeHttp.IncomingMessage, res: nodeHttp.ServerResponse): void => {
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.flushHeaders();
      drip(res, piece, gapMs);
    }, headerDelayMs);
  };
}

/**
 * Every `gapMs`, `count` pieces corked into one TCP segment: the client's parser reads them in one go, so
 * the platform has queued them all (separate dataReceive events) before the first is handed over.
 */
function burstHandler(piece: string, count: number, gapMs: number) {
  return (_req: nodeHttp.IncomingMessage, res: nodeHttp.ServerResponse): void => {
    const timer = setInterval(() => {
      const socket = res.socket;
      if (res.destroyed || socket === null || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      }
      socket.cork();
      for (let i = 0; i < count; i++) res.write(piece);
      process.nextTick(() => socket.uncork());
    }, gapMs);
    res.on('close', () => clearInterval(timer));
  };
}

export default function harmonyHttpTransportTest() {
  describe('HarmonyHttpTransport', () => {
    it('chunked SSE arrives as bytes, one onBytes per network read, then onComplete(200), in every header order', 0,
      async () => {
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Set-Cookie': ['a=1', 'b=2'] });
          writeSlowly(res, SSE_PIECES, 30);
        }, async (server) => {
          const sizes = SSE_PIECES.map((p) => `bytes ${Buffer.byteLength(p)}`);
          await inEveryOrder(async (order) => {
            const recorder = new RecordingHttpObserver();
            new HarmonyHttpTransport().stream(streamRequest(server.url), recorder);
            expect(recorder.trace.length).assertEqual(0);
            await recorder.whenDone();
            // A header event still queued after the end must be dropped, not reported.
            await delay(20);
            expect(`${order}: ${recorder.traceText}`)
              .assertEqual(`${order}: ${traceIn(order, [...sizes, 'complete 200'])}`);
            expect(recorder.text()).assertEqual(SSE_PIECES.join(''));
            if (order !== 'afterSettle') {
              expect(recorder.headers?.mediaType).assertEqual('text/event-stream');
              expect(recorder.headers?.get('Set-Cookie')).assertEqual('a=1, b=2');
            }
            expect(recorder.violations.join('; ')).assertEqual('');
          });
        });
      });

    it('a redirect fires headersReceive per hop (the second map merged): two onHeaders, the body intact', 0,
      async () => {
        await withServer((req, res) => {
          if (req.url === '/old') {
            res.writeHead(307, { Location: '/new', 'X-Hop': 'first' });
            res.end();
          } else {
            res.writeHead(200, { 'Content-Type': 'text/event-stream' });
            writeSlowly(res, SSE_PIECES, 20);
          }
        }, async (server) => {
          const sizes = SSE_PIECES.map((p) => `bytes ${Buffer.byteLength(p)}`);
          await inEveryOrder(async (order) => {
            const recorder = await streamToEnd(`${server.url}/old`);
            const twice = 'headers status=-, headers status=-';
            expect(`${order}: ${recorder.traceText}`)
              .assertEqual(`${order}: ${traceIn(order, [...sizes, 'complete 200'], twice)}`);
            if (order !== 'afterSettle') {
              expect(`${recorder.headers?.get('x-hop')} ${recorder.headers?.mediaType}`)
                .assertEqual('first text/event-stream');
            }
            expect(recorder.text()).assertEqual(SSE_PIECES.join(''));
            expect(recorder.violations.join('; ')).assertEqual('');
          });
        });
      });

    it('requestInStream returning no promise ends the exchange with one async onError, nothing after', 0,
      async () => {
        const recorder = new RecordingHttpObserver();
        breakNextNativeWrap();
        let thrown = 'nothing thrown';
        try {
          new HarmonyHttpTransport().stream(streamRequest('http://127.0.0.1:9/v1', 80), recorder);
        } catch (error) {
          thrown = String(error);
        }
        expect(`${thrown} | ${recorder.traceText}`).assertEqual('nothing thrown | ');
        await recorder.whenDone();
        // Past the idle timeout: the watchdog was stopped with the exchange.
        await delay(150);
        expect(recorder.traceText).assertEqual('error request_not_started safe');
        expect(recorder.error?.layer).assertEqual(ErrorLayer.transport);
        expect(recorder.violations.join('; ')).assertEqual('');
      });

    it('a cancel on a silent connection: the platform ends the transfer only at readTimeout, and that 2300028 ' +
      'is swallowed', 0, async () => {
        await withHeaderOrder('first', () => withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(SSE_PIECES[0]);
          // Then silent for good: destroy() alone never reaches curl (no next byte).
        }, async (server) => {
          const withBackstop = new RecordingHttpObserver();
          const request = streamRequest(server.url);
          request.readTimeoutMs = 300;
          const subscription = new HarmonyHttpTransport().stream(request, withBackstop);
          while (withBackstop.chunks.length === 0) await delay(5);
          subscription.cancel('user stop');
          withBackstop.markCancelled();
          expect(server.closedConnections()).assertEqual(0);
          expect(await server.waitForConnectionClose(2000)).assertTrue();
          await delay(30);
          expect(withBackstop.traceText).assertEqual(`headers status=-, bytes ${Buffer.byteLength(SSE_PIECES[0])}`);
          expect(withBackstop.violations.join('; ')).assertEqual('');
        }));
      });

    it('offers the platform UTF-8 decoder, with which the stream layer decodes what it streamed', 0, async () => {
      const transport = new HarmonyHttpTransport();
      expect(transport.utf8Decoder instanceof PlatformUtf8Decoder).assertTrue();
      const body = SSE_PIECES.join('');
      const cut = Buffer.byteLength('data: {"content":"') + 1;
      await withServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        // Cuts 你 after its first byte, so the held character and the platform's runs both take part.
        const bytes = Buffer.from(body);
        writeSlowly(res, [bytes.subarray(0, cut), bytes.subarray(cut)], 30);
      }, async (server) => {
        const recorder = new RecordingHttpObserver();
        transport.stream(streamRequest(server.url), recorder);
        await recorder.whenDone();
        expect(recorder.chunks.length).assertEqual(2);
        const decoder = new IncrementalUtf8Decoder({ blockDecoder: transport.utf8Decoder });
        const text = recorder.chunks.map((chunk) => decoder.push(chunk).value as string).join('');
        expect(text + (decoder.finish().value as string)).assertEqual(body);
      });
    });

    it('HTTP 401 with a JSON body arrives as bytes, then onComplete(401), no error, in every header order', 0,
      async () => {
        const body = '{"error":{"message":"Invalid API key","type":"invalid_request_error"}}';
        await withServer((_req, res) => {
          res.writeHead(401, { 'Content-Type': 'application/json' });
          res.end(body);
        }, async (server) => {
          await inEveryOrder(async (order) => {
            const recorder = await streamToEnd(server.url);
            expect(`${order}: ${recorder.traceText}`)
              .assertEqual(`${order}: ${traceIn(order, [`bytes ${body.length}`, 'complete 401'])}`);
            expect(recorder.text()).assertEqual(body);
            expect(recorder.error === undefined).assertTrue();
          });
        });
      });

    it('a connection lost mid-body (FIN or RST) is onError connection_lost, no onComplete, in every header order',
      0, async () => {
        for (const cut of ['fin', 'rst']) {
          await withServer((_req, res) => {
            res.writeHead(200, { 'Content-Type': 'text/event-stream' });
            res.write(SSE_PIECES[0]);
            setTimeout(() => (cut === 'fin' ? res.socket?.destroy() : res.socket?.resetAndDestroy()), 40);
          }, async (server) => {
            await inEveryOrder(async (order) => {
              const recorder = await streamToEnd(server.url);
              const body = [`bytes ${Buffer.byteLength(SSE_PIECES[0])}`, 'error connection_lost conditional'];
              expect(`${cut} ${order}: ${recorder.traceText}`)
                .assertEqual(`${cut} ${order}: ${traceIn(order, body)}`);
              expect(recorder.error?.layer).assertEqual(ErrorLayer.transport);
              expect(recorder.error?.message.includes(cut === 'fin' ? '2300018' : '2300056')).assertTrue();
              expect(recorder.violations.join('; ')).assertEqual('');
            });
          });
        }
      });

    it('a stall fires idle_timeout; the socket closes at the server\'s next bytes', 0, async () => {
      await withHeaderOrder('first', () => withServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write(SSE_PIECES[0]);
        // Silent for 700 ms, then the stream resumes: that write is where the destroyed transfer aborts.
        setTimeout(() => drip(res, SSE_PIECES[1], 20), 700);
      }, async (server) => {
        const recorder = new RecordingHttpObserver();
        const started = Date.now();
        new HarmonyHttpTransport().stream(streamRequest(server.url, 300), recorder);
        await recorder.whenDone();
        const elapsed = Date.now() - started;
        recorder.markCancelled();
        expect(recorder.traceText).assertEqual(
          `headers status=-, bytes ${Buffer.byteLength(SSE_PIECES[0])}, error idle_timeout conditional`);
        expect(elapsed).assertLargerOrEqual(290);
        expect(elapsed).assertLess(650);
        // Platform (from source): destroy() cannot cut a silent transfer; it aborts at the next write.
        expect(server.closedConnections()).assertEqual(0);
        expect(await server.waitForConnectionClose(1500)).assertTrue();
        await delay(30);
        expect(recorder.violations.join('; ')).assertEqual('');
      }));
    });

    it('readTimeoutMs 0 lets a 1.6 s stream complete; readTimeoutMs 500 fails it with timeout', 0, async () => {
      const pieces = Array.from({ length: 16 }, (_v, i) => `data: ${i}\n\n`);
      await withServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        writeSlowly(res, pieces, 100);
      }, async (server) => {
        const unlimited = new RecordingHttpObserver();
        const limited = new RecordingHttpObserver();
        const transport = new HarmonyHttpTransport();
        const started = Date.now();
        transport.stream(streamRequest(server.url), unlimited);
        const request = streamRequest(server.url);
        request.readTimeoutMs = 500;
        transport.stream(request, limited);
        await limited.whenDone();
        await unlimited.whenDone();
        expect(Date.now() - started).assertLarger(1500);
        expect(unlimited.trace[unlimited.trace.length - 1]).assertEqual('complete 200');
        expect(unlimited.text()).assertEqual(pieces.join(''));
        expect(limited.trace[limited.trace.length - 1]).assertEqual('error timeout conditional');
        expect(limited.error?.message.includes('2300028')).assertTrue();
        expect(limited.chunks.length).assertLess(pieces.length);
      });
    });

    it('cancel before headers (subscription or signal): no callback at all, the socket closes', 0, async () => {
      await withServer(dripHandler('data: tick\n\n', 20, 150), async (server) => {
        const transport = new HarmonyHttpTransport();
        const bySubscription = new RecordingHttpObserver();
        transport.stream(streamRequest(server.url), bySubscription).cancel('user stop');
        bySubscription.markCancelled();
        const controller = new CancellationController();
        const bySignal = new RecordingHttpObserver();
        transport.stream(streamRequest(server.url), bySignal, controller.signal);
        await delay(50);
        controller.cancel('user stop');
        bySignal.markCancelled();
        expect(await waitForClosed(server, 2, 2000)).assertEqual(2);
        await delay(50);
        expect(`${bySubscription.traceText}|${bySignal.traceText}`).assertEqual('|');
      });
    });

    it('cancel mid-body, even inside onBytes: nothing after it, the socket closes', 0, async () => {
      await withServer(dripHandler('data: tick\n\n', 15), async (server) => {
        const transport = new HarmonyHttpTransport();
        const inside = new CancellingObserver(2);
        inside.subscription = transport.stream(streamRequest(server.url), inside);
        const timed = new RecordingHttpObserver();
        const subscription = transport.stream(streamRequest(server.url), timed);
        await delay(80);
        subscription.cancel('user stop');
        timed.markCancelled();
        const seen = timed.chunks.length;
        expect(await waitForClosed(server, 2, 2000)).assertEqual(2);
        await delay(50);
        expect(inside.chunks.length).assertEqual(2);
        expect(seen).assertLarger(0);
        expect(timed.chunks.length).assertEqual(seen);
        expect(`${inside.violations.join('; ')}|${timed.violations.join('; ')}|${inside.isDone}|${timed.isDone}`)
          .assertEqual('||false|false');
      });
    });

    it('chunks the platform queued before a cancel are dropped (cancel inside onHeaders / onBytes)', 0, async () => {
      await withHeaderOrder('first', () => withServer(burstHandler('data: tick\n\n', 4, 30), async (server) => {
        const transport = new HarmonyHttpTransport();
        const inHeaders = new CancellingObserver(0);
        inHeaders.subscription = transport.stream(streamRequest(server.url), inHeaders);
        const inBytes = new CancellingObserver(1);
        const controller = new CancellationController();
        inBytes.controller = controller;
        transport.stream(streamRequest(server.url), inBytes, controller.signal);
        expect(await waitForClosed(server, 2, 2000)).assertEqual(2);
        await delay(30);
        expect(`${inHeaders.traceText} | ${inBytes.traceText}`)
          .assertEqual('headers status=- | headers status=-, bytes 12');
        expect(`${inHeaders.violations.join('; ')}|${inBytes.violations.join('; ')}`).assertEqual('|');
      }));
    });

    it('50 seeded random cancel points: no callback after cancel, every socket closed', 0, async () => {
      await withHeaderOrder('first', () => withServer((req, res) => {
        const query = new URL(req.url ?? '/', 'http://x').searchParams;
        if (query.get('burst') === '1') burstHandler('data: tick\n\n', 3, 10)(req, res);
        else dripHandler('data: tick\n\n', 10, Number(query.get('h') ?? '0'))(req, res);
      }, async (server) => {
        const random = new SeededRandom(20240611);
        const transport = new HarmonyHttpTransport();
        const observers: RecordingHttpObserver[] = [];
        const plans: string[] = [];
        for (let i = 0; i < 50; i++) {
          const url = `${server.url}/?h=${random.int(0, 40)}&burst=${random.int(0, 1)}`;
          const viaSignal = random.next() < 0.5;
          const mode = random.int(0, 3);
          const controller = viaSignal ? new CancellationController() : undefined;
          if (mode === 0 || mode === 1) {
            // Inside a callback: onHeaders (0) or the n-th onBytes.
            const observer = new CancellingObserver(mode === 0 ? 0 : random.int(1, 4));
            observer.controller = controller;
            observer.subscription = transport.stream(streamRequest(url), observer, controller?.signal);
            observers.push(observer);
            plans.push(`callback ${mode}`);
          } else {
            // From outside: at once (mode 2) or after a timer.
            const observer = new CancellingObserver(-1);
            observer.controller = controller;
            observer.subscription = transport.stream(streamRequest(url), observer, controller?.signal);
            observers.push(observer);
            if (mode === 2) observer.cancelNow();
            else setTimeout(() => observer.cancelNow(), random.int(0, 120));
            plans.push(`outside ${mode}`);
          }
        }
        expect(await waitForClosed(server, 50, 3500)).assertEqual(50);
        await delay(40);
        const broken = observers
          .map((o, i) => (o.violations.length > 0 || o.isDone ? `#${i} ${plans[i]}: ${o.traceText}` : ''))
          .filter((line) => line !== '');
        expect(broken.join('\n')).assertEqual('');
      }));
    });

    it('connection refused is onError connect_failed (safe)', 0, async () => {
      const port = await closedPort();
      const recorder = new RecordingHttpObserver();
      new HarmonyHttpTransport().stream(streamRequest(`http://127.0.0.1:${port}/v1`), recorder);
      await recorder.whenDone();
      expect(recorder.traceText).assertEqual('error connect_failed safe');
      expect(recorder.error?.message.includes('2300007')).assertTrue();
    });

    it('the server receives the method, the headers (any case) and the UTF-8 JSON body', 0, async () => {
      const received: Array<{ method: string; headers: nodeHttp.IncomingHttpHeaders; body: string }> = [];
      await withServer((req, res) => {
        const parts: Buffer[] = [];
        req.on('data', (c: Buffer) => parts.push(c));
        req.on('end', () => {
          const body = Buffer.concat(parts).toString('utf8');
          received.push({ method: req.method ?? '', headers: req.headers, body });
          res.end('ok');
        });
      }, async (server) => {
        const transport = new HarmonyHttpTransport();
        const post = streamRequest(`${server.url}/v1/chat/completions`);
        post.headers.set('X-Trace-ID', 'Trace-Value').set('content-type', 'application/json; charset=utf-8');
        post.body = '{"messages":[{"role":"user","content":"你好，世界 👋"}]}';
        const first = new RecordingHttpObserver();
        transport.stream(post, first);
        await first.whenDone();
        const get = streamRequest(`${server.url}/v1/models`);
        get.method = 'GET';
        get.body = undefined;
        const second = new RecordingHttpObserver();
        transport.stream(get, second);
        await second.whenDone();
        expect(received[0].method).assertEqual('POST');
        expect(received[0].headers['authorization']).assertEqual('Bearer sk-e2e');
        expect(received[0].headers['x-trace-id']).assertEqual('Trace-Value');
        expect(received[0].headers['content-type']).assertEqual('application/json; charset=utf-8');
        expect(received[0].body).assertEqual('{"messages":[{"role":"user","content":"你好，世界 👋"}]}');
        expect(received[1].method).assertEqual('GET');
        expect(received[1].body).assertEqual('');
        expect(`${first.statusCode} ${second.statusCode}`).assertEqual('200 200');
      });
    });

    it('request() resolves status, headers and body for 200 and 500; headers that come after the end are absent',
      0, async () => {
        await withServer((req, res) => {
          const failing = req.url === '/fail';
          const requestId = failing ? 'r-500' : 'r-200';
          res.writeHead(failing ? 500 : 200, { 'Content-Type': 'application/json', 'X-Request-Id': requestId });
          res.end(failing ? '{"error":{"message":"服务器错误"}}' : '{"data":[{"id":"glm-4.6"}]}');
        }, async (server) => {
          await inEveryOrder(async (order) => {
            const transport = new HarmonyHttpTransport();
            const ok = await transport.request(streamRequest(`${server.url}/ok`));
            const failed = await transport.request(streamRequest(`${server.url}/fail`));
            const [okId, failedId] = order === 'afterSettle' ? ['undefined', 'undefined'] : ['r-200', 'r-500'];
            expect(`${order} ${ok.statusCode} ${ok.headers.get('X-REQUEST-ID')} ${Buffer.from(ok.body).toString('utf8')}`)
              .assertEqual(`${order} 200 ${okId} {"data":[{"id":"glm-4.6"}]}`);
            const failedBody = Buffer.from(failed.body).toString('utf8');
            expect(`${order} ${failed.statusCode} ${failed.headers.get('x-request-id')} ${failedBody}`)
              .assertEqual(`${order} 500 ${failedId} {"error":{"message":"服务器错误"}}`);
          });
        });
      });

    it('request() rejects: connect_failed, response_too_large, cancelled (and the socket closes)', 0, async () => {
      const port = await closedPort();
      await withServer((req, res) => {
        if (req.url === '/big') {
          res.writeHead(200);
          writeSlowly(res, ['0123456789', '0123456789'], 20);
        } else {
          dripHandler('x', 20, 0)(req, res);
        }
      }, async (server) => {
        const transport = new HarmonyHttpTransport(15);
        const controller = new CancellationController();
        const outcomes = [
          transport.request(streamRequest(`http://127.0.0.1:${port}/`)),
          transport.request(streamRequest(`${server.url}/big`)),
          transport.request(streamRequest(`${server.url}/slow`), controller.signal),
        ].map((p) => p.then((r) => `resolved ${r.statusCode}`, (e: ArkAgentError) => `${e.layer}/${e.code}`));
        setTimeout(() => controller.cancel('user stop'), 60);
        expect((await Promise.all(outcomes)).join(' | '))
          .assertEqual('transport/connect_failed | transport/response_too_large | cancelled/cancelled');
        expect(await waitForClosed(server, 2, 2000)).assertEqual(2);
      });
    });
  });
}
