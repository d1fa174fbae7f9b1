// The error objects `@ohos.net.http` rejects with. Reproduces netstack's RequestContext::GetErrorCode /
// GetErrorMessage (communication_netstack tag OpenHarmony-v5.0.0-Release, frameworks/js/napi/http/async_context/
// src/request_context.cpp:45-77 HTTP_ERR_MAP, :500-541): code = 2300000 + CURLcode when that code is in the map,
// otherwise 2300999 "Unknown Other Error" - so CURLE_SSL_CONNECT_ERROR 35 (a failed TLS handshake) and
// CURLE_ABORTED_BY_CALLBACK 42 surface as 2300999: 5.0.0 has no 2300035 and no 2300997 (cleartext not permitted,
// added after 5.0.x). A parameter that does not parse is 401 "Parameter error". The value is a plain object
// `{ code, message }` (NapiUtils::CreateErrorMessage), not an Error instance: no stack, `instanceof Error` is false.
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
  BAD_CONTENT_ENCODING: 61,
  INTERNAL: -1,
} as const;

const HTTP_ERR_MAP: Record<number, string> = {
  2300001: 'Unsupported protocol',
  2300003: 'URL using bad/illegal format or missing URL',
  2300005: "Couldn't resolve proxy name",
  2300006: "Couldn't resolve host name",
  2300007: "Couldn't connect to server",
  2300008: 'Weird server reply',
  2300009: 'Access denied to remote resource',
  2300016: 'Error in the HTTP2 framing layer',
  2300018: 'Transferred a partial file',
  2300023: 'Failed writing received data to disk/application',
  2300025: 'Upload failed',
  2300026: 'Failed to open/read local data from file/application',
  2300027: 'Out of memory',
  2300028: 'Timeout was reached',
  2300047: 'Number of redirects hit maximum amount',
  2300052: 'Server returned nothing (no headers, no data)',
  2300055: 'Failed sending data to the peer',
  2300056: 'Failure when receiving data from the peer',
  2300058: 'Problem with the local SSL certificate',
  2300059: "Couldn't use specified SSL cipher",
  2300060: 'SSL peer certificate or SSH remote key was not OK',
  2300061: 'Unrecognized or bad HTTP Content or Transfer-Encoding',
  2300063: 'Maximum file size exceeded',
  2300070: 'Disk full or allocation exceeded',
  2300073: 'Remote file already exists',
  2300077: 'Problem with the SSL CA cert (path? access rights?)',
  2300078: 'Remote file not found',
  2300094: 'An authentication function returned an error',
  2300090: 'Specified pinned public key did not match',
  2300998: 'It is not allowed to access this domain',
  2300999: 'Unknown Other Error',
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
