// Decorators: the V2 decorator globals the transpiled code applies with __decorate (DECO v2_decorators.ts), and
// @ObservedV2 (VAR observedV2Internal). ets-loader 5.0.0 leaves @Require out of the output (ETS
// process_struct_componentV2.js parseRequireDecorator only marks the member for its own checks), so `Require` is a
// no-op kept for hand-written code. @Env, @SyncMonitor and @Monitor with options are not emulated.
import { addProvideConsumeVariableDecoMeta, connectConsumer2Provider, defineConsumerWithoutProvider,
  findProvider, type ProviderSearchView } from './ProviderConsumer';
import { COMPUTED_PREFIX } from './ComputedV2';
import { WATCH_PREFIX } from './MonitorV2';
import { autoProxyObject } from './ObservedProxies';
import { ID_REFS, OB_PREFIX, ObserveV2, V2_DECO_META } from './ObserveV2';
import { stateMgmtConsole } from './StateMgmtConsole';
import { addMethodDecoMeta, addParamVariableDecoMeta, addVariableDecoMeta, decoMetaOf,
  trackInternal } from './TrackedProperty';
import { constructWatchesSoon } from './WatchConstruction';

type Bag = Record<string, unknown>;
type SymbolBag = Record<symbol, Record<string, unknown> | undefined>;
type Constructor = new (...args: never[]) => object;

/** DECO @Trace: a tracked property of an @ObservedV2 class. */
export function Trace(target: object, propertyKey: string): void {
  addVariableDecoMeta(target, propertyKey, '@Trace');
  trackInternal(target, propertyKey);
}

/** DECO @Local: a tracked state variable of a ViewV2, initialised by the view itself. */
export function Local(target: object, propertyKey: string): void {
  addVariableDecoMeta(target, propertyKey, '@Local');
  trackInternal(target, propertyKey);
}

/**
 * DECO @Param: like a tracked property, but its setter refuses a write from the view itself (it logs the
 * application error and keeps the value) unless it is also @Once. The parent's value arrives through
 * initParam / updateParam, which write the backing store.
 */
export function Param(proto: object, propertyKey: string): void {
  addParamVariableDecoMeta(proto, propertyKey, '@Param', undefined);
  const storeProp = OB_PREFIX + propertyKey;
  (proto as Bag)[storeProp] = (proto as Bag)[propertyKey];
  Reflect.defineProperty(proto, propertyKey, {
    get(this: Bag) {
      ObserveV2.getObserve().addRef(this, propertyKey);
      return autoProxyObject(this, storeProp);
    },
    set(this: Bag, value: unknown) {
      const meta = decoMetaOf(proto)?.[propertyKey];
      if (meta !== undefined && meta.deco2 !== '@Once') {
        stateMgmtConsole.applicationError(`@Param ${propertyKey}: can not assign a new value, application error.`);
        return;
      }
      if (value !== this[storeProp]) {
        this[storeProp] = value;
        ObserveV2.getObserve().fireChange(this, propertyKey);
      }
    },
    enumerable: true,
    configurable: true,
  });
}

/** DECO @Once: with @Param, the parent initialises but never updates it, and the view may assign it. */
export function Once(proto: object, propertyKey: string): void {
  addParamVariableDecoMeta(proto, propertyKey, undefined, '@Once');
}

/** ets-loader removes @Require from its output (see header). */
export function Require(_proto: object, _propertyKey: string): void {}

/** DECO @Event: a callback from the parent; a no-op default sits on the prototype. Not observed. */
export function Event(target: object, propertyKey: string): void {
  addVariableDecoMeta(target, propertyKey, '@Event');
  (target as Bag)[propertyKey] ??= (): void => {};
}

/** DECO @Provider(alias?): a tracked variable offered to descendant @Consumer(alias). */
export function Provider(aliasName?: string): (proto: object, varName: string) => void {
  return (proto: object, varName: string): void => {
    addProvideConsumeVariableDecoMeta(proto, varName, aliasName || varName, '@Provider');
    trackInternal(proto, varName);
  };
}

/** DECO @Consumer(alias?): connects on the first assignment (the transpiled constructor's default value). */
export function Consumer(aliasName?: string): (proto: object, varName: string) => void {
  return (proto: object, varName: string): void => {
    const providerName = (aliasName === undefined || aliasName === null || aliasName.trim() === '')
      ? varName : aliasName;
    addProvideConsumeVariableDecoMeta(proto, varName, aliasName || varName, '@Consumer');
    Reflect.defineProperty(proto, varName, {
      get() {
        stateMgmtConsole.warn('@Consumer outer "get" should never be called, internal error!');
        return undefined;
      },
      set(this: ProviderSearchView, value: unknown) {
        const providerInfo = findProvider(this, providerName);
        if (providerInfo !== undefined) {
          connectConsumer2Provider(this, varName, providerInfo[0], providerInfo[1]);
        } else {
          defineConsumerWithoutProvider(this, varName, value);
        }
      },
      enumerable: true,
      configurable: true,
    });
  };
}

interface MethodDescriptor {
  value?: unknown;
  get?: () => unknown;
}

/** DECO @Monitor(path, ...paths): registers the function under its space-joined paths on the prototype. */
export function Monitor(key: string, ...keys: string[]): (target: object, name: string, desc: MethodDescriptor) => void {
  const pathsUniqueString = [key, ...keys].join(' ');
  return (target: object, _name: string, descriptor: MethodDescriptor): void => {
    const monitorFunc = descriptor.value as (...args: unknown[]) => unknown;
    addMethodDecoMeta(target, monitorFunc.name, '@Monitor');
    const watchProp = Symbol.for(WATCH_PREFIX + target.constructor.name);
    const bag = target as SymbolBag;
    if (bag[watchProp] !== undefined) {
      bag[watchProp][pathsUniqueString] = monitorFunc;
    } else {
      bag[watchProp] = { [pathsUniqueString]: monitorFunc };
    }
  };
}

/** DECO @Computed: registers the getter on the prototype; each instance gets a ComputedV2 for it. */
export function Computed(target: object, propertyKey: string, descriptor: MethodDescriptor): void {
  addMethodDecoMeta(target, propertyKey, '@Computed');
  const watchProp = Symbol.for(COMPUTED_PREFIX + target.constructor.name);
  const bag = target as SymbolBag;
  if (bag[watchProp] !== undefined) {
    bag[watchProp][propertyKey] = descriptor.get;
  } else {
    bag[watchProp] = { [propertyKey]: descriptor.get };
  }
}

/**
 * VAR observedV2Internal: a subclass whose constructor queues the instance's @Computed / @Monitor construction
 * (one microtask later) and, for a class with more than 5 tracked properties, turns on the ID_REFS table that
 * makes clearBinding cheap. The class keeps its name.
 */
export function ObservedV2<T extends Constructor>(BaseClass: T): T {
  const prototype = BaseClass.prototype as object;
  if (!Reflect.has(prototype, V2_DECO_META)) {
    // VAR: "not an error, suspicious of developer oversight" (debug log only)
  }
  const count = Object.getOwnPropertyNames(prototype).filter((attr) => attr.startsWith(OB_PREFIX)).length;
  const Base = BaseClass as unknown as new (...args: unknown[]) => object;
  const observedClass = class extends Base {
    constructor(...args: unknown[]) {
      super(...args);
      if (count > 5) {
        (this as unknown as Record<symbol, object>)[ID_REFS] = {};
      }
      constructWatchesSoon(this, BaseClass.name);
    }
  };
  Object.defineProperty(observedClass, 'name', { value: BaseClass.name });
  return observedClass as unknown as T;
}
