// ProviderConsumer: @Provider / @Consumer (VAR class ProviderConsumerUtilV2). A @Consumer connects when the
// transpiled constructor first assigns it (`this.x = default`): the nearest ancestor ViewV2 (parent chain, not the
// element tree) whose prototype has a @Provider under the same alias wins, and the consumer's property then reads
// and writes that provider's property; with none, the default becomes a local tracked value.
import { autoProxyObject } from './ObservedProxies';
import { OB_PREFIX, ObserveV2, V2_DECO_META } from './ObserveV2';
import { stateMgmtConsole } from './StateMgmtConsole';
import { type DecoMetaTable, decoMetaOf } from './TrackedProperty';

const ALIAS_PREFIX = '___pc_alias_';

type Bag = Record<string, unknown>;

/** A view as the search needs it. */
export interface ProviderSearchView {
  getParent(): ProviderSearchView | undefined;
  debugInfo__(): string;
}

/** VAR metaAliasKey */
function metaAliasKey(aliasName: string, deco: '@Provider' | '@Consumer'): string {
  return `${ALIAS_PREFIX}_${deco}_${aliasName}`;
}

/** VAR addProvideConsumeVariableDecoMeta */
export function addProvideConsumeVariableDecoMeta(proto: object, varName: string, aliasName: string,
  deco: '@Provider' | '@Consumer'): void {
  const holder = proto as { [V2_DECO_META]?: DecoMetaTable };
  const meta = holder[V2_DECO_META] ??= {};
  meta[varName] = { deco, aliasName };
  meta[metaAliasKey(aliasName, deco)] = { varName, aliasName, deco };
}

/** VAR findProvider: walks getParent() from the consumer's parent. */
export function findProvider(view: ProviderSearchView, aliasName: string): [ProviderSearchView, string] | undefined {
  const key = metaAliasKey(aliasName, '@Provider');
  let checkView = view.getParent();
  while (checkView !== undefined) {
    const meta = decoMetaOf(Object.getPrototypeOf(checkView) as object);
    const aliasMeta = meta?.[key];
    if (aliasMeta !== undefined && aliasMeta.deco === '@Provider' && aliasMeta.varName !== undefined) {
      return [checkView, aliasMeta.varName];
    }
    checkView = checkView.getParent();
  }
  return undefined;
}

/** VAR connectConsumer2Provider */
export function connectConsumer2Provider(consumeView: object, consumeVarName: string,
  provideView: object, provideVarName: string): void {
  const weakView = new WeakRef(provideView);
  const provideViewName = provideView.constructor.name;
  // VAR throws BusinessError(MISSING_PROVIDE_DEFAULT_VALUE_FOR_CONSUME_CONSUMER), code defined outside the files read
  const gone = (self: ProviderSearchView, what: string): Error => {
    const error = `${self.debugInfo__()}: ${what} on @Consumer ${consumeVarName}: providing @ComponentV2 with ` +
      `@Provider ${provideViewName} no longer exists. Application error.`;
    stateMgmtConsole.error(error);
    return new Error(error);
  };
  Reflect.defineProperty(consumeView, consumeVarName, {
    get(this: ProviderSearchView) {
      const view = weakView.deref() as Bag | undefined;
      ObserveV2.getObserve().addRef(this, consumeVarName);
      if (view === undefined) throw gone(this, 'get()');
      return view[provideVarName];
    },
    set(this: ProviderSearchView, value: unknown) {
      const view = weakView.deref() as Bag | undefined;
      if (view === undefined) throw gone(this, 'set()');
      if (value !== view[provideVarName]) {
        view[provideVarName] = value;
        ObserveV2.getObserve().fireChange(this, consumeVarName);
      }
    },
    enumerable: true,
  });
}

/** VAR defineConsumerWithoutProvider: the default value, tracked like @Local. */
export function defineConsumerWithoutProvider(consumeView: object, consumeVarName: string, localValue: unknown): void {
  const storeProp = OB_PREFIX + consumeVarName;
  (consumeView as Bag)[storeProp] = localValue;
  Reflect.defineProperty(consumeView, consumeVarName, {
    get(this: Bag) {
      ObserveV2.getObserve().addRef(this, consumeVarName);
      return autoProxyObject(this, storeProp);
    },
    set(this: Bag, value: unknown) {
      if (value !== this[storeProp]) {
        this[storeProp] = value;
        ObserveV2.getObserve().fireChange(this, consumeVarName);
      }
    },
    enumerable: true,
    configurable: true,
  });
}
