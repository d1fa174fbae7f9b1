// Maps what Node's sockets report to the CURLcode libcurl (under netstack) would end the same transfer
// with. Sources: curl's lib/connect.c, lib/transfer.c, lib/sendf.c, lib/http_chunks.c, lib/vtls/openssl.c
// behaviour as documented in libcurl-errors(3):
//  - name resolution failure -> 6; refused / unreachable / OS connect timeout -> 7
//  - connection closed (FIN) before any response byte -> 52 "server returned nothing"
//  - FIN in the middle of a body over plain HTTP (chunked not terminated, or fewer bytes than
//    content-length) -> 18 "transfer closed with outstanding read data remaining" (CURLE_PARTIAL_FILE)
//  - reset by peer (RST) while receiving -> 56; over TLS an EOF without close_notify is also 56
//    (OpenSSL "unexpected eof while reading"); bad chunked framing -> 56
//  - broken pipe while sending -> 55; invalid certificate -> 60; other TLS handshake failure -> 35
//  - malformed status line / headers -> 8
import { Curl } from './BusinessErrors';

export type TransferPhase = 'connecting' | 'waiting' | 'body';

interface NodeError {
  code?: string;
  syscall?: string;
  message?: string;
}

const RESOLVE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EAI_NODATA']);
const CONNECT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENETDOWN', 'EHOSTDOWN']);
const CERT = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ALTNAME|LEAF_SIGNATURE/;

/** True when the socket saw a real reset (RST), not just Node's own 'socket hang up' wording of a FIN. */
export function isPeerReset(error: NodeError | undefined): boolean {
  return !!error && (error.code === 'ECONNRESET' || error.code === 'EPIPE') && error.syscall !== undefined;
}

export function curlCodeForNodeError(error: NodeError, phase: TransferPhase, tls: boolean): number {
  const code = error.code ?? '';
  if (RESOLVE.has(code)) return Curl.COULDNT_RESOLVE_HOST;
  if (CONNECT.has(code)) return Curl.COULDNT_CONNECT;
  if (code === 'ETIMEDOUT') return phase === 'connecting' ? Curl.COULDNT_CONNECT : Curl.OPERATION_TIMEDOUT;
  if (CERT.test(code)) return Curl.PEER_FAILED_VERIFICATION;
  if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS')) return Curl.SSL_CONNECT_ERROR;
  if (code === 'HPE_INVALID_CHUNK_SIZE' || code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return Curl.RECV_ERROR;
  if (code.startsWith('HPE_')) return Curl.WEIRD_SERVER_REPLY;
  if (code === 'EPIPE') return Curl.SEND_ERROR;
  if (code === 'ECONNRESET') {
    if (phase === 'connecting') return tls ? Curl.SSL_CONNECT_ERROR : Curl.COULDNT_CONNECT;
    if (isPeerReset(error) || tls) return Curl.RECV_ERROR;
    return phase === 'waiting' ? Curl.GOT_NOTHING : Curl.PARTIAL_FILE;
  }
  return Curl.INTERNAL;
}

/** The code for a response whose body ended before it was complete (socket closed mid-body). */
export function curlCodeForTruncatedBody(socketError: NodeError | undefined, tls: boolean): number {
  return isPeerReset(socketError) || tls ? Curl.RECV_ERROR : Curl.PARTIAL_FILE;
}
