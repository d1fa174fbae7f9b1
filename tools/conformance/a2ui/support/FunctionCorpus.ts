// A seeded corpus of basic-catalog function calls for the web_core differential: for each function, arguments
// drawn from pools of edge values (rounding ties, negatives, huge and tiny numbers, numeric strings, every
// date form, TR35 pattern letters, ISO 4217 codes with 0, 2 and 3 minor units, every CLDR plural category),
// each one written as a literal or bound to the data model ({"path"}), which the corpus provides. Nested calls
// (an argument that is itself a call) appear too. The same seed gives the same calls.
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rec = { [key: string]: Json };

export interface FunctionCase {
  call: Rec;
  /** The data model the call's bindings read. */
  data: Rec;
}

const NUMBERS: Json[] = [0, 1, -1, 2, 5, -0.0004, -0.001, 0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 1.45, 12.345, 1234.5,
  -1234.567, 999999.995, 1e6, 1e15, 123456789.987, 0.0001, 0.000123, 1e21, -0.4, -0, 99.995, 7.125, 1000, 10000000,
  '42', '3.14', '-8', '', ' 7 ', 'abc', null, true, 0.1 + 0.2];
const DECIMALS: Json[] = [0, 1, 2, 3, 4, 5, 8, 2.5, '2', 0.4];
const CURRENCIES: Json[] = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'KRW', 'INR', 'CHF', 'SEK', 'NOK', 'BHD', 'KWD', 'CAD',
  'AUD', 'BRL', 'MXN', 'HKD', 'TWD', 'NZD', 'ILS', 'VND', 'PHP', 'CLP', 'ISK', 'UGX', 'XAF', 'ZAR', 'RUB', 'usd',
  'Eur'];
const DATES: Json[] = ['2025-12-15', '2026-01-16', '2024-02-29', '2026-01-16T14:30:00Z', '2026-01-16T00:00:00Z',
  '2026-01-16T23:59:59Z', '2026-01-16T14:30:00+05:30', '2026-07-04T09:05:03-07:00', '2025-12-31T23:59:59.999Z',
  '2026-03-08T02:30:00-05:00', '2026-02-03T14:30:00', '2026-02-03T00:00', '2026-02-03 10:15', '14:30', '09:05:07',
  1768573800000, 0, -86400000, 1e12, 'not a date', '2026-13-45', '', 'Jan 16 2026', '2026-01-16T14:30:00.123456Z',
  null];
const FORMATS: Json[] = ['yyyy-MM-dd', 'MMM d, yyyy', 'MMM dd, yyyy', 'EEEE, d MMMM', 'E, MMM d', 'h:mm a', 'HH:mm',
  'HH:mm:ss', 'd', 'dd', 'M/d/yy', 'MM/dd/yyyy', 'MMMM', 'MMM', 'M', 'EEE', 'E', 'EEEE', 'EEEEE',
  "yyyy-MM-dd'T'HH:mm", "'at' h a", 'hh:mm a', 'h a', 'H', 'HH', 'h', 'hh', 'm', 'mm', 's', 'ss', 'a', 'yy', 'y',
  'yyyy', 'ISO', 'E MMM d, yyyy h:mm a', 'E MMM d, YYYY h:mm a', 'YYYY', 'LLL', 'LLLL', 'k:mm', 'K:mm a', 'G yyyy',
  "''", "'quoted ''text'''", 'S', 'SSS', 'MMMMM', 'plain text', ''];
const TEXTS: Json[] = ['', 'a', 'Ada', 'ada@example.com', 'a@b', 'a@b.c', 'a@b.co', 'first.last+tag@sub.example.org',
  'no spaces@x.io', '0123456789', '012345678', 'abc', 'ABC', '中文字符', '😀😀', 'x'.repeat(12), 'true', 'false', '0', ' ',
  null, 0, 12, true, ['a'], []];
