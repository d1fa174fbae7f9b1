// BoundValues: the values a surface's `{path}` bindings resolve to, found from the raw messages (not from the
// view): for every node of the rendered tree, each property its definition binds straight to the data model
// (`"text": {"path": "/title"}`, a template item's `"text": {"path": "name"}`), read from the surface's data
// model at the path made absolute against the node's scope. Properties nobody sees as such are left out:
// `action` (its context goes to onAction), `checks` (their outcome shows as a message), child slots.
import type { A2uiSurface } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurface';
import { allNodes, pointerGet } from '../../a2ui/support/Tree';
import type { RawMessage } from './A2uiSurfaceHarness';

export interface BoundValue {
  /** The node key (`id`, `id@scope`, `id#2`). */
  readonly key: string;
  readonly component: string;
  readonly property: string;
  /** The binding's path made absolute. */
  readonly path: string;
  /** What the data model holds there (undefined: nothing). */
  readonly value: unknown;
}

const UNSHOWN = new Set(['id', 'component', 'action', 'checks', 'child', 'children', 'trigger', 'content', 'tabs']);

/** The last definition of every component of `surfaceId` in `messages`. */
export function definitions(messages: RawMessage[], surfaceId: string): Map<string, RawMessage> {
  const out = new Map<string, RawMessage>();
  for (const message of messages) {
    const update = message.updateComponents as { surfaceId?: string; components?: RawMessage[] } | undefined;
    if (update?.surfaceId !== surfaceId) continue;
    for (const component of update.components ?? []) out.set(component.id as string, component);
  }
  return out;
}

function pathBinding(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const path = (value as { path?: unknown }).path;
  return keys.length === 1 && typeof path === 'string' ? path : undefined;
}

export function absolutePath(path: string, scope: string): string {
  if (path.startsWith('/')) return path;
  if (path === '' || path === '.') return scope;
  return `${scope}/${path}`;
}

export function boundValues(surface: A2uiSurface, messages: RawMessage[]): BoundValue[] {
  const defs = definitions(messages, surface.id);
  const data = surface.dataModel().toRaw();
  const out: BoundValue[] = [];
  for (const node of allNodes(surface.root())) {
    const def = defs.get(node.id);
    if (def === undefined) continue;
    for (const [property, raw] of Object.entries(def)) {
      const path = UNSHOWN.has(property) ? undefined : pathBinding(raw);
      if (path === undefined) continue;
      const absolute = absolutePath(path, node.scope);
      out.push({ key: node.key, component: node.component, property, path: absolute, value: pointerGet(data, absolute) });
    }
  }
  return out;
}
