// ObservedProxies: how a tracked property's Array, Set, Map or Date value is observed (PROXY ArrayProxyHandler,
// SetMapProxyHandler, ObjectProxyHandler; OBS ObserveV2.autoProxyObject). Reading a tracked property whose value
// is one of these replaces the stored value by a Proxy once; the proxy records reads of indexes / keys and of the
// artificial OB_LENGTH, and fires them on mutation (push/splice/... fire OB_LENGTH). Plain objects are not
// proxied: only @ObservedV2 classes with @Trace are deep-observed. makeObserved and Sendable collections are not
// emulated.
import { OB_LENGTH, ObserveV2 } from './ObserveV2';

/** ObserveV2.SYMBOL_PROXY_GET_TARGET: the proxy answers its target for it. */
export const SYMBOL_PROXY_GET_TARGET = Symbol('__proxy_get_target');
const OB_DATE = '__date__';
const OB_MAP_SET_ANY_PROPERTY = '___ob_map_set';

const dateSetFunctions = new Set(['setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes', 'setSeconds',
  'setMilliseconds', 'setTime', 'setUTCFullYear', 'setUTCMonth', 'setUTCDate', 'setUTCHours', 'setUTCMinutes',
  'setUTCSeconds', 'setUTCMilliseconds']);
const arrayLengthChangingFunctions = new Set(['push', 'pop', 'shift', 'splice', 'unshift', 'shrinkTo', 'extendTo']);
const arrayMutatingFunctions = new Set(['copyWithin', 'fill', 'reverse', 'sort']);

type AnyFunction = (...args: unknown[]) => unknown;
type Bag = Record<string | symbol, unknown>;

function observe(): ObserveV2 {
  return ObserveV2.getObserve();
}

function isCollection(value: unknown): value is object {
  return Array.isArray(value) || value instanceof Set || value instanceof Map || value instanceof Date;
}

/**
 * OBS ObserveV2.autoProxyObject(target, key): the value of target[key], proxied in place the first time it is an
 * Array/Set/Map/Date; reading it also records OB_LENGTH of the collection (so `if (this.arr[0])` re-runs when the
 * array's length changes).
 */
export function autoProxyObject(target: object, key: string | symbol): unknown {
  const bag = target as Bag;
  let value = bag[key];
  if (!isCollection(value)) {
    return value;
  }
  if ((value as Bag)[SYMBOL_PROXY_GET_TARGET] === undefined) {
    const handler = Array.isArray(value) ? arrayProxy : (value instanceof Set || value instanceof Map)
      ? setMapProxy : objectProxy;
    bag[key] = new Proxy(value, handler as ProxyHandler<object>);
    value = bag[key];
  }
  if (!(value instanceof Date)) {
    observe().addRef(value as object, OB_LENGTH);
  }
  return value;
}

const objectProxy: ProxyHandler<Bag> = {
  get(target, key, receiver) {
    if (typeof key === 'symbol') {
      if (key === Symbol.iterator) {
        observe().addRef(target, OB_LENGTH);
        return (...args: unknown[]) => (target[key] as AnyFunction)(...args);
      }
      return key === SYMBOL_PROXY_GET_TARGET ? target : target[key];
    }
    const ret = autoProxyObject(target, key);
    if (typeof ret !== 'function') {
      observe().addRef(target, key);
      return ret;
    }
    if (target instanceof Date) {
      if (dateSetFunctions.has(key)) {
        return (...args: unknown[]) => {
          const result = (ret as AnyFunction).call(target, ...args);
          observe().fireChange(target, OB_DATE);
          return result;
        };
      }
      observe().addRef(target, OB_DATE);
      return (ret as AnyFunction).bind(target);
    }
    return (ret as AnyFunction).bind(receiver);
  },
  set(target, key, value) {
    if (typeof key === 'symbol') {
      if (key !== SYMBOL_PROXY_GET_TARGET) target[key] = value;
      return true;
    }
    if (target[key] === value) return true;
    target[key] = value;
    observe().fireChange(target, key);
    return true;
  },
};

