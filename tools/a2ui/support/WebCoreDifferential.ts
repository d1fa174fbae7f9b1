// Runs one scenario (a message list, then the user's side) through our A2uiSurfaceStore and through web_core
// (WebCoreOracle) side by side, and records an Observation for everything the two can be compared on:
//   verdict   whether each message was taken (web_core throws where ours returns VALIDATION_FAILED),
//   data      each surface's data model after every message and every input write,
//   node      each rendered node's component type (or its absence) by key (`id`, `id@scope` in a template),
//   children  each node's child keys in slot order (templates expanded),
//   binding   each dynamic property (a path, a relative path in a template, a function call) resolved,
//   static    each literal property (what a renderer reads as sent),
//   check     the messages of the failing checks of a component,
//   function  every function call of every rendered component, evaluated alone in its node's scope,
//   action    what each Button sends back (name, surfaceId, sourceComponentId, context) or that it is blocked,
//   input     whether a two-way input write was taken (then data and bindings are compared again).
// Values are compared as JSON text; the oracle's raw bindings go through the spec's coercion first
// (SpecCoercion). Which differences are expected, and why, is tools/a2ui/webcore-known-differences.json.
import { A2uiSurfaceStore } from '../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import type { A2uiSurface } from '../../../agent_core/src/main/ets/a2ui/A2uiSurface';
import type { A2uiNode } from '../../../agent_core/src/main/ets/a2ui/A2uiNode';
import { A2uiEvaluator } from '../../../agent_core/src/main/ets/a2ui/render/A2uiEvaluator';
import { JsonValue } from '../../../agent_core/src/main/ets/core/JsonModel';
import { SeededRandom } from '../../../agent_core/src/main/ets/testing/SeededRandom';
import { BASIC_ID, type CatalogName } from './Conformance';
import { coerceBySchema, propertySchema } from './SpecCoercion';
import { allNodes } from './Tree';
import { WebCoreOracle, type OracleNode } from './WebCoreOracle';

type Raw = Record<string, unknown>;

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
  /** A function call's arguments as written (JSON). */
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

const CLOCK = Date.parse('2026-01-16T14:30:00.000Z');
const CHILD_REFS = ['ComponentId', 'ChildList'];
const NOT_PROPS = new Set(['id', 'component', 'action', 'checks']);

const text = (value: unknown): string => (value === undefined ? '<undefined>' : JSON.stringify(value));

export function ourStore(): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  options.clock = () => CLOCK;
  // Dates in the process's zone, as web_core (date-fns) formats them: the differential fixes process.env.TZ.
  options.isUtc = false;
  return new A2uiSurfaceStore(options);
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

function isDynamic(value: unknown): boolean {
  return callsIn(value, '').length > 0 || JSON.stringify(value ?? null).includes('"path"');
}

/** A schema position that holds a child id (ComponentId, ChildList): left out of the props both sides compare. */
function isChildRef(schema: Raw | undefined): boolean {
  const ref = schema?.$ref;
  return typeof ref === 'string' && CHILD_REFS.some((k) => ref.endsWith(`#/$defs/${k}`));
}

/** The oracle's value with child-node positions removed (ours lists them in `children`, not in props). */
function withoutChildNodes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutChildNodes);
  if (value !== null && typeof value === 'object') {
    const out: Raw = {};
    for (const [key, inner] of Object.entries(value)) {
      const isNode = inner !== null && typeof inner === 'object' && !Array.isArray(inner) &&
        Object.keys(inner).length === 1 && 'node' in (inner as Raw);
      if (!isNode) out[key] = withoutChildNodes(inner);
    }
    return out;
  }
  return value;
}

export class Differential {
  readonly observations: Observation[] = [];
  private readonly record: (o: Observation) => void;

  constructor(record?: (o: Observation) => void) {
    this.record = record ?? ((o) => this.observations.push(o));
  }

  private observe(o: Omit<Observation, 'same'>): void {
    this.record({ ...o, same: o.ours === o.theirs });
  }

