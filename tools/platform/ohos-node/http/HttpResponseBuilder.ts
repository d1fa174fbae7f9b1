// The HttpResponse request() resolves with. Reproduces netstack's HttpExec::BuildRequestCallback /
// ProcByExpectDataType (communication_netstack frameworks/js/napi/http/http_exec/src/http_exec.cpp):
//  - expectDataType STRING -> UTF-8 string; ARRAY_BUFFER -> ArrayBuffer; OBJECT -> JSON.parse result, and
//    when that fails (or no expectDataType) the default rule: content-type containing
//    application/octet-stream or image -> ArrayBuffer, anything else -> string;
//  - `cookies` is libcurl's cookie list (CURLINFO_COOKIELIST, Netscape format lines joined by "\r\n").
// performanceTiming is approximate here: only total/header/body timings are measured, the curl phase
// timings (dns, tcp, tls, ...) are 0.
import { HttpDataType, type HttpResponse, type PerformanceTiming } from './HttpTypes';
import type { ResponseHeaders } from './ResponseHeaders';

export interface Timings {
  start: number;
  headers: number;
  end: number;
}

function arrayBufferOf(body: Buffer): ArrayBuffer {
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
}

/** One Set-Cookie value as a line of libcurl's Netscape-format cookie list. */
function cookieLine(setCookie: string, host: string): string {
  const [pair, ...attributes] = setCookie.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const name = eq >= 0 ? pair.slice(0, eq) : pair;
  const value = eq >= 0 ? pair.slice(eq + 1) : '';
  let domain = host;
  let tailMatch = 'FALSE';
  let path = '/';
  let secure = 'FALSE';
  let expires = 0;
  let httpOnly = false;
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    const v = rest.join('=');
    const k = key.toLowerCase();
    if (k === 'domain' && v !== '') {
      domain = v.startsWith('.') ? v : `.${v}`;
      tailMatch = 'TRUE';
    } else if (k === 'path' && v !== '') path = v;
    else if (k === 'secure') secure = 'TRUE';
    else if (k === 'httponly') httpOnly = true;
    else if (k === 'max-age' && /^-?\d+$/.test(v)) expires = Math.floor(Date.now() / 1000) + Number(v);
    else if (k === 'expires' && expires === 0 && !Number.isNaN(Date.parse(v))) expires = Math.floor(Date.parse(v) / 1000);
  }
  return `${httpOnly ? '#HttpOnly_' : ''}${domain}\t${tailMatch}\t${path}\t${secure}\t${expires}\t${name}\t${value}`;
}

export function buildHttpResponse(status: number, headers: ResponseHeaders, body: Buffer, expect: HttpDataType | undefined,
  host: string, timings: Timings): HttpResponse {
  let result: string | Object | ArrayBuffer | undefined;
  let resultType = HttpDataType.STRING;
  if (expect === HttpDataType.STRING) {
    result = body.toString('utf8');
  } else if (expect === HttpDataType.ARRAY_BUFFER) {
    result = arrayBufferOf(body);
    resultType = HttpDataType.ARRAY_BUFFER;
  } else if (expect === HttpDataType.OBJECT) {
    try {
      result = JSON.parse(body.toString('utf8')) as Object;
      resultType = HttpDataType.OBJECT;
    } catch {
      result = undefined;
    }
  }
  if (result === undefined) {
    const contentType = (headers.get('content-type') ?? '').toLowerCase();
    if (contentType.includes('application/octet-stream') || contentType.includes('image')) {
      result = arrayBufferOf(body);
      resultType = HttpDataType.ARRAY_BUFFER;
    } else {
      result = body.toString('utf8');
      resultType = HttpDataType.STRING;
    }
  }
  const performanceTiming: PerformanceTiming = {
    dnsTiming: 0,
    tcpTiming: 0,
    tlsTiming: 0,
    firstSendTiming: 0,
    firstReceiveTiming: timings.headers - timings.start,
    totalFinishTiming: timings.end - timings.start,
    redirectTiming: 0,
    responseHeaderTiming: timings.headers - timings.start,
    responseBodyTiming: timings.end - timings.start,
    totalTiming: timings.end - timings.start,
  };
  return {
    responseCode: status,
    cookies: headers.cookies.map((c) => cookieLine(c, host)).join('\r\n'),
    header: headers.toObject(),
    result,
    resultType,
    performanceTiming,
  };
}