const PATTERNS: Json[] = ['^\\d{10}$', '^[a-z]+$', '^\\S+@\\S+$', '\\d', '^(a|b)*$', '^.{3,8}$', '^[A-Z]', 'a{2}',
  '^$', '^[\\p{L}]+$', '^\\w+$', '[', 'ä', '^.$'];
const PLURAL_COUNTS: Json[] = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 0.5, -1, '1', '0', '', null, 1.0, 101, 1000000];
const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many'];
const LOGIC_VALUES: Json[] = [true, false, 'true', 'false', 'TRUE', '', 'x', 0, 1, -1, null, [], {}, 'yes'];
const TEMPLATES: Json[] = ['Hello ${/name}', '${/n} items',
  'Total: ${formatCurrency(value: ${/n}, currency: \'USD\')}',
  "${pluralize(value: ${/n}, one: 'item', other: 'items')}", '\\${not} ${/name}', '${/missing}!', '${/list}',
  '${/obj}', "${formatNumber(value: ${/n}, decimals: 1)} / ${formatNumber(value: 1234.5)}", '${/flag} ${/nil}',
  'plain', '', "${formatDate(value: ${/date}, format: 'yyyy-MM-dd')}", '${ /name }', "${'lit'} ${42} ${true}",
  '${/a~1b} ${/c~0d}', "${formatString(value: 'x ${/name}')}", '${/list/1}', "${length(value: ${/name}, min: 2)}",
  "${not(value: ${/flag})}"];

/** What a literal argument may be (the catalog's type); a value of another type can only arrive bound. */
type ArgType = 'number' | 'string' | 'boolean' | 'value' | 'literalString' | 'literalInteger' | 'literalNumber';

interface ArgSpec {
  type: ArgType;
  pool: Json[];
  isOptional?: boolean;
}

const fits = (type: ArgType, value: Json): boolean => {
  switch (type) {
    case 'number':
    case 'literalNumber':
      return typeof value === 'number';
    case 'literalInteger':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'string':
    case 'literalString':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return value !== null && (typeof value !== 'object' || Array.isArray(value));
  }
};

/** An argument of `type` drawn from `pool`; an optional one is left out half of the time. */
const arg = (type: ArgType, pool: Json[], isOptional: boolean = false): ArgSpec => ({ type, pool, isOptional });

const SIGNATURES: Record<string, Record<string, ArgSpec>> = {
  formatNumber: { value: arg('number', NUMBERS), decimals: arg('number', DECIMALS, true),
    grouping: arg('boolean', [true, false, 'false', 'TRUE', 1, 0], true) },
  formatCurrency: { value: arg('number', NUMBERS), currency: arg('string', CURRENCIES),
    decimals: arg('number', DECIMALS, true), grouping: arg('boolean', [true, false], true) },
  formatDate: { value: arg('value', DATES), format: arg('string', FORMATS) },
  formatString: { value: arg('string', TEMPLATES) },
  required: { value: arg('value', [...TEXTS, ...LOGIC_VALUES]) },
  regex: { value: arg('string', TEXTS), pattern: arg('literalString', PATTERNS) },
  length: { value: arg('string', TEXTS), min: arg('literalInteger', [0, 1, 3, 10], true),
    max: arg('literalInteger', [0, 2, 5, 12], true) },
  numeric: { value: arg('number', NUMBERS), min: arg('literalNumber', [0, -5, 1.5, 10], true),
    max: arg('literalNumber', [0, 5, 100, 1e6], true) },
  email: { value: arg('string', TEXTS) },
  not: { value: arg('boolean', LOGIC_VALUES) },
};

const BOOLEAN_FUNCTIONS = ['required', 'regex', 'length', 'numeric', 'email', 'and', 'or', 'not'];

/** Whether the official schema accepts a message: the corpus keeps only calls an agent could send. */
export type MessageCheck = (message: unknown) => boolean;