  async run(scenario: Scenario): Promise<void> {
    const ours = ourStore();
    const theirs = new WebCoreOracle();
    try {
      for (let i = 0; i < scenario.messages.length; i++) {
        const message = scenario.messages[i];
        const applied = ours.applyJson(JSON.stringify(message));
        const refused = theirs.apply(message);
        const step = `message ${i}`;
        const verdicts = [applied.ok ? 'taken' : 'refused', refused.length === 0 ? 'taken' : 'refused'];
        this.observe({ kind: 'verdict', source: scenario.source, step, where: JSON.stringify(message).slice(0, 80),
          ours: verdicts[0], theirs: verdicts[1] });
        // One side took a message the other refused: their states part here, and every later comparison
        // would only repeat this one difference.
        if (verdicts[0] !== verdicts[1]) return;
        await settle();
        this.compareState(scenario, ours, theirs, step);
      }
      this.compareFunctions(scenario, ours, theirs, 'final');
      await this.compareActions(scenario, ours, theirs, 'final');
      if (scenario.inputSeed !== undefined) {
        await this.inputs(scenario, ours, theirs, new SeededRandom(scenario.inputSeed));
      }
    } finally {
      theirs.dispose();
    }
  }

  private surfaceIds(ours: A2uiSurfaceStore, theirs: WebCoreOracle): string[] {
    return [...new Set([...ours.surfaceIds(), ...theirs.surfaceIds()])].sort();
  }

  compareState(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string): void {
    for (const surfaceId of this.surfaceIds(ours, theirs)) {
      const surface = ours.surface(surfaceId);
      const data = surface?.dataModel().toRaw();
      this.observe({ kind: 'data', source: scenario.source, step, where: surfaceId, ours: text(data),
        theirs: text(theirs.data(surfaceId)) });
      this.compareTree(scenario, surface, theirs, surfaceId, step);
    }
  }

  private compareTree(scenario: Scenario, surface: A2uiSurface | undefined, theirs: WebCoreOracle, surfaceId: string,
    step: string): void {
    const ourNodes = new Map<string, A2uiNode>();
    for (const node of allNodes(surface?.root())) ourNodes.set(node.key, node);
    const theirNodes = new Map<string, OracleNode>();
    for (const node of theirs.nodes(surfaceId)) theirNodes.set(node.dataPath === '/' ? node.id : `${node.id}@${node.dataPath}`, node);
    const source = scenario.source;
    const data = text(surface?.dataModel().toRaw());
    for (const key of [...new Set([...ourNodes.keys(), ...theirNodes.keys()])]) {
      const mine = ourNodes.get(key);
      const other = theirNodes.get(key);
      const where = `${surfaceId}/${key}`;
      this.observe({ kind: 'node', source, step, where, ours: mine ? text(mine.component) : 'absent',
        theirs: other ? text(other.type) : 'absent' });
      if (!mine || !other || mine.isPlaceholder || other.isPlaceholder || mine.component !== other.type) continue;
      this.observe({ kind: 'children', source, step, where, ours: text(mine.children.map((c) => c.key)),
        theirs: text(other.children) });
      const definition = surface!.currentState().components.get(mine.id)?.properties as Raw | undefined;
      if (!definition) continue;
      const props = mine.props.toRaw() as Raw;
      for (const [prop, raw] of Object.entries(definition)) {
        if (NOT_PROPS.has(prop)) continue;
        const schema = propertySchema(scenario.catalog, mine.component, prop);
        if (isChildRef(schema)) continue;
        // JSON has no undefined: a binding to nothing is null in our (JSON) props.
        const value = (schema ? coerceBySchema(withoutChildNodes(other.props[prop]), schema, scenario.catalog) :
          other.props[prop]) ?? null;
        const dynamic = isDynamic(raw);
        this.observe({ kind: dynamic ? 'binding' : 'static', source, step, where: `${where}/${prop}`,
          fn: mine.component, args: JSON.stringify(dynamic ? annotated(raw, surface!, mine.scope) : raw),
          data: dynamic ? data : undefined, ours: text(props[prop]), theirs: text(value) });
      }
      if (Array.isArray(definition.checks)) {
        this.observe({ kind: 'check', source, step, where: `${where}/checks`, fn: mine.component,
          args: JSON.stringify(annotated(definition.checks, surface!, mine.scope)), data, ours: text(mine.failedChecks),
          theirs: text(other.validationErrors ?? []) });
      }
    }
  }

