// `node tools/conformance/regex/unicode-tables.mjs [--check]`: writes agent_core/src/main/ets/regex/UnicodeTables.ets, the
// Unicode data LinearRegex needs for `\p{...}` and group names, read from this Node's own RegExp (V8 over ICU),
// which is also the oracle the differential tests compare LinearRegex with. `--check` only compares the file
// with what this Node would write (exit 1 when they differ).
//
// What it reads, code point by code point (U+0000..U+10FFFF):
// - the General_Category partition (30 values) and the Script partition (every value ECMA-262 accepts), as runs;
// - ID_Start and ID_Continue as the few code points where they differ from their General_Category core
//   (ID_Start ~ L + Nl, ID_Continue ~ ID_Start + Mn + Mc + Nd + Pc);
// - the script names: every 4-letter code RegExp accepts (found by trying all of them), each with its long
//   name (Intl.DisplayNames, or FIXED_LONG_NAMES where the display name is not the property value name). Each
//   name is checked to denote exactly its code's set.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
export const TABLES_FILE = path.join(ROOT, 'agent_core', 'src', 'main', 'ets', 'regex', 'UnicodeTables.ets');
const MAX = 0x10FFFF;
/** The General_Category values, in partition index order. */
const GENERAL_CATEGORIES = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No', 'Pc', 'Pd', 'Ps',
  'Pe', 'Pi', 'Pf', 'Po', 'Sm', 'Sc', 'Sk', 'So', 'Zs', 'Zl', 'Zp', 'Cc', 'Cf', 'Cs', 'Co', 'Cn'];
/** Property value names of scripts whose English display name is not the value name. */
const FIXED_LONG_NAMES = {
  Beng: 'Bengali', Cans: 'Canadian_Aboriginal', Cpmn: 'Cypro_Minoan', Dupl: 'Duployan', Egyp: 'Egyptian_Hieroglyphs',
  Kits: 'Khitan_Small_Script', Lana: 'Tai_Tham', Lisu: 'Lisu', Mand: 'Mandaic', Mend: 'Mende_Kikakui',
  Mero: 'Meroitic_Hieroglyphs', Mtei: 'Meetei_Mayek', Nkoo: 'Nko', Nshu: 'Nushu', Orkh: 'Old_Turkic', Orya: 'Oriya',
  Phag: 'Phags_Pa', Plrd: 'Miao', Rohg: 'Hanifi_Rohingya', Tutg: 'Tulu_Tigalari', Wara: 'Warang_Citi',
  Xsux: 'Cuneiform', Zzzz: 'Unknown',
};
/** Script codes that name another script (PropertyValueAliases.txt: `sc ; Copt ; Coptic ; Qaac`). */
const SCRIPT_ALIASES = { Qaac: 'Copt', Qaai: 'Zinh' };
/** Index letters: an index is written in base 52 with these digits, a fixed number of them per table. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function compiles(source) {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The partition index of every code point, for regexes that partition the code space. */
function partition(regexes) {
  const index = new Uint16Array(MAX + 1);
  let last = 0;
  for (let c = 0; c <= MAX; c++) {
    const s = String.fromCodePoint(c);
    // Neighbours mostly share a value: try the last one first.
    let k = last;
    if (!regexes[k].test(s)) {
      k = 0;
      while (k < regexes.length && !regexes[k].test(s)) k++;
    }
    if (k === regexes.length) throw new Error(`U+${c.toString(16)} is in none of the partition's sets`);
    index[c] = k;
    last = k;
  }
  return index;
}

/** Runs of equal indexes: index letters (`width` of them), then the run's length in decimal. */
function encodeRuns(index, width) {
  let text = '';
  let start = 0;
  for (let c = 1; c <= MAX + 1; c++) {
    if (c > MAX || index[c] !== index[start]) {
      let letters = '';
      let value = index[start];
      for (let i = 0; i < width; i++) {
        letters = LETTERS[value % 52] + letters;
        value = Math.floor(value / 52);
      }
      text += letters + String(c - start);
      start = c;
    }
  }
  return text;
}

