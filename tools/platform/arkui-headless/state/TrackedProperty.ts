// TrackedProperty: the getter/setter pair that makes a property observed (OBS trackInternal), and the decorator
// meta kept on a prototype (OBS addVariableDecoMeta / addParamVariableDecoMeta / addMethodDecoMeta). @Trace,
// @Local and @Provider are all trackInternal; @Param has its own setter (Decorators.ts).
import { autoProxyObject } from './ObservedProxies';
import { OB_PREFIX, ObserveV2, V2_DECO_META, V2_DECO_METHOD_META } from './ObserveV2';

export interface DecoMeta {
  deco?: string;
  deco2?: string;
  aliasName?: string;
  varName?: string;
}
export type DecoMetaTable = Record<string, DecoMeta>;
type WithMeta = { [V2_DECO_META]?: DecoMetaTable; [V2_DECO_METHOD_META]?: DecoMetaTable };
type Bag = Record<string, unknown>;

export function decoMetaOf(target: object): DecoMetaTable | undefined {
  return (target as WithMeta)[V2_DECO_META];
}

/** OBS addVariableDecoMeta: meta[varName] = { deco } on the prototype (shared along the prototype chain). */
export function addVariableDecoMeta(proto: object, varName: string, deco: string): void {
  const meta = (proto as WithMeta)[V2_DECO_META] ??= {};
  meta[varName] = { deco };
}

/** OBS addParamVariableDecoMeta: @Param and @Once each add their part to the same entry. */
export function addParamVariableDecoMeta(proto: object, varName: string, deco?: string, deco2?: string): void {
  const meta = (proto as WithMeta)[V2_DECO_META] ??= {};
  const entry = meta[varName] ??= {};
  if (deco !== undefined) entry.deco = deco;
  if (deco2 !== undefined) entry.deco2 = deco2;
}

/** OBS addMethodDecoMeta: @Monitor / @Computed */
export function addMethodDecoMeta(proto: object, varName: string, deco: string): void {
  const meta = (proto as WithMeta)[V2_DECO_METHOD_META] ??= {};
  meta[varName] = { deco };
}

/**
 * OBS trackInternal: moves the property's value to target[OB_PREFIX + key] and defines a getter that records the
 * read and a setter that fires a change only when the value is a different one (===).
 */
export function trackInternal(target: object, propertyKey: string): void {
  const storeProp = OB_PREFIX + propertyKey;
  const proto = target as Bag;
  proto[storeProp] = proto[propertyKey];
  Reflect.defineProperty(target, propertyKey, {
    get(this: Bag) {
      ObserveV2.getObserve().addRef(this, propertyKey);
      return autoProxyObject(this, storeProp);
    },
    set(this: Bag, value: unknown) {
      if (value !== this[storeProp]) {
        this[storeProp] = value;
        ObserveV2.getObserve().fireChange(this, propertyKey);
      }
    },
    enumerable: true,
    configurable: true,
  });
  (target as WithMeta)[V2_DECO_META] ??= {};
}
