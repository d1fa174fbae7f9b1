// LinearRegex against RegExp with the `u` flag, the oracle: the same syntax verdict on every pattern (a pattern
// RegExp accepts is valid here too, supported or refused with an unsupported-construct code), and the same
// `test` result on every input (as the spec's search loop defines it, see specTest), over the patterns of the
// JSON Schema Test Suite with its strings and over a seeded corpus of generated patterns and inputs. Every
// disagreement fails the suite. The Unicode tables are compared set by set with RegExp's `\p{...}` (when this
// Node's Unicode version is the tables').
// @ts-ignore: plain ESM tooling module
import { skippedFor } from '../../../ci/test/outside-material.mjs';
import { describe, expect, it } from '@ohos/hypium';
import fs from 'node:fs';
import path from 'node:path';
import { LinearRegex } from '../../../../agent_core/src/main/ets/regex/LinearRegex';
import { RegexErrorCodes } from '../../../../agent_core/src/main/ets/regex/RegexErrorCodes';
import {
  GENERAL_CATEGORY_VALUES, SUPPORTED_BINARY_PROPERTIES, UnicodeProperties, UNSUPPORTED_BINARY_PROPERTIES,
} from '../../../../agent_core/src/main/ets/regex/UnicodeProperties';
import {
  SCRIPT_ALIASES, SCRIPT_CODES, SCRIPT_NAMES, UNICODE_VERSION,
} from '../../../../agent_core/src/main/ets/regex/UnicodeTables';
import { hasSuite, SUITE_DIR } from '../../schema/SharedConformance';
import type { Json } from '../../schema/SharedConformance';
import { PatternGenerator } from '../PatternGenerator';

const SEED = 20260116;
const GENERATED_PATTERNS = 4000;
const INPUTS_PER_PATTERN = 16;
/** Codes for a pattern RegExp accepts and LinearRegex refuses on purpose. */
const REFUSALS = new Set([RegexErrorCodes.UNSUPPORTED_BACKREFERENCE, RegexErrorCodes.UNSUPPORTED_LOOKAHEAD,
  RegexErrorCodes.UNSUPPORTED_LOOKBEHIND, RegexErrorCodes.UNSUPPORTED_PROPERTY, RegexErrorCodes.TOO_LARGE,
  RegexErrorCodes.TOO_DEEP]);

class Tally {
  patterns = 0;
  valid = 0;
  supported = 0;
  comparisons = 0;
  /** Inputs where V8's own search started inside a surrogate pair (see specTest). */
  v8MidPairStarts = 0;
  disagreements: string[] = [];

  note(text: string): void {
    if (this.disagreements.length < 25) this.disagreements.push(text);
    else if (this.disagreements.length === 25) this.disagreements.push('...');
  }
}

/**
 * RegExp.prototype.test as ECMA-262 22.2.7.2 defines it for the `u` flag: the match is tried at each code point
 * boundary (lastIndex advances with AdvanceStringIndex), here with the sticky flag at each. V8's own unanchored
 * search also starts inside a surrogate pair, where an empty match can succeed (`/\B/u.test('B😂_')` is true
 * in Node 20: \B between the two halves); the spec never looks there, nor does LinearRegex.
 */
function specTest(sticky: RegExp, input: string): boolean {
  for (let i = 0; i <= input.length; i += (input.codePointAt(i) ?? 0) > 0xFFFF ? 2 : 1) {
    sticky.lastIndex = i;
    if (sticky.test(input)) return true;
  }
  return false;
}

/** Compares one pattern's syntax verdict and its `test` on each input; disagreements go to `tally`. */
function compare(pattern: string, inputs: string[], tally: Tally): void {
  tally.patterns++;
  let native: RegExp | undefined;
  try {
    native = new RegExp(pattern, 'u');
  } catch {
    native = undefined;
  }
  const syntax = LinearRegex.checkSyntax(pattern);
  const compiled = LinearRegex.compile(pattern);
  const shown = JSON.stringify(pattern);
  if (native === undefined) {
    if (syntax.ok || compiled.ok || compiled.error?.code !== RegexErrorCodes.SYNTAX) {
      const ours = compiled.ok ? 'compiles it' : `says ${compiled.error?.code}`;
      tally.note(`${shown}: RegExp rejects it, LinearRegex ${ours}`);
    }
    return;
  }
  tally.valid++;
  if (!syntax.ok) {
    tally.note(`${shown}: RegExp accepts it, checkSyntax says ${syntax.error?.message}`);
    return;
  }
  if (!compiled.ok) {
    if (!REFUSALS.has(compiled.error?.code ?? '')) {
      tally.note(`${shown}: RegExp accepts it, compile says ${compiled.error?.message}`);
    }
    return;
  }
  tally.supported++;
  const sticky = new RegExp(pattern, 'uy');
  for (const input of inputs) {
    tally.comparisons++;
    const expected = specTest(sticky, input);
    if (native.test(input) !== expected) tally.v8MidPairStarts++;
    const actual = compiled.value!.test(input);
    if (expected !== actual) {
      tally.note(`${shown} on ${JSON.stringify(input)}: RegExp ${expected}, LinearRegex ${actual}`);
    }
  }
}

