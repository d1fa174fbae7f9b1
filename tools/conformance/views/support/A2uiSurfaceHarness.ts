// A2uiSurfaceHarness: one A2UI surface drawn by the real A2uiSurfaceView (its kept DevEco output, run by the
// headless ArkUI runtime in tools/platform/arkui-headless) for the view suites: a store fed with messages, the view
// mounted on its surface with onAction / onError recorded, and the drawn tree read per A2UI node (the
// A2uiNodeView whose `state` is that node's). The store runs in UTC on a fixed clock, as tools/conformance/a2ui's
// example suite does, so formatted dates and action timestamps are the same on every machine.
import { Element, mount, Page } from '../../../platform/arkui-headless/HeadlessUi';
// @ts-ignore: an ArkUI struct; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { A2uiSurfaceView } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiSurfaceView';
import type { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import type { JsonObject } from '../../../../agent_core/src/main/ets/core/JsonModel';
import type { A2uiSurface } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurface';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import type { A2uiUrlHandler } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import type { A2uiCatalogRegistry } from '../../../../agent_core/src/main/ets/a2ui/catalog/A2uiCatalogRegistry';
import { A2uiViewTheme } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiViewTheme';
import type { A2uiViewRegistry } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiViewRegistry';
import { selectedOptions } from './ShownValues';

export const FIXED_NOW = Date.parse('2026-01-16T14:30:00Z');
export const BASIC_CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

export type RawMessage = Record<string, unknown>;

export interface HarnessOptions {
  /** The surface to draw; the first createSurface's when not given. */
  readonly surfaceId?: string;
  /** The catalogs the store accepts (the standard two when not given). */
  readonly catalogs?: A2uiCatalogRegistry;
  /** The app's own views, given to A2uiSurfaceView as `views` (none when not given). */
  readonly views?: A2uiViewRegistry;
  /**
   * Messages applied before the view mounts (all of them when not given); the rest go in one by one
   * afterwards, each followed by a settle, as a stream reaches a view already on screen.
   */
  readonly beforeMount?: number;
  /** Given to A2uiSurfaceView as `urlHandler` (a Text's links); not given when undefined. */
  readonly urlHandler?: A2uiUrlHandler;
  /** The store's A2uiStoreOptions.urlHandler (the one openUrl calls); none when undefined. */
  readonly storeUrlHandler?: A2uiUrlHandler;
  /** Given to A2uiSurfaceView as `theme` (the app's palette); the defaults when undefined. */
  readonly theme?: A2uiViewTheme;
}

/** The A2uiNodeView's `state` param, as much of it as the harness reads. */
interface NodeViewState {
  readonly key: string;
  readonly component: string;
}

export function utcStore(catalogs?: A2uiCatalogRegistry, urlHandler?: A2uiUrlHandler): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  if (urlHandler !== undefined) options.urlHandler = urlHandler;
  options.isUtc = true;
  options.clock = () => FIXED_NOW;
  if (catalogs !== undefined) options.catalogs = catalogs;
  return new A2uiSurfaceStore(options);
}

export function surfaceIdOf(messages: RawMessage[]): string {
  const create = messages.find((m) => m.createSurface !== undefined)?.createSurface as { surfaceId?: string } | undefined;
  if (create?.surfaceId === undefined) throw new Error('A2uiSurfaceHarness: the messages create no surface');
  return create.surfaceId;
}

/** `{version, createSurface}` on the basic catalog, then `updateComponents` with `components`, then the data. */
export function basicSurface(surfaceId: string, components: RawMessage[], data?: RawMessage): RawMessage[] {
  const messages: RawMessage[] = [
    { version: 'v0.9', createSurface: { surfaceId, catalogId: BASIC_CATALOG } },
    { version: 'v0.9', updateComponents: { surfaceId, components } },
  ];
  if (data !== undefined) messages.push({ version: 'v0.9', updateDataModel: { surfaceId, value: data } });
  return messages;
}

export class A2uiSurfaceHarness {
  /** The action messages onAction got, as raw JSON. */
  readonly actions: unknown[] = [];
  /** What onError got. */
  readonly errors: ArkAgentError[] = [];
  page!: Page;

  private constructor(readonly store: A2uiSurfaceStore, readonly surface: A2uiSurface) {}

  static async mount(messages: RawMessage[], options: HarnessOptions = {}): Promise<A2uiSurfaceHarness> {
    const store = utcStore(options.catalogs, options.storeUrlHandler);
    const surfaceId = options.surfaceId ?? surfaceIdOf(messages);
    const before = options.beforeMount ?? messages.length;
    const first = store.applyAll(JSON.stringify(messages.slice(0, before)));
    if (!first.ok) throw new Error(`A2uiSurfaceHarness: the store refused the messages: ${first.error?.describe()}`);
    const surface = store.surface(surfaceId);
    if (surface === undefined) throw new Error(`A2uiSurfaceHarness: no surface ${surfaceId}`);
    const harness = new A2uiSurfaceHarness(store, surface);
    harness.page = await mount(A2uiSurfaceView, {
      surface,
      ...(options.views !== undefined ? { views: options.views } : {}),
      ...(options.urlHandler !== undefined ? { urlHandler: options.urlHandler } : {}),
      ...(options.theme !== undefined ? { theme: options.theme } : {}),
      onAction: (message: JsonObject) => { harness.actions.push(message.toRaw()); },
      onError: (error: ArkAgentError) => { harness.errors.push(error); },
    });
    for (const message of messages.slice(before)) await harness.apply(message);
    return harness;
  }

