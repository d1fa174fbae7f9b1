// The whole client (OpenAICompatibleClient + HarmonyHttpTransport + the DeepSeek profile) under what the
// OpenHarmony 5.0.0 source says @ohos.net.http and @ohos.util do, as tools/platform/ohos-node emulates it (docs/risks.md
// cites the lines): headersReceive on its own queue (first, after some or all of the body, after the settling;
// once per redirect hop), util.TextDecoder's own empty-input, BOM and fatal rules, requestInStream() returning
// no promise when its native object is missing, destroy() that ends a silent transfer only at readTimeout, and
// libcurl decoding Content-Encoding itself (CURLOPT_ACCEPT_ENCODING ""). Also what a real server may answer
// instead of a clean stream: a captive-portal HTML page, a body cut inside its last frame, and a base URL with
// a query. Each case runs against a local server over real sockets, in every header order where it could matter.
import { describe, it, expect } from '@ohos/hypium';
import type nodeHttp from 'node:http';
import zlib from 'node:zlib';
import { HttpHeaders } from '../../../../agent_core/src/main/ets/core/HttpHeaders';
import { ClientOptions } from '../../../../agent_core/src/main/ets/openai/ClientOptions';
import { OpenAICompatibleClient } from '../../../../agent_core/src/main/ets/openai/OpenAICompatibleClient';
import { DeepSeekProviderProfile } from '../../../../agent_core/src/main/ets/providers/DeepSeekProviderProfile';
import { StreamingEventType } from '../../../../agent_core/src/main/ets/domain/StreamingEventType';
import type { StreamSubscription } from '../../../../agent_core/src/main/ets/domain/StreamSubscription';
import { HarmonyHttpTransport } from '../../../../agent_core/src/main/ets/transport/HarmonyHttpTransport';
import { breakNextNativeWrap, HEADER_ORDERS, withHeaderOrder } from '../../../platform/ohos-node/EmulationControls';
import type { HeaderOrder } from '../../../platform/ohos-node/EmulationControls';
import { delay, startHttpServer, writeSlowly } from '../../../platform/ohos-node/test/TestServer';
import type { TestServer } from '../../../platform/ohos-node/test/TestServer';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { chatRequest } from '../support/ReplayHarness';

const KEY = 'sk-netstack-rules-0123';