/** The suite's patterns (`pattern`, `patternProperties` keys) with the strings their groups test. */
function suitePatterns(): Map<string, Set<string>> {
  const patterns = new Map<string, Set<string>>();
  const addStrings = (into: Set<string>, data: Json): void => {
    if (typeof data === 'string') into.add(data);
    else if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      Object.keys(data).forEach((k) => into.add(k));
    }
  };
  const walk = (schema: Json, strings: Set<string>): void => {
    if (Array.isArray(schema)) schema.forEach((s) => walk(s, strings));
    else if (schema !== null && typeof schema === 'object') {
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'pattern' && typeof value === 'string') patterns.set(value, strings);
        if (key === 'patternProperties' && value !== null && typeof value === 'object') {
          Object.keys(value).forEach((p) => patterns.set(p, strings));
        }
        walk(value, strings);
      }
    }
  };
  for (const file of suiteFiles()) {
    for (const group of JSON.parse(fs.readFileSync(file, 'utf8')) as { schema: Json; tests: { data: Json }[] }[]) {
      const strings = new Set<string>();
      group.tests.forEach((t) => addStrings(strings, t.data));
      const before = patterns.size;
      walk(group.schema, strings);
      if (patterns.size === before) continue;
    }
  }
  return patterns;
}

/** The strings `format: regex` is asserted on. */
function formatRegexStrings(): string[] {
  const strings: string[] = [];
  for (const file of suiteFiles()) {
    for (const group of JSON.parse(fs.readFileSync(file, 'utf8')) as { schema: Json; tests: { data: Json }[] }[]) {
      const schema = group.schema;
      if (schema !== null && typeof schema === 'object' && !Array.isArray(schema) && schema['format'] === 'regex') {
        group.tests.forEach((t) => typeof t.data === 'string' && strings.push(t.data));
      }
    }
  }
  return strings;
}

