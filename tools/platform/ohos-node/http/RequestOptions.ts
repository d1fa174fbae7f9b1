// Turns (url, options) into what the transfer sends. Reproduces netstack's RequestContext::UrlAndOptions
// and HttpExec::SetOption (communication_netstack frameworks/js/napi/http/async_context/src/
// request_context.cpp, http_exec/src/http_exec.cpp), including its sharp edges:
//  - a property that is present counts even when undefined: `{ readTimeout: undefined }` is 0 = no timeout;
//  - GET/HEAD/OPTIONS/TRACE/CONNECT: extraData goes to the query string (string as is; object: only its
//    string-valued properties, percent-encoded); other methods: extraData is the body - a string as UTF-8,
//    an ArrayBuffer as bytes, any other object (a Uint8Array too) as JSON.stringify; an empty string or
//    empty ArrayBuffer, or a number/boolean, makes the whole call fail with 401 Parameter error;
//  - a `header` option on a POST/PUT/DELETE/PATCH adds `content-type: application/json` first; header
//    names are lower-cased; libcurl then adds `accept: */*`, `user-agent: libcurl-agent/1.0`,
//    `accept-encoding: deflate, gzip` (CURLOPT_ACCEPT_ENCODING "", see ContentDecoding.ts) and, for a
//    body without content-type, `content-type: application/x-www-form-urlencoded`; a header the app sets wins;
//  - readTimeout / connectTimeout default 60000 ms (HttpConstant); readTimeout is CURLOPT_TIMEOUT_MS, a
//    whole-transfer limit, 0 = none; connectTimeout 0 = libcurl's own 300 s; maxLimit default 5 MiB,
//    at most 100 MiB (only request() enforces it);
//  - a URL without scheme is guessed as http:// like libcurl does.
import { CURL_ACCEPT_ENCODING } from './ContentDecoding';
import { HttpDataType } from './HttpTypes';

export const DEFAULT_TIMEOUT_MS = 60000;
export const CURL_DEFAULT_CONNECT_TIMEOUT_MS = 300000;
const DEFAULT_MAX_LIMIT = 5 * 1024 * 1024;
const MAX_LIMIT = 100 * 1024 * 1024;
const GET_LIKE = new Set(['HEAD', 'OPTIONS', 'TRACE', 'GET', 'CONNECT']);
const POST_LIKE = new Set(['POST', 'PUT', 'DELETE', 'PATCH', '']);

export interface PreparedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  readTimeout: number;
  connectTimeout: number;
  maxLimit: number;
  expectDataType?: HttpDataType;
}

type Options = Record<string, unknown>;

function uint32(options: Options, key: string, fallback: number): number {
  if (!(key in options)) return fallback;
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) >>> 0 : 0;
}

function isUnreserved(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x2d || byte === 0x2e || byte === 0x5f || byte === 0x7e;
}

/** HttpExec::EncodeUrlParam: percent-encodes every byte but the unreserved ones; tells whether it changed. */
function encodeUrlParam(text: string): { text: string; changed: boolean } {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    out += isUnreserved(byte) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return { text: out, changed: out !== text };
}

/** HttpExec::MakeUrl */
function withQuery(url: string, extraParam: string): string {
  const index = url.indexOf('?');
  let base = url;
  let param = '';
  if (index >= 0) {
    param = url.slice(index + 1);
    base = url.slice(0, index);
  }
  param = param === '' ? extraParam : `${param}&${extraParam}`;
  return param === '' ? base : `${base}?${param}`;
}

function propertyNames(value: object): string[] {
  const names: string[] = [];
  for (const name in value) names.push(name);
  return names;
}

function requestBody(extraData: unknown): Uint8Array | undefined {
  if (typeof extraData === 'string') return extraData === '' ? undefined : Buffer.from(extraData, 'utf8');
  if (extraData instanceof ArrayBuffer) return extraData.byteLength === 0 ? undefined : new Uint8Array(extraData.slice(0));
  if (typeof extraData === 'object' && extraData !== null) {
    const json = JSON.stringify(extraData);
    return json === undefined || json === '' ? undefined : Buffer.from(json, 'utf8');
  }
  return undefined;
}

/** Returns the request, or undefined when netstack would reject the call with 401 Parameter error. */
export function prepareRequest(url: string, options: Options | undefined): PreparedRequest | undefined {
  const prepared: PreparedRequest = {
    url: /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(url) || url === '' ? url : `http://${url}`,
    method: 'GET',
    headers: {},
    readTimeout: DEFAULT_TIMEOUT_MS,
    connectTimeout: DEFAULT_TIMEOUT_MS,
    maxLimit: DEFAULT_MAX_LIMIT,
  };
  if (options === undefined) return withCurlDefaults(prepared);
  if (typeof options.method === 'string') prepared.method = options.method;
  prepared.readTimeout = uint32(options, 'readTimeout', DEFAULT_TIMEOUT_MS);
  prepared.connectTimeout = uint32(options, 'connectTimeout', DEFAULT_TIMEOUT_MS);
  prepared.maxLimit = Math.min(uint32(options, 'maxLimit', DEFAULT_MAX_LIMIT), MAX_LIMIT);
  const expect = options.expectDataType;
  if (typeof expect === 'number' && (expect === HttpDataType.STRING || expect === HttpDataType.OBJECT || expect === HttpDataType.ARRAY_BUFFER)) {
    prepared.expectDataType = expect;
  }
  const extraData = options.extraData;
  if ('extraData' in options && extraData !== undefined && extraData !== null) {
    if (GET_LIKE.has(prepared.method)) {
      if (typeof extraData === 'string') {
        prepared.url = withQuery(prepared.url, extraData);
      } else if (typeof extraData === 'object') {
        const pairs: string[] = [];
        for (const name of propertyNames(extraData)) {
          const value = (extraData as Options)[name];
          if (name === '' || typeof value !== 'string' || value === '') continue;
          const n = encodeUrlParam(name);
          const v = encodeUrlParam(value);
          if (n.changed || v.changed) prepared.headers['content-type'] = 'application/x-www-form-urlencoded';
          pairs.push(`${n.text}=${v.text}`);
        }
        prepared.url = withQuery(prepared.url, pairs.join('&'));
      }
    } else {
      const body = requestBody(extraData);
      if (body === undefined) return undefined;
      prepared.body = body;
    }
  }
  const header = options.header;
  if ('header' in options && typeof header === 'object' && header !== null) {
    if (POST_LIKE.has(prepared.method)) prepared.headers['content-type'] = 'application/json';
    for (const name of propertyNames(header)) {
      const value = (header as Options)[name];
      prepared.headers[name.toLowerCase()] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  return withCurlDefaults(prepared);
}

function withCurlDefaults(prepared: PreparedRequest): PreparedRequest {
  const headers: Record<string, string> = {
    'user-agent': 'libcurl-agent/1.0',
    accept: '*/*',
    'accept-encoding': CURL_ACCEPT_ENCODING,
  };
  if (prepared.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  prepared.headers = { ...headers, ...prepared.headers };
  return prepared;
}
