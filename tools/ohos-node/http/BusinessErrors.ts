// The error objects `@ohos.net.http` rejects with. Reproduces netstack's RequestContext::GetErrorCode /
// GetErrorMessage (communication_netstack frameworks/js/napi/http/async_context/src/request_context.cpp):
// code = 2300000 + CURLcode when that code is in netstack's HTTP_ERR_MAP, otherwise 2300999 "Internal error"
// (so e.g. CURLE_SSL_CONNECT_ERROR 35 or CURLE_ABORTED_BY_CALLBACK 42 surface as 2300999); a parameter that
// does not parse is 401 "Parameter error". The value is a plain object `{ code, message }`
// (NapiUtils::CreateErrorMessage), not an Error instance: no stack, `instanceof Error` is false.
import type { BusinessError } from '../ohos.base';

export const HTTP_ERROR_CODE_BASE = 2300000;
export const PARSE_ERROR_CODE = 401;
export const UNKNOWN_OTHER_ERROR = 2300999;

/** The CURLcode values this emulation produces (curl/curl.h). */
export const Curl = {
  OK: 0,
  UNSUPPORTED_PROTOCOL: 1,
  URL_MALFORMAT: 3,
  COULDNT_RESOLVE_HOST: 6,
  COULDNT_CONNECT: 7,
  WEIRD_SERVER_REPLY: 8,
  PARTIAL_FILE: 18,
  WRITE_ERROR: 23,
  OPERATION_TIMEDOUT: 28,
  SSL_CONNECT_ERROR: 35,
  TOO_MANY_REDIRECTS: 47,
  GOT_NOTHING: 52,
  SEND_ERROR: 55,
  RECV_ERROR: 56,
  PEER_FAILED_VERIFICATION: 60,
  INTERNAL: -1,
} as const;

const HTTP_ERR_MAP: Record<number, string> = {
  2300001: 'Unsupported protocol',
  2300003: 'Invalid URL format or missing URL',
  2300005: 'Failed to resolve the proxy name',
  2300006: 'Failed to resolve the host name',
  2300007: 'Failed to connect to the server',
  2300008: 'Invalid server response',
  2300009: 'Access to the remote resource denied',
  2300016: 'Error in the HTTP2 framing layer',
  2300018: 'Transferred a partial file',
  2300023: 'Failed to write the received data to the disk or application',
  2300025: 'Upload failed',
  2300026: 'Failed to open or read local data from the file or application',
  2300027: 'Out of memory',
  2300028: 'Operation timeout',
  2300047: 'The number of redirections reaches the maximum allowed',
  2300052: 'The server returned nothing (no header or data)',
  2300055: 'Failed to send data to the peer',
  2300056: 'Failed to receive data from the peer',
  2300058: 'Local SSL certificate error',
  2300059: 'The specified SSL cipher cannot be used',
  2300060: 'Invalid SSL peer certificate or SSH remote key',
  2300061: 'Invalid HTTP encoding format',
  2300063: 'Maximum file size exceeded',
  2300070: 'Remote disk full',
  2300073: 'Remote file already exists',
  2300077: 'The SSL CA certificate does not exist or is inaccessible',
  2300078: 'Remote file not found',
  2300094: 'Authentication error',
  2300999: 'Internal error',
};

/** The rejection value for a transfer that ended with `curlCode` (never call with Curl.OK). */
export function curlBusinessError(curlCode: number): BusinessError {
  const code = HTTP_ERR_MAP[HTTP_ERROR_CODE_BASE + curlCode] !== undefined ? HTTP_ERROR_CODE_BASE + curlCode : UNKNOWN_OTHER_ERROR;
  return { code, message: HTTP_ERR_MAP[code] } as BusinessError;
}

/** The rejection value for arguments netstack's RequestContext::ParseParams refuses. */
export function parameterBusinessError(): BusinessError {
  return { code: PARSE_ERROR_CODE, message: 'Parameter error' } as BusinessError;
}
