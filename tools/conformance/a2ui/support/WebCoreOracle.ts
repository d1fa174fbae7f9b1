// The A2UI project's own v0.9 web core (`@a2ui/web_core` 0.11, renderers/web_core of a2ui-project/a2ui) run
// headless on Node as a second oracle beside the schemas: its MessageProcessor holds the surfaces and data
// models, a NodeResolver per surface builds the tree of resolved props (its GenericBinder), DataContext
// evaluates a dynamic value in a scope, and a Button's action closure dispatches the client action.
// Nothing here needs a DOM: the v0_9 entry points load on Node as they are (signals are @preact/signals-core).
// Shims stay here, in the Node tooling: the minimal catalog, which web_core does not ship, is its
// component APIs for the minimal catalog's five components plus `capitalize`, written from the catalog's
// description (web_core has no implementation of it).
import {
  BASIC_COMPONENTS, Catalog, createBasicCatalogFunctions, createFunctionImplementation, DataContext,
  isComponentNode, MessageProcessor, NodeResolver, peekValue, ResolvedBinding, WritableBinding,
} from '@a2ui/web_core/v0_9';
import { BASIC_ID, MINIMAL_ID } from './Conformance';

type Raw = Record<string, unknown>;

/** The locale the oracle formats in: our formatting is en-US (docs/a2ui.md "Formatting without Intl"). */
export const ORACLE_LOCALE = 'en-US';

const MINIMAL_COMPONENTS = ['Text', 'Row', 'Column', 'Button', 'TextField'];

const CapitalizeImplementation = createFunctionImplementation({
  name: 'capitalize',
  returnType: 'string',
  // What web_core's invoker calls before execute (a zod schema there): coerce `value` to a string.
  schema: { parse: (args: Raw) => ({ value: specText(args.value) }) },
}, (args: { value: string }) => args.value.charAt(0).toUpperCase() + args.value.slice(1));

/** The spec's coercion to String (null and undefined -> "", objects and arrays as JSON). */
function specText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** web_core's catalogs for a locale: the basic catalog (its own components and functions) and the minimal one. */
export function oracleCatalogs(locale: string = ORACLE_LOCALE): unknown[] {
  const functions = createBasicCatalogFunctions({ locale });
  const minimal = (BASIC_COMPONENTS as Array<{ name: string }>).filter((c) => MINIMAL_COMPONENTS.includes(c.name));
  return [new Catalog(BASIC_ID, BASIC_COMPONENTS, functions),
    new Catalog(MINIMAL_ID, minimal, [CapitalizeImplementation])];
}

/** One rendered node as the oracle sees it: its component, scope, resolved props (plain JSON) and children. */
export interface OracleNode {
  id: string;
  /** The data path relative paths resolve against ('/' at the root, '/items/0' in a template item). */
  dataPath: string;
  type: string;
  isPlaceholder: boolean;
  /** Resolved props: bindings unwrapped to their values, child nodes as `{node: key}`, actions as '<Action>'. */
  props: Raw;
  /** The child nodes' keys, in slot order. */
  children: string[];
  /** Set for a component with checks: whether they pass, and the messages of those that fail. */
  isValid?: boolean;
  validationErrors?: string[];
}

/** The client action web_core dispatched: name, surfaceId, sourceComponentId, timestamp and context. */
export interface OracleAction {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  context: Raw;
}

/**
 * Runs `body` with console.warn and console.error silenced: web_core reports a function's failure there
 * (an Intl RangeError, a date-fns pattern it refuses) before returning its fallback, which is what we compare.
 */
