// ForEach, native side: the JS-visible `ForEach` (jsview/js_foreach.cpp JSBind: create, pop, getIdArray,
// setIdArray, createNewChildStart, createNewChildFinish, onMove) over a ForEach element that works like
// components_ng/syntax/for_each_node.cpp: `create` moves the current ids and children aside
// (CreateTempItems), setIdArray stores the new ids and reports which indexes are new and which are
// duplicates (JSForEach::SetIdArray), each new item is built inside a SyntaxItem keyed by its id
// (ForEachModelNG::CreateNewChildStart/Finish), and Finish puts old and new children in the new order and
// removes the children whose id is gone (ForEachNode::CompareAndUpdateChildren).
import { Element } from '../Element';
import type { NativeRuntime } from '../NativeRuntime';

export function compareAndUpdateChildren(rt: NativeRuntime, forEach: Element): void {
  const additional = forEach.children.slice();
  const oldById = new Map<string, Element>();
  forEach.tempIds.forEach((id, i) => {
    const child = forEach.tempChildren[i];
    if (child !== undefined) oldById.set(id, child);
  });
  const ordered: Element[] = [];
  let next = 0;
  for (const id of forEach.ids) {
    const old = oldById.get(id);
    if (old !== undefined) {
      ordered.push(old);
      oldById.delete(id);
    } else {
      const added = additional[next++];
      if (added !== undefined) ordered.push(added);
    }
  }
  forEach.children = [];
  for (const child of ordered) forEach.addChild(child);
  for (const gone of oldById.values()) rt.destroy(gone);
  forEach.tempIds = [];
  forEach.tempChildren = [];
  rt.touch();
}

/** The elmtIds a removed subtree gives back to JS: every node down to and including a custom component. */
function collectRemoved(element: Element, out: number[]): void {
  out.push(element.elmtId);
  if (element.kind === 'custom') return;
  for (const child of element.children) collectRemoved(child, out);
}

export function createForEachClass(rt: NativeRuntime): object {
  const topForEach = (): Element | undefined => {
    const top = rt.stack.top;
    return top !== undefined && top.type === 'ForEach' ? top : undefined;
  };
  return {
    name: 'ForEach',
    create(): void {
      const { element } = rt.getOrCreate('ForEach', 'syntax', false);
      rt.stack.push(element);
      // CreateTempItems: the previous render's ids and children wait for Finish to be compared.
      element.tempIds = element.ids;
      element.tempChildren = element.children;
      element.ids = [];
      element.children = [];
    },
    pop(): void {
      rt.stack.popContainer();
    },
    getIdArray(elmtId: number, out: string[]): boolean {
      const element = rt.register.get(elmtId);
      if (element === undefined || out.length > 0) return false;
      out.push(...element.tempIds);
      return out.length > 0;
    },
    setIdArray(elmtId: number, newIds: unknown[], diffIndexes: number[], duplicateIndexes: number[],
      removedElmtIds: number[] = []): void {
      const element = topForEach() ?? rt.register.get(elmtId);
      if (element === undefined) return;
      const old = new Set(element.tempIds);
      const seen = new Set<string>();
      const accepted: string[] = [];
      newIds.forEach((raw, i) => {
        const id = String(raw);
        if (seen.has(id)) {
          duplicateIndexes.push(i);
          return;
        }
        seen.add(id);
        accepted.push(id);
        if (!old.has(id)) diffIndexes.push(i);
      });
      element.ids = accepted;
      element.tempIds.forEach((id, i) => {
        const child = element.tempChildren[i];
        if (!seen.has(id) && child !== undefined) collectRemoved(child, removedElmtIds);
      });
    },
    createNewChildStart(id: unknown): void {
      const item = rt.getOrCreate('SyntaxItem', 'syntax', false).element;
      item.itemId = String(id);
      rt.stack.push(item);
    },
    createNewChildFinish(): void {
      rt.stack.popContainer();
    },
    onMove(): void {
      // Drag-to-reorder needs gestures the headless runtime does not have.
    },
  };
}
