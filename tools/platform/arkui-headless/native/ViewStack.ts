// ViewStack: the element stack of ArkUI's NG ViewStackProcessor (components_ng/base/view_stack_processor.cpp,
// arkui_ace_engine commit 02a7dba): Push pops an atomic node that is on top first (ShouldPopImmediately),
// Pop finishes the top element and mounts it on the one below (and does nothing while only one element
// is left: the root of a render or of an update stays for Finish), PopContainer pops atomic nodes on top
// and then the container, Finish takes the top off (a ForEach compares and updates its children there).
// StartGetAccessRecordingFor reserves the element id that the next `create` claims; while the stack is
// scoped (a custom component's first render, a ListItem / TabContent deep render) JS builds on a fresh one.
import { Element } from './Element';
import { UNDEFINED_ELEMENT_ID } from './ElementRegister';

export class ViewStack {
  private elements: Element[] = [];
  private reservedNodeId = UNDEFINED_ELEMENT_ID;
  private accountGetAccessToNodeId = UNDEFINED_ELEMENT_ID;
  /** Outer recordings: a ListItem's item creation or a builder's components start one inside another. */
  private outerAccounts: number[] = [];
  private readonly saved: Array<{ elements: Element[]; reserved: number; account: number; outer: number[] }> = [];

  /** Called with each element Finish takes off, before it is mounted (ForEach / If bookkeeping). */
  constructor(private readonly onFinish: (element: Element) => void) {}

  get top(): Element | undefined {
    return this.elements[this.elements.length - 1];
  }

  get size(): number {
    return this.elements.length;
  }

  startGetAccessRecordingFor(elmtId: number): void {
    this.outerAccounts.push(this.accountGetAccessToNodeId);
    this.accountGetAccessToNodeId = elmtId;
    this.reservedNodeId = elmtId;
  }

  /**
   * Ends the innermost recording. The device keeps one id and resets it to -1 here; the outer recording's
   * id is restored instead, which only differs for GetElmtIdToAccountFor between a nested stop and the
   * outer stop. An unclaimed reservation is dropped, as on the device.
   */
  stopGetAccessRecording(): void {
    this.accountGetAccessToNodeId = this.outerAccounts.pop() ?? UNDEFINED_ELEMENT_ID;
    this.reservedNodeId = UNDEFINED_ELEMENT_ID;
  }

  get elmtIdToAccountFor(): number {
    return this.accountGetAccessToNodeId;
  }

  set elmtIdToAccountFor(elmtId: number) {
    this.accountGetAccessToNodeId = elmtId;
  }

  /** The id the next `create` will claim (UNDEFINED_ELEMENT_ID when none is reserved). */
  get reservedId(): number {
    return this.reservedNodeId;
  }

  /** The reserved id, once: a second `create` in the same update function gets a new element. */
  claimNodeId(): number {
    const id = this.reservedNodeId;
    this.reservedNodeId = UNDEFINED_ELEMENT_ID;
    return id;
  }

  push(element: Element): void {
    if (this.shouldPopImmediately()) this.pop();
    this.elements.push(element);
  }

  implicitPopBeforeContinue(): void {
    if (this.elements.length > 1 && this.shouldPopImmediately()) this.pop();
  }

  pop(): void {
    if (this.elements.length <= 1) return;
    const current = this.finish();
    const parent = this.top;
    if (current !== undefined && parent !== undefined) parent.addChild(current);
  }

  popContainer(): void {
    let top = this.top;
    if (top !== undefined && !top.isAtomic) {
      this.pop();
      return;
    }
    while (top !== undefined && top.isAtomic) {
      if (this.elements.length === 1) return;
      this.pop();
      top = this.top;
    }
    this.pop();
  }

  finish(): Element | undefined {
    const element = this.elements.pop();
    if (element !== undefined) this.onFinish(element);
    return element;
  }

  /**
   * Runs `build` on a fresh stack (ScopedViewStackProcessor) and returns what it left: Finish of the top,
   * as CustomNode::Render and the ShallowBuilder deep renders take it.
   */
  scoped(build: () => void): Element | undefined {
    this.saved.push({ elements: this.elements, reserved: this.reservedNodeId, account: this.accountGetAccessToNodeId,
      outer: this.outerAccounts });
    this.elements = [];
    this.reservedNodeId = UNDEFINED_ELEMENT_ID;
    this.accountGetAccessToNodeId = UNDEFINED_ELEMENT_ID;
    this.outerAccounts = [];
    try {
      build();
      // Anything above the root was left open by the builder; the device mounts it the same way.
      while (this.elements.length > 1) this.pop();
      return this.finish();
    } finally {
      const outer = this.saved.pop();
      if (outer !== undefined) {
        this.elements = outer.elements;
        this.reservedNodeId = outer.reserved;
        this.accountGetAccessToNodeId = outer.account;
        this.outerAccounts = outer.outer;
      }
    }
  }

  private shouldPopImmediately(): boolean {
    if (this.elements.length <= 1) return false;
    const top = this.top;
    return top !== undefined && top.isAtomic;
  }
}
