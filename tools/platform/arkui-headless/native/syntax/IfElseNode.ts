// If, native side: the JS-visible `If` (jsview/js_if_else.cpp: create, pop, branchId, getBranchId,
// getRetakenElmtIds) over an If element that works like components_ng/syntax/if_else_node.cpp
// IfElseNode::SetBranchId: a new branch id removes the current children, collects the elmtIds of the
// removed nodes down to and including custom components (sent back to ViewV2.ifElseBranchUpdateFunction),
// and the branch function then builds the new children onto the If element.
import { Element } from '../Element';
import type { NativeRuntime } from '../NativeRuntime';

function collectRemoved(element: Element, out: number[]): void {
  out.push(element.elmtId);
  if (element.kind === 'custom') return;
  for (const child of element.children) collectRemoved(child, out);
}

export function createIfClass(rt: NativeRuntime): object {
  const topIf = (): Element | undefined => {
    const top = rt.stack.top;
    return top !== undefined && top.type === 'If' ? top : undefined;
  };
  return {
    name: 'If',
    create(): void {
      const { element } = rt.getOrCreate('If', 'syntax', false);
      rt.stack.push(element);
    },
    pop(): void {
      rt.stack.popContainer();
    },
    branchId(branchId: number, removedElmtIds: number[] = [], _reservedElmtIds: number[] = []): void {
      const element = topIf();
      if (element === undefined || element.branchId === branchId) return;
      for (const child of element.children.slice()) {
        collectRemoved(child, removedElmtIds);
        rt.remove(child);
      }
      element.branchId = branchId;
      element.branchChanged = true;
    },
    getBranchId(): number {
      return topIf()?.branchId ?? -1;
    },
    getRetakenElmtIds(_out: number[]): boolean {
      // Retaken ids come from removal animations, which the headless runtime does not run.
      return false;
    },
  };
}