const arrayProxy: ProxyHandler<unknown[]> = {
  get(target, key, receiver) {
    const bag = target as unknown as Bag;
    if (typeof key === 'symbol') {
      if (key === Symbol.iterator) {
        observe().addRef(target, OB_LENGTH);
        return (...args: unknown[]) => (bag[key] as AnyFunction).apply(target, args);
      }
      return key === SYMBOL_PROXY_GET_TARGET ? target : bag[key];
    }
    if (key === 'length') {
      observe().addRef(target, OB_LENGTH);
      return target.length;
    }
    const ret = autoProxyObject(target, key);
    if (typeof ret !== 'function') {
      observe().addRef(target, key);
      return ret;
    }
    if (arrayMutatingFunctions.has(key)) {
      return (...args: unknown[]) => {
        (ret as AnyFunction).call(target, ...args);
        observe().fireChange(target, OB_LENGTH);
        // PROXY: return the proxy so a chained call is observed too
        return receiver;
      };
    }
    if (arrayLengthChangingFunctions.has(key)) {
      return (...args: unknown[]) => {
        const result = (ret as AnyFunction).call(target, ...args);
        observe().fireChange(target, OB_LENGTH);
        return result;
      };
    }
    // PROXY: other functions run on the proxy, so every index they read is recorded
    return (ret as AnyFunction).bind(receiver);
  },
  set(target, key, value) {
    const bag = target as unknown as Bag;
    if (typeof key === 'symbol') {
      if (key !== SYMBOL_PROXY_GET_TARGET) bag[key] = value;
      return true;
    }
    if (bag[key] === value) return true;
    const originalLength = target.length;
    bag[key] = value;
    observe().fireChange(target, target.length !== originalLength ? OB_LENGTH : key);
    return true;
  },
};

type Collection = Set<unknown> | Map<unknown, unknown>;

const setMapProxy: ProxyHandler<Collection> = {
  get(target, key, receiver) {
    const bag = target as unknown as Bag;
    const o = observe();
    if (typeof key === 'symbol') {
      if (key === Symbol.iterator) {
        o.fireChange(target, OB_MAP_SET_ANY_PROPERTY);
        o.addRef(target, OB_LENGTH);
        return (...args: unknown[]) => (bag[key] as AnyFunction).apply(target, args);
      }
      return key === SYMBOL_PROXY_GET_TARGET ? target : bag[key];
    }
    if (key === 'size') {
      o.addRef(target, OB_LENGTH);
      return target.size;
    }
    const ret = autoProxyObject(target, key);
    if (typeof ret !== 'function') {
      o.addRef(target, key);
      return ret;
    }
    if (key === 'has') {
      return (prop: unknown) => {
        const has = target.has(prop);
        o.addRef(target, has ? String(prop) : OB_LENGTH);
        return has;
      };
    }
    if (key === 'delete') {
      return (prop: unknown) => {
        if (!target.has(prop)) return false;
        o.fireChange(target, String(prop));
        o.fireChange(target, OB_LENGTH);
        return target.delete(prop);
      };
    }
    if (key === 'clear') {
      return () => {
        if (target.size === 0) return;
        target.forEach((_value: unknown, prop: unknown) => o.fireChange(target, String(prop)));
        o.fireChange(target, OB_LENGTH);
        o.addRef(target, OB_MAP_SET_ANY_PROPERTY);
        target.clear();
      };
    }
    if (key === 'keys' || key === 'values' || key === 'entries') {
      return () => {
        o.addRef(target, OB_MAP_SET_ANY_PROPERTY);
        o.addRef(target, OB_LENGTH);
        return (bag[key] as AnyFunction).call(target);
      };
    }
    if (target instanceof Set && key === 'add') {
      return (value: unknown) => {
        o.fireChange(target, String(value));
        o.fireChange(target, OB_MAP_SET_ANY_PROPERTY);
        if (!target.has(value)) {
          o.fireChange(target, OB_LENGTH);
          target.add(value);
        }
        return receiver;
      };
    }
    if (target instanceof Map && key === 'get') {
      return (prop: unknown) => {
        o.addRef(target, target.has(prop) ? String(prop) : OB_LENGTH);
        return target.get(prop);
      };
    }
    if (target instanceof Map && key === 'set') {
      return (prop: unknown, value: unknown) => {
        if (!target.has(prop)) {
          o.fireChange(target, OB_LENGTH);
        } else if (target.get(prop) !== value) {
          o.fireChange(target, String(prop));
        }
        o.fireChange(target, OB_MAP_SET_ANY_PROPERTY);
        target.set(prop, value);
        return receiver;
      };
    }
    // PROXY binds the rest (forEach ...) to the proxy; V8's Map/Set methods reject a Proxy receiver, so they run
    // on the target here and record what a whole-collection read depends on
    o.addRef(target, OB_MAP_SET_ANY_PROPERTY);
    o.addRef(target, OB_LENGTH);
    return (ret as AnyFunction).bind(target);
  },
  set(target, key, value) {
    const bag = target as unknown as Bag;
    if (typeof key === 'symbol') {
      if (key !== SYMBOL_PROXY_GET_TARGET) bag[key] = value;
      return true;
    }
    if (bag[key] === value) return true;
    bag[key] = value;
    observe().fireChange(target, key);
    return true;
  },
};
