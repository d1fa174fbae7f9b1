// NativeViewPartialUpdate: the native peer of a ViewPU / ViewV2 (jsview/js_view.cpp JSViewPartialUpdate;
// the state half constructs one per view, `new NativeViewPartialUpdate(view)`, see NativeInterface.ts).
// `create(peer)` is what `ViewV2.create(componentCall)` reaches: it makes the custom component's element
// under the reserved id and pushes it (a CustomNode is atomic, so the next sibling or the parent's pop
// closes it); the view renders at the next build, as CustomNode::Render runs at the device's layout:
// aboutToAppear (appearFunc), initialRenderView on a fresh stack with the result mounted under the custom
// node, then onDidBuild. `markNeedUpdate` asks for `view.rerender()` on the next frame (the CustomNode's
// updateFunc); `finishUpdateFunc` ends one re-run update function (Finish of the element it re-created).
import { Element, NativeView } from './Element';
import type { NativeRuntime } from './NativeRuntime';

export const CUSTOM_NODE = 'CustomNode';

/** A UIContext with what the transformed views ask of it; no host context in a headless run by default. */
export class HeadlessUIContext {
  constructor(private readonly hostContext: object | undefined) {}

  getHostContext(): object | undefined {
    return this.hostContext;
  }
}

export const uiContextOptions: { hostContext: object | undefined } = { hostContext: undefined };

/** The part of a peer the runtime reads. */
export interface ViewPeer {
  readonly view: NativeView;
  firstRender: boolean;
  needsUpdate: boolean;
}

const peers = new WeakMap<object, ViewPeer>();

export function peerOf(view: NativeView): ViewPeer | undefined {
  return peers.get(view);
}

function renderView(rt: NativeRuntime, element: Element): void {
  const view = element.view;
  if (view === undefined) return;
  element.isBuilding = true;
  try {
    if (typeof view.aboutToAppear === 'function') view.aboutToAppear();
    const peer = peerOf(view);
    // JSViewPartialUpdate's renderFunction clears isFirstRender_ before InitialRender runs.
    if (peer !== undefined) peer.firstRender = false;
    const root = rt.stack.scoped(() => {
      if (typeof view.initialRenderView === 'function') view.initialRenderView();
    });
    if (root !== undefined && root.parent === undefined && root !== element) element.addChild(root);
    if (typeof view.onDidBuild === 'function') view.onDidBuild();
  } finally {
    element.isBuilding = false;
  }
}

/** Makes the element of a custom component (root or child) and schedules its first render. */
export function customElement(rt: NativeRuntime, view: NativeView, elmtId: number): Element {
  const element = new Element(elmtId, CUSTOM_NODE, 'custom', true);
  element.view = view;
  rt.register.add(element);
  rt.viewElements.set(view, element);
  element.pendingBuild = () => renderView(rt, element);
  rt.requestFrame();
  return element;
}

export function createNativeViewClass(rt: NativeRuntime): new (view?: NativeView) => object {
  class NativeViewPartialUpdate implements ViewPeer {
    readonly view: NativeView;
    firstRender = true;
    needsUpdate = false;
    private isV2 = false;
    private cardId = -1;
    private creatorId = -1;

    /** `view`: the JS view this is the peer of; a view class that extends this one is its own peer. */
    constructor(view?: NativeView) {
      this.view = view ?? (this as unknown as NativeView);
      peers.set(this.view, this);
    }

    /** ViewV2.create(componentCall): `target` is the child view's peer (or the view, when it is its own). */
    static create(target: object): void {
      const peer = target instanceof NativeViewPartialUpdate ? target : peers.get(target);
      const view = peer !== undefined ? peer.view : target as NativeView;
      let elmtId = rt.stack.claimNodeId();
      if (elmtId < 0) elmtId = typeof view.id__ === 'function' ? view.id__() : rt.register.makeUniqueId();
      rt.stack.push(customElement(rt, view, elmtId));
    }

    static createRecycle(target: object): void {
      NativeViewPartialUpdate.create(target);
    }

    finishUpdateFunc(_elmtId?: number): void {
      rt.stack.finish();
      rt.requestFrame();
    }

    markNeedUpdate(): void {
      rt.markNeedUpdate(this);
    }

    syncInstanceId(): void {}

    restoreInstanceId(): void {}

    getInstanceId(): number {
      return rt.containerId;
    }

    getMainInstanceId(): number {
      return rt.containerId;
    }

    isFirstRender(): boolean {
      return this.firstRender;
    }

    setIsV2(isV2: boolean): void {
      this.isV2 = isV2;
    }

    getIsV2(): boolean {
      return this.isV2;
    }

    markStatic(): void {}

    setCardId(id: number): void {
      this.cardId = id;
    }

    getCardId(): number {
      return this.cardId;
    }

    setCreatorId(id: number): void {
      this.creatorId = id;
    }

    getCreatorId(): number {
      return this.creatorId;
    }

    elmtIdExists(elmtId: number): boolean {
      return rt.register.has(elmtId);
    }

    isLazyItemRender(_elmtId: number): boolean {
      return false;
    }

    findChildByIdForPreview(_viewId: number): undefined {
      return undefined;
    }

    resetRecycleCustomNode(): void {}

    queryNavDestinationInfo(): undefined {
      return undefined;
    }

    queryNavigationInfo(): undefined {
      return undefined;
    }

    queryRouterPageInfo(): undefined {
      return undefined;
    }

    getUIContext(): HeadlessUIContext {
      return new HeadlessUIContext(uiContextOptions.hostContext);
    }

    sendStateInfo(_info: string): void {}
  }
  return NativeViewPartialUpdate;
}
