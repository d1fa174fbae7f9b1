// The object http.createHttp() returns. Reproduces netstack's HttpRequest
// (communication_netstack frameworks/js/napi/http: http_module.cpp, http_exec.cpp, event_manager.cpp):
//  - requestInStream() resolves with the status code ONLY at the end; the body goes to 'dataReceive'
//    (an ArrayBuffer copy per network read), then 'dataEnd' fires synchronously just before the promise
//    resolves. Usual order: headersReceive -> dataReceive... -> dataEnd -> resolve. 4xx/5xx resolve too.
//  - 'dataReceiveProgress' only when content-length is known (curl's dltotal != 0), stream mode only.
//  - body events and the settlement go through one FIFO, header events through their own queue, each
//    delivery a macrotask (EventDelivery): never synchronous inside the call, the body in order, and the
//    headers where the request's HeaderOrder puts them (first by default; after the body or the settling
//    when a test asks). A redirect fires headersReceive once per header block, the maps merged.
//  - transport failure: no dataEnd, the promise rejects with `{ code: 2300000 + CURLcode, message }`.
//  - destroy() only sets a flag (HttpModuleExports::HttpRequest::Destroy). libcurl notices it at its next
//    header/write callback (OnWritingMemoryHeader/Body return 0) and fails the transfer with
//    CURLE_WRITE_ERROR: the promise rejects with 2300023, read from source (not 2300042: curl's
//    ABORTED_BY_CALLBACK is not in netstack's error map). Chunks already queued are still delivered;
//    no dataEnd. The progress callback ignores the flag, so a SILENT server is not cut by destroy(): the
//    transfer waits for its next bytes or readTimeout (2300028); a body that ends without another write
//    even completes normally (dataEnd + resolve). destroy() on an idle or finished object is harmless;
//    a request started after destroy() rejects with 2300999.
//  - request() buffers the body (maxLimit, default 5 MiB, else 2300023) and resolves with HttpResponse.
//  - bad arguments (URL not a string, options not an object, explicit undefined options, empty POST body):
//    rejects (or calls back) with 401; a URL libcurl cannot parse -> 2300003; not http(s) -> 2300001.
import type { AsyncCallback } from '../ohos.base';
import { Curl, curlBusinessError, parameterBusinessError } from './BusinessErrors';
import { startTransfer } from './CurlTransfer';
import { EventDelivery } from './EventDelivery';
import { EventListeners } from './EventListeners';
import { headerOrderFor } from './HeaderOrder';
import { buildHttpResponse } from './HttpResponseBuilder';
import type { HttpRequest, HttpResponse } from './HttpTypes';
import { prepareRequest } from './RequestOptions';
import { ResponseHeaders } from './ResponseHeaders';

const ON_TYPES = new Set(['headerReceive', 'headersReceive', 'dataReceive', 'dataEnd', 'dataReceiveProgress', 'dataSendProgress']);
const ONCE_TYPES = new Set(['headerReceive', 'headersReceive']);

type Listener = (...args: never[]) => void;

interface Call {
  url?: string;
  options?: Record<string, unknown>;
  callback?: AsyncCallback<Object>;
  valid: boolean;
}

/** RequestContext::ParseParams: what counts is the number of arguments actually passed. */
function parseCall(args: unknown[]): Call {
  const [url, second, third] = args;
  const isFn = (v: unknown): v is AsyncCallback<Object> => typeof v === 'function';
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (args.length === 1) return { url: url as string, valid: typeof url === 'string' };
  if (args.length === 2) {
    if (isFn(second)) return { url: url as string, callback: second, valid: typeof url === 'string' };
    return { url: url as string, options: isObj(second) ? second : undefined, valid: typeof url === 'string' && isObj(second) };
  }
  if (args.length === 3) {
    return { url: url as string, options: isObj(second) ? second : undefined, callback: isFn(third) ? third : undefined,
      valid: typeof url === 'string' && isObj(second) && isFn(third) };
  }
  return { valid: false };
}