export async function quietly<T>(body: () => Promise<T> | T): Promise<T> {
  const warn = console.warn;
  const error = console.error;
  console.warn = () => {};
  console.error = () => {};
  try {
    return await body();
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

/** The key both implementations give a node: its id, and `id@scope` inside a template item. */
export function nodeKey(id: string, dataPath: string): string {
  return dataPath === '/' || dataPath === '' ? id : `${id}@${dataPath}`;
}

export class WebCoreOracle {
  readonly processor: any;
  private readonly resolvers = new Map<string, any>();
  private readonly actions: OracleAction[] = [];
  /** Expression errors the surfaces reported (web_core dispatches them rather than throwing). */
  readonly errors: string[] = [];

  constructor(locale: string = ORACLE_LOCALE) {
    this.processor = new MessageProcessor(oracleCatalogs(locale), (action: OracleAction) => {
      this.actions.push(action);
    });
    this.processor.onSurfaceCreated((surface: any) => {
      surface.onError.subscribe((error: { message: string }) => {
        this.errors.push(error.message);
      });
      this.resolvers.set(surface.id, new NodeResolver(surface, surface.catalog));
    });
    this.processor.onSurfaceDeleted((id: string) => {
      this.resolvers.get(id)?.dispose();
      this.resolvers.delete(id);
    });
  }

  /** Applies one message; '' when web_core took it, else the message of what it threw. */
  apply(message: unknown): string {
    try {
      this.processor.processMessage(JSON.parse(JSON.stringify(message)));
      return '';
    } catch (error) {
      return String((error as Error).message ?? error);
    }
  }

  surfaceIds(): string[] {
    return [...this.processor.model.surfacesMap.keys()];
  }

  surface(id: string): any {
    return this.processor.model.getSurface(id);
  }

  /** The surface's whole data model (JSON: a removed array item reads as null, as in ours). */
  data(surfaceId: string): unknown {
    const value = this.surface(surfaceId)?.dataModel.get('/');
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  }

  /** Every node of the tree from root, depth first, children in order; the first node of each key only. */
  nodes(surfaceId: string): OracleNode[] {
    const root = this.resolvers.get(surfaceId) ? peekValue(this.resolvers.get(surfaceId).rootNode) : undefined;
    const out: OracleNode[] = [];
    const seen = new Set<string>();
    const visit = (node: any): void => {
      const key = nodeKey(node.componentId, node.dataPath);
      if (seen.has(key)) return;
      seen.add(key);
      const props = peekValue(node.props) as Raw;
      const children: any[] = [];
      const plain = plainProps(props, children);
      const entry: OracleNode = {
        id: node.componentId, dataPath: node.dataPath, type: node.isPlaceholder ? '' : node.type,
        isPlaceholder: node.isPlaceholder, props: plain,
        children: children.map((c) => nodeKey(c.componentId, c.dataPath)),
      };
      if (Array.isArray(props.checks)) {
        entry.isValid = props.isValid as boolean;
        entry.validationErrors = props.validationErrors as string[];
      }
      out.push(entry);
      children.forEach(visit);
    };
    if (root) visit(root);
    return out;
  }

  /** The live web_core node of a key (for input and actions). */
  private liveNode(surfaceId: string, key: string): any {
    const resolver = this.resolvers.get(surfaceId);
    const pending = resolver ? [peekValue(resolver.rootNode)] : [];
    while (pending.length > 0) {
      const node = pending.shift();
      if (!node) continue;
      if (nodeKey(node.componentId, node.dataPath) === key) return node;
      const children: any[] = [];
      plainProps(peekValue(node.props) as Raw, children);
      pending.push(...children);
    }
    return undefined;
  }

  /** The user's input: writes `value` through the node's `value` binding; '' or why it could not. */
  setValue(surfaceId: string, key: string, value: unknown): string {
    const node = this.liveNode(surfaceId, key);
    const binding = node ? (peekValue(node.props) as Raw).value : undefined;
    if (!(binding instanceof WritableBinding)) return 'not bound';
    try {
      (binding as any).set(JSON.parse(JSON.stringify(value)));
      return '';
    } catch (error) {
      return String((error as Error).message ?? error);
    }
  }

  /** Presses a node's action (web_core's action closure) and returns what it dispatched, if anything. */
  async press(surfaceId: string, key: string): Promise<OracleAction | undefined> {
    const node = this.liveNode(surfaceId, key);
    const action = node ? (peekValue(node.props) as Raw).action : undefined;
    if (typeof action !== 'function') return undefined;
    const before = this.actions.length;
    (action as () => void)();
    // dispatchAction awaits its listeners: let the microtasks run.
    await new Promise((resolve) => setImmediate(resolve));
    return this.actions.length > before ? JSON.parse(JSON.stringify(this.actions[this.actions.length - 1])) : undefined;
  }

  /** A dynamic value evaluated once in `dataPath` (web_core's DataContext.resolveDynamicValue). */
  evaluate(surfaceId: string, dataPath: string, value: unknown): unknown {
    const context = new DataContext(this.surface(surfaceId), dataPath === '' ? '/' : dataPath);
    const result = context.resolveDynamicValue(JSON.parse(JSON.stringify(value)));
    return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  }

  dispose(): void {
    for (const resolver of this.resolvers.values()) resolver.dispose();
    this.resolvers.clear();
  }
}

/** A node's props as plain JSON; the child nodes found are pushed to `children` in slot order. */
function plainProps(props: Raw, children: any[]): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'isValid' || key === 'validationErrors') continue;
    out[key] = plain(value, children);
  }
  return out;
}

function plain(value: unknown, children: any[]): unknown {
  if (isComponentNode(value)) {
    children.push(value);
    return { node: nodeKey((value as any).componentId, (value as any).dataPath) };
  }
  if (value instanceof ResolvedBinding) return plain((value as any).value, children);
  if (typeof value === 'function') return '<Action>';
  if (Array.isArray(value)) return value.map((item) => plain(item, children));
  if (value !== null && typeof value === 'object') {
    const out: Raw = {};
    for (const [key, inner] of Object.entries(value)) out[key] = plain(inner, children);
    return out;
  }
  return value;
}
