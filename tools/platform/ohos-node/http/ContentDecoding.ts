// What libcurl does with a response's Content-Encoding under netstack, which always sets
// CURLOPT_ACCEPT_ENCODING to "" (communication_netstack OpenHarmony-v5.0.0-Release,
// frameworks/js/napi/http/http_exec/src/http_exec.cpp:829-831, in SetOtherOption, called from SetOption at
// :1128; no request option changes it). In curl 8.6.0 as OpenHarmony 5.0.0 builds it (third_party_curl at the
// same tag: customized/include/curl_config_standard.h:446 `HAVE_LIBZ 1`, :155 HAVE_BROTLI undefined; BUILD.gn
// :431-446 adds brotli only when `is_cares_on`) that means:
//  - the request carries `Accept-Encoding: deflate, gzip` (lib/content_encoding.c:839-851 general_unencoders,
//    :864-906), unless the app sent an Accept-Encoding header of its own (lib/http.c:3166-3170);
//  - whatever the request said, the body is decoded by every coding Content-Encoding lists, last applied first
//    (lib/http.c:3558-3568): gzip and x-gzip; deflate, zlib-wrapped or raw (a raw stream is retried at its
//    first bytes, content_encoding.c:243-256); identity passes through;
//  - any other coding (br, zstd, compress) and corrupt compressed data fail the transfer with
//    CURLE_BAD_CONTENT_ENCODING 61 (-> 2300061) at the first body byte (content_encoding.c:908-925);
//  - the headers are reported as received (content-encoding and the encoded content-length stay), each decoded
//    piece is one write callback, and a compressed stream cut short ends without error (the zlib writers close
//    with CURLE_OK, content_encoding.c:317-324, :584-591).
// Not emulated: more than 4 stacked codings (curl's MAX_ENCODE_STACK), Transfer-Encoding codings.
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';

/** What curl 8.6.0 built with zlib and without brotli sends when the app sets no Accept-Encoding. */
export const CURL_ACCEPT_ENCODING = 'deflate, gzip';

/** Receives the decoded body: pieces, then the end or the failure (exactly one of the two). */
export interface DecodedBodySink {
  onPiece(piece: Buffer): void;
  onEnd(): void;
  onFailure(): void;
}

export interface BodyDecoder {
  write(chunk: Buffer): void;
  end(): void;
  destroy(): void;
}

const ZLIB_OPTIONS = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/** RFC 1950: CMF with method 8, and CMF*256+FLG a multiple of 31. */
function isZlibHeader(head: Buffer): boolean {
  return head.length >= 2 && (head[0] & 0x0f) === 8 && ((head[0] << 8) | head[1]) % 31 === 0;
}

/** Passes bytes through (no Content-Encoding, or only identity). */
class IdentityDecoder implements BodyDecoder {
  constructor(private readonly sink: DecodedBodySink) {}

  write(chunk: Buffer): void {
    this.sink.onPiece(chunk);
  }

  end(): void {
    this.sink.onEnd();
  }

  destroy(): void {}
}

/** Fails at the first body byte: a coding curl was not built with. */
class RefusingDecoder implements BodyDecoder {
  private failed = false;

  constructor(private readonly sink: DecodedBodySink) {}

  write(chunk: Buffer): void {
    if (chunk.length > 0 && !this.failed) {
      this.failed = true;
      this.sink.onFailure();
    }
  }

  end(): void {
    if (!this.failed) this.sink.onEnd();
  }

  destroy(): void {
    this.failed = true;
  }
}

/** A chain of zlib transforms, the last listed coding first; deflate picks zlib or raw from its first bytes. */
class ZlibChainDecoder implements BodyDecoder {
  private readonly chain: Transform[] = [];
  private settled = false;
  private pendingDeflate: Buffer[] = [];

  constructor(private readonly codings: string[], private readonly sink: DecodedBodySink) {
    // codings: decode order (the last listed coding first).
    if (codings[0] !== 'deflate') this.build(undefined);
  }

  write(chunk: Buffer): void {
    if (this.settled) return;
    if (this.chain.length === 0) {
      this.pendingDeflate.push(chunk);
      const head = Buffer.concat(this.pendingDeflate);
      if (head.length < 2) return;
      this.pendingDeflate = [];
      this.build(head);
      this.chain[0].write(head);
      return;
    }
    this.chain[0].write(chunk);
  }

  end(): void {
    if (this.settled) return;
    if (this.chain.length === 0) this.build(Buffer.concat(this.pendingDeflate));
    if (this.pendingDeflate.length > 0) {
      this.chain[0].write(Buffer.concat(this.pendingDeflate));
      this.pendingDeflate = [];
    }
    this.chain[0].end();
  }

  destroy(): void {
    this.settled = true;
    for (const stage of this.chain) stage.destroy();
  }

  private build(head: Buffer | undefined): void {
    for (let i = 0; i < this.codings.length; i++) {
      const coding = this.codings[i];
      const stage = coding === 'deflate'
        ? i === 0 && head !== undefined && !isZlibHeader(head) ? zlib.createInflateRaw(ZLIB_OPTIONS) : zlib.createInflate(ZLIB_OPTIONS)
        : zlib.createGunzip(ZLIB_OPTIONS);
      stage.on('error', () => this.fail());
      if (this.chain.length > 0) this.chain[this.chain.length - 1].pipe(stage);
      this.chain.push(stage);
    }
    const last = this.chain[this.chain.length - 1];
    last.on('data', (piece: Buffer) => {
      if (!this.settled) this.sink.onPiece(piece);
    });
    last.on('end', () => {
      if (this.settled) return;
      this.settled = true;
      this.sink.onEnd();
    });
  }

  private fail(): void {
    if (this.settled) return;
    this.destroy();
    this.sink.onFailure();
  }
}

/** The decoder curl builds for a Content-Encoding header value (undefined or '' means none). */
export function bodyDecoderFor(contentEncoding: string | undefined, sink: DecodedBodySink): BodyDecoder {
  const listed = (contentEncoding ?? '').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
  const codings = listed.filter((c) => c !== 'identity').map((c) => (c === 'x-gzip' ? 'gzip' : c)).reverse();
  if (codings.length === 0) return new IdentityDecoder(sink);
  if (codings.some((c) => c !== 'gzip' && c !== 'deflate')) return new RefusingDecoder(sink);
  return new ZlibChainDecoder(codings, sink);
}
