// Seeded semantic mutations of the examples for the web_core differential. Unlike Mutations.ts (schema
// mutations: most mutants are invalid), each of these keeps the message schema-valid and changes what it
// means: a data value (number, string, date, null, list, a removed key), a binding path (another path of the
// data, relative, missing, through an array), a function argument (values, decimals, grouping, currency codes,
// date patterns, plural forms, length and range bounds, regex patterns), a formatString template (paths,
// relative paths, nested calls, escapes, literals) or a ChildList template (its list path, relative). Each
// mutant is labelled with what changed, and the same seed gives the same mutants.
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import type { Example } from './Conformance';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rec = { [key: string]: Json };

export interface Mutant {
  label: string;
  example: Example;
  messages: unknown[];
}

const NUMBERS: Json[] = [0, 1, -1, 2, 0.5, 1.005, 2.675, 1234.5, -1234.567, 1e6, 123456789.987, 0.0001, 1e21, -0.4,
  99.995, '42', '3.14', '', 'abc', ' 7 '];
const STRINGS: Json[] = ['', 'Ada', 'héllo wörld', '中文', '${/x}', 'a\\${b', '0', 'true', 'FALSE', ' spaced ',
  'x'.repeat(30)];
const DATES: Json[] = ['2025-12-15', '2026-01-16T14:30:00Z', '2026-01-16T14:30:00+05:30', '2026-07-04T09:05:03-07:00',
  '2025-12-31T23:59:59.999Z', '2026-02-03T14:30:00', '14:30', 1768573800000, 0, 'not a date', '2026-13-45', ''];
const OTHER: Json[] = [null, true, false, [], ['a', 'b'], { a: 1 }, [1, 2, 3]];
const DECIMALS: Json[] = [0, 1, 2, 3, 4, 6, 2.5, '2', -1, 25];
const GROUPING: Json[] = [true, false, 'false', 'true', 0, 1];
const CURRENCIES: Json[] = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'KRW', 'INR', 'CHF', 'SEK', 'BHD', 'CAD', 'AUD', 'BRL',
  'usd', 'XYZ', 'MXN', 'HKD', 'ILS', 'VND', 'CLP'];
const FORMATS: Json[] = ['yyyy-MM-dd', 'MMM d, yyyy', 'EEEE, d MMMM', 'E, MMM d', 'h:mm a', 'HH:mm', 'HH:mm:ss', 'd',
  'M/d/yy', 'MMMM', 'EEE', "yyyy-MM-dd'T'HH:mm", "'at' h a", 'hh:mm a', 'H', 'yy', 'MM', 'dd', 'EEEE', 'ISO',
  'E MMM d, yyyy h:mm a', 'YYYY', 'LLL', 'k:mm', 'K:mm a', 'G yyyy', "''quoted''", 'S'];
const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PATTERNS: Json[] = ['^\\d{10}$', '^[a-z]+$', '^\\S+@\\S+$', '\\d', '^(a|b)*$', '^.{3,8}$', '^[A-Z]', '(?i)x',
  'a{2}', '^$'];
const TEMPLATE_PARTS = ['${/title}', '${name}', '${/items/0}', '${formatNumber(value: ${/value}, decimals: 2)}',
  "${formatCurrency(value: ${/price}, currency: 'EUR')}",
  "${pluralize(value: ${/count}, one: 'item', other: 'items')}", "${formatDate(value: ${/date}, format: 'MMM d')}",
  '\\${literal}', '${ /spaced }', "${'quoted'}", '${42}', '${true}', '${null}', '${/missing/deep}',
  "${formatString(value: 'inner ${/title}')}", '${.}', '${./name}', '${/}'];

function walk(value: Json, visit: (parent: Rec | Json[], key: string | number, inner: Json) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      visit(value, i, item);
      walk(item, visit);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      visit(value, key, value[key]);
      walk(value[key], visit);
    }
  }
}

