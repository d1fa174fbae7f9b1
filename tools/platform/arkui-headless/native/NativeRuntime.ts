// NativeRuntime: the one headless UI instance (the C++ side of one ArkUI container): the element register,
// the view stack, the roots mounted by the test API, and the frame. A frame is what the device's vsync
// does after JS ran: build what is due (custom components render for the first time, ListItem and
// TabContent run their deep render - at layout on the device, components_ng/base/custom_node.cpp Render,
// list_item_pattern.cpp / tab_content_pattern.cpp ShallowBuilder) and nothing else, since nothing is laid out.
import type { ViewPeer } from './CustomNode';
import { Element, ElementKind, NativeView, PENDING_BUILDS } from './Element';
import { ElementRegister, UNDEFINED_ELEMENT_ID } from './ElementRegister';
import { ViewStack } from './ViewStack';
import { compareAndUpdateChildren } from './syntax/ForEachNode';
import { nextTurn } from './NextTurn';
import { owningTabs, selectedTabIndex, tabContentsOf } from './components/TabsModel';

export class NativeRuntime {
  readonly register = new ElementRegister();
  readonly stack: ViewStack = new ViewStack((element) => this.finished(element));
  readonly roots: Element[] = [];
  /** The container (UI instance) id views report (getInstanceId); the device's first one. */
  readonly containerId = 100000;
  /** Each view's custom element, for a peer that asks for an update. */
  readonly viewElements = new WeakMap<object, Element>();
  private readonly dirtyViews = new Set<ViewPeer>();
  private vsyncCallback: ((containerId: number) => boolean) | undefined = undefined;
  /** Bumped by every change the tree sees; settle() waits until it stays put. */
  generation = 0;
  private frameScheduled = false;
  private afterBuild: Array<() => void> = [];
  private frameError: unknown = undefined;

  /**
   * The element `create` works on: the one registered under the reserved id (update mode: an update
   * function re-runs), else a new one (FrameNode::GetOrCreateFrameNode). `isUpdate` says which.
   */
  getOrCreate(type: string, kind: ElementKind, isAtomic: boolean): { element: Element; isUpdate: boolean } {
    let elmtId = this.stack.claimNodeId();
    if (elmtId !== UNDEFINED_ELEMENT_ID) {
      const existing = this.register.get(elmtId);
      if (existing !== undefined && existing.type === type) return { element: existing, isUpdate: true };
    } else {
      elmtId = this.register.makeUniqueId();
    }
    const element = new Element(elmtId, type, kind, isAtomic);
    this.register.add(element);
    this.touch();
    return { element, isUpdate: false };
  }

  touch(): void {
    this.generation++;
  }

  /** Removes `element` from its parent and tears its subtree down (views get their disappear callbacks). */
  remove(element: Element): void {
    if (element.parent !== undefined) element.parent.detach(element);
    this.destroy(element);
    this.touch();
  }

  /** Pre-order, as the device releases a removed subtree: a custom component before its children. */
  destroy(element: Element): void {
    for (const node of element.walk()) {
      if (node.isDestroyed) continue;
      node.isDestroyed = true;
      node.pendingBuild = undefined;
      this.register.remove(node.elmtId);
      if (node.view !== undefined) destroyView(node.view);
    }
  }

  /** Mounts a custom component as a root of its own (a page), built at the next frame. */
  addRoot(element: Element): void {
    this.roots.push(element);
    this.requestFrame();
  }

  removeRoot(element: Element): void {
    const at = this.roots.indexOf(element);
    if (at >= 0) this.roots.splice(at, 1);
    this.destroy(element);
    this.touch();
  }

  /** Asks for a frame: the build runs after the current task, as the vsync after JS ran. */
  requestFrame(): void {
    this.touch();
    if (this.frameScheduled) return;
    this.frameScheduled = true;
    nextTurn(() => {
      this.frameScheduled = false;
      try {
        this.frame();
      } catch (error) {
        this.frameError = error;
      }
    });
  }

  /** A frame's error, thrown again to the test that waits (settle) instead of lost in a timer. */
  takeFrameError(): unknown {
    const error = this.frameError;
    this.frameError = undefined;
    return error;
  }

  get isFramePending(): boolean {
    return this.frameScheduled || this.dirtyViews.size > 0 || this.vsyncCallback !== undefined;
  }

  /** JSViewPartialUpdate::MarkNeedUpdate: the view's rerender() runs on the next frame, once. */
  markNeedUpdate(peer: ViewPeer): void {
    peer.needsUpdate = true;
    this.dirtyViews.add(peer);
    this.requestFrame();
  }

  /** ViewStackProcessor.scheduleUpdateOnNextVSync: `callback(containerId)` on the next frame, again while it returns true. */
  scheduleUpdateOnNextVSync(callback: ((containerId: number) => boolean) | null): void {
    this.vsyncCallback = callback ?? undefined;
    if (callback !== null) this.requestFrame();
  }

