// Helpers for reading an A2UI tree in the Node tests: the nodes as a flat list, every string a resolved
// property holds, and the components reachable from `root` computed independently from the raw messages.
import type { A2uiNode } from '../../../../agent_core/src/main/ets/a2ui/protocol/A2uiNode';

export function allNodes(root: A2uiNode | undefined): A2uiNode[] {
  const out: A2uiNode[] = [];
  const seen = new Set<string>();
  const pending = root ? [root] : [];
  while (pending.length > 0) {
    // Depth-first, children in order: the order a reader sees them.
    const node = pending.shift() as A2uiNode;
    if (seen.has(node.key)) continue;
    seen.add(node.key);
    out.push(node);
    pending.unshift(...node.children);
  }
  return out;
}

export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, out));
  return out;
}

/** `{id: text}` of every Text node, in tree order (template instances keyed id@scope). */
export function texts(root: A2uiNode | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const node of allNodes(root)) {
    if (node.component === 'Text') out[node.key] = String((node.props.toRaw() as Record<string, unknown>).text);
  }
  return out;
}

type Raw = Record<string, unknown>;

/** The value at JSON Pointer `path` in `data` (undefined when it is not there). */
export function pointerGet(data: unknown, path: string): unknown {
  if (path === '' || path === '/') return data;
  let current: unknown = data;
  for (const segment of path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Raw)[segment];
  }
  return current;
}

/** Component ids reachable from root in the final state of `messages` for `surfaceId`, templates expanded. */
export function reachableIds(messages: unknown[], surfaceId: string): Set<string> {
  const components = new Map<string, Raw>();
  let data: unknown = {};
  for (const message of messages as Raw[]) {
    const uc = message.updateComponents as Raw | undefined;
    if (uc && uc.surfaceId === surfaceId) for (const c of uc.components as Raw[]) components.set(c.id as string, c);
    const udm = message.updateDataModel as Raw | undefined;
    if (udm && udm.surfaceId === surfaceId) {
      const path = (udm.path as string | undefined) ?? '';
      if (path === '' || path === '/') data = udm.value;
      else {
        const segments = path.slice(1).split('/');
        let target = data as Raw;
        for (let i = 0; i < segments.length - 1; i++) {
          if (target[segments[i]] === undefined) target[segments[i]] = /^\d+$/.test(segments[i + 1]) ? [] : {};
          target = target[segments[i]] as Raw;
        }
        target[segments[segments.length - 1]] = udm.value;
      }
    }
  }
  const reached = new Set<string>();
  const visit = (id: string, scope: string): void => {
    reached.add(id);
    const c = components.get(id);
    if (!c) return;
    const refs: Array<[string, string | undefined]> = [];
    for (const key of ['child', 'trigger', 'content']) if (typeof c[key] === 'string') refs.push([c[key] as string, undefined]);
    if (Array.isArray(c.children)) (c.children as string[]).forEach((id2) => refs.push([id2, undefined]));
    else if (c.children && typeof c.children === 'object') {
      const t = c.children as Raw;
      refs.push([t.componentId as string, t.path as string]);
    }
    if (Array.isArray(c.tabs)) (c.tabs as Raw[]).forEach((tab) => refs.push([tab.child as string, undefined]));
    for (const [childId, listPath] of refs) {
      if (listPath === undefined) visit(childId, scope);
      else {
        const absolute = listPath.startsWith('/') ? listPath : `${scope}/${listPath}`;
        const list = pointerGet(data, absolute);
        if (Array.isArray(list)) list.forEach((_, i) => visit(childId, `${absolute}/${i}`));
      }
    }
  };
  if (components.has('root')) visit('root', '');
  return reached;
}
