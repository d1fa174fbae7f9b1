// ComputedV2: one per @Computed getter of a ViewV2 or @ObservedV2 object (COMP class ComputedV2). InitRun replaces
// the getter on the instance by one that records the read and returns a cached value; the getter function ran
// once, recording its own dependencies under the computed's id. When one changes, the flush (before any
// @Monitor or update function) runs it again; only when the result differs (!==) does the computed property
// itself fire, so its readers re-run only then. Recording follows the newer OBS start/stopRecordDependencies
// (COMP's API 12 startBind is the same thing).
import { MIN_COMPUTED_ID } from './BindingIds';
import { autoProxyObject } from './ObservedProxies';
import { ObserveV2, type ObservingWatch } from './ObserveV2';

/** COMP ComputedV2.COMPUTED_PREFIX: Symbol.for(prefix + className) holds { prop: getter } on the prototype. */
export const COMPUTED_PREFIX = '___comp_';
const COMPUTED_CACHED_PREFIX = '___comp_cached_';

let nextComputedId = MIN_COMPUTED_ID;

export class ComputedV2 implements ObservingWatch {
  readonly kind = 'computed';
  private readonly target_: object;
  private readonly prop_: string;
  private readonly computeFunction_: (this: object) => unknown;
  private readonly computedId_: number;

  constructor(target: object, prop: string, func: (this: object) => unknown) {
    this.target_ = target;
    this.prop_ = prop;
    this.computeFunction_ = func;
    nextComputedId += 1;
    this.computedId_ = nextComputedId;
  }

  getTarget(): object {
    return this.target_;
  }

  getComputedId(): number {
    return this.computedId_;
  }

  /** COMP InitRun */
  InitRun(): number {
    const cachedProp = COMPUTED_CACHED_PREFIX + this.prop_;
    const propertyKey = this.prop_;
    Reflect.defineProperty(this.target_, propertyKey, {
      get(this: object) {
        ObserveV2.getObserve().addRef(this, propertyKey);
        return autoProxyObject(this, cachedProp);
      },
      enumerable: true,
      configurable: true,
    });
    (this.target_ as Record<string, unknown>)[cachedProp] = this.observeObjectAccess();
    return this.computedId_;
  }

  runChange(): void {
    this.fireChange();
  }

  /** COMP fireChange: recompute; fire the computed property only if the value changed. */
  fireChange(): void {
    const newValue = this.observeObjectAccess();
    const cachedProp = COMPUTED_CACHED_PREFIX + this.prop_;
    const bag = this.target_ as Record<string, unknown>;
    if (bag[cachedProp] !== newValue) {
      bag[cachedProp] = newValue;
      ObserveV2.getObserve().fireChange(this.target_, this.prop_);
    }
  }

  private observeObjectAccess(): unknown {
    const observe = ObserveV2.getObserve();
    observe.startRecordDependencies(this, this.computedId_);
    try {
      return this.computeFunction_.call(this.target_);
    } finally {
      observe.stopRecordDependencies();
    }
  }
}