function chunk(delta: string, finish: string | null = null): string {
  return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"deepseek-chat","choices":` +
    `[{"index":0,"delta":{"content":${JSON.stringify(delta)}},"finish_reason":${JSON.stringify(finish)}}]}\n\n`;
}

const ANSWER = [chunk('你好，'), chunk('世界'), chunk('', 'stop'), 'data: [DONE]\n\n'];
const RATE_LIMITED = '{"error":{"message":"Rate limit reached","type":"rate_limit_error","code":"rate_limit"}}';

type Handler = (req: nodeHttp.IncomingMessage, res: nodeHttp.ServerResponse) => void;

async function withServer(handler: Handler, body: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startHttpServer(handler);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

interface Setup {
  maxRetries?: number;
  /** Retry-After is honoured up to this (the policy's default when unset). */
  maxRetryAfterMs?: number;
  idleTimeoutMs?: number;
  maxStreamDurationMs?: number;
  /** One extra request header (name, value). */
  header?: [string, string];
  /** Appended to the server's URL to make the base URL (`/v1?api-version=1`). */
  baseUrlSuffix?: string;
}

function clientFor(server: TestServer, setup: Setup = {}): OpenAICompatibleClient {
  const options = new ClientOptions();
  options.apiKey = KEY;
  options.baseUrl = `${server.url}${setup.baseUrlSuffix ?? ''}`;
  options.retryPolicy.maxRetries = setup.maxRetries ?? 0;
  options.retryPolicy.initialDelayMs = 10;
  if (setup.maxRetryAfterMs !== undefined) options.retryPolicy.maxRetryAfterMs = setup.maxRetryAfterMs;
  options.idleTimeoutMs = setup.idleTimeoutMs ?? 3000;
  if (setup.maxStreamDurationMs !== undefined) options.maxStreamDurationMs = setup.maxStreamDurationMs;
  if (setup.header !== undefined) options.headers = new HttpHeaders().set(setup.header[0], setup.header[1]);
  return new OpenAICompatibleClient(options, new HarmonyHttpTransport(), new DeepSeekProviderProfile());
}

/** One stream() to its terminal event (+ a moment for anything late). */
async function streamOnce(client: OpenAICompatibleClient): Promise<RecordingStreamObserver> {
  const observer = new RecordingStreamObserver();
  await client.stream(chatRequest('deepseek-chat'), observer);
  await observer.whenDone();
  await delay(20);
  return observer;
}

/** `complete <text>` or `error <layer>/<code>`, plus any contract breach. */
function outcome(observer: RecordingStreamObserver): string {
  const error = observer.error;
  const end = error === undefined ? `complete ${observer.response?.message.content}` : `error ${error.layer}/${error.code}`;
  const violations = observer.violations();
  return violations === '' ? end : `${end} (${violations})`;
}

/** Runs `body` once per header order, the order set for every request it makes. */
async function inEveryOrder(body: (order: HeaderOrder) => Promise<string>): Promise<string[]> {
  const lines: string[] = [];
  for (const order of HEADER_ORDERS) {
    lines.push(`${order}: ${await withHeaderOrder(order, () => body(order))}`);
  }
  return lines;
}

function sameInEveryOrder(expected: string): string {
  return HEADER_ORDERS.map((order) => `${order}: ${expected}`).join('\n');
}

export default function netstackRulesTest() {
  describe('NetstackRules', () => {
    it('a stream that ends inside a UTF-8 character is decode/utf8_truncated (platform decoder), in every order', 0,
      async () => {
        const text = Buffer.from(ANSWER[0] + ANSWER[1]);
        // The last event is cut one byte into 界 (E7 95 8C): the body ends inside the character.
        const cut = text.subarray(0, text.indexOf(Buffer.from('界')) + 1);
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          writeSlowly(res, [cut.subarray(0, 40), cut.subarray(40)], 10);
        }, async (server) => {
          const lines = await inEveryOrder(async () => outcome(await streamOnce(clientFor(server))));
          expect(lines.join('\n')).assertEqual(sameInEveryOrder('error decode/utf8_truncated'));
        });
      });

    it('a BOM opening the body is dropped, a U+FEFF inside the text is kept, with the platform decoder', 0,
      async () => {
        const inner = chunk('\uFEFF在中间也保留，这段文字足够长到交给平台解码器');
        const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ANSWER[0] + inner + ANSWER[2] +
          ANSWER[3])]);
        // A read begins right at the inner U+FEFF, so the platform decoder gets a run that starts with it.
        const at = body.indexOf(Buffer.from('\uFEFF在'));
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          writeSlowly(res, [body.subarray(0, at), body.subarray(at)], 10);
        }, async (server) => {
          const lines = await inEveryOrder(async () => outcome(await streamOnce(clientFor(server))));
          expect(lines.join('\n'))
            .assertEqual(sameInEveryOrder('complete 你好，\uFEFF在中间也保留，这段文字足够长到交给平台解码器'));
        });
      });

    it('without any content type, the first bytes tell an event stream from a JSON error body, in every order', 0,
      async () => {
        await withServer((req, res) => {
          if (req.headers['x-case'] === 'error') {
            res.writeHead(429);
            res.end(RATE_LIMITED);
          } else {
            res.writeHead(200);
            writeSlowly(res, ANSWER, 10);
          }
        }, async (server) => {
          const lines = await inEveryOrder(async () => {
            const answer = outcome(await streamOnce(clientFor(server)));
            const failure = outcome(await streamOnce(clientFor(server, { header: ['x-case', 'error'] })));
            return `${answer} | ${failure}`;
          });
          expect(lines.join('\n')).assertEqual(sameInEveryOrder('complete 你好，世界 | error provider/rate_limited'));
        });
      });

    it('a 429 without content type is rate_limited; its Retry-After counts only if its headers came in time', 0,
      async () => {
        await withServer((_req, res) => {
          res.writeHead(429, { 'Retry-After': '1' });
          res.end(RATE_LIMITED);
        }, async (server) => {
          const lines = await inEveryOrder(async () => {
            const observer = await streamOnce(clientFor(server, { maxRetries: 1, maxRetryAfterMs: 40 }));
            const retry = observer.events.find((e) => e.type === StreamingEventType.retry);
            return `${outcome(observer)} after a retry waiting ${retry?.metadata?.get('delayMs')?.asNumber()} ms`;
          });
          const late = 'error provider/rate_limited after a retry waiting';
          expect(lines.join('\n')).assertEqual([`first: ${late} 40 ms`, `afterFirstChunk: ${late} 40 ms`,
            `afterBody: ${late} 40 ms`, `afterSettle: ${late} 10 ms`].join('\n'));
        });
      });

    it('a redirect before the stream (two headersReceive, maps merged) leaves the answer intact, in every order', 0,
      async () => {
        await withServer((req, res) => {
          if (req.url === '/chat/completions') {
            res.writeHead(307, { Location: '/v2/chat/completions', 'Retry-After': '9' });
            res.end();
          } else {
            res.writeHead(200, { 'Content-Type': 'text/event-stream' });
            writeSlowly(res, ANSWER, 10);
          }
        }, async (server) => {
          const lines = await inEveryOrder(async () => outcome(await streamOnce(clientFor(server))));
          expect(lines.join('\n')).assertEqual(sameInEveryOrder('complete 你好，世界'));
        });
      });

    it('a gzip or deflate stream is decoded by the platform (curl), in every order; br is bad_content_encoding', 0,
      async () => {
        const sse = Buffer.from(ANSWER.join(''));
        await withServer((req, res) => {
          const coding = String(req.headers['x-coding']);
          const body = coding === 'gzip' ? zlib.gzipSync(sse) : coding === 'deflate' ? zlib.deflateSync(sse) :
            zlib.brotliCompressSync(sse);
          res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Content-Encoding': coding });
          writeSlowly(res, [body.subarray(0, 9), body.subarray(9)], 5);
        }, async (server) => {
          const lines = await inEveryOrder(async () => {
            const codes: string[] = [];
            for (const coding of ['gzip', 'deflate', 'br']) {
              codes.push(outcome(await streamOnce(clientFor(server, { header: ['x-coding', coding] }))));
            }
            return codes.join(' | ');
          });
          expect(lines.join('\n'))
            .assertEqual(sameInEveryOrder('complete 你好，世界 | complete 你好，世界 | error transport/bad_content_encoding'));
        });
      });

    it('a 200 captive-portal HTML page is protocol/html_response, with or without its content type, in every order',
      0, async () => {
        const page = '<!DOCTYPE html><html><head><title>Guest Wi-Fi</title></head><body>Log in</body></html>';
        await withServer((req, res) => {
          res.writeHead(200, req.headers['x-case'] === 'bare' ? {} : { 'Content-Type': 'text/html; charset=utf-8' });
          writeSlowly(res, [page.substring(0, 20), page.substring(20)], 5);
        }, async (server) => {
          const lines = await inEveryOrder(async () => {
            const typed = await streamOnce(clientFor(server));
            const bare = outcome(await streamOnce(clientFor(server, { header: ['x-case', 'bare'] })));
            return `${outcome(typed)} | ${bare} | ${typed.error?.message.includes('"Guest Wi-Fi"')}`;
          });
          expect(lines.join('\n'))
            .assertEqual(sameInEveryOrder('error protocol/html_response | error protocol/html_response | true'));
        });
      });

    it('a body cut inside its last frame is protocol/stream_truncated, not malformed JSON, in every order', 0,
      async () => {
        const cut = ANSWER[0] + ANSWER[1].substring(0, ANSWER[1].length - 20);
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          writeSlowly(res, [cut.substring(0, 30), cut.substring(30)], 5);
        }, async (server) => {
          const lines = await inEveryOrder(async () => outcome(await streamOnce(clientFor(server))));
          expect(lines.join('\n')).assertEqual(sameInEveryOrder('error protocol/stream_truncated'));
        });
      });

    it('a base URL with a query and a fragment: /chat/completions goes before the query, the fragment is dropped', 0,
      async () => {
        let seen = '';
        await withServer((req, res) => {
          seen = req.url ?? '';
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          writeSlowly(res, ANSWER, 1);
        }, async (server) => {
          const observer = await streamOnce(clientFor(server, { baseUrlSuffix: '/openai/v1/?api-version=2024-06-01#x' }));
          expect(`${outcome(observer)} ${seen}`).assertEqual('complete 你好，世界 /openai/v1/chat/completions?api-version=2024-06-01');
        });
      });

    it('a createHttp() object without its native side: request_not_started (nothing sent), retried, then the answer',
      0, async () => {
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          writeSlowly(res, ANSWER, 5);
        }, async (server) => {
          breakNextNativeWrap();
          const observer = await streamOnce(clientFor(server, { maxRetries: 1 }));
          const retry = observer.events.find((e) => e.type === StreamingEventType.retry);
          expect(`${retry?.metadata?.get('errorCode')?.asString()} -> ${outcome(observer)}`)
            .assertEqual('request_not_started -> complete 你好，世界');
          breakNextNativeWrap();
          const refused = await streamOnce(clientFor(server));
          expect(outcome(refused)).assertEqual('error transport/request_not_started');
        });
      });

    it('a stream cancelled (or idle) on a silent connection: its socket closes at maxStreamDurationMs', 0,
      async () => {
        await withServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(ANSWER[0]);
          // Then silent for good: netstack's destroy() acts only at the next byte, so only readTimeout ends it.
        }, async (server) => {
          const cancelled = new RecordingStreamObserver((event) => {
            if (event.type === StreamingEventType.textDelta) void subscription?.cancel('user stop');
          });
          let subscription: StreamSubscription | undefined;
          subscription = await clientFor(server, { maxStreamDurationMs: 300 }).stream(chatRequest('deepseek-chat'),
            cancelled);
          await cancelled.whenDone();
          const idle = await streamOnce(clientFor(server, { idleTimeoutMs: 100, maxStreamDurationMs: 300 }));
          expect(`${outcome(cancelled)} | ${outcome(idle)}`)
            .assertEqual('error cancelled/cancelled | error transport/idle_timeout');
          const until = Date.now() + 2000;
          while (server.closedConnections() < 2 && Date.now() < until) await delay(10);
          expect(server.closedConnections()).assertEqual(2);
          await delay(20);
          expect(`${cancelled.violations() || 'ok'} ${idle.violations() || 'ok'}`).assertEqual('ok ok');
        });
      });
  });
}
