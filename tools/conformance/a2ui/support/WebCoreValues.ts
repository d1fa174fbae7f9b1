// What the web_core differential compares and the values it works with: the Observation record, a Scenario,
// our side of an evaluation (A2uiEvaluator in a node's scope), the function calls a raw value holds, bindings
// annotated with what they read (so a listed difference can name its data), and the values a user could type.
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import type { A2uiSurface } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurface';
import { A2uiEvaluator } from '../../../../agent_core/src/main/ets/a2ui/render/A2uiEvaluator';
import type { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import type { CatalogName } from './Conformance';

export type Raw = Record<string, unknown>;

export type Kind = 'verdict' | 'data' | 'node' | 'children' | 'binding' | 'static' | 'check' | 'function' | 'action' |
  'input';

export interface Observation {
  kind: Kind;
  /** The example file, case, or mutation label. */
  source: string;
  /** `message 3`, `input name@/items/0`, `final`... */
  step: string;
  /** surfaceId/key/prop, or surfaceId/key#pointer for a function call. */
  where: string;
  /** A function call's name (function observations) or the component type. */
  fn?: string;
  /** The value as written (JSON), each `{path}` with what it read (`bound`). */
  args?: string;
  /** The data model the value was resolved on (JSON), for function, binding and check observations. */
  data?: string;
  /** The oracle's locale, for function observations. */
  locale?: string;
  ours: string;
  theirs: string;
  same: boolean;
}

export interface Scenario {
  source: string;
  catalog: CatalogName;
  messages: unknown[];
  /** Seed of the user's input values (none: no input step). */
  inputSeed?: number;
}

/** The clock of both sides' action timestamps (not compared: web_core's is the real clock). */
const CLOCK = Date.parse('2026-01-16T14:30:00.000Z');

/** A value as the JSON text both sides are compared on ('<undefined>' for no value). */
export const text = (value: unknown): string => (value === undefined ? '<undefined>' : JSON.stringify(value));

export function ourStore(): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  options.clock = () => CLOCK;
  // Dates in the process's zone, as web_core (date-fns) formats them: the differential fixes process.env.TZ.
  options.isUtc = false;
  return new A2uiSurfaceStore(options);
}

/** A dynamic value resolved by ours in `scope` of a surface's current data, as a node would resolve it. */
export function ourEvaluation(surface: A2uiSurface, scope: string, value: Raw): unknown {
  const state = surface.currentState();
  const services = { now: () => CLOCK, isUtc: () => false, openUrl: () => false };
  const evaluator = new A2uiEvaluator(state.catalog, state.data, services);
  evaluator.begin(state.data, scope);
  return evaluator.resolve(JSON.parse(JSON.stringify(value)));
}

/** The function calls a raw value holds, nested ones included, with their JSON Pointer; effects left out. */
export function callsIn(value: unknown, pointer: string, out: Array<{ pointer: string; call: Raw }> = []):
  Array<{ pointer: string; call: Raw }> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => callsIn(item, `${pointer}/${i}`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Raw;
    if (typeof record.call === 'string' && record.call !== 'openUrl') out.push({ pointer, call: record });
    for (const [key, inner] of Object.entries(record)) {
      if (key !== 'functionCall') callsIn(inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    }
  }
  return out;
}

/** Whether a raw property value is dynamic (holds a binding or a call). */
export function isDynamic(value: unknown): boolean {
  return callsIn(value, '').length > 0 || JSON.stringify(value ?? null).includes('"path"');
}

/**
 * A raw value with each `{path}` binding given what it reads in `scope` (`bound`, '<missing>' when nothing), so
 * that a listed difference can name the data it depends on (the corpus writes its bindings the same way).
 */
export function annotated(value: unknown, surface: A2uiSurface, scope: string): unknown {
  if (Array.isArray(value)) return value.map((v) => annotated(v, surface, scope));
  if (value !== null && typeof value === 'object') {
    const record = value as Raw;
    const out: Raw = {};
    for (const [key, inner] of Object.entries(record)) out[key] = annotated(inner, surface, scope);
    if (typeof record.path === 'string') {
      out.bound = ourEvaluation(surface, scope, { path: record.path }) ?? '<missing>';
    }
    const template = record.call === 'formatString' ? (record.args as Raw | undefined)?.value : undefined;
    if (typeof template === 'string') {
      out.reads = templateReads(template, (path) => ourEvaluation(surface, scope, { path }));
    }
    return out;
  }
  return value;
}

/** What the `${path}` expressions of a formatString template read, by path (for a report, not a parser). */
function templateReads(template: string, read: (path: string) => unknown): Raw {
  const reads: Raw = {};
  for (const match of template.matchAll(/\$\{\s*([A-Za-z0-9_./~-]+)\s*[}),]/g)) {
    reads[match[1]] = read(match[1]) ?? '<missing>';
  }
  return reads;
}

/** A corpus call's arguments with their `/args/...` bindings given the bound values, the same way. */
export function inlined(args: unknown, data: Raw): unknown {
  if (Array.isArray(args)) return args.map((a) => inlined(a, data));
  if (args !== null && typeof args === 'object') {
    const record = args as Raw;
    if (typeof record.path === 'string' && record.path.startsWith('/args/')) {
      return { path: record.path, bound: (data.args as Raw)[record.path.slice(6)] ?? '<missing>' };
    }
    const out: Raw = {};
    for (const [key, inner] of Object.entries(record)) out[key] = inlined(inner, data);
    if (typeof record.value === 'string' && record.value.includes('${')) {
      out.reads = templateReads(record.value, (path) => path.split('/').slice(1)
        .reduce<unknown>((v, s) => (v !== null && typeof v === 'object' ? (v as Raw)[s] : undefined), data));
    }
    return out;
  }
  return args;
}

const TYPED = ['Ada', '', 'ada@example.com', '0123456789', '42', 'x'.repeat(40), 'a ${/x} b', '  padded  ', '中文',
  '3.5'];

/** A value the user could enter into a component (what its view would write), or undefined for none. */
export function inputValue(type: string, props: Raw, random: SeededRandom): unknown {
  const pick = <T>(items: T[]): T => items[Math.floor(random.next() * items.length)];
  switch (type) {
    case 'TextField':
      return pick(TYPED);
    case 'CheckBox':
      return pick([true, false]);
    case 'Slider': {
      const min = typeof props.min === 'number' ? props.min : 0;
      const max = typeof props.max === 'number' ? props.max : 100;
      return pick([min, max, Math.round((min + max) / 2)]);
    }
    case 'ChoicePicker': {
      const values = Array.isArray(props.options) ? (props.options as Raw[]).map((o) => String(o.value)) : [];
      if (values.length === 0) return undefined;
      return props.variant === 'multipleSelection' ? values.filter(() => random.next() < 0.5) : [pick(values)];
    }
    case 'DateTimeInput':
      if (props.enableDate === true && props.enableTime === true) {
        return pick(['2026-02-03T14:30:00', '2025-12-31T23:59:00']);
      }
      return props.enableTime === true ? pick(['14:30', '09:05']) : pick(['2026-02-03', '2025-12-31']);
    default:
      return undefined;
  }
}

/** Lets web_core's asynchronous model events (EventEmitter.emit awaits each listener) run out. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}