export class FunctionCorpus {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.random.next() * items.length)];
  }

  /**
   * `perFunction` calls of each basic-catalog function (openUrl, an effect, excluded), each one inside a
   * component that `isValid` (the official schema) accepts; `rejected` counts the generated calls it refused.
   */
  cases(perFunction: number, isValid: MessageCheck): { cases: FunctionCase[]; rejected: number } {
    const out: FunctionCase[] = [];
    let rejected = 0;
    for (const name of [...Object.keys(SIGNATURES), 'pluralize', 'and', 'or']) {
      let made = 0;
      for (let attempt = 0; made < perFunction && attempt < perFunction * 10; attempt++) {
        const generated = name === 'pluralize' ? this.pluralize() : name === 'and' || name === 'or' ? this.logic(name) :
          this.call(name, SIGNATURES[name]);
        if (isValid(FunctionCorpus.carrier(generated.call))) {
          out.push(generated);
          made++;
        } else {
          rejected++;
        }
      }
    }
    return { cases: out, rejected };
  }

  /** A message that carries `call` where its return type fits: a Text's text, or a TextField check's condition. */
  static carrier(call: Rec): unknown {
    const isBoolean = BOOLEAN_FUNCTIONS.includes(String(call.call));
    const component: Rec = isBoolean ?
      { id: 'root', component: 'TextField', label: 'x', checks: [{ condition: call, message: 'm' }] } :
      { id: 'root', component: 'Text', text: call };
    return { version: 'v0.9', updateComponents: { surfaceId: 'functions', components: [component] } };
  }

  /**
   * A call of `name`, each argument from its pool, optional ones left out half of the time (at least one of
   * length's and numeric's bounds kept). A value the catalog does not allow as a literal goes to the data
   * model and is bound by path; so does a third of the others; a few become a nested formatString call.
   */
  private call(name: string, signature: Record<string, ArgSpec>): FunctionCase {
    const data = this.data();
    const bound = data.args as Rec;
    const args: Rec = {};
    const entries = Object.entries(signature);
    for (const [key, spec] of entries) {
      if (spec.isOptional && this.random.next() < 0.5) continue;
      args[key] = this.argument(key, spec, bound);
    }
    const bounds = entries.filter(([, spec]) => spec.isOptional && spec.type.startsWith('literal')).map(([key]) => key);
    if (bounds.length > 0 && bounds.every((key) => args[key] === undefined)) {
      args[bounds[0]] = this.argument(bounds[0], signature[bounds[0]], bound);
    }
    return { call: { call: name, args }, data };
  }

  private argument(key: string, spec: ArgSpec, bound: Rec): Json {
    const value = JSON.parse(JSON.stringify(this.pick(spec.pool))) as Json;
    if (spec.type.startsWith('literal')) return value;
    const roll = this.random.next();
    if (!fits(spec.type, value) || roll < 0.35) {
      bound[key] = value;
      return { path: `/args/${key}` };
    }
    if (roll < 0.4 && spec.type === 'string') {
      return { call: 'formatString', args: { value }, returnType: 'string' };
    }
    return value;
  }

  private pluralize(): FunctionCase {
    const data = this.data();
    const count = this.argument('value', arg('number', PLURAL_COUNTS), data.args as Rec);
    const args: Rec = { value: count, other: 'other form' };
    for (const key of PLURAL_KEYS) {
      if (this.random.next() < 0.4) args[key] = `${key} form`;
    }
    return { call: { call: 'pluralize', args }, data };
  }

  private logic(name: string): FunctionCase {
    const data = this.data();
    const values: Json[] = [];
    const count = 2 + Math.floor(this.random.next() * 3);
    for (let i = 0; i < count; i++) values.push(this.argument(`v${i}`, arg('boolean', LOGIC_VALUES), data.args as Rec));
    return { call: { call: name, args: { values } }, data };
  }

  /** The data a call reads: its bound arguments under /args, and what the templates read. */
  private data(): Rec {
    return { name: 'Ada', n: this.pick(NUMBERS), list: ['x', 1, true], obj: { k: 'v' }, flag: this.pick([true, false]),
      nil: null, date: this.pick(DATES), 'a/b': 'slash', 'c~d': 'tilde', args: {} };
  }
}