/** Every code point once; lone surrogates apart, so that no two of them pair up. */
const ALL_CODE_POINTS = (() => {
  let text = '';
  for (let c = 0; c <= MAX; c++) if (c < 0xD800 || c > 0xDFFF) text += String.fromCodePoint(c);
  return text;
})();
const SURROGATES = Array.from({ length: 0x800 }, (_, i) => String.fromCharCode(0xD800 + i));

/** Whether two class escapes denote the same set: their differences (the `v` flag's `--`) match nothing. */
function sameSet(a, b) {
  const difference = new RegExp(`[${a}--${b}]|[${b}--${a}]`, 'v');
  return !difference.test(ALL_CODE_POINTS) && !SURROGATES.some((s) => difference.test(s));
}

/** Every script code RegExp accepts, and the long name of each; ALIASES map to their script. */
function scripts() {
  const upper = LETTERS.slice(0, 26);
  const lower = LETTERS.slice(26);
  const codes = [];
  for (const a of upper) for (const b of lower) for (const c of lower) for (const d of lower) {
    if (compiles(`\\p{sc=${a}${b}${c}${d}}`)) codes.push(`${a}${b}${c}${d}`);
  }
  const aliasOf = Object.entries(SCRIPT_ALIASES);
  for (const [alias, code] of aliasOf) {
    if (!codes.includes(alias) || !sameSet(`\\p{sc=${alias}}`, `\\p{sc=${code}}`)) {
      throw new Error(`${alias} is no alias of ${code}`);
    }
  }
  const display = new Intl.DisplayNames('en', { type: 'script' });
  const longOf = (code) => FIXED_LONG_NAMES[code] ?? (display.of(code) ?? '').replace(/ /g, '_');
  // A 4-letter long name (Miao, of Plrd) passes for a code too.
  const longNamesOfOthers = new Set(codes.map((code) => longOf(code)).filter((long, k) => long !== codes[k]));
  const primary = codes.filter((code) => SCRIPT_ALIASES[code] === undefined && !longNamesOfOthers.has(code));
  const longNames = new Map();
  for (const code of primary) {
    const long = longOf(code);
    if (!compiles(`\\p{sc=${long}}`) || !sameSet(`\\p{sc=${long}}`, `\\p{sc=${code}}`)) {
      throw new Error(`script ${code}: "${long}" is not its long name; add it to FIXED_LONG_NAMES`);
    }
    longNames.set(code, long);
  }
  const index = partition(primary.map((code) => new RegExp(`^\\p{sc=${code}}$`, 'u')));
  // Two codes with one set would leave the second without a code point: an alias missing from SCRIPT_ALIASES.
  const used = new Set(index);
  const unused = primary.filter((_, k) => !used.has(k));
  if (unused.length > 0) throw new Error(`scripts without code points (aliases?): ${unused.join(' ')}`);
  return { primary, longNames, aliasOf, index };
}

function exceptions(property, core) {
  const p = new RegExp(`^\\p{${property}}$`, 'u');
  const c = new RegExp(`^[${core}]$`, 'u');
  const extra = [];
  const excluded = [];
  for (let cp = 0; cp <= MAX; cp++) {
    const s = String.fromCodePoint(cp);
    const inP = p.test(s);
    if (inP !== c.test(s)) (inP ? extra : excluded).push(cp);
  }
  return { extra, excluded };
}

function chunked(text, width) {
  const parts = [];
  for (let i = 0; i < text.length; i += width) parts.push(`  '${text.slice(i, i + width)}'`);
  return `[\n${parts.join(',\n')}\n].join('')`;
}