  /** Every function call of every rendered component, evaluated alone in the node's scope by both. */
  compareFunctions(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string): void {
    for (const surfaceId of ours.surfaceIds()) {
      if (!theirs.surface(surfaceId)) continue;
      const surface = ours.surface(surfaceId)!;
      for (const node of allNodes(surface.root())) {
        const component = surface.currentState().components.get(node.id);
        if (node.isPlaceholder || !component) continue;
        for (const { pointer, call } of callsIn(component.properties, '')) {
          this.observe({ kind: 'function', source: scenario.source, step, where: `${surfaceId}/${node.key}#${pointer}`,
            fn: String(call.call), args: JSON.stringify(annotated(call.args ?? {}, surface, node.scope)),
            data: text(surface.dataModel().toRaw()),
            ours: text(ourEvaluation(surface, node.scope, call)),
            theirs: text(theirs.evaluate(surfaceId, node.scope, call)) });
        }
      }
    }
  }

  /** What each Button sends: ours actionFor vs web_core's action closure (blocked when its checks fail). */
  async compareActions(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string): Promise<void> {
    for (const surfaceId of ours.surfaceIds()) {
      if (!theirs.surface(surfaceId)) continue;
      const surface = ours.surface(surfaceId)!;
      const theirNodes = new Map(theirs.nodes(surfaceId).map((n) => [n.dataPath === '/' ? n.id : `${n.id}@${n.dataPath}`, n]));
      for (const node of allNodes(surface.root()).filter((n) => n.component === 'Button')) {
        const result = surface.actionFor(node.key);
        let mine: unknown;
        if (result.ok) {
          const action = (result.value!.toRaw() as Raw).action as Raw;
          mine = { name: action.name, surfaceId: action.surfaceId, sourceComponentId: action.sourceComponentId, context: action.context };
        } else {
          mine = result.error?.code === 'a2ui_action_blocked' ? 'blocked' : result.error?.code === 'a2ui_local_action' ? 'local' :
            result.error?.code;
        }
        const other = theirNodes.get(node.key);
        let their: unknown = 'absent';
        if (other && other.isValid === false) {
          their = 'blocked';
        } else if (other) {
          const sent = await theirs.press(surfaceId, node.key);
          their = sent ? { name: sent.name, surfaceId: sent.surfaceId, sourceComponentId: sent.sourceComponentId, context: sent.context } :
            'local';
        }
        this.observe({ kind: 'action', source: scenario.source, step, where: `${surfaceId}/${node.key}`, ours: text(mine),
          theirs: text(their) });
      }
    }
  }

  /**
   * Function calls alone, each on its own data model, at the root scope of a basic-catalog surface; the oracle
   * formats in `locale` (ours always formats en-US).
   */
  compareCalls(source: string, cases: Array<{ call: Raw; data: Raw }>, locale: string): void {
    const surfaceId = 'functions';
    const create = { version: 'v0.9', createSurface: { surfaceId, catalogId: BASIC_ID } };
    const ours = ourStore();
    const theirs = new WebCoreOracle(locale);
    ours.applyJson(JSON.stringify(create));
    theirs.apply(create);
    try {
      cases.forEach((c, i) => {
        const update = { version: 'v0.9', updateDataModel: { surfaceId, value: c.data } };
        ours.applyJson(JSON.stringify(update));
        theirs.apply(update);
        this.observe({ kind: 'function', source, step: `call ${i}`, where: `${surfaceId}#${i}`, fn: String(c.call.call),
          args: JSON.stringify(inlined(c.call.args, c.data)), data: JSON.stringify({ ...c.data, args: undefined }), locale,
          ours: text(ourEvaluation(ours.surface(surfaceId)!, '', c.call)), theirs: text(theirs.evaluate(surfaceId, '', c.call)) });
      });
    } finally {
      theirs.dispose();
    }
  }

