// ComponentClass: the JS-visible static class of a built-in component (`Text`, `Column`, `Button`, ...):
// `create` (and its variants) gets or creates the element for the reserved id and pushes it
// (XxxModelNG::Create: ClaimNodeId, GetOrCreateFrameNode, Push), `pop` pops it (JSContainerBase::Pop ->
// PopContainer for containers, JSViewAbstract::JsPop -> Pop for the rest), and every other method is an
// attribute or event method applied to the element on top of the stack (GetMainFrameNode), as
// JSViewAbstract's methods are. Unknown methods are recorded generically, so a new attribute never breaks.
import { Element, Handler } from '../Element';
import type { NativeRuntime } from '../NativeRuntime';
import type { ComponentSpec } from './ComponentCatalog';

/** Names a Proxy must not answer: they would make the class look like a promise, an iterator or a primitive. */
const NOT_ATTRIBUTES = new Set(['then', 'toJSON', 'valueOf', 'toString', 'constructor', 'prototype', 'length',
  'apply', 'call', 'bind', 'caller', 'arguments', 'inspect']);

/** The visual state stateStyles is setting attributes for (ViewStackProcessor.visualState), '' for normal. */
export const visualState = { current: '' };

export function applyAttribute(rt: NativeRuntime, spec: ComponentSpec | undefined, name: string, args: unknown[]): void {
  const element = rt.stack.top;
  if (element === undefined) return;
  const key = visualState.current === '' ? name : `${visualState.current}:${name}`;
  const first = args[0];
  if ((name.startsWith('on') || name.startsWith('_onChangeEvent_')) && visualState.current === '') {
    if (typeof first === 'function') element.events.set(name, first as Handler);
    else element.events.delete(name);
  } else {
    element.attributes.set(key, args);
    if (spec?.onAttribute !== undefined && visualState.current === '') spec.onAttribute(element, name, args);
  }
  rt.touch();
}

export function createComponent(rt: NativeRuntime, spec: ComponentSpec, method: string, args: unknown[]): Element {
  const { element, isUpdate } = rt.getOrCreate(spec.name, 'component', spec.isAtomic);
  // A deep render claims its own ListItem / TabContent again: that is the same build, not an update.
  if (isUpdate && !element.isBuilding) element.updateCount++;
  element.createMethod = method;
  element.createArgs = args;
  spec.onCreate?.(element, method, args, isUpdate);
  rt.stack.push(element);
  rt.touch();
  return element;
}

export function createComponentClass(rt: NativeRuntime, spec: ComponentSpec,
  extra: Record<string, (...args: never[]) => unknown> = {}): object {
  const known: Record<string, unknown> = {
    name: spec.name,
    create: (...args: unknown[]) => { createComponent(rt, spec, 'create', args); },
    pop: () => {
      if (spec.isAtomic) rt.stack.pop();
      else rt.stack.popContainer();
    },
    ...extra,
  };
  for (const variant of spec.creates ?? []) {
    known[variant] = (...args: unknown[]) => { createComponent(rt, spec, variant, args); };
  }
  const attributeMethods = new Map<string, (...args: unknown[]) => void>();
  return new Proxy(known, {
    get(target, property) {
      if (typeof property !== 'string') return undefined;
      if (property in target) return target[property];
      if (NOT_ATTRIBUTES.has(property) || !/^[a-z_]/.test(property)) return undefined;
      let method = attributeMethods.get(property);
      if (method === undefined) {
        method = (...args: unknown[]) => applyAttribute(rt, spec, property, args);
        attributeMethods.set(property, method);
      }
      return method;
    },
    has(target, property) {
      return typeof property === 'string' && (property in target || (!NOT_ATTRIBUTES.has(property) && /^[a-z_]/.test(property)));
    },
  });
}
