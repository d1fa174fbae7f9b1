// ElementRegister: element ids and the id -> element map, as ArkUI's C++ ElementRegister keeps them
// (frameworks/core/pipeline/base/element_register.cpp): MakeUniqueId hands out increasing ids, a node is
// registered when created and unregistered when it leaves the tree; the unregistered ids wait in a
// "removed items" list until JS collects them (ViewStackProcessor.moveDeletedElmtIds ->
// ElementRegister::MoveRemovedItems, js_view_stack_processor.cpp JsMoveDeletedElmtIds).
import type { Element } from './Element';

/** ElementRegister::UndefinedElementId. */
export const UNDEFINED_ELEMENT_ID = -1;

export class ElementRegister {
  private nextId = 0;
  private readonly byId = new Map<number, Element>();
  private removed: number[] = [];

  makeUniqueId(): number {
    return this.nextId++;
  }

  add(element: Element): void {
    this.byId.set(element.elmtId, element);
  }

  get(elmtId: number): Element | undefined {
    return this.byId.get(elmtId);
  }

  has(elmtId: number): boolean {
    return this.byId.has(elmtId);
  }

  /** Unregisters and remembers the id for moveDeletedElmtIds. */
  remove(elmtId: number): void {
    if (this.byId.delete(elmtId)) this.removed.push(elmtId);
  }

  moveRemovedItems(): number[] {
    const items = this.removed;
    this.removed = [];
    return items;
  }
}
