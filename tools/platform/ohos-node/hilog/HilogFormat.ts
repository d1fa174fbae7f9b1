// Formats one hilog line the way the platform renders it (declarations: @arkts/declarations
// api/@ohos.hilog.d.ts; format rules: the HiLog reference "Parameter Format"):
//  - `%{public}X` prints the argument; `%{private}X` AND a bare `%X` print `<private>` (unflagged
//    arguments are private by default);
//  - specifiers: d/i (number, bigint), s (string, boolean, undefined, null), o/O (objects, as JSON);
//    `%%` is a percent sign; an argument missing for a specifier prints nothing;
//  - a line: `<level letter> A<domain, 5 hex digits>/<tag>: <message>`, tag cut to 31 bytes.

const SPEC = /%(?:\{(public|private)\})?([diso%O])/g;

function render(value: unknown, specifier: string): string {
  if (specifier === 'd' || specifier === 'i') {
    if (typeof value === 'bigint') return value.toString();
    return typeof value === 'number' ? String(value) : String(Number(value));
  }
  if (specifier === 'o' || specifier === 'O') {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

export function formatHilogMessage(format: string, args: unknown[]): string {
  let next = 0;
  return String(format).replace(SPEC, (_match: string, privacy: string | undefined, specifier: string) => {
    if (specifier === '%') return '%';
    if (next >= args.length) return '';
    const value = args[next++];
    return privacy === 'public' ? render(value, specifier) : '<private>';
  });
}

export function formatHilogLine(letter: string, domain: number, tag: string, format: string, args: unknown[]): string {
  const shortTag = Buffer.from(String(tag), 'utf8').subarray(0, 31).toString('utf8');
  const domainText = (domain >>> 0).toString(16).toUpperCase().padStart(5, '0');
  return `${letter} A${domainText}/${shortTag}: ${formatHilogMessage(format, args)}`;
}