function wrappedList(items, indent = '  ', width = 116) {
  const lines = [];
  let line = '';
  for (const item of items) {
    if (line.length > 0 && indent.length + line.length + item.length + 2 > width) {
      lines.push(indent + line.trimEnd());
      line = '';
    }
    line += `${item}, `;
  }
  if (line.length > 0) lines.push(indent + line.trimEnd().replace(/,$/, ''));
  return lines.join('\n');
}

const hex = (n) => `0x${n.toString(16).toUpperCase()}`;

export function generateTables() {
  const gc = partition(GENERAL_CATEGORIES.map((g) => new RegExp(`^\\p{gc=${g}}$`, 'u')));
  const { primary, longNames, aliasOf, index: sc } = scripts();
  const idStart = exceptions('ID_Start', '\\p{L}\\p{Nl}');
  const idContinue = exceptions('ID_Continue', '\\p{L}\\p{Nl}\\p{Mn}\\p{Mc}\\p{Nd}\\p{Pc}');
  return `/*
 * UnicodeTables: the Unicode data of LinearRegex (\\p{...} and group names), Unicode ${process.versions.unicode}.
 * GENERATED by tools/conformance/regex/unicode-tables.mjs from Node ${process.version}'s RegExp: do not edit; regenerate
 * with \`node tools/conformance/regex/unicode-tables.mjs\`. The differential tests compare LinearRegex with that RegExp.
 *
 * A partition (General_Category, Script) is written as runs from U+0000 to U+10FFFF: the value's index in
 * base 52 (letters A-Z a-z, a fixed number of them per table), then the run's length in decimal.
 */

/** The Unicode version the tables were read from. */
export const UNICODE_VERSION: string = '${process.versions.unicode}';

/** General_Category values (short names), in index order. */
export const GENERAL_CATEGORIES: string[] = [
${wrappedList(GENERAL_CATEGORIES.map((g) => `'${g}'`))}
];

/** The General_Category partition: one index letter per run. */
export const GENERAL_CATEGORY_RUNS: string = ${chunked(encodeRuns(gc, 1), 112)};

/** Script values (4-letter codes), in index order. */
export const SCRIPT_CODES: string[] = [
${wrappedList(primary.map((c) => `'${c}'`))}
];

/** The long name of each script, parallel to SCRIPT_CODES. */
export const SCRIPT_NAMES: string[] = [
${wrappedList(primary.map((c) => `'${longNames.get(c)}'`))}
];

/** Further codes of a script: [alias, code] pairs. */
export const SCRIPT_ALIASES: string[] = [
${wrappedList(aliasOf.flat().map((c) => `'${c}'`))}
];

/** The Script partition: two index letters per run. */
export const SCRIPT_RUNS: string = ${chunked(encodeRuns(sc, 2), 112)};

/** ID_Start = L + Nl + these - ID_START_EXCLUDED. */
export const ID_START_EXTRA: number[] = [${idStart.extra.map(hex).join(', ')}];
export const ID_START_EXCLUDED: number[] = [${idStart.excluded.map(hex).join(', ')}];
/** ID_Continue = L + Nl + Mn + Mc + Nd + Pc + these - ID_CONTINUE_EXCLUDED. */
export const ID_CONTINUE_EXTRA: number[] = [
${wrappedList(idContinue.extra.map(hex))}
];
export const ID_CONTINUE_EXCLUDED: number[] = [${idContinue.excluded.map(hex).join(', ')}];
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = generateTables();
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(TABLES_FILE) && fs.readFileSync(TABLES_FILE, 'utf8') === text;
    console.log(same ? 'UnicodeTables.ets is up to date' : 'UnicodeTables.ets differs from what this Node would write');
    process.exit(same ? 0 : 1);
  }
  fs.mkdirSync(path.dirname(TABLES_FILE), { recursive: true });
  fs.writeFileSync(TABLES_FILE, text);
  const what = `${text.length} characters, Unicode ${process.versions.unicode}`;
  console.log(`wrote ${path.relative(ROOT, TABLES_FILE)} (${what})`);
}