  /** One more message from the agent (a stream step), then the frames it causes. */
  async apply(message: RawMessage): Promise<void> {
    const applied = this.store.applyJson(JSON.stringify(message));
    if (!applied.ok) throw new Error(`A2uiSurfaceHarness: the store refused ${JSON.stringify(message)}: ${applied.error?.describe()}`);
    await this.page.settle();
  }

  /** `updateDataModel` of `path` with `value` on this surface. */
  updateData(path: string, value: unknown): Promise<void> {
    return this.apply({ version: 'v0.9', updateDataModel: { surfaceId: this.surface.id, path, value } });
  }

  /** The surface's data model now, as raw JSON. */
  data(): Record<string, unknown> {
    return this.surface.dataModel().toRaw() as Record<string, unknown>;
  }

  /** Every A2uiNodeView on the page (sheet content included), in tree order. */
  nodeViews(): Element[] {
    return this.page.findAll({ type: 'A2uiNodeView' });
  }

  /** The A2uiNodeView drawing node `key` (a component id, `id@scope`, `id#2`). */
  nodeView(key: string): Element {
    const views = this.nodeViews().filter((e) => nodeStateOf(e)?.key === key);
    if (views.length !== 1) {
      throw new Error(`A2uiSurfaceHarness: ${views.length} views draw node ${key}\n${this.page.print()}`);
    }
    return views[0] as Element;
  }

  hasNodeView(key: string): boolean {
    return this.nodeViews().some((e) => nodeStateOf(e)?.key === key);
  }

  /** What node `key` draws itself: its view's elements, without the views of its children (nor their sheets). */
  own(key: string): Element[] {
    return ownElements(this.nodeView(key));
  }

  /** The only element of `type` node `key` draws itself. */
  ownOf(key: string, type: string): Element {
    const found = this.own(key).filter((e) => e.type === type || e.name === type);
    if (found.length !== 1) {
      throw new Error(`A2uiSurfaceHarness: node ${key} draws ${found.length} ${type}\n${this.page.print({}, this.nodeView(key))}`);
    }
    return found[0] as Element;
  }

  /** A tap on `target` (an element, or its text); false when nothing handled it. */
  tap(target: Element | string): boolean {
    return this.page.click(typeof target === 'string' ? this.page.byText(target) : target);
  }

  /**
   * The option values ChoicePicker `key` shows selected: its checked Radios / selected Checkboxes, or, drawn as
   * chips, the chips in the theme's primary colour (their labels mapped back to the options' values).
   */
  selectedChoices(key: string): string[] {
    const own = this.own(key);
    const primary = A2uiViewTheme.of(this.surface.theme()).primaryColor;
    const options = (this.surface.node(key)?.props.get('options')?.toRaw() ?? []) as Array<{ label: string; value: string }>;
    const chips = own.filter((e) => e.type === 'Text' && e.events.has('onClick') && e.attribute('backgroundColor') === primary)
      .map((e) => options.find((o) => o.label === this.page.text(e))?.value ?? `?${this.page.text(e)}`);
    return [...selectedOptions(own), ...chips];
  }

  /** Opens every Modal on the page (a tap on its trigger's box), until no closed one is left. */
  async openModals(): Promise<number> {
    let opened = 0;
    for (;;) {
      const closed = this.nodeViews().filter((e) => nodeStateOf(e)?.component === 'Modal' && !isSheetOpen(e));
      if (closed.length === 0 || opened > 32) return opened;
      this.page.click(modalTrigger(closed[0] as Element));
      await this.page.settle();
      opened++;
    }
  }
}

export function nodeStateOf(view: Element): NodeViewState | undefined {
  const state = (view.view as { state?: NodeViewState } | undefined)?.state;
  return state !== undefined && typeof state.key === 'string' ? state : undefined;
}

/** The elements `view` draws itself, the nested A2uiNodeViews (and what they draw) left out. */
export function ownElements(view: Element): Element[] {
  const out: Element[] = [];
  const visit = (element: Element): void => {
    for (const child of element.children) {
      if (child.isDestroyed) continue;
      if (child.name === 'A2uiNodeView') continue;
      out.push(child);
      visit(child);
    }
    if (element.overlay !== undefined) visit(element.overlay);
  };
  visit(view);
  return out;
}

/** A Modal node view's tap target: the box around its trigger, which holds the sheet. */
export function modalTrigger(modalView: Element): Element {
  const box = ownElements(modalView).find((e) => e.attributes.has('bindSheet'));
  if (box === undefined) throw new Error('A2uiSurfaceHarness: the Modal view has no bindSheet box');
  return box;
}

export function isSheetOpen(modalView: Element): boolean {
  return modalTrigger(modalView).overlay !== undefined;
}
