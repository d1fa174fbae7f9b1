// Seeded mutations of A2UI messages: one small change at a random place of a valid message (a key removed,
// a value of another type, an unknown key, an enum broken, a function renamed, an array emptied). The
// verdict test runs each through the official schema and through ours; they must agree.
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const REPLACEMENTS: Json[] = ['x', 42, 1.5, -3, true, null, [], {}, ['a', 'b'], { path: '/x' }, { path: 'rel' },
  { call: 'required', args: { value: 1 } }, { call: 'formatString', args: { value: 'hi ${/x}' }, returnType: 'string' },
  { call: 'nope', args: {} }, 'h1', 'primary', 'root', { componentId: 'a', path: '/l' }, { event: { name: 'e' } }];
const FUNCTION_NAMES = ['required', 'regex', 'length', 'numeric', 'email', 'formatString', 'formatNumber',
  'formatCurrency', 'formatDate', 'pluralize', 'openUrl', 'and', 'or', 'not', 'capitalize', 'unknownFn'];

interface Slot {
  parent: Json[] | { [key: string]: Json };
  key: string | number;
}

function slots(value: Json, out: Slot[]): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push({ parent: value, key: i });
      slots(item, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.push({ parent: value, key });
      slots(value[key], out);
    }
  }
  return out;
}

function objects(value: Json, out: Array<{ [key: string]: Json }>): Array<{ [key: string]: Json }> {
  if (Array.isArray(value)) {
    value.forEach((item) => objects(item, out));
  } else if (value !== null && typeof value === 'object') {
    out.push(value);
    Object.values(value).forEach((item) => objects(item, out));
  }
  return out;
}

/** `count` mutants of `sources`, reproducible from `seed`; each with a label saying what changed. */
export function mutate(sources: unknown[], count: number, seed: number): Array<{ label: string; message: unknown }> {
  const random = new SeededRandom(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random.next() * items.length)];
  const mutants: Array<{ label: string; message: unknown }> = [];
  while (mutants.length < count) {
    const message = JSON.parse(JSON.stringify(pick(sources))) as Json;
    const all = slots(message, []);
    if (all.length === 0) continue;
    const slot = pick(all);
    const parent = slot.parent as Record<string | number, Json>;
    const current = parent[slot.key];
    const kind = Math.floor(random.next() * 6);
    let label = '';
    if (kind === 0 && !Array.isArray(slot.parent)) {
      delete parent[slot.key];
      label = `removed ${slot.key}`;
    } else if (kind === 1) {
      const objectsIn = objects(message, []);
      const target = pick(objectsIn);
      target['bogus'] = 1;
      label = 'added bogus';
    } else if (kind === 2 && typeof current === 'string') {
      parent[slot.key] = current === 'call' ? 'x' : 'bogus';
      label = `${slot.key} = bogus`;
    } else if (kind === 3 && slot.key === 'call') {
      parent[slot.key] = pick(FUNCTION_NAMES);
      label = `call = ${parent[slot.key]}`;
    } else if (kind === 4 && Array.isArray(current)) {
      parent[slot.key] = [];
      label = `${slot.key} = []`;
    } else {
      parent[slot.key] = JSON.parse(JSON.stringify(pick(REPLACEMENTS))) as Json;
      label = `${slot.key} = ${JSON.stringify(parent[slot.key])}`;
    }
    mutants.push({ label, message });
  }
  return mutants;
}
