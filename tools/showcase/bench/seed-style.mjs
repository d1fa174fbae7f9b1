// A faithful JS re-implementation of the seed's stream design, kept as a reference row: what the
// IncrementalUtf8Decoder + SseParser design replaced. Its two costs are the point of the row:
// - the decoder copies the held bytes plus the whole chunk into a fresh array (`pending.concat(Array.from(chunk))`)
//   and builds the text one code point at a time with String.fromCharCode;
// - the framer appends every decoded piece to one string (`buffer += text`) and searches it from the start
//   (`indexOf('\n')`): a long line is re-flattened and re-scanned on every chunk, so it grows quadratically.
// Do not "fix" it: it is the baseline that shows what the real pipeline must not do.

/** The seed's UTF-8 decoder: byte array concat + per-code-point fromCharCode. */
export class SeedUtf8Decoder {
  constructor() {
    this.pending = [];
  }

  decode(chunk) {
    const bytes = this.pending.concat(Array.from(chunk));
    let text = '';
    let i = 0;
    while (i < bytes.length) {
      const lead = bytes[i];
      const length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      if (i + length > bytes.length) {
        break;
      }
      let codePoint;
      if (length === 1) {
        codePoint = lead;
      } else if (length === 2) {
        codePoint = ((lead & 0x1F) << 6) | (bytes[i + 1] & 0x3F);
      } else if (length === 3) {
        codePoint = ((lead & 0x0F) << 12) | ((bytes[i + 1] & 0x3F) << 6) | (bytes[i + 2] & 0x3F);
      } else {
        codePoint = ((lead & 0x07) << 18) | ((bytes[i + 1] & 0x3F) << 12) | ((bytes[i + 2] & 0x3F) << 6) | (bytes[i + 3] & 0x3F);
      }
      if (codePoint >= 0x10000) {
        const offset = codePoint - 0x10000;
        text += String.fromCharCode(0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF));
      } else {
        text += String.fromCharCode(codePoint);
      }
      i += length;
    }
    this.pending = bytes.slice(i);
    return text;
  }
}

/** The seed's SSE framer: `buffer += text`, then `indexOf('\n')` from the start for every line. */
export class SeedSseParser {
  constructor(onData) {
    this.onData = onData;
    this.buffer = '';
    this.data = [];
  }

  push(text) {
    this.buffer += text;
    let newline;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      let line = this.buffer.substring(0, newline);
      this.buffer = this.buffer.substring(newline + 1);
      if (line.endsWith('\r')) {
        line = line.substring(0, line.length - 1);
      }
      this.line(line);
    }
  }

  finish() {
    if (this.buffer.length > 0) {
      this.line(this.buffer);
      this.buffer = '';
    }
    this.line('');
  }

  line(line) {
    if (line.length === 0) {
      if (this.data.length > 0) {
        const data = this.data.join('\n');
        this.data = [];
        this.onData(data);
      }
      return;
    }
    if (line.startsWith(':')) {
      return;
    }
    if (line.startsWith('data:')) {
      this.data.push(line.startsWith('data: ') ? line.substring(6) : line.substring(5));
    }
  }
}
