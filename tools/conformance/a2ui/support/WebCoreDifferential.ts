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
// (SpecCoercion). Which differences are expected, and why, is tools/conformance/a2ui/webcore-known-differences.json.
import type { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import type { A2uiSurface } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurface';
import type { A2uiNode } from '../../../../agent_core/src/main/ets/a2ui/protocol/A2uiNode';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import { BASIC_ID } from './Conformance';
import { coerceBySchema, propertySchema } from './SpecCoercion';
import { allNodes } from './Tree';
import { nodeKey, WebCoreOracle, type OracleNode } from './WebCoreOracle';
import { annotated, callsIn, inlined, inputValue, isDynamic, ourEvaluation, ourStore, settle, text, type Observation,
  type Raw, type Scenario } from './WebCoreValues';

export type { Kind, Observation, Scenario } from './WebCoreValues';

const CHILD_REFS = ['ComponentId', 'ChildList'];
const NOT_PROPS = new Set(['id', 'component', 'action', 'checks']);

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

/** The part of a client action both sides are compared on (the timestamps come from different clocks). */
function actionOf(action: Raw): Raw {
  return { name: action.name, surfaceId: action.surfaceId, sourceComponentId: action.sourceComponentId,
    context: action.context };
}

const verdictOf = (isTaken: boolean): string => (isTaken ? 'taken' : 'refused');

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
        const step = `message ${i}`;
        const mine = verdictOf(ours.applyJson(JSON.stringify(message)).ok);
        const other = verdictOf(theirs.apply(message).length === 0);
        this.observe({ kind: 'verdict', source: scenario.source, step, where: JSON.stringify(message).slice(0, 80),
          ours: mine, theirs: other });
        // One side took a message the other refused: their states part here, and every later comparison
        // would only repeat this one difference.
        if (mine !== other) return;
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

  compareState(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string): void {
    for (const surfaceId of [...new Set([...ours.surfaceIds(), ...theirs.surfaceIds()])].sort()) {
      const surface = ours.surface(surfaceId);
      this.observe({ kind: 'data', source: scenario.source, step, where: surfaceId,
        ours: text(surface?.dataModel().toRaw()), theirs: text(theirs.data(surfaceId)) });
      this.compareTree(scenario, surface, theirs, surfaceId, step);
    }
  }

  private compareTree(scenario: Scenario, surface: A2uiSurface | undefined, theirs: WebCoreOracle,
    surfaceId: string, step: string): void {
    const ourNodes = new Map<string, A2uiNode>();
    for (const node of allNodes(surface?.root())) ourNodes.set(node.key, node);
    const theirNodes = new Map<string, OracleNode>();
    for (const node of theirs.nodes(surfaceId)) theirNodes.set(nodeKey(node.id, node.dataPath), node);
    const source = scenario.source;
    for (const key of [...new Set([...ourNodes.keys(), ...theirNodes.keys()])]) {
      const mine = ourNodes.get(key);
      const other = theirNodes.get(key);
      const where = `${surfaceId}/${key}`;
      this.observe({ kind: 'node', source, step, where, ours: mine ? text(mine.component) : 'absent',
        theirs: other ? text(other.type) : 'absent' });
      if (!mine || !other || mine.isPlaceholder || other.isPlaceholder || mine.component !== other.type) continue;
      this.observe({ kind: 'children', source, step, where, ours: text(mine.children.map((c) => c.key)),
        theirs: text(other.children) });
      this.compareProps(scenario, surface!, mine, other, `${where}/`, step);
    }
  }

  /** Each property the component was given, and its failing checks. */
  private compareProps(scenario: Scenario, surface: A2uiSurface, mine: A2uiNode, other: OracleNode, where: string,
    step: string): void {
    const definition = surface.currentState().components.get(mine.id)?.properties as Raw | undefined;
    if (!definition) return;
    const source = scenario.source;
    const data = text(surface.dataModel().toRaw());
    const props = mine.props.toRaw() as Raw;
    for (const [prop, raw] of Object.entries(definition)) {
      const schema = propertySchema(scenario.catalog, mine.component, prop);
      if (NOT_PROPS.has(prop) || isChildRef(schema)) continue;
      const resolved = withoutChildNodes(other.props[prop]);
      // JSON has no undefined: a binding to nothing is null in our (JSON) props.
      const value = (schema ? coerceBySchema(resolved, schema, scenario.catalog) : resolved) ?? null;
      const dynamic = isDynamic(raw);
      this.observe({ kind: dynamic ? 'binding' : 'static', source, step, where: `${where}${prop}`,
        fn: mine.component, args: JSON.stringify(dynamic ? annotated(raw, surface, mine.scope) : raw),
        data: dynamic ? data : undefined, ours: text(props[prop]), theirs: text(value) });
    }
    if (Array.isArray(definition.checks)) {
      this.observe({ kind: 'check', source, step, where: `${where}checks`, fn: mine.component,
        args: JSON.stringify(annotated(definition.checks, surface, mine.scope)), data,
        ours: text(mine.failedChecks), theirs: text(other.validationErrors ?? []) });
    }
  }

  /** Every function call of every rendered component, evaluated alone in the node's scope by both. */
  compareFunctions(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string): void {
    for (const surfaceId of ours.surfaceIds()) {
      if (!theirs.surface(surfaceId)) continue;
      const surface = ours.surface(surfaceId)!;
      const data = text(surface.dataModel().toRaw());
      for (const node of allNodes(surface.root())) {
        const component = surface.currentState().components.get(node.id);
        if (node.isPlaceholder || !component) continue;
        for (const { pointer, call } of callsIn(component.properties, '')) {
          this.observe({ kind: 'function', source: scenario.source, step,
            where: `${surfaceId}/${node.key}#${pointer}`, fn: String(call.call),
            args: JSON.stringify(annotated(call.args ?? {}, surface, node.scope)), data,
            ours: text(ourEvaluation(surface, node.scope, call)),
            theirs: text(theirs.evaluate(surfaceId, node.scope, call)) });
        }
      }
    }
  }

  /** What each Button sends: ours actionFor vs web_core's action closure (blocked when its checks fail). */
  async compareActions(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, step: string):
    Promise<void> {
    for (const surfaceId of ours.surfaceIds()) {
      if (!theirs.surface(surfaceId)) continue;
      const surface = ours.surface(surfaceId)!;
      const theirNodes = new Map(theirs.nodes(surfaceId).map((n) => [nodeKey(n.id, n.dataPath), n]));
      for (const node of allNodes(surface.root()).filter((n) => n.component === 'Button')) {
        const result = surface.actionFor(node.key);
        const code = result.error?.code;
        const mine = result.ok ? actionOf((result.value!.toRaw() as Raw).action as Raw) :
          code === 'a2ui_action_blocked' ? 'blocked' : code === 'a2ui_local_action' ? 'local' : code;
        const other = theirNodes.get(node.key);
        let their: unknown = 'absent';
        if (other && other.isValid === false) {
          their = 'blocked';
        } else if (other) {
          const sent = await theirs.press(surfaceId, node.key);
          their = sent ? actionOf(sent as unknown as Raw) : 'local';
        }
        this.observe({ kind: 'action', source: scenario.source, step, where: `${surfaceId}/${node.key}`,
          ours: text(mine), theirs: text(their) });
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
          args: JSON.stringify(inlined(c.call.args, c.data)), data: JSON.stringify({ ...c.data, args: undefined }),
          locale, ours: text(ourEvaluation(ours.surface(surfaceId)!, '', c.call)),
          theirs: text(theirs.evaluate(surfaceId, '', c.call)) });
      });
    } finally {
      theirs.dispose();
    }
  }

  /** The user types into every bound input once (seeded values), then everything is compared again. */
  private async inputs(scenario: Scenario, ours: A2uiSurfaceStore, theirs: WebCoreOracle, random: SeededRandom):
    Promise<void> {
    for (const surfaceId of ours.surfaceIds()) {
      const surface = ours.surface(surfaceId)!;
      for (const node of allNodes(surface.root())) {
        const component = surface.currentState().components.get(node.id);
        const bound = component?.properties.value as Raw | undefined;
        if (!component || bound === null || typeof bound !== 'object' || typeof bound.path !== 'string') continue;
        const value = inputValue(node.component, component.properties as Raw, random);
        if (value === undefined) continue;
        const step = `input ${node.key}`;
        const mine = verdictOf(surface.setValue(node.key, JsonValue.fromRaw(value as object)).ok);
        const other = verdictOf(theirs.setValue(surfaceId, node.key, value).length === 0);
        this.observe({ kind: 'input', source: scenario.source, step, where: `${surfaceId}/${node.key}`,
          fn: node.component, args: JSON.stringify(value), ours: mine, theirs: other });
        await settle();
        this.compareState(scenario, ours, theirs, step);
      }
    }
    this.compareFunctions(scenario, ours, theirs, 'after input');
    await this.compareActions(scenario, ours, theirs, 'after input');
  }
}
