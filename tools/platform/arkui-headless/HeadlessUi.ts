// HeadlessUi: the test API over the headless ArkUI runtime. mount() constructs a custom component (a
// transformed ViewV2 class) as a page and builds it; the Page finds elements, prints the tree for golden
// snapshots, and acts as a user (tap, type, toggle, slide, pick, switch tabs, dialogs, sheets); settle()
// lets scheduled state updates and the frames after them run until nothing changes.
import './install';
import { Element, NativeView } from './native/Element';
import { customElement, uiContextOptions } from './native/CustomNode';
import { closeSheet } from './native/components/DeferredContent';
import { owningTabs, tabContentsOf } from './native/components/TabsModel';
import { openDialogs, OpenDialog } from './native/Dialogs';
import { namedRoutes } from './native/NativeGlobals';
import { reinstallNative } from './native/installNative';
import { runtime } from './native/NativeRuntime';
import { nextTurn } from './native/NextTurn';
import * as input from './native/UserInput';
import { hasPendingUpdates } from './state/index';
import { describeQuery, ElementQuery, matchesQuery, textOf } from './page/Query';
import { describeElement, PrintOptions, printTree } from './page/TreePrinter';

export type { ElementQuery } from './page/Query';
export type { PrintOptions } from './page/TreePrinter';
export { Element } from './native/Element';
export { textOf } from './page/Query';

/** A transformed custom component class: `new View(parent, params, localStorage, elmtId, paramsLambda, extraInfo)`. */
export type ViewClass = new (parent: undefined, params: object, localStorage: undefined, elmtId: number,
  paramsLambda: undefined, extraInfo: undefined) => object;

export interface MountOptions {
  /** What `getUIContext().getHostContext()` returns (undefined: none, as the views' fallback paths expect). */
  readonly hostContext?: object;
}

/** A target: an element, or a query that must match exactly one. */
export type Target = Element | ElementQuery | string;

const MAX_SETTLE_TURNS = 1000;

export async function settle(): Promise<void> {
  const rt = runtime();
  for (let turn = 0, quiet = 0; quiet < 2; turn++) {
    if (turn > MAX_SETTLE_TURNS) throw new Error('arkui-headless: settle() never came to rest (an update keeps scheduling another)');
    const before = rt.generation;
    await new Promise<void>((resolve) => nextTurn(resolve));
    rt.frame();
    const error = rt.takeFrameError();
    if (error !== undefined) throw error;
    const isQuiet = rt.generation === before && !rt.isFramePending && !hasPendingUpdates();
    quiet = isQuiet ? quiet + 1 : 0;
  }
}

/** Builds a custom component as the root of a page: constructed with `params`, rendered, settled. */
export function mount(View: ViewClass, params: object = {}, options: MountOptions = {}): Promise<Page> {
  reinstallNative();
  uiContextOptions.hostContext = options.hostContext;
  return mountView(new View(undefined, params, undefined, -1, undefined, undefined) as NativeView, false);
}

/**
 * Loads the page a transformed @Entry file registered (registerNamedRoute; pages register under their
 * path, e.g. 'pages/Index'), as the router does: build, then onPageShow.
 */
export function mountRoute(path: string, options: MountOptions = {}): Promise<Page> {
  reinstallNative();
  const route = namedRoutes.get(path);
  if (route === undefined) {
    throw new Error(`arkui-headless: no page registered as ${path} (registered: ${[...namedRoutes.keys()].join(', ') || 'none'})`);
  }
  uiContextOptions.hostContext = options.hostContext;
  return mountView(route.create() as NativeView, true);
}

interface PageView extends NativeView {
  onPageShow?: () => void;
  onPageHide?: () => void;
  onBackPress?: () => boolean | void;
}

async function mountView(view: PageView, isEntry: boolean): Promise<Page> {
  reinstallNative();
  const rt = runtime();
  const id = typeof view.id__ === 'function' ? view.id__() : rt.register.makeUniqueId();
  const root = customElement(rt, view, id);
  rt.addRoot(root);
  rt.frame();
  const page = new Page(root, isEntry ? view : undefined);
  page.show();
  await settle();
  return page;
}

export class Page {
  private isShown = false;

  constructor(readonly root: Element, private readonly entry: PageView | undefined = undefined) {}

  /** An @Entry page comes to the foreground: onPageShow (no-op when shown or not an entry). */
  show(): void {
    if (this.entry === undefined || this.isShown) return;
    this.isShown = true;
    this.entry.onPageShow?.();
  }

  /** An @Entry page goes to the background: onPageHide. */
  hide(): void {
    if (this.entry === undefined || !this.isShown) return;
    this.isShown = false;
    this.entry.onPageHide?.();
  }

  /** The back key: onBackPress; true when the page handled it. */
  backPress(): boolean {
    return this.entry?.onBackPress?.() === true;
  }

  /** Every element matching `query`, in tree order (pre-order). */
  findAll(query: ElementQuery | string): Element[] {
    const q = typeof query === 'string' ? { text: query } : query;
    return [...this.root.walk()].filter((e) => matchesQuery(e, q));
  }

  /** The first match, or undefined. */
  query(query: ElementQuery | string): Element | undefined {
    return this.findAll(query)[0];
  }

  /** The only match; throws when there is none or more than one. */
  find(query: ElementQuery | string): Element {
    const all = this.findAll(query);
    const q = typeof query === 'string' ? { text: query } : query;
    if (all.length === 1) return all[0] as Element;
    throw new Error(`arkui-headless: ${all.length === 0 ? 'no element' : `${all.length} elements`} with ` +
      `${describeQuery(q)}${all.length > 1 ? `: ${all.map((e) => describeElement(e)).join(' | ')}` : ''}\n${this.print()}`);
  }