export class HttpRequestEmulation implements HttpRequest {
  private readonly listeners = new EventListeners();
  private destroyed = false;

  request(url: string, ...rest: unknown[]): Promise<HttpResponse> {
    return this.start(false, [url, ...rest]) as Promise<HttpResponse>;
  }

  requestInStream(url: string, ...rest: unknown[]): Promise<number> {
    return this.start(true, [url, ...rest]) as Promise<number>;
  }

  on(type: string, callback: Listener): void {
    if (ON_TYPES.has(type)) this.listeners.add(type, callback as (...a: Object[]) => void, false);
  }

  once(type: string, callback: Listener): void {
    if (ONCE_TYPES.has(type)) this.listeners.add(type, callback as (...a: Object[]) => void, true);
  }

  off(type: string, callback?: Listener): void {
    if (ON_TYPES.has(type)) this.listeners.remove(type, callback as ((...a: Object[]) => void) | undefined);
  }

  destroy(): void {
    this.destroyed = true;
  }

  private start(stream: boolean, args: unknown[]): Promise<Object> | undefined {
    const call = parseCall(args);
    let resolvePromise: (value: Object) => void = () => undefined;
    let rejectPromise: (reason: Object) => void = () => undefined;
    const promise = call.callback === undefined
      ? new Promise<Object>((resolve, reject) => {
        resolvePromise = resolve;
        rejectPromise = reject;
      })
      : undefined;
    const settle = (error: Object | undefined, value?: Object): void => {
      if (call.callback !== undefined) call.callback(error as never, value as Object);
      else if (error !== undefined) rejectPromise(error);
      else resolvePromise(value as Object);
    };
    const prepared = call.valid ? prepareRequest(call.url as string, call.options) : undefined;
    if (prepared === undefined) {
      setImmediate(() => settle(parameterBusinessError()));
      return promise;
    }
    if (this.destroyed) {
      setImmediate(() => settle(curlBusinessError(Curl.INTERNAL)));
      return promise;
    }
    const delivery = new EventDelivery(headerOrderFor({ url: prepared.url, header: { ...prepared.headers } }));
    const headers = new ResponseHeaders();
    const body: Buffer[] = [];
    let bodySize = 0;
    const timings = { start: Date.now(), headers: 0, end: 0 };
    startTransfer(prepared, {
      onHeaderBlock: (_status, rawHeaders) => {
        if (this.destroyed) return false;
        timings.headers = Date.now();
        headers.addBlock(rawHeaders);
        const forHeaderReceive = headers.toObject();
        const forHeadersReceive = headers.toObject();
        delivery.queueHeaders(() => {
          this.listeners.emit('headerReceive', forHeaderReceive);
          this.listeners.emit('headersReceive', forHeadersReceive);
        });
        return true;
      },
      onBody: (chunk, received, total) => {
        if (this.destroyed) return false;
        if (stream) {
          const data = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer;
          delivery.queueBody(() => this.listeners.emit('dataReceive', data));
          if (total !== 0) {
            delivery.queueBody(() => this.listeners.emit('dataReceiveProgress', { receiveSize: received, totalSize: total }),
              false);
          }
          return true;
        }
        if (bodySize > prepared.maxLimit || chunk.byteLength > prepared.maxLimit) return false;
        body.push(Buffer.from(chunk));
        bodySize += chunk.byteLength;
        return true;
      },
      onUploaded: (sent) => delivery.queueBody(() => this.listeners.emit('dataSendProgress', { sendSize: sent, totalSize: sent }),
        false),
      onDone: (curlCode, status) => delivery.queueFinal(() => {
        if (curlCode !== Curl.OK) {
          settle(curlBusinessError(curlCode));
        } else if (stream) {
          this.listeners.emit('dataEnd');
          settle(undefined, status);
        } else {
          timings.end = Date.now();
          if (timings.headers === 0) timings.headers = timings.end;
          settle(undefined, buildHttpResponse(status, headers, Buffer.concat(body), prepared.expectDataType,
            new URL(prepared.url).hostname, timings));
        }
      }),
    });
    return promise;
  }
}
