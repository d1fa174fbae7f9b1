// Node emulation of `@ohos.net.http` (NetworkKit's http): `import http from '@ohos.net.http'`.
// Declarations: @arkts/declarations api/@ohos.net.http.d.ts; behaviour: OpenHarmony netstack
// (communication_netstack frameworks/js/napi/http) over libcurl, reproduced on Node sockets - see
// http/HttpRequestEmulation.ts for what each part reproduces. This folder never ships to a device.
import { brokenNativeWrapRequest, takeBrokenNativeWrap } from './http/BrokenNativeWrap';
import { HttpRequestEmulation } from './http/HttpRequestEmulation';
import * as types from './http/HttpTypes';

namespace http {
  export type HttpRequest = types.HttpRequest;
  export type HttpRequestOptions = types.HttpRequestOptions;
  export type HttpResponse = types.HttpResponse;
  export type PerformanceTiming = types.PerformanceTiming;
  export type DataReceiveProgressInfo = types.DataReceiveProgressInfo;
  export type DataSendProgressInfo = types.DataSendProgressInfo;
  export type MultiFormData = types.MultiFormData;
  export type ClientCert = types.ClientCert;
  export type CertificatePinning = types.CertificatePinning;
  export type HttpProxy = types.HttpProxy;
  export type HttpResponseCache = types.HttpResponseCache;
  export const RequestMethod = types.RequestMethod;
  export type RequestMethod = types.RequestMethod;
  export const ResponseCode = types.ResponseCode;
  export type ResponseCode = types.ResponseCode;
  export const HttpProtocol = types.HttpProtocol;
  export type HttpProtocol = types.HttpProtocol;
  export const HttpDataType = types.HttpDataType;
  export type HttpDataType = types.HttpDataType;
  export const CertType = types.CertType;
  export type CertType = types.CertType;

  /** One HttpRequest per request (netstack: "cannot be reused" once destroyed). */
  export function createHttp(): HttpRequest {
    return takeBrokenNativeWrap() ? brokenNativeWrapRequest() : new HttpRequestEmulation();
  }

  /** The response cache is not emulated: flush/delete succeed and do nothing (usingCache is ignored). */
  export function createHttpResponseCache(_cacheSize?: number): HttpResponseCache {
    const done = (callback?: (err: Object, data: void) => void): Promise<void> | void => {
      if (typeof callback !== 'function') return Promise.resolve();
      setImmediate(() => callback(undefined as unknown as Object, undefined));
      return undefined;
    };
    return { flush: done, delete: done } as unknown as HttpResponseCache;
  }
}

export default http;
