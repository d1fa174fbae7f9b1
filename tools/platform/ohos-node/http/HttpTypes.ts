// The enums and interfaces of `@ohos.net.http`, as declared in @arkts/declarations
// api/@ohos.net.http.d.ts (values as netstack's http_module.cpp defines them at run time).
import type { AsyncCallback, Callback } from '../ohos.base';

export enum RequestMethod {
  OPTIONS = 'OPTIONS',
  GET = 'GET',
  HEAD = 'HEAD',
  POST = 'POST',
  PUT = 'PUT',
  DELETE = 'DELETE',
  TRACE = 'TRACE',
  CONNECT = 'CONNECT',
}

export enum ResponseCode {
  OK = 200, CREATED, ACCEPTED, NOT_AUTHORITATIVE, NO_CONTENT, RESET, PARTIAL,
  MULT_CHOICE = 300, MOVED_PERM, MOVED_TEMP, SEE_OTHER, NOT_MODIFIED, USE_PROXY,
  BAD_REQUEST = 400, UNAUTHORIZED, PAYMENT_REQUIRED, FORBIDDEN, NOT_FOUND, BAD_METHOD, NOT_ACCEPTABLE,
  PROXY_AUTH, CLIENT_TIMEOUT, CONFLICT, GONE, LENGTH_REQUIRED, PRECON_FAILED, ENTITY_TOO_LARGE,
  REQ_TOO_LONG, UNSUPPORTED_TYPE, RANGE_NOT_SATISFIABLE,
  INTERNAL_ERROR = 500, NOT_IMPLEMENTED, BAD_GATEWAY, UNAVAILABLE, GATEWAY_TIMEOUT, VERSION,
}

export enum HttpProtocol {
  HTTP1_1,
  HTTP2,
  HTTP3,
}

export enum HttpDataType {
  STRING = 0,
  OBJECT = 1,
  ARRAY_BUFFER = 2,
}

export enum CertType {
  PEM = 'PEM',
  DER = 'DER',
  P12 = 'P12',
}

export interface HttpProxy {
  host: string;
  port: number;
  exclusionList: Array<string>;
}

export interface ClientCert {
  certPath: string;
  certType?: CertType;
  keyPath: string;
  keyPassword?: string;
}

export interface CertificatePinning {
  publicKeyHash: string;
  hashAlgorithm: 'SHA-256';
}

export interface MultiFormData {
  name: string;
  contentType: string;
  remoteFileName?: string;
  data?: string | Object | ArrayBuffer;
  filePath?: string;
}

export interface HttpRequestOptions {
  method?: RequestMethod;
  extraData?: string | Object | ArrayBuffer;
  expectDataType?: HttpDataType;
  usingCache?: boolean;
  priority?: number;
  header?: Object;
  readTimeout?: number;
  connectTimeout?: number;
  usingProtocol?: HttpProtocol;
  usingProxy?: boolean | HttpProxy;
  caPath?: string;
  resumeFrom?: number;
  resumeTo?: number;
  clientCert?: ClientCert;
  dnsOverHttps?: string;
  dnsServers?: Array<string>;
  maxLimit?: number;
  multiFormDataList?: Array<MultiFormData>;
  certificatePinning?: CertificatePinning | CertificatePinning[];
}

export interface PerformanceTiming {
  dnsTiming: number;
  tcpTiming: number;
  tlsTiming: number;
  firstSendTiming: number;
  firstReceiveTiming: number;
  totalFinishTiming: number;
  redirectTiming: number;
  responseHeaderTiming: number;
  responseBodyTiming: number;
  totalTiming: number;
}

export interface HttpResponse {
  result: string | Object | ArrayBuffer;
  resultType: HttpDataType;
  responseCode: ResponseCode | number;
  header: Object;
  cookies: string;
  performanceTiming: PerformanceTiming;
}

export interface DataReceiveProgressInfo {
  receiveSize: number;
  totalSize: number;
}

export interface DataSendProgressInfo {
  sendSize: number;
  totalSize: number;
}

export interface HttpRequest {
  request(url: string, callback: AsyncCallback<HttpResponse>): void;
  request(url: string, options: HttpRequestOptions, callback: AsyncCallback<HttpResponse>): void;
  request(url: string, options?: HttpRequestOptions): Promise<HttpResponse>;
  requestInStream(url: string, callback: AsyncCallback<number>): void;
  requestInStream(url: string, options: HttpRequestOptions, callback: AsyncCallback<number>): void;
  requestInStream(url: string, options?: HttpRequestOptions): Promise<number>;
  destroy(): void;
  on(type: 'headerReceive', callback: AsyncCallback<Object>): void;
  off(type: 'headerReceive', callback?: AsyncCallback<Object>): void;
  on(type: 'headersReceive', callback: Callback<Object>): void;
  off(type: 'headersReceive', callback?: Callback<Object>): void;
  once(type: 'headersReceive', callback: Callback<Object>): void;
  on(type: 'dataReceive', callback: Callback<ArrayBuffer>): void;
  off(type: 'dataReceive', callback?: Callback<ArrayBuffer>): void;
  on(type: 'dataEnd', callback: Callback<void>): void;
  off(type: 'dataEnd', callback?: Callback<void>): void;
  on(type: 'dataReceiveProgress', callback: Callback<DataReceiveProgressInfo>): void;
  off(type: 'dataReceiveProgress', callback?: Callback<DataReceiveProgressInfo>): void;
  on(type: 'dataSendProgress', callback: Callback<DataSendProgressInfo>): void;
  off(type: 'dataSendProgress', callback?: Callback<DataSendProgressInfo>): void;
}

export interface HttpResponseCache {
  flush(callback: AsyncCallback<void>): void;
  flush(): Promise<void>;
  delete(callback: AsyncCallback<void>): void;
  delete(): Promise<void>;
}
