// Real HTTP servers on 127.0.0.1 (port 0) for the emulation suites, plus small recording helpers.
// Everything goes over real sockets, so the emulation meets the same reads, resets and timeouts as on
// a network.
import nodeHttp from 'node:http';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { BusinessError } from '../ohos.base';
import type http from '../ohos.net.http';

export type Handler = (req: nodeHttp.IncomingMessage, res: nodeHttp.ServerResponse) => void;

export interface TestServer {
  readonly url: string;
  readonly port: number;
  /** Server-side connections that have closed so far. */
  closedConnections(): number;
  /** Resolves true once a server-side connection has closed (now or later), false after timeoutMs. */
  waitForConnectionClose(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

function track(server: net.Server): { sockets: Set<Socket>; closed: () => number; waitForClose: (ms: number) => Promise<boolean> } {
  const sockets = new Set<Socket>();
  let closed = 0;
  const waiters: Array<() => void> = [];
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      closed += 1;
      waiters.splice(0).forEach((w) => w());
    });
  });
  const waitForClose = (ms: number): Promise<boolean> => new Promise<boolean>((resolve) => {
    if (closed > 0) {
      resolve(true);
      return;
    }
    const timer = setTimeout(() => resolve(false), ms);
    waiters.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  return { sockets, closed: () => closed, waitForClose };
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

function closer(server: net.Server, sockets: Set<Socket>): () => Promise<void> {
  return () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
}

export async function startHttpServer(handler: Handler): Promise<TestServer> {
  const server = nodeHttp.createServer(handler);
  const t = track(server);
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, port, closedConnections: t.closed, waitForConnectionClose: t.waitForClose, close: closer(server, t.sockets) };
}

/** A TCP server that accepts connections and never says a word (e.g. to stall a TLS handshake). */
export async function startSilentTcpServer(): Promise<TestServer> {
  const server = net.createServer(() => undefined);
  const t = track(server);
  const port = await listen(server);
  return { url: `https://127.0.0.1:${port}`, port, closedConnections: t.closed, waitForConnectionClose: t.waitForClose, close: closer(server, t.sockets) };
}

/** A port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function delay(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/** Writes each piece with `gapMs` between them (separate network reads), then ends unless `end` is false. */
export function writeSlowly(res: nodeHttp.ServerResponse, pieces: Array<string | Uint8Array>, gapMs: number, end = true): void {
  let i = 0;
  const step = (): void => {
    if (res.destroyed) return;
    if (i < pieces.length) {
      res.write(pieces[i++]);
      setTimeout(step, gapMs);
    } else if (end) {
      res.end();
    }
  };
  step();
}

/** Writes `piece` every `gapMs` until the connection closes. */
export function drip(res: nodeHttp.ServerResponse, piece: string, gapMs: number): void {
  const timer = setInterval(() => {
    if (res.destroyed || res.socket === null || res.socket.destroyed) {
      clearInterval(timer);
      return;
    }
    res.write(piece);
  }, gapMs);
  res.on('close', () => clearInterval(timer));
}

export interface StreamRecord {
  events: string[];
  chunks: ArrayBuffer[];
  headers: Object[];
  progress: Array<{ receiveSize: number; totalSize: number }>;
}

/** Listens to every stream event of `request`, in order. */
export function recordStream(request: http.HttpRequest): StreamRecord {
  const record: StreamRecord = { events: [], chunks: [], headers: [], progress: [] };
  request.on('headersReceive', (header: Object) => {
    record.events.push('headers');
    record.headers.push(header);
  });
  request.on('dataReceive', (data: ArrayBuffer) => {
    record.events.push('data');
    record.chunks.push(data);
  });
  request.on('dataEnd', () => {
    record.events.push('dataEnd');
  });
  request.on('dataReceiveProgress', (info: { receiveSize: number; totalSize: number }) => {
    record.progress.push(info);
  });
  return record;
}

export function textOf(chunks: ArrayBuffer[]): string {
  return Buffer.concat(chunks.map((c) => Buffer.from(c))).toString('utf8');
}

export interface Outcome<T> {
  value?: T;
  error?: BusinessError;
}

/** Waits for a promise and tells how it settled. */
export async function outcome<T>(promise: Promise<T>): Promise<Outcome<T>> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: error as BusinessError };
  }
}
