// A bare node:http client for the replay suites: one fresh connection per request (agent: false), every
// network read counted, the raw body bytes kept, a mid-body failure reported instead of thrown, and an
// optional abort after N bytes (a client that goes away mid-stream).
import http from 'node:http';
import { createParser } from 'eventsource-parser';
// @ts-ignore: plain ESM tooling module
import { PROVIDER_TABLE, REPLAY_KEYS } from '../ProviderTable.mjs';

export interface ReplayResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Number of 'data' events the client saw (network reads, give or take coalescing). */
  reads: number;
  /** The error that ended the body early ('aborted', ECONNRESET, ...), or null after a clean end. */
  error: string | null;
}

export interface PostOptions {
  /** Defaults: Bearer <the provider's replay key>, application/json. A null value drops the header. */
  headers?: Record<string, string | null>;
  /** Destroys the request once this many body bytes arrived; resolves with what came. */
  abortAfterBytes?: number;
  /** Sent as is when a string, JSON-encoded otherwise. */
  body?: unknown;
}

/** The replay key of each provider (ProviderTable.mjs). */
export const KEYS: Record<string, string> = REPLAY_KEYS;

/** The provider's chat completions path on the replay server (ProviderTable.mjs basePath). */
export function chatPath(provider: string): string {
  return `${PROVIDER_TABLE[provider].basePath}/chat/completions`;
}

/** POSTs to `${baseUrl}${path}` and collects the whole answer. */
export function post(url: string, provider: string, options: PostOptions = {}): Promise<ReplayResponse> {
  const defaults: Record<string, string | null> = {
    authorization: `Bearer ${KEYS[provider]}`,
    'content-type': 'application/json',
  };
  const merged = { ...defaults, ...(options.headers ?? {}) };
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(merged)) if (value !== null) headers[key] = value;
  const payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {});
  return new Promise<ReplayResponse>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (error: string | null): void => {
        if (settled) return;
        settled = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts), reads: parts.length, error });
      };
      res.on('data', (part: Buffer) => {
        parts.push(part);
        size += part.length;
        if (options.abortAfterBytes !== undefined && size >= options.abortAfterBytes) {
          request.destroy();
          finish('client-aborted');
        }
      });
      res.on('end', () => finish(null));
      res.on('error', (error: Error) => finish(error.message));
      res.on('close', () => finish(res.complete ? null : 'aborted'));
    });
    request.on('error', (error: Error) => reject(error));
    request.end(payload);
  });
}

export interface ParsedStream {
  /** `data` of every event, `[DONE]` included. */
  data: string[];
  comments: string[];
}

/** Parses an SSE body with eventsource-parser (an independent implementation of the WHATWG rules). */
export function parseSse(body: Buffer): ParsedStream {
  const parsed: ParsedStream = { data: [], comments: [] };
  const parser = createParser({
    onEvent: (event) => parsed.data.push(event.data),
    onComment: (comment) => parsed.comments.push(comment),
  });
  parser.feed(body.toString('utf8'));
  return parsed;
}

/** The JSON chunks of a parsed stream (everything but `[DONE]`). */
export function chunksOf(parsed: ParsedStream): object[] {
  return parsed.data.filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as object);
}

export function userMessage(text = '你好'): object[] {
  return [{ role: 'user', content: text }];
}