  /**
   * One frame: the state updates registered for this vsync, then the views marked dirty rerender (parents
   * first, as the pipeline sorts dirty custom nodes by depth), then the build at layout.
   */
  frame(): void {
    const vsync = this.vsyncCallback;
    this.vsyncCallback = undefined;
    if (vsync !== undefined && vsync(this.containerId) === true) {
      if (this.vsyncCallback === undefined) this.vsyncCallback = vsync;
      this.requestFrame();
    }
    const dirty = [...this.dirtyViews].map((peer) => ({ peer, element: this.viewElements.get(peer.view) }))
      .sort((a, b) => depth(a.element) - depth(b.element));
    this.dirtyViews.clear();
    for (const { peer, element } of dirty) {
      if (!peer.needsUpdate) continue;
      peer.needsUpdate = false;
      if (element !== undefined && element.isDestroyed) continue;
      const rerender = (peer.view as { rerender?: () => void }).rerender;
      if (typeof rerender === 'function') rerender.call(peer.view);
      this.touch();
    }
    this.build();
  }

  /** Runs `callback` once the next build is done (platform callbacks that follow a frame: onDisappear ...). */
  afterFrame(callback: () => void): void {
    this.afterBuild.push(callback);
    this.requestFrame();
  }

  /** Runs every pending build, parents before children, until none is left; then the after-frame callbacks. */
  build(): void {
    for (let pass = 0; ; pass++) {
      if (pass > 10_000) throw new Error('arkui-headless: the build does not converge (a render keeps adding work)');
      const due = this.nextDue();
      if (due === undefined) {
        const callbacks = this.afterBuild;
        this.afterBuild = [];
        for (const callback of callbacks) callback();
        if (this.afterBuild.length === 0 && this.nextDue() === undefined) return;
        continue;
      }
      const build = due.pendingBuild;
      due.pendingBuild = undefined;
      if (build !== undefined) build();
      this.touch();
    }
  }

  /** The pending build first in pre-order over the mounted pages (parents before children), if any. */
  private nextDue(): Element | undefined {
    let best: Element | undefined;
    let bestPath: number[] = [];
    for (const node of PENDING_BUILDS) {
      if (node.isDestroyed || !isBuildable(node)) continue;
      const path = this.treePath(node);
      if (path !== undefined && (best === undefined || comesBefore(path, bestPath))) {
        best = node;
        bestPath = path;
      }
    }
    return best;
  }

  /** [root index, child index, ...] from a mounted root down to `node`; an overlay counts after the children. */
  private treePath(node: Element): number[] | undefined {
    const path: number[] = [];
    let at = node;
    while (at.parent !== undefined) {
      const parent = at.parent;
      const index = parent.overlay === at ? parent.children.length : parent.children.indexOf(at);
      if (index < 0) return undefined;
      path.push(index);
      at = parent;
    }
    const root = this.roots.indexOf(at);
    if (root < 0) return undefined;
    path.push(root);
    return path.reverse();
  }

  private finished(element: Element): void {
    if (element.type === 'ForEach') compareAndUpdateChildren(this, element);
    if (element.type === 'If' && element.branchChanged) {
      element.branchChanged = false;
      this.touch();
    }
  }
}

/** Pre-order: a prefix (an ancestor) comes first, else the first differing index decides. */
function comesBefore(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  }
  return a.length < b.length;
}

function depth(element: Element | undefined): number {
  let d = 0;
  for (let node = element?.parent; node !== undefined; node = node.parent) d++;
  return d;
}

/** A TabContent builds only while it is its Tabs' selected tab, as Swiper lays out only the current item. */
function isBuildable(node: Element): boolean {
  if (node.type !== 'TabContent') return true;
  const tabs = owningTabs(node);
  return tabs === undefined || tabContentsOf(tabs).indexOf(node) === selectedTabIndex(tabs);
}

/**
 * JSViewPartialUpdate::Destroy (jsview/js_view.cpp): aboutToDisappear, then aboutToBeDeleted, else
 * aboutToBeDeletedInternal (ViewFunctions::InitViewFunctions' lookup; ViewV2 has only the latter).
 */
function destroyView(view: NativeView): void {
  if (typeof view.aboutToDisappear === 'function') view.aboutToDisappear();
  if (typeof view.aboutToBeDeleted === 'function') view.aboutToBeDeleted();
  else if (typeof view.aboutToBeDeletedInternal === 'function') view.aboutToBeDeletedInternal();
}

let current: NativeRuntime | undefined;

/** The runtime the globals work on (one per process, as one UI instance per device window). */
export function runtime(): NativeRuntime {
  if (current === undefined) current = new NativeRuntime();
  return current;
}
