// Where `headersReceive` lands in the @ohos.net.http emulation (http/HeaderOrder.ts, http/EventDelivery.ts): the
// body path stays one FIFO (data... -> dataEnd -> settling) while the headers come first, after the first chunk,
// after the body or after the settling, as a test chooses; a redirect fires them once per header block with the
// maps merged; an object whose native side is missing returns no promise (http/BrokenNativeWrap.ts).
import { describe, it, expect } from '@ohos/hypium';
import http from '../ohos.net.http';
import { breakNextNativeWrap, HEADER_ORDERS, withHeaderOrder } from '../EmulationControls';
import type { HeaderOrder } from '../EmulationControls';
import { policyFromEnvironment } from '../http/HeaderOrder';
import { delay, recordStream, startHttpServer, writeSlowly } from './TestServer';
import type { StreamRecord, TestServer } from './TestServer';

const PIECES = ['data: one\n\n', 'data: two\n\n', 'data: three\n\n'];

/** The event order of one streamed request, `resolved`/`rejected` written when the promise settles. */
async function eventsOf(url: string): Promise<StreamRecord> {
  const request = http.createHttp();
  const record = recordStream(request);
  await request.requestInStream(url).then(
    (status) => record.events.push(`resolved ${status}`),
    (error: { code: number }) => record.events.push(`rejected ${error.code}`));
  // A header event may still be on its way after the settling.
  await delay(30);
  return record;
}

async function withServer(body: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startHttpServer((req, res) => {
    if (req.url === '/old') {
      res.writeHead(302, { Location: '/sse', 'X-Hop': 'first' });
      res.end('moved');
    } else if (req.url === '/busy') {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end('{"error":{"message":"slow down"}}');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Final': 'yes' });
      writeSlowly(res, PIECES, 20);
    }
  });
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

export default function headerOrderEmulationTest() {
  describe('HeaderOrderEmulation', () => {
    it('each header order puts headersReceive where it says; the body path keeps its FIFO order', 0, async () => {
      const expected: Record<HeaderOrder, string> = {
        first: 'headers data data data dataEnd resolved 200',
        afterFirstChunk: 'data headers data data dataEnd resolved 200',
        afterBody: 'data data data headers dataEnd resolved 200',
        afterSettle: 'data data data dataEnd resolved 200 headers',
      };
      await withServer(async (server) => {
        const got: string[] = [];
        for (const order of HEADER_ORDERS) {
          const record = await withHeaderOrder(order, () => eventsOf(`${server.url}/sse`));
          got.push(`${order}: ${record.events.join(' ')}`);
        }
        expect(got.join('\n')).assertEqual(HEADER_ORDERS.map((o) => `${o}: ${expected[o]}`).join('\n'));
      });
    });

    it('a small error body: with afterSettle its headers (and Retry-After) arrive only after the promise resolved', 0,
      async () => {
        await withServer(async (server) => {
          const record = await withHeaderOrder('afterSettle', () => eventsOf(`${server.url}/busy`));
          expect(record.events.join(' ')).assertEqual('data dataEnd resolved 429 headers');
          expect((record.headers[0] as Record<string, string>)['retry-after']).assertEqual('1');
        });
      });

    it('a redirect fires headersReceive once per header block, the second map merged with the first, in every order',
      0, async () => {
        await withServer(async (server) => {
          const got: string[] = [];
          for (const order of HEADER_ORDERS) {
            const record = await withHeaderOrder(order, () => eventsOf(`${server.url}/old`));
            const blocks = record.headers as Array<Record<string, string>>;
            got.push(`${order}: ${record.events.filter((e) => e === 'headers').length} blocks, ` +
              `first hop=${blocks[0]?.['x-hop']} final=${blocks[0]?.['x-final']}, ` +
              `second hop=${blocks[1]?.['x-hop']} final=${blocks[1]?.['x-final']} location=${blocks[1]?.['location']}`);
          }
          expect(got.join('\n')).assertEqual(HEADER_ORDERS.map((o) => `${o}: 2 blocks, first hop=first ` +
            'final=undefined, second hop=first final=yes location=/sse').join('\n'));
        });
      });

    it('a seed draws each request\'s order in creation order: the same seed gives the same orders', 0, async () => {
      await withServer(async (server) => {
        const run = (): Promise<string[]> => withHeaderOrder({ seed: 7 }, async () => {
          const positions: string[] = [];
          for (let i = 0; i < 8; i++) {
            const events = (await eventsOf(`${server.url}/sse`)).events;
            positions.push(`${events.indexOf('headers')}`);
          }
          return positions;
        });
        const first = await run();
        const again = await run();
        expect(again.join(',')).assertEqual(first.join(','));
        expect(new Set(first).size).assertLarger(1);
        expect(first.every((p) => ['0', '1', '3', '5'].includes(p))).assertTrue();
      });
    });

    it('a listener removed by off() before a late header event is delivered hears nothing', 0, async () => {
      await withServer((server) => withHeaderOrder('afterSettle', async () => {
        const request = http.createHttp();
        const heard: string[] = [];
        request.on('headersReceive', () => heard.push('headers'));
        request.on('dataEnd', () => request.off('headersReceive'));
        expect(await request.requestInStream(`${server.url}/sse`)).assertEqual(200);
        await delay(30);
        expect(heard.length).assertEqual(0);
      }));
    });

    it('OHOS_NODE_HEADER_ORDER names a fixed order or a seed; anything else is refused', 0, () => {
      expect(JSON.stringify(policyFromEnvironment(undefined))).assertEqual('"first"');
      expect(JSON.stringify(policyFromEnvironment('afterBody'))).assertEqual('"afterBody"');
      expect(JSON.stringify(policyFromEnvironment('seed:42'))).assertEqual('{"seed":42}');
      let refused = '';
      try {
        policyFromEnvironment('late');
      } catch (error) {
        refused = (error as Error).message;
      }
      expect(refused.includes('afterSettle')).assertTrue();
    });

    it('an object whose native side is missing: requestInStream returns no promise and nothing fires', 0, async () => {
      await withServer(async (server) => {
        breakNextNativeWrap();
        const request = http.createHttp();
        const record = recordStream(request);
        const returned = request.requestInStream(`${server.url}/sse`);
        await delay(80);
        expect(returned === undefined).assertTrue();
        expect(record.events.length).assertEqual(0);
        expect(server.closedConnections()).assertEqual(0);
        const healthy = http.createHttp();
        expect(await healthy.requestInStream(`${server.url}/sse`)).assertEqual(200);
      });
    });
  });
}
