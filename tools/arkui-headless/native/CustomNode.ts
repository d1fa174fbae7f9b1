// NativeViewPartialUpdate: the native base class of ViewPU / ViewV2 (jsview/js_view.cpp
// JSViewPartialUpdate::JSBind). `create(view)` is what `ViewV2.create(componentCall)` reaches: it makes
// the custom component's element under the reserved id and pushes it (a CustomNode is atomic, so the
// next sibling or the parent's pop closes it); the view renders at the next build, as CustomNode::Render
// runs at the device's layout: aboutToAppear (appearFunc), initialRenderView on a fresh stack, the result
// mounted under the custom node, then onDidBuild. `finishUpdateFunc` is the end of an update function
// (ViewPartialUpdateModelNG::FinishUpdate: Finish of the element the update re-created).
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

function renderView(rt: NativeRuntime, element: Element): void {
  const view = element.view;
  if (view === undefined) return;
  element.isBuilding = true;
  try {
    if (typeof view.aboutToAppear === 'function') view.aboutToAppear();
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
  element.pendingBuild = () => renderView(rt, element);
  rt.requestFrame();
  return element;
}

export function createNativeViewClass(rt: NativeRuntime): new () => object {
  class NativeViewPartialUpdate {
    static create(view: NativeView): void {
      let elmtId = rt.stack.claimNodeId();
      if (elmtId < 0) elmtId = typeof view.id__ === 'function' ? view.id__() : rt.register.makeUniqueId();
      rt.stack.push(customElement(rt, view, elmtId));
    }

    static createRecycle(view: NativeView): void {
      NativeViewPartialUpdate.create(view);
    }

    finishUpdateFunc(_elmtId?: number): void {
      rt.stack.finish();
      rt.requestFrame();
    }

    markNeedUpdate(): void {
      rt.requestFrame();
    }

    syncInstanceId(): void {}

    restoreInstanceId(): void {}

    getInstanceId(): number {
      return 100000;
    }

    getMainInstanceId(): number {
      return 100000;
    }

    markStatic(): void {}

    setCardId(_id: number): void {}

    getCardId(): number {
      return -1;
    }

    setCreatorId(_id: number): void {}

    elmtIdExists(elmtId: number): boolean {
      return rt.register.has(elmtId);
    }

    isLazyItemRender(_elmtId: number): boolean {
      return false;
    }

    isFirstRender(): boolean {
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
