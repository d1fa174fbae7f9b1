// DeferredContent: the components whose content the device builds later than their `create`:
// ListItem.create(deepRenderFunction, true) and TabContent.create(builder) keep a ShallowBuilder that runs
// when the item is first laid out (list_item_model_ng.cpp / tab_content_model_ng.cpp: a scoped view stack,
// the deep render function, Finish), and bindSheet builds its sheet content when the sheet shows. Here the
// content is built at the next frame (a TabContent only while its tab is selected).
import { Element, Handler } from '../Element';
import type { NativeRuntime } from '../NativeRuntime';
import { applyAttribute, createComponent } from './ComponentClass';
import { ComponentSpec, isBound } from './ComponentCatalog';

export function listItemCreate(rt: NativeRuntime, spec: ComponentSpec) {
  return (...args: unknown[]): void => {
    const deepRender = args[0];
    const options = args.filter((a) => typeof a === 'object' && a !== null);
    const wasNew = !rt.register.has(rt.stack.reservedId);
    const element = createComponent(rt, spec, 'create', options);
    if (typeof deepRender === 'function' && args[1] === true && wasNew) {
      element.pendingBuild = () => {
        element.isBuilding = true;
        try {
          rt.stack.scoped(() => (deepRender as (elmtId: number, isInitialRender: boolean) => void)(element.elmtId, true));
        } finally {
          element.isBuilding = false;
        }
      };
      rt.requestFrame();
    }
  };
}

export function tabContentCreate(rt: NativeRuntime, spec: ComponentSpec) {
  return (...args: unknown[]): void => {
    const builder = args[0];
    const wasNew = !rt.register.has(rt.stack.reservedId);
    const element = createComponent(rt, spec, 'create', []);
    if (typeof builder === 'function' && wasNew) {
      element.pendingBuild = () => {
        const root = rt.stack.scoped(() => (builder as () => void)());
        if (root !== undefined && root.parent === undefined) element.addChild(root);
      };
      rt.requestFrame();
    }
  };
}

interface SheetOptions {
  onAppear?: Handler;
  onDisappear?: Handler;
  onWillAppear?: Handler;
  onWillDisappear?: Handler;
}

/** bindSheet(isShow, { builder }, options): shows (builds) or hides (removes) the sheet overlay. */
export function bindSheet(rt: NativeRuntime, ...args: unknown[]): void {
  applyAttribute(rt, undefined, 'bindSheet', args);
  const element = rt.stack.top;
  if (element === undefined) return;
  const raw = args[0];
  const isShow = isBound(raw) ? raw.value === true : raw === true;
  if (isBound(raw)) element.state.set('sheet$changeEvent', raw.changeEvent);
  const content = args[1] as { builder?: () => void } | undefined;
  const options = (args[2] ?? {}) as SheetOptions;
  if (isShow && element.overlay === undefined && typeof content?.builder === 'function') {
    const sheet = new Element(rt.register.makeUniqueId(), 'Sheet', 'syntax', false);
    rt.register.add(sheet);
    sheet.parent = element;
    element.overlay = sheet;
    const builder = content.builder;
    sheet.pendingBuild = () => {
      options.onWillAppear?.();
      const root = rt.stack.scoped(() => builder());
      if (root !== undefined && root.parent === undefined) sheet.addChild(root);
      rt.afterFrame(() => options.onAppear?.());
    };
    rt.requestFrame();
  } else if (!isShow && element.overlay !== undefined) {
    closeSheet(rt, element, options);
  }
}

export function closeSheet(rt: NativeRuntime, element: Element, options: SheetOptions): void {
  const sheet = element.overlay;
  if (sheet === undefined) return;
  element.overlay = undefined;
  rt.destroy(sheet);
  rt.touch();
  options.onWillDisappear?.();
  rt.afterFrame(() => options.onDisappear?.());
}