  /** The user types into every bound input once (seeded values), then everything is compared again. */
  private async inputs(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, random: SeededRandom): Promise<void> {
    for (const surfaceId of ours.surfaceIds()) {
      const surface = ours.surface(surfaceId)!;
      for (const node of allNodes(surface.root())) {
        const component = surface.currentState().components.get(node.id);
        const bound = component?.properties.value as Raw | undefined;
        if (!component || bound === null || typeof bound !== 'object' || typeof bound.path !== 'string') continue;
        const value = inputValue(node.component, component.properties as Raw, random);
        if (value === undefined) continue;
        const step = `input ${node.key}`;
        const wrote = surface.setValue(node.key, JsonValue.fromRaw(value as object));
        const refused = theirs.setValue(surfaceId, node.key, value);
        this.observe({ kind: 'input', source: scenario.source, step, where: `${surfaceId}/${node.key}`, fn: node.component,
          args: JSON.stringify(value), ours: wrote.ok ? 'taken' : 'refused', theirs: refused.length === 0 ? 'taken' : 'refused' });
        await settle();
        this.compareState(scenario, ours, theirs, step);
      }
    }
    this.compareFunctions(scenario, ours, theirs, 'after input');
    await this.compareActions(scenario, ours, theirs, 'after input');
  }
}

function ourEvaluation(surface: A2uiSurface, scope: string, call: Raw): unknown {
  const state = surface.currentState();
  const evaluator = new A2uiEvaluator(state.catalog, state.data, {
    now: () => CLOCK,
    isUtc: () => false,
    openUrl: () => false,
  });
  evaluator.begin(state.data, scope);
  return evaluator.resolve(JSON.parse(JSON.stringify(call)));
}

/**
 * A raw value with each `{path}` binding given what it reads in `scope` (`bound`, '<missing>' when nothing), so
 * that a listed difference can name the data it depends on (the corpus writes its bindings the same way).
 */
function annotated(value: unknown, surface: A2uiSurface, scope: string): unknown {
  if (Array.isArray(value)) return value.map((v) => annotated(v, surface, scope));
  if (value !== null && typeof value === 'object') {
    const record = value as Raw;
    const out: Raw = {};
    for (const [key, inner] of Object.entries(record)) out[key] = annotated(inner, surface, scope);
    if (typeof record.path === 'string') out.bound = ourEvaluation(surface, scope, { path: record.path }) ?? '<missing>';
    return out;
  }
  return value;
}

/** A call's arguments with their `/args/...` bindings replaced by the bound values, to read in a report. */
function inlined(args: unknown, data: Raw): unknown {
  if (Array.isArray(args)) return args.map((a) => inlined(a, data));
  if (args !== null && typeof args === 'object') {
    const record = args as Raw;
    if (typeof record.path === 'string' && record.path.startsWith('/args/')) {
      return { path: record.path, bound: (data.args as Raw)[record.path.slice(6)] ?? '<missing>' };
    }
    const out: Raw = {};
    for (const [key, inner] of Object.entries(record)) out[key] = inlined(inner, data);
    return out;
  }
  return args;
}

/** A value the user could enter into a component (what its view would write), or undefined for none. */
function inputValue(type: string, props: Raw, random: SeededRandom): unknown {
  const pick = <T>(items: T[]): T => items[Math.floor(random.next() * items.length)];
  switch (type) {
    case 'TextField':
      return pick(['Ada', '', 'ada@example.com', '0123456789', '42', 'x'.repeat(40), 'a ${/x} b', '  padded  ', '中文', '3.5']);
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
      if (props.enableDate === true && props.enableTime === true) return pick(['2026-02-03T14:30:00', '2025-12-31T23:59:00']);
      if (props.enableTime === true) return pick(['14:30', '09:05']);
      return pick(['2026-02-03', '2025-12-31']);
    default:
      return undefined;
  }
}

/** Lets web_core's asynchronous model events (EventEmitter.emit awaits each listener) run out. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}