/** Every absolute pointer of a JSON value ('' excluded). */
function pointers(value: Json, prefix: string, out: string[]): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push(`${prefix}/${i}`);
      pointers(item, `${prefix}/${i}`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const p = `${prefix}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      out.push(p);
      pointers(value[key], p, out);
    }
  }
  return out;
}

/** The positions of a template outside every `${...}` (quotes inside expressions respected), and its end. */
function topLevelPositions(template: string): number[] {
  const positions: number[] = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i <= template.length; i++) {
    if (depth === 0 && template[i - 1] !== '\\') positions.push(i);
    const c = template[i];
    if (quote.length > 0) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (depth > 0 && (c === "'" || c === '"')) {
      quote = c;
    } else if (c === '$' && template[i + 1] === '{' && template[i - 1] !== '\\') {
      depth++;
      i++;
    } else if (c === '}' && depth > 0) {
      depth--;
    }
  }
  return positions;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class SemanticMutator {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.random.next() * items.length)];
  }

  /**
   * `count` mutants of the examples (round robin over the operators), each one change that every message
   * keeps valid for the official schema (`isValid`, per catalog); `rejected` counts the mutants it refused.
   */
  mutants(examples: Example[], count: number, isValid: (catalog: string, message: unknown) => boolean):
    { mutants: Mutant[]; rejected: number } {
    const operators = ['data', 'path', 'args', 'template', 'children'] as const;
    const out: Mutant[] = [];
    let attempts = 0;
    let rejected = 0;
    while (out.length < count && attempts < count * 20) {
      attempts++;
      const example = this.pick(examples);
      const messages = copy(example.messages) as Json[];
      const operator = operators[out.length % operators.length];
      const label = this[operator](messages);
      if (label === undefined) continue;
      if (messages.every((m) => isValid(example.catalog, m))) {
        out.push({ label: `${example.file} ${operator}: ${label}`, example, messages });
      } else {
        rejected++;
      }
    }
    return { mutants: out, rejected };
  }

  private dataValues(messages: Json[]): Json {
    const all: Json = {};
    for (const m of messages as Rec[]) {
      const body = m.updateDataModel as Rec | undefined;
      const isWhole = body !== undefined && (body.path === undefined || body.path === '/');
      if (isWhole && body!.value !== null && typeof body!.value === 'object') {
        Object.assign(all as Rec, body!.value);
      }
    }
    return all;
  }

  private data(messages: Json[]): string | undefined {
    const bodies = (messages as Rec[]).map((m) => m.updateDataModel as Rec | undefined)
      .filter((b) => b && b.value !== undefined) as Rec[];
    if (bodies.length === 0) return undefined;
    const body = this.pick(bodies);
    const slots: Array<{ parent: Rec | Json[]; key: string | number; inner: Json }> = [];
    walk(body.value, (parent, key, inner) => slots.push({ parent, key, inner }));
    if (slots.length === 0) return undefined;
    const slot = this.pick(slots);
    const parent = slot.parent as Record<string | number, Json>;
    const roll = this.random.next();
    if (roll < 0.1 && !Array.isArray(slot.parent)) {
      delete parent[slot.key];
      return `removed ${slot.key}`;
    }
    const pool = typeof slot.inner === 'number' ? NUMBERS : typeof slot.inner === 'string' ?
      (/^\d{4}-\d{2}-\d{2}/.test(slot.inner) ? DATES : STRINGS) : OTHER;
    const value = copy(roll < 0.75 ? this.pick(pool) : this.pick([...NUMBERS, ...STRINGS, ...DATES, ...OTHER]));
    parent[slot.key] = value;
    return `${slot.key} = ${JSON.stringify(value)}`;
  }

  /** The `{path}` bindings and template paths of the components, with the data's pointers to choose from. */
  private path(messages: Json[]): string | undefined {
    const slots: Rec[] = [];
    for (const m of messages as Rec[]) {
      const body = m.updateComponents as Rec | undefined;
      if (!body) continue;
      walk(body.components, (parent, key, inner) => {
        if (key === 'path' && typeof inner === 'string' && !Array.isArray(parent)) slots.push(parent as Rec);
      });
    }
    if (slots.length === 0) return undefined;
    const slot = this.pick(slots);
    const known = pointers(this.dataValues(messages), '', []);
    const before = slot.path as string;
    const bare = before.replace(/^\.?\//, '');
    const choices = [...known, '/missing', '/missing/deep/path', bare, `/${bare}/0`, '.', `./${bare}`, `${before}/`];
    slot.path = this.pick(choices);
    return `path ${before} -> ${slot.path}`;
  }

  private args(messages: Json[]): string | undefined {
    const calls: Rec[] = [];
    for (const m of messages as Rec[]) {
      walk(m, (parent, key, inner) => {
        if (key === 'call' && typeof inner === 'string' && !Array.isArray(parent) && inner !== 'openUrl') {
          calls.push(parent as Rec);
        }
      });
    }
    if (calls.length === 0) return undefined;
    const call = this.pick(calls);
    const args = (call.args ?? {}) as Rec;
    call.args = args;
    const name = String(call.call);
    const set = (key: string, pool: Json[]): string => {
      args[key] = copy(this.pick(pool));
      return `${name}.${key} = ${JSON.stringify(args[key])}`;
    };
    switch (name) {
      case 'formatNumber':
        return set(this.pick(['value', 'decimals', 'grouping']), this.pick([NUMBERS, DECIMALS, GROUPING]));
      case 'formatCurrency': {
        const key = this.pick(['value', 'currency', 'decimals', 'grouping']);
        return set(key, ({ value: NUMBERS, currency: CURRENCIES, decimals: DECIMALS, grouping: GROUPING })[key]);
      }
      case 'formatDate':
        return this.random.next() < 0.5 ? set('format', FORMATS) : set('value', DATES);
      case 'pluralize': {
        if (this.random.next() < 0.5) return set('value', NUMBERS);
        const key = this.pick(PLURAL_KEYS);
        if (key !== 'other' && args[key] !== undefined && this.random.next() < 0.5) {
          delete args[key];
          return `pluralize.${key} removed`;
        }
        return set(key, [`${key} form`, '', 'items']);
      }
      case 'length':
        return set(this.pick(['min', 'max']), [0, 1, 3, 8, 100]);
      case 'numeric':
        return set(this.pick(['min', 'max']), [0, -5, 10, 1.5, 1000]);
      case 'regex':
        return set('pattern', PATTERNS);
      case 'formatString':
        return undefined;
      default:
        return set('value', this.pick([NUMBERS, STRINGS, OTHER]));
    }
  }

  /** A formatString template edited: a part inserted, or the whole template replaced by parts. */
  private template(messages: Json[]): string | undefined {
    const calls: Rec[] = [];
    for (const m of messages as Rec[]) {
      walk(m, (parent, key, inner) => {
        if (key === 'call' && inner === 'formatString' && !Array.isArray(parent)) calls.push(parent as Rec);
      });
    }
    if (calls.length === 0) return undefined;
    const call = this.pick(calls);
    const args = call.args as Rec;
    if (typeof args.value !== 'string') return undefined;
    const part = this.pick(TEMPLATE_PARTS);
    const before = args.value as string;
    // Inserted between expressions only: inside one it would be a syntax error, which is not a semantic change.
    const at = this.pick(topLevelPositions(before));
    args.value = this.random.next() < 0.8 ? `${before.slice(0, at)}${part}${before.slice(at)}` :
      `${part} ${this.pick(TEMPLATE_PARTS)}`;
    return `template ${JSON.stringify(before)} -> ${JSON.stringify(args.value)}`;
  }

  /** A ChildList template's list path changed (another list of the data, relative, missing). */
  private children(messages: Json[]): string | undefined {
    const templates: Rec[] = [];
    for (const m of messages as Rec[]) {
      walk(m, (parent, key, inner) => {
        const isTemplate = inner !== null && typeof inner === 'object' && !Array.isArray(inner);
        if (key === 'children' && isTemplate) templates.push(inner as Rec);
      });
    }
    if (templates.length === 0) return this.data(messages);
    const template = this.pick(templates);
    const data = this.dataValues(messages);
    const lists = pointers(data, '', []).filter((p) => Array.isArray(p.split('/').slice(1).reduce<Json>((v, s) =>
      (v !== null && typeof v === 'object' ? (v as Rec)[s] : null), data)));
    const before = template.path as string;
    template.path = this.pick([...lists, '/missing', before.replace(/^\//, ''), `${before}/0`]);
    return `children.path ${before} -> ${template.path}`;
  }
}
