// http.request() (buffered) and what every request shares: what is sent, redirects, error codes.
import { describe, it, expect, beforeAll, afterAll } from '@ohos/hypium';
import { setHeaderOrder } from '../EmulationControls';
import http from '../ohos.net.http';
import { closedPort, drip, outcome, startHttpServer, startSilentTcpServer } from './TestServer';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: number[];
}

/** A server that answers every request with a JSON description of it. */
function echoServer() {
  return startHttpServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const echo: Echo = { method: req.method ?? '', url: req.url ?? '', headers: req.headers as Record<string, string>, body: [...Buffer.concat(parts)] };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(echo));
    });
  });
}

export default function httpRequestEmulationTest() {
  describe('HttpRequestEmulation', () => {
    // The usual order, headers first, which these cases spell out; HeaderOrderEmulation covers the others.
    let restoreOrder: () => void = () => undefined;
    beforeAll(() => {
      restoreOrder = setHeaderOrder('first');
    });
    afterAll(() => {
      restoreOrder();
    });

    it('request() resolves an HttpResponse: code, lower-cased header, string result, cookies', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Trace-Id': 'abc', 'Set-Cookie': ['sid=42; Path=/; HttpOnly'] });
        res.end('hello');
      });
      try {
        const request = http.createHttp();
        let headerEvents = 0;
        let dataEvents = 0;
        request.on('headersReceive', () => headerEvents++);
        request.on('dataReceive', () => dataEvents++);
        const response = await request.request(server.url);
        expect(response.responseCode).assertEqual(200);
        expect(response.result).assertEqual('hello');
        expect(response.resultType).assertEqual(http.HttpDataType.STRING);
        const header = response.header as Record<string, string | string[]>;
        expect(header['x-trace-id']).assertEqual('abc');
        expect(header['set-cookie']).assertDeepEquals(['sid=42; Path=/; HttpOnly']);
        expect(response.cookies).assertEqual('#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t0\tsid\t42');
        expect(typeof response.performanceTiming.totalTiming).assertEqual('number');
        expect(headerEvents).assertEqual(1);
        expect(dataEvents).assertEqual(0);
      } finally {
        await server.close();
      }
    });

    it('expectDataType: ARRAY_BUFFER bytes, OBJECT parsed, OBJECT on non-JSON falls back to string', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(req.url === '/bad' ? 'not json' : '{"n":7}');
      });
      try {
        const bytes = await http.createHttp().request(server.url, { expectDataType: http.HttpDataType.ARRAY_BUFFER });
        expect(bytes.result instanceof ArrayBuffer).assertTrue();
        expect(Buffer.from(bytes.result as ArrayBuffer).toString()).assertEqual('{"n":7}');
        expect(bytes.resultType).assertEqual(http.HttpDataType.ARRAY_BUFFER);
        const parsed = await http.createHttp().request(server.url, { expectDataType: http.HttpDataType.OBJECT });
        expect(parsed.result).assertDeepEquals({ n: 7 });
        expect(parsed.resultType).assertEqual(http.HttpDataType.OBJECT);
        const fallback = await http.createHttp().request(`${server.url}/bad`, { expectDataType: http.HttpDataType.OBJECT });
        expect(fallback.result).assertEqual('not json');
        expect(fallback.resultType).assertEqual(http.HttpDataType.STRING);
      } finally {
        await server.close();
      }
    });

    it('request(): HTTP 500 resolves; an octet-stream body without expectDataType is an ArrayBuffer', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(500, { 'Content-Type': 'application/octet-stream' });
        res.end(Buffer.from([1, 2, 3]));
      });
      try {
        const response = await http.createHttp().request(server.url);
        expect(response.responseCode).assertEqual(500);
        expect([...new Uint8Array(response.result as ArrayBuffer)]).assertDeepEquals([1, 2, 3]);
      } finally {
        await server.close();
      }
    });

    it('request(): a body over maxLimit fails with 2300023; readTimeout with 2300028', 0, async () => {
      const server = await startHttpServer((req, res) => {
        res.writeHead(200);
        if (req.url === '/big') {
          res.write(Buffer.alloc(64, 1));
          setTimeout(() => res.end(Buffer.alloc(64, 2)), 30);
        } else {
          drip(res, 'x', 30);
        }
      });
      try {
        const big = await outcome(http.createHttp().request(`${server.url}/big`, { maxLimit: 32 }));
        expect(big.error?.code).assertEqual(2300023);
        const slow = await outcome(http.createHttp().request(`${server.url}/slow`, { readTimeout: 200 }));
        expect(slow.error?.code).assertEqual(2300028);
      } finally {
        await server.close();
      }
    });

    it('sends a string extraData as UTF-8 with libcurl default headers and lower-cased own headers', 0, async () => {
      const server = await echoServer();
      try {
        const response = await http.createHttp().request(server.url, {
          method: http.RequestMethod.POST,
          extraData: 'héllo',
          header: { 'X-Api-Key': 'k1' },
          expectDataType: http.HttpDataType.OBJECT,
        });
        const echo = response.result as Echo;
        expect(echo.method).assertEqual('POST');
        expect(Buffer.from(echo.body).toString('utf8')).assertEqual('héllo');
        expect(echo.headers['content-length']).assertEqual('6');
        expect(echo.headers['content-type']).assertEqual('application/json');
        expect(echo.headers['x-api-key']).assertEqual('k1');
        expect(echo.headers['user-agent']).assertEqual('libcurl-agent/1.0');
        expect(echo.headers['accept']).assertEqual('*/*');
      } finally {
        await server.close();
      }
    });

    it('extraData: ArrayBuffer as bytes, object as JSON, GET object as query; no header option -> form content-type', 0, async () => {
      const server = await echoServer();
      try {
        const bytes = await http.createHttp().request(server.url, {
          method: http.RequestMethod.PUT, extraData: new Uint8Array([0, 255, 7]).buffer, expectDataType: http.HttpDataType.OBJECT,
        });
        expect((bytes.result as Echo).body).assertDeepEquals([0, 255, 7]);
        expect((bytes.result as Echo).headers['content-type']).assertEqual('application/x-www-form-urlencoded');
        const json = await http.createHttp().request(server.url, {
          method: http.RequestMethod.POST, extraData: { a: [1, 2] }, header: {}, expectDataType: http.HttpDataType.OBJECT,
        });
        expect(Buffer.from((json.result as Echo).body).toString()).assertEqual('{"a":[1,2]}');
        const query = await http.createHttp().request(`${server.url}/p?x=1`, {
          extraData: { q: 'a b', n: 5, empty: '' }, expectDataType: http.HttpDataType.OBJECT,
        });
        expect((query.result as Echo).url).assertEqual('/p?x=1&q=a%20b');
        expect((query.result as Echo).body.length).assertEqual(0);
      } finally {
        await server.close();
      }
    });

    it('follows a redirect: headersReceive per header block, final code and body', 0, async () => {
      const server = await startHttpServer((req, res) => {
        if (req.url === '/old') {
          res.writeHead(302, { Location: '/new', 'X-Hop': 'first' });
          res.end('moved');
        } else {
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          res.end('final');
        }
      });
      try {
        const request = http.createHttp();
        const blocks: Object[] = [];
        request.on('headersReceive', (h: Object) => blocks.push(h));
        const response = await request.request(`${server.url}/old`);
        expect(response.responseCode).assertEqual(200);
        expect(response.result).assertEqual('final');
        expect(blocks.length).assertEqual(2);
        expect((blocks[0] as Record<string, string>)['location']).assertEqual('/new');
        expect((blocks[1] as Record<string, string>)['x-hop']).assertEqual('first');
      } finally {
        await server.close();
      }
    });

    it('connection refused on a closed port -> 2300007', 0, async () => {
      const port = await closedPort();
      const stream = await outcome(http.createHttp().requestInStream(`http://127.0.0.1:${port}/`));
      expect(stream.error?.code).assertEqual(2300007);
      expect(stream.error?.message).assertEqual("Couldn't connect to server");
      const buffered = await outcome(http.createHttp().request(`http://127.0.0.1:${port}/`));
      expect(buffered.error?.code).assertEqual(2300007);
    });

    it('unresolvable host -> 2300006, quickly', 0, async () => {
      const started = Date.now();
      const result = await outcome(http.createHttp().requestInStream('http://nonexistent.invalid/', { connectTimeout: 2000 }));
      expect(result.error?.code).assertEqual(2300006);
      expect(result.error?.message).assertEqual("Couldn't resolve host name");
      expect(Date.now() - started).assertLess(2500);
    });

    it('connectTimeout: a TLS handshake that never completes fails with 2300028 at connectTimeout', 0, async () => {
      const server = await startSilentTcpServer();
      try {
        const started = Date.now();
        const result = await outcome(http.createHttp().requestInStream(`${server.url}/`, { connectTimeout: 200, readTimeout: 4000 }));
        const elapsed = Date.now() - started;
        expect(result.error?.code).assertEqual(2300028);
        expect(elapsed).assertLargerOrEqual(190);
        expect(elapsed).assertLess(1500);
      } finally {
        await server.close();
      }
    });

    it('server closes without answering -> 2300052', 0, async () => {
      const server = await startHttpServer((req) => req.socket.destroy());
      try {
        const result = await outcome(http.createHttp().requestInStream(server.url));
        expect(result.error?.code).assertEqual(2300052);
      } finally {
        await server.close();
      }
    });

    it('bad arguments: 401 for a non-string URL, explicit undefined options or an empty POST body', 0, async () => {
      const request = http.createHttp();
      const noUrl = await outcome(request.requestInStream(42 as unknown as string));
      expect(noUrl.error?.code).assertEqual(401);
      expect(noUrl.error?.message).assertEqual('Parameter error');
      const undefinedOptions = await outcome(request.request('http://127.0.0.1:1/', undefined));
      expect(undefinedOptions.error?.code).assertEqual(401);
      const emptyBody = await outcome(request.requestInStream('http://127.0.0.1:1/', { method: http.RequestMethod.POST, extraData: '' }));
      expect(emptyBody.error?.code).assertEqual(401);
    });

    it('URLs libcurl refuses: 2300001 for ftp://, 2300003 for an unparsable URL', 0, async () => {
      const ftp = await outcome(http.createHttp().requestInStream('ftp://127.0.0.1/file'));
      expect(ftp.error?.code).assertEqual(2300001);
      expect(ftp.error?.message).assertEqual('Unsupported protocol');
      const bad = await outcome(http.createHttp().requestInStream('http://exa mple.com:99999/'));
      expect(bad.error?.code).assertEqual(2300003);
      const empty = await outcome(http.createHttp().request(''));
      expect(empty.error?.code).assertEqual(2300003);
    });

    it('enums match the declarations', 0, () => {
      expect(http.HttpDataType.STRING).assertEqual(0);
      expect(http.HttpDataType.OBJECT).assertEqual(1);
      expect(http.HttpDataType.ARRAY_BUFFER).assertEqual(2);
      expect(http.RequestMethod.GET).assertEqual('GET');
      expect(http.ResponseCode.OK).assertEqual(200);
      expect(http.ResponseCode.RANGE_NOT_SATISFIABLE).assertEqual(416);
      expect(http.ResponseCode.GATEWAY_TIMEOUT).assertEqual(504);
      expect(http.HttpProtocol.HTTP2).assertEqual(1);
    });
  });
}
