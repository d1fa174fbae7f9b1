// Element: one node of the headless tree, what a FrameNode / UINode is on the device: its component type,
// the arguments of its last `create`, the attributes and event handlers set on it, its children, its key,
// and how often an update function re-ran `create` for it. Syntax nodes (If, ForEach and ForEach's item
// wrapper, SyntaxItem) and custom components (CustomNode) are elements too, as on the device
// (components_ng/syntax/*_node.cpp, components_ng/base/custom_node.cpp).

/** What the platform's UINode subclass would be. */
export type ElementKind = 'component' | 'syntax' | 'custom';

/** A callable handler as JS hands it to an event method; called with the platform's event arguments. */
export type Handler = (...args: never[]) => unknown;

/** The JS object of a custom component (ViewV2 / ViewPU instance), as much of it as the native side calls. */
export interface NativeView {
  constructor: { name: string };
  aboutToAppear?: () => void;
  initialRenderView?: () => void;
  onDidBuild?: () => void;
  aboutToDisappear?: () => void;
  aboutToBeDeleted?: () => void;
  aboutToBeDeletedInternal?: () => void;
  id__?: () => number;
}

/**
 * Every element with a build pending, wherever it is: a frame looks here instead of walking every mounted tree
 * (the device keeps its dirty nodes in a set too: PipelineContext::AddDirtyCustomNode, dirtyNodes_.emplace).
 */
export const PENDING_BUILDS = new Set<Element>();

export class Element {
  parent: Element | undefined = undefined;
  children: Element[] = [];
  createMethod = 'create';
  createArgs: unknown[] = [];
  readonly attributes = new Map<string, unknown[]>();
  readonly events = new Map<string, Handler>();
  /** Times `create` ran again for this element in update mode (an update function re-ran). */
  updateCount = 0;
  /** Native state an interactive component keeps itself (TextInput text, Toggle isOn, Tabs index, ...). */
  readonly state = new Map<string, unknown>();

  /** If: the branch last rendered (IfElseNode::branchId_, -1 before the first). */
  branchId = -1;
  branchChanged = false;
  /** ForEach: the ids of the current children, in order (ForEachNode::ids_), and the previous ones. */
  ids: string[] = [];
  tempIds: string[] = [];
  tempChildren: Element[] = [];
  /** SyntaxItem: the ForEach id it wraps. */
  itemId = '';

  /** CustomNode: its JS view; the render that has not run yet (it runs at the next build, as at layout). */
  view: NativeView | undefined = undefined;
  /** ListItem / TabContent / CustomNode: content built at the next build pass (ShallowBuilder). */
  get pendingBuild(): (() => void) | undefined {
    return this.build;
  }
  set pendingBuild(build: (() => void) | undefined) {
    this.build = build;
    if (build === undefined) PENDING_BUILDS.delete(this);
    else PENDING_BUILDS.add(this);
  }
  private build: (() => void) | undefined = undefined;
  isBuilding = false;
  /** bindSheet: the sheet content when shown (an overlay, not a child). */
  overlay: Element | undefined = undefined;
  isDestroyed = false;

  constructor(readonly elmtId: number, readonly type: string, readonly kind: ElementKind, readonly isAtomic: boolean) {}

  attribute(name: string): unknown {
    const args = this.attributes.get(name);
    return args === undefined ? undefined : args[0];
  }

  handler(name: string): Handler | undefined {
    return this.events.get(name);
  }

  /** The first `create` argument. */
  get arg(): unknown {
    return this.createArgs[0];
  }

  /** .id() or .key(), '' without either. */
  get key(): string {
    const id = this.attribute('id') ?? this.attribute('key');
    return typeof id === 'string' ? id : '';
  }

  /** The component type, or a custom component's class name (JSViewPartialUpdate's jsViewName). */
  get name(): string {
    return this.kind === 'custom' && this.view !== undefined ? viewName(this.view) : this.type;
  }

  addChild(child: Element, index = this.children.length): void {
    if (child.parent !== undefined && child.parent !== this) child.parent.detach(child);
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    this.children.splice(Math.min(index, this.children.length), 0, child);
    child.parent = this;
  }

  detach(child: Element): void {
    const at = this.children.indexOf(child);
    if (at >= 0) this.children.splice(at, 1);
    if (child.parent === this) child.parent = undefined;
  }

  /** Pre-order walk: this element, then its children (the sheet overlay after the children). */
  *walk(): Generator<Element> {
    yield this;
    for (const child of this.children.slice()) yield* child.walk();
    if (this.overlay !== undefined) yield* this.overlay.walk();
  }

  /** The element and its ancestors, nearest first. */
  *ancestry(): Generator<Element> {
    let node: Element | undefined = this;
    while (node !== undefined) {
      yield node;
      node = node.parent;
    }
  }
}

/**
 * A view class's name. esbuild (without keepNames) lowers a class that refers to itself in its body to
 * `var _X = class { ... }`, so the bundled class is named `_X`; the leading underscores are not the app's.
 */
export function viewName(view: NativeView): string {
  return view.constructor.name.replace(/^_+/, '');
}