function suiteFiles(): string[] {
  const root = path.join(SUITE_DIR, 'tests', 'draft2020-12');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

/** Every code point once (lone surrogates apart, so that none pair up). */
function allCodePoints(): string {
  const parts: string[] = [];
  for (let c = 0; c <= 0x10FFFF; c++) if (c < 0xD800 || c > 0xDFFF) parts.push(String.fromCodePoint(c));
  return parts.join('');
}

/** Whether our set of `\p{body}` is RegExp's: the two differences (`v` flag) match no code point. */
function sameAsNative(body: string, all: string): boolean {
  const lookup = body.includes('=') ? UnicodeProperties.lookup(body.split('=')[0], body.split('=')[1]) :
    UnicodeProperties.lookup(body, undefined);
  if (lookup.set === undefined) return false;
  const r = lookup.set.ranges;
  let ours = '';
  for (let i = 0; i < r.length; i += 2) ours += `\\u{${r[i].toString(16)}}-\\u{${r[i + 1].toString(16)}}`;
  const difference = new RegExp(`[\\p{${body}}--[${ours}]]|[[${ours}]--\\p{${body}}]`, 'v');
  if (difference.test(all)) return false;
  for (let c = 0xD800; c <= 0xDFFF; c++) if (difference.test(String.fromCharCode(c))) return false;
  return true;
}

function printLine(line: string): void {
  process.stdout.write(`RegexDifferential: ${line}\n`);
}

export default function regexDifferentialTest() {
  describe('RegexDifferential', () => {
    const seeded = `${GENERATED_PATTERNS} seeded patterns x ${INPUTS_PER_PATTERN} inputs (seed ${SEED})`;
    it(`agrees with RegExp on ${seeded}`, 0, () => {
      const generator = new PatternGenerator(SEED);
      const tally = new Tally();
      for (let i = 0; i < GENERATED_PATTERNS; i++) {
        const pattern = generator.pattern(1 + (i % 7), i % 4 === 0 ? 0.15 : 0);
        const inputs: string[] = [];
        for (let k = 0; k < INPUTS_PER_PATTERN; k++) inputs.push(generator.input(pattern, 8));
        compare(pattern, inputs, tally);
      }
      printLine(`seeded: ${tally.patterns} patterns (${tally.valid} valid ECMAScript, ${tally.supported} supported), ` +
        `${tally.comparisons} test() comparisons, ${tally.disagreements.length} disagreements (V8's search started ` +
        `inside a surrogate pair on ${tally.v8MidPairStarts})`);
      expect(tally.disagreements.join('\n')).assertEqual('');
      // The corpus must exercise all three outcomes, or it would prove little.
      expect(tally.supported > GENERATED_PATTERNS / 2 && tally.valid > tally.supported &&
        tally.patterns > tally.valid).assertTrue();
    });

    if (!hasSuite()) {
      skippedFor('conformance', 'RegexDifferential (suite patterns)');
      it(`skipped: no JSON Schema Test Suite under ${SUITE_DIR} (CI may lack it)`, 0, () => {
        expect(hasSuite()).assertFalse();
      });
    } else {
      it('agrees with RegExp on every pattern of the JSON Schema Test Suite, on all of the suite\'s strings', 0, () => {
        const patterns = suitePatterns();
        const everyString = new Set<string>();
        patterns.forEach((strings) => strings.forEach((s) => everyString.add(s)));
        const tally = new Tally();
        for (const pattern of patterns.keys()) compare(pattern, [...everyString], tally);
        printLine(`suite: ${tally.patterns} patterns x ${everyString.size} strings, ` +
          `${tally.comparisons} comparisons, ` +
          `${tally.supported} patterns supported, ${tally.disagreements.length} disagreements`);
        expect(tally.disagreements.join('\n')).assertEqual('');
        expect(tally.supported).assertEqual(tally.patterns);
      });

      it('judges the suite\'s format: regex strings as RegExp does', 0, () => {
        const wrong = formatRegexStrings().filter((s) => {
          let native = true;
          try {
            new RegExp(s, 'u');
          } catch {
            native = false;
          }
          return native !== LinearRegex.checkSyntax(s).ok;
        });
        expect(wrong.map((s) => JSON.stringify(s)).join(' ')).assertEqual('');
      });
    }

    if (process.versions.unicode !== UNICODE_VERSION) {
      const versions = `the tables are Unicode ${UNICODE_VERSION}, this Node's RegExp ${process.versions.unicode}`;
      it(`skipped: ${versions}`, 0, () => {
        expect(process.versions.unicode === UNICODE_VERSION).assertFalse();
      });
    } else {
      it('denotes with every supported \\p{...} name exactly the code points RegExp does', 0, () => {
        const all = allCodePoints();
        const categories = GENERAL_CATEGORY_VALUES.flatMap((value) => value[0].split(' '));
        const names = [...categories, ...categories.map((c) => `gc=${c}`), 'General_Category=Lu',
          ...SUPPORTED_BINARY_PROPERTIES.flatMap((p) => p.split(' ')),
          ...[...SCRIPT_CODES, ...SCRIPT_NAMES, ...SCRIPT_ALIASES].map((s) => `sc=${s}`), 'Script=Han'];
        const wrong = names.filter((name) => !sameAsNative(name, all));
        printLine(`tables: ${names.length} supported \\p{...} names compared with RegExp ` +
          `(Unicode ${UNICODE_VERSION}), ` +
          `${wrong.length} differ`);
        expect(wrong.join(' ')).assertEqual('');
      });

      it('accepts a group name exactly where RegExp does (ID_Start, ID_Continue, $, _, ZWNJ, ZWJ, escapes)', 0, () => {
        const wrong: string[] = [];
        const check = (name: string): void => {
          let native = true;
          try {
            new RegExp(`(?<${name}>x)`, 'u');
          } catch {
            native = false;
          }
          if (native !== LinearRegex.checkSyntax(`(?<${name}>x)`).ok && wrong.length < 20) {
            wrong.push(JSON.stringify(name));
          }
        };
        for (let c = 0; c <= 0x10FFFF; c += c < 0x3100 ? 1 : 61) {
          const ch = String.fromCodePoint(c);
          check(ch);
          check(`a${ch}`);
        }
        ['\\u0061b', 'a\\u{62}', '\\u{1D49C}', '\\uD835\\uDC9C', '\\uD835', 'a\\x41', '$_\u200C\u200D', '\u200C']
          .forEach(check);
        expect(wrong.join(' ')).assertEqual('');
      });
    }

    it('knows every binary property and Script_Extensions value ECMAScript lists, as RegExp does', 0, () => {
      const bodies = [...UNSUPPORTED_BINARY_PROPERTIES.flatMap((p) => p.split(' ')),
        ...[...SCRIPT_CODES, ...SCRIPT_NAMES].map((s) => `scx=${s}`), 'Script_Extensions=Latin'];
      const wrong = bodies.filter((body) => {
        const ours = LinearRegex.compile(`\\p{${body}}`);
        let native = true;
        try {
          new RegExp(`\\p{${body}}`, 'u');
        } catch {
          native = false;
        }
        return !native || ours.ok || ours.error?.code !== RegexErrorCodes.UNSUPPORTED_PROPERTY;
      });
      expect(wrong.join(' ')).assertEqual('');
    });
  });
}
