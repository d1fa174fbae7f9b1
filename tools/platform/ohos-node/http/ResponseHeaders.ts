// The header object `headersReceive` listeners and HttpResponse.header get. Reproduces netstack's
// HttpResponse::ParseHeaders + HttpExec::MakeHeaderWithSetCookie / MakeResponseHeader
// (communication_netstack frameworks/js/napi/http/options/src/http_response.cpp, http_exec.cpp):
//  - keys lower-cased, values trimmed; a repeated header keeps its LAST value (std::map assignment);
//  - the status line has no ':' so it never appears (no status field at all); empty values are dropped;
//  - `set-cookie` is an array of every Set-Cookie value; keys come out sorted (std::map order);
//  - the raw header text accumulates over every header block of the transfer (redirect hops included),
//    so a later block's object also holds the earlier blocks' headers.

export class ResponseHeaders {
  private readonly values = new Map<string, string>();
  private readonly setCookies: string[] = [];

  /** Adds one header block, Node's `rawHeaders` layout: [name, value, name, value, ...]. */
  addBlock(rawHeaders: string[]): void {
    for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
      const name = rawHeaders[i].trim().toLowerCase();
      const value = rawHeaders[i + 1].trim();
      if (name === 'set-cookie') this.setCookies.push(value);
      else this.values.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  get cookies(): string[] {
    return [...this.setCookies];
  }

  /** A fresh plain object, as each netstack emission builds its own. */
  toObject(): Object {
    const entries: Array<[string, string | string[]]> = [...this.values.entries()].filter(([k, v]) => k !== '' && v !== '');
    if (this.setCookies.length > 0) entries.push(['set-cookie', [...this.setCookies]]);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const result: Record<string, string | string[]> = {};
    for (const [k, v] of entries) result[k] = v;
    return result;
  }
}
