// One HTTP transfer the way netstack drives libcurl for it (communication_netstack
// frameworks/js/napi/http/http_exec/src/http_exec.cpp, HttpExec::SetOption), over real Node sockets:
//  - CURLOPT_TIMEOUT_MS = readTimeout: ONE timer for the whole transfer (resolve, connect, headers, the
//    entire body), not an idle timeout: a reply still streaming at readTimeout fails with 28; 0 = none;
//  - CURLOPT_CONNECTTIMEOUT_MS = connectTimeout: resolve + TCP connect (+ TLS handshake) must finish in
//    time, else 28; 0 = libcurl's default 300 s;
//  - the header callback runs once per complete header block and the write callback once per network
//    read (as Node's parser hands it over: never re-chunked); either returning false aborts with
//    CURLE_WRITE_ERROR (23), which is how netstack stops a destroyed request;
//  - CURLOPT_FOLLOWLOCATION with at most 30 redirects (else 47); a redirect's body is skipped, its
//    header block still reported; a 303 (and a 301/302 after a POST) goes on without the body, the method
//    string is kept (CURLOPT_CUSTOMREQUEST);
//  - HTTP 4xx/5xx are successful transfers: the body is delivered and the transfer ends with code 0;
//  - CURLOPT_ACCEPT_ENCODING "": the body is decoded by its Content-Encoding (gzip, deflate) before the write
//    callback, another coding or corrupt data ends the transfer with 61 (ContentDecoding.ts).
// Not emulated: connection reuse, proxies, HTTP/2-3, cookies sent back on redirects.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { Curl } from './BusinessErrors';
import { bodyDecoderFor, type BodyDecoder } from './ContentDecoding';
import { curlCodeForNodeError, curlCodeForTruncatedBody, type TransferPhase } from './CurlErrorMapping';
import { CURL_DEFAULT_CONNECT_TIMEOUT_MS, type PreparedRequest } from './RequestOptions';

const MAX_REDIRECTS = 30;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface TransferHandlers {
  /** A complete header block (curl header callback). Return false to abort (CURLE_WRITE_ERROR). */
  onHeaderBlock(status: number, rawHeaders: string[]): boolean;
  /** One network read of body bytes (curl write callback); total is 0 when no content-length. */
  onBody(chunk: Buffer, received: number, total: number): boolean;
  /** The request body has been sent. */
  onUploaded(sent: number): void;
  /** Exactly once: curlCode 0 (Curl.OK) with the final status, or the CURLcode of the failure. */
  onDone(curlCode: number, status: number): void;
}

interface Hop {
  url: URL;
  method: string;
  body?: Uint8Array;
}

export function startTransfer(prepared: PreparedRequest, handlers: TransferHandlers): void {
  let finished = false;
  let current: http.ClientRequest | undefined;
  let decoder: BodyDecoder | undefined;
  let connectTimer: NodeJS.Timeout | undefined;
  const totalTimer = prepared.readTimeout > 0 ? setTimeout(() => finish(Curl.OPERATION_TIMEDOUT, 0), prepared.readTimeout) : undefined;

  function finish(curlCode: number, status: number): void {
    if (finished) return;
    finished = true;
    clearTimeout(totalTimer);
    clearTimeout(connectTimer);
    current?.destroy();
    decoder?.destroy();
    handlers.onDone(curlCode, status);
  }

  function run(hop: Hop, redirects: number): void {
    const tls = hop.url.protocol === 'https:';
    let phase: TransferPhase = 'connecting';
    let socketError: { code?: string; syscall?: string } | undefined;
    clearTimeout(connectTimer);
    connectTimer = setTimeout(() => finish(Curl.OPERATION_TIMEDOUT, 0), prepared.connectTimeout || CURL_DEFAULT_CONNECT_TIMEOUT_MS);
    const headers: Record<string, string> = { ...prepared.headers };
    if (hop.body === undefined) delete headers['content-type'];
    let req: http.ClientRequest;
    try {
      req = (tls ? https : http).request({
        protocol: hop.url.protocol,
        hostname: hop.url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: hop.url.port === '' ? undefined : Number(hop.url.port),
        path: `${hop.url.pathname}${hop.url.search}`,
        method: hop.method,
        headers,
        agent: false,
      });
    } catch {
      finish(Curl.INTERNAL, 0);
      return;
    }
    current = req;
    req.on('socket', (socket: Socket) => {
      socket.once(tls ? 'secureConnect' : 'connect', () => {
        clearTimeout(connectTimer);
        phase = 'waiting';
      });
      socket.on('error', (error: Error) => {
        socketError = error as { code?: string; syscall?: string };
      });
    });
    req.on('error', (error: Error) => finish(curlCodeForNodeError(error as { code?: string }, phase, tls), 0));
    req.on('finish', () => {
      if (hop.body !== undefined) handlers.onUploaded(hop.body.byteLength);
    });
    req.on('response', (res: http.IncomingMessage) => {
      if (finished) return;
      phase = 'body';
      const status = res.statusCode ?? 0;
      res.on('error', () => undefined);
      res.on('close', () => {
        if (!res.complete) finish(curlCodeForTruncatedBody(socketError, tls), 0);
      });
      if (!handlers.onHeaderBlock(status, res.rawHeaders)) {
        finish(Curl.WRITE_ERROR, 0);
        return;
      }
      const location = res.headers.location;
      if (REDIRECTS.has(status) && typeof location === 'string' && location !== '') {
        res.resume();
        res.on('end', () => {
          if (finished) return;
          if (redirects >= MAX_REDIRECTS) {
            finish(Curl.TOO_MANY_REDIRECTS, 0);
            return;
          }
          let next: URL;
          try {
            next = new URL(location, hop.url);
          } catch {
            finish(Curl.URL_MALFORMAT, 0);
            return;
          }
          const dropBody = status === 303 || ((status === 301 || status === 302) && hop.method === 'POST');
          run({ url: next, method: hop.method, body: dropBody ? undefined : hop.body }, redirects + 1);
        });
        return;
      }
      const total = Number(res.headers['content-length'] ?? 0) || 0;
      let received = 0;
      const body = bodyDecoderFor(res.headers['content-encoding'], {
        onPiece: (piece: Buffer) => {
          if (!finished && !handlers.onBody(piece, received, total)) finish(Curl.WRITE_ERROR, 0);
        },
        onEnd: () => finish(Curl.OK, status),
        onFailure: () => finish(Curl.BAD_CONTENT_ENCODING, 0),
      });
      decoder = body;
      res.on('data', (chunk: Buffer) => {
        if (finished) return;
        received += chunk.byteLength;
        body.write(chunk);
      });
      res.on('end', () => {
        if (!finished) body.end();
      });
    });
    req.end(hop.body === undefined ? undefined : Buffer.from(hop.body));
  }

  let url: URL;
  try {
    url = new URL(prepared.url);
  } catch {
    setImmediate(() => finish(Curl.URL_MALFORMAT, 0));
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    setImmediate(() => finish(Curl.UNSUPPORTED_PROTOCOL, 0));
    return;
  }
  run({ url, method: prepared.method, body: prepared.body }, 0);
}
