// NativeGlobals: every global the C++ side of ArkUI binds into the JS engine that the transformed views
// use (JSBind of jsview/*.cpp): the components, ForEach / If, ViewStackProcessor, the native view base
// class, enums, controllers, picker dialogs, resources and the route registry. install.ts puts them on
// globalThis together with the state-management globals.
import { COMPONENTS, ComponentSpec } from './components/ComponentCatalog';
import { createComponentClass } from './components/ComponentClass';
import { bindSheet, listItemCreate, tabContentCreate } from './components/DeferredContent';
import { CONTROLLERS } from './Controllers';
import { createNativeViewClass } from './CustomNode';
import { DIALOGS } from './Dialogs';
import { ENUMS } from './Enums';
import type { NativeRuntime } from './NativeRuntime';
import { createForEachClass } from './syntax/ForEachNode';
import { createIfClass } from './syntax/IfElseNode';
import { createViewStackProcessor } from './ViewStackProcessorApi';

/** A resource reference as `$r('app.string.x')` / `$rawfile('a.png')` make it (resource_manager shapes). */
export interface ResourceRef {
  readonly id: number;
  readonly type: number;
  readonly params: unknown[];
  readonly bundleName: string;
  readonly moduleName: string;
}

export interface NamedRoute {
  readonly name: string;
  readonly create: () => object;
  readonly info: unknown;
}

export const namedRoutes = new Map<string, NamedRoute>();

function component(rt: NativeRuntime, spec: ComponentSpec): object {
  if (spec.name === 'ListItem') return createComponentClass(rt, spec, { create: listItemCreate(rt, spec) });
  if (spec.name === 'TabContent') return createComponentClass(rt, spec, { create: tabContentCreate(rt, spec) });
  return createComponentClass(rt, spec);
}

export function nativeGlobals(rt: NativeRuntime): Record<string, unknown> {
  const globals: Record<string, unknown> = {};
  for (const spec of COMPONENTS) globals[spec.name] = component(rt, spec);
  // bindSheet is an attribute of every component; its content is an overlay the runtime builds.
  for (const spec of COMPONENTS) {
    const cls = globals[spec.name] as Record<string, unknown>;
    Reflect.set(cls, 'bindSheet', (...args: unknown[]) => bindSheet(rt, ...args));
  }
  globals.ForEach = createForEachClass(rt);
  globals.If = createIfClass(rt);
  globals.ViewStackProcessor = createViewStackProcessor(rt);
  globals.NativeViewPartialUpdate = createNativeViewClass(rt);
  Object.assign(globals, ENUMS, CONTROLLERS, DIALOGS);
  globals.$r = (name: string, ...params: unknown[]): ResourceRef & { name: string } =>
    ({ id: -1, type: -1, params, bundleName: '', moduleName: '', name });
  globals.$rawfile = (name: string): ResourceRef & { name: string } =>
    ({ id: 0, type: 30000, params: [name], bundleName: '', moduleName: '', name: `rawfile:${name}` });
  globals.registerNamedRoute = (create: () => object, name: string, info: unknown): void => {
    // Pages register under "" with their path in `info.pagePath` (the transformed pages/Index.js).
    const pagePath = (info as { pagePath?: unknown } | undefined)?.pagePath;
    const key = name !== '' ? name : typeof pagePath === 'string' ? pagePath : name;
    namedRoutes.set(key, { name: key, create, info });
  };
  // One virtual pixel is one pixel headless (density 1).
  for (const unit of ['px2vp', 'vp2px', 'fp2px', 'px2fp', 'lpx2px', 'px2lpx']) globals[unit] = (value: number) => value;
  return globals;
}