  byText(text: string | RegExp): Element { return this.find({ text }); }
  byType(type: string): Element { return this.find({ type }); }
  byKey(key: string): Element { return this.find({ key }); }
  allByText(text: string | RegExp): Element[] { return this.findAll({ text }); }
  allByType(type: string): Element[] { return this.findAll({ type }); }

  /** The own text of the target (Text, Span, Button label, text field value). */
  text(target: Target): string | undefined {
    return textOf(this.resolve(target));
  }

  isEnabled(target: Target): boolean {
    return input.isEnabled(this.resolve(target));
  }

  /** The indented tree (see TreePrinter), from the page root or from `target`. */
  print(options: PrintOptions = {}, target?: Target): string {
    return printTree(target === undefined ? this.root : this.resolve(target), options);
  }

  /** Taps the target; false when nothing handled the tap (no onClick up the tree, or disabled). */
  click(target: Target): boolean {
    return input.click(runtime(), this.resolve(target)) !== undefined;
  }

  type(target: Target, text: string): void { input.type(runtime(), this.resolve(target), text); }
  clear(target: Target): void { input.clear(runtime(), this.resolve(target)); }
  /** Clears the field and types `text`. */
  replaceText(target: Target, text: string): void {
    const element = this.resolve(target);
    input.clear(runtime(), element);
    input.type(runtime(), element, text);
  }
  submit(target: Target): void { input.submit(runtime(), this.resolve(target)); }
  focus(target: Target): void { input.focus(runtime(), this.resolve(target)); }
  blur(target: Target): void { input.blur(runtime(), this.resolve(target)); }
  toggle(target: Target, to?: boolean): void { input.toggle(runtime(), this.resolve(target), to); }
  checkRadio(target: Target): void { input.checkRadio(runtime(), this.resolve(target)); }
  slide(target: Target, value: number): void { input.slide(runtime(), this.resolve(target), value); }
  selectOption(target: Target, index: number): void { input.selectOption(runtime(), this.resolve(target), index); }

  /** Taps the tab whose tabBar is `title` (or tab `index` of the only / given Tabs). */
  switchTab(tab: string | number, tabs?: Target): void {
    if (typeof tab === 'number') {
      input.switchTab(runtime(), this.resolve(tabs ?? { type: 'Tabs' }), tab);
      return;
    }
    const content = this.find({ type: 'TabContent', where: (e) => e.attribute('tabBar') === tab });
    const owner = owningTabs(content);
    if (owner === undefined) throw new Error(`arkui-headless: TabContent ${tab} is not inside Tabs`);
    input.switchTab(runtime(), owner, tabContentsOf(owner).indexOf(content));
  }

  /** The picker dialogs shown and not yet accepted or cancelled, oldest first. */
  get dialogs(): readonly OpenDialog[] {
    return openDialogs;
  }

  /** Accepts the oldest open DatePickerDialog with `date`: onDateAccept(Date), then onAccept(DatePickerResult). */
  acceptDate(date: Date): void {
    const dialog = takeDialog('DatePickerDialog');
    callOption(dialog, 'onDateAccept', date);
    callOption(dialog, 'onAccept', { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() });
  }

  /** Accepts the oldest open TimePickerDialog: onAccept({hour, minute, second}). */
  acceptTime(hour: number, minute: number, second = 0): void {
    callOption(takeDialog('TimePickerDialog'), 'onAccept', { hour, minute, second });
  }

  /** Cancels the oldest open dialog: onCancel(). */
  cancelDialog(): void {
    const dialog = openDialogs.shift();
    if (dialog === undefined) throw new Error('arkui-headless: no dialog is open');
    callOption(dialog, 'onCancel');
  }

  /** The user swipes the sheet of `host` away. */
  dismissSheet(host: Target): void {
    const element = this.resolve(host);
    const options = (element.attributes.get('bindSheet')?.[2] ?? {}) as Record<string, () => void>;
    input.dismissSheet(runtime(), element, () => closeSheet(runtime(), element, options));
  }

  settle(): Promise<void> {
    return settle();
  }

  /**
   * New @Param values for the page's root view, as a parent passes them: its update function calls
   * `updateStateVarsOfChildByElmtId(elmtId, params)`, which calls the child's transpiled `updateStateVars`.
   * The views that read a changed param update at the next frame (await settle()).
   */
  setParams(params: object): void {
    const view = this.root.view as { updateStateVars?: (params: object) => void } | undefined;
    if (view === undefined || typeof view.updateStateVars !== 'function') {
      throw new Error('arkui-headless: the page root is not a custom component with @Params');
    }
    view.updateStateVars(params);
  }

  /** Removes the page: an entry is hidden first, then its views get aboutToDisappear / aboutToBeDeleted. */
  unmount(): void {
    this.hide();
    runtime().removeRoot(this.root);
  }

  private resolve(target: Target): Element {
    if (target === undefined || target === null) {
      throw new Error('arkui-headless: no target given (undefined): pass an element, a query or a text');
    }
    return target instanceof Element ? target : this.find(target);
  }
}

function takeDialog(kind: string): OpenDialog {
  const at = openDialogs.findIndex((d) => d.kind === kind);
  if (at < 0) throw new Error(`arkui-headless: no ${kind} is open (${openDialogs.map((d) => d.kind).join(', ') || 'none'})`);
  return openDialogs.splice(at, 1)[0] as OpenDialog;
}

function callOption(dialog: OpenDialog, name: string, ...args: unknown[]): void {
  const callback = dialog.options[name];
  if (typeof callback === 'function') (callback as (...a: unknown[]) => unknown)(...args);
}
