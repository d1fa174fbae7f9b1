// Seeded ECMA-262 patterns and inputs for the LinearRegex differential (tools/conformance/regex/test): patterns grown from
// the grammar's pieces (literals, escapes of every kind, classes and ranges, `\p{...}`, groups of every kind,
// quantifiers greedy and lazy, anchors, alternation), with a share of broken pieces (`\a`, `[z-a]`, `a{2,1}`,
// a lone `)` or `{`) so that the syntax check is compared too; inputs drawn from the characters those pieces
// name (ASCII, Latin-1, CJK, astral, lone surrogates, line terminators). The same seed gives the same corpus.
import { SeededRandom } from '../../../agent_core/src/main/ets/testing/SeededRandom';

const LITERALS = ['a', 'b', 'c', 'A', 'z', '0', '7', '_', ' ', '-', ',', 'é', '中', '😀', 'Ω', '\u00A0', '\n', '=',
  '\u2028'];
const ESCAPES = ['\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '\\n', '\\t', '\\r', '\\f', '\\v', '\\0', '\\x41', '\\x61',
  '\\u0062', '\\u4E2D', '\\u{1F600}', '\\uD83D\\uDE00', '\\uD83D', '\\cA', '\\cj', '\\.', '\\*', '\\/', '\\\\', '\\(',
  '\\[', '\\{', '\\}', '\\|', '\\^', '\\$', '\\?', '\\+', '\\]', '\\)',
  '\\p{L}', '\\p{Lu}', '\\p{Ll}', '\\P{L}', '\\p{Letter}', '\\p{Nd}', '\\p{digit}', '\\P{Nd}', '\\p{N}', '\\p{P}',
  '\\p{gc=Lo}', '\\p{General_Category=Zs}', '\\p{sc=Latn}', '\\p{Script=Han}', '\\p{sc=Grek}', '\\P{sc=Latin}',
  '\\p{Any}', '\\p{ASCII}', '\\p{Assigned}', '\\P{White_Space}', '\\p{ID_Start}', '\\p{Hex}', '\\p{Cn}', '\\p{Cs}'];
/** Valid ECMAScript this matcher refuses, and plain syntax errors. */
const UNSUPPORTED = ['\\p{Emoji}', '\\p{scx=Han}', '\\p{Alphabetic}', '\\1', '\\k<n>'];
const BROKEN = ['\\a', '\\-', '\\c1', '\\x4', '\\u12', '\\u{110000}', '\\p{Foo}', '\\p{gc=Emoji}', '\\p{L', '\\00',
  '\\8', '\\k', '\\q', '{', '}', ']', ')', '(?', '(?P<n>a)', '[z-a]', '[\\d-z]', 'a{2,1}', 'a{', '*', '\\p{sc=Hrkt}',
  '(?<1>a)', '\\B+', '^*', '(?=a)*'];
const CLASS_ITEMS = ['a', 'b', 'z', '0', '9', '-', '^', '[', '.', '*', '(', '😀', '中', 'é', ' ', '\\d', '\\w', '\\s',
  '\\D', '\\W', '\\S', '\\b', '\\-', '\\]', '\\\\', '\\n', '\\u0041', '\\u{1F600}', '\\p{L}', '\\P{Lu}', '\\p{sc=Han}',
  '\\x7A'];
const CLASS_RANGES = ['a-c', 'A-Z', '0-9', 'a-z', '\\u0020-\\u007E', '\\0-\\x1F', '😀-😂', '\\u{1F600}-\\u{1F64F}',
  '\\uD800-\\uDFFF', '\u4E00-\u9FFF', '--/', '!--', 'a-a'];
const QUANTIFIERS = ['*', '+', '?', '*?', '+?', '??', '{2}', '{0}', '{1,}', '{0,2}', '{2,3}', '{1,3}?', '{3,}?',
  '{0,1}'];
/** What inputs are drawn from: the characters the pieces above name, and their neighbours. */
const INPUT_CHARACTERS = ['a', 'b', 'c', 'A', 'B', 'z', 'Z', '0', '7', '9', '_', ' ', '-', ',', '.', '*', '/', '\\',
  'é', '中', '文', '😀', '😂', 'Ω', 'ω', '\u00A0', '\n', '\r', '\t', '\u2028', '\u0001', '\u000A', '\uFEFF', '\uD83D',
  '\uDE00', 'Ä', '٣', '\u0300', '=', 'x', 'j'];

export class PatternGenerator {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  private pick<T>(items: T[]): T {
    return items[this.random.int(0, items.length - 1)];
  }

  private chance(p: number): boolean {
    return this.random.next() < p;
  }

  /** A pattern of about `budget` pieces; `brokenRate` of its atoms are broken or unsupported pieces. */
  pattern(budget: number, brokenRate: number): string {
    return this.alternation(budget, 0, brokenRate);
  }

  /** An input of 0..maxLength characters from INPUT_CHARACTERS, or built from `pattern`'s own characters. */
  input(pattern: string, maxLength: number): string {
    const length = this.random.int(0, maxLength);
    const own = Array.from(pattern.replace(/[\\^$.*+?()[\]{}|]/g, ''));
    let text = '';
    for (let i = 0; i < length; i++) {
      text += own.length > 0 && this.chance(0.5) ? this.pick(own) : this.pick(INPUT_CHARACTERS);
    }
    return text;
  }

  private alternation(budget: number, depth: number, brokenRate: number): string {
    const count = this.chance(0.25) ? this.random.int(2, 3) : 1;
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      parts.push(this.sequence(Math.max(1, Math.floor(budget / count)), depth, brokenRate));
    }
    return parts.join('|');
  }

  private sequence(budget: number, depth: number, brokenRate: number): string {
    let text = '';
    let left = budget;
    while (left > 0) {
      const term = this.term(left, depth, brokenRate);
      text += term.text;
      left -= term.cost;
    }
    return text;
  }

  private term(budget: number, depth: number, brokenRate: number): { text: string; cost: number } {
    const roll = this.random.next();
    if (roll < 0.06) return { text: this.pick(['^', '$', '\\b', '\\B']), cost: 1 };
    if (roll < 0.09 && depth < 3) {
      const opener = this.pick(['(?=', '(?!', '(?<=', '(?<!']);
      return { text: `${opener}${this.alternation(Math.min(budget, 3), depth + 1, brokenRate)})`, cost: 3 };
    }
    let atom: string;
    let cost = 1;
    if (this.chance(brokenRate)) {
      atom = this.chance(0.4) ? this.pick(UNSUPPORTED) : this.pick(BROKEN);
    } else if (roll < 0.3 && depth < 3 && budget > 2) {
      const inner = Math.min(budget - 1, this.random.int(1, 4));
      const opener = this.pick(['(', '(?:', '(?:', '(?<g' + this.random.int(0, 999) + '>']);
      atom = `${opener}${this.alternation(inner, depth + 1, brokenRate)})`;
      cost = inner + 1;
    } else if (roll < 0.45) {
      atom = this.characterClass();
    } else if (roll < 0.62) {
      atom = this.pick(ESCAPES);
    } else if (roll < 0.68) {
      atom = '.';
    } else {
      atom = this.pick(LITERALS);
    }
    if (this.chance(0.35)) {
      atom += this.pick(QUANTIFIERS);
    }
    return { text: atom, cost };
  }

  private characterClass(): string {
    let body = '';
    const count = this.random.int(0, 3);
    for (let i = 0; i < count; i++) {
      body += this.chance(0.3) ? this.pick(CLASS_RANGES) : this.pick(CLASS_ITEMS);
    }
    return `[${this.chance(0.25) ? '^' : ''}${body}]`;
  }
}
