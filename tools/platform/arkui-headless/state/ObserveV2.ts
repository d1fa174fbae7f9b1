// ObserveV2: the V2 change observation of state_mgmt (OBS class ObserveV2), one per process. While an update
// function, a @Monitor path read or a @Computed getter runs, every @Trace/@Local/@Param/... read is recorded as a
// dependency of that bindId (addRef); a write of a changed value (fireChange) puts exactly the bindIds that read
// the property into the pending sets and schedules one flush on a microtask (Promise.resolve().then). The flush
// (updateDirty) runs @Computed, then @Monitor, then marks the element ids' views for re-render, until nothing is
// pending. Followed: OBS (0210a26) for recording, fireChange and updateDirty2; the idle-task deferral of addRef
// and clearBinding (an optimisation: fireChange runs the queue first, so the bindings are the same) is left out,
// as are interop, profiler reports, reuse and the addMonitor/@SyncMonitor sets.
import { MIN_COMPUTED_ID, MIN_WATCH_ID } from './BindingIds';
import { stateMgmtConsole } from './StateMgmtConsole';

/** What ObserveV2 needs of a ViewV2 (the view module implements it; no import cycle). */
export interface ObservingView {
  UpdateElement(elmtId: number): void;
  uiNodeNeedUpdateV2(elmtId: number): void;
  scheduleDelayedUpdate(elmtId: number): void;
  isViewActive(): boolean;
  addDelayedMonitorIds(watchId: number): void;
  addDelayedComputedIds(computedId: number): void;
}

/** What ObserveV2 needs of a MonitorV2 / ComputedV2. */
export interface ObservingWatch {
  readonly kind: 'monitor' | 'computed';
  getTarget(): object;
  /** MonitorV2.notifyChange / ComputedV2.fireChange */
  runChange(): void;
}

type Recorder = ObservingView | ObservingWatch;

/** The per-object dependency tables ObserveV2 keeps on each observed object (OBS SYMBOL_REFS, ID_REFS). */
export const SYMBOL_REFS = Symbol('__use_refs__');
export const ID_REFS = Symbol('__id_refs__');
/** Decorator meta on a prototype (OBS V2_DECO_META, V2_DECO_METHOD_META). */
export const V2_DECO_META = Symbol('__v2_deco_meta__');
export const V2_DECO_METHOD_META = Symbol('__v2_deco_method_meta__');
export const MONITOR_REFS = Symbol('___monitor_refs_');
export const COMPUTED_REFS = Symbol('___computed_refs_');
/** OB_PREFIX + attrName is the backing store of a tracked property (OBS ObserveV2.OB_PREFIX). */
export const OB_PREFIX = '__ob_';
/** The artificial 'length' property an Array/Set/Map proxy records and fires (OBS ObserveV2.OB_LENGTH). */
export const OB_LENGTH = '___obj_length';

type RefTable = Record<string, Set<number>>;
type IdRefTable = Record<number, Set<string>>;
interface Observed {
  [SYMBOL_REFS]?: RefTable;
  [ID_REFS]?: IdRefTable;
}

function isView(recorder: Recorder): recorder is ObservingView {
  return 'UpdateElement' in recorder;
}

/** WeakRefPool.getWeakRef: one WeakRef per object, so the Sets in id2targets_ compare them by identity. */
const weakRefs = new WeakMap<object, WeakRef<object>>();
function weakRefOf(target: object): WeakRef<object> {
  let ref = weakRefs.get(target);
  if (ref === undefined) {
    ref = new WeakRef(target);
    weakRefs.set(target, ref);
  }
  return ref;
}

export class ObserveV2 {
  private static instance_: ObserveV2 | undefined;

  /** OBS StackOfRenderedComponents: [bindId, recorder], innermost last. */
  private readonly stack_: Array<[number, Recorder]> = [];
  /** bindId -> owning view (elmtIds) */
  readonly id2cmp_ = new Map<number, WeakRef<ObservingView>>();
  /** bindId -> MonitorV2 / ComputedV2 */
  readonly id2Others_ = new Map<number, WeakRef<ObservingWatch>>();
  /** bindId -> the objects it read (reverse map for clearBinding) */
  private readonly id2targets_ = new Map<number, Set<WeakRef<object>>>();

  private elmtIdsChanged_ = new Set<number>();
  private computedPropIdsChanged_ = new Set<number>();
  private monitorIdsChanged_ = new Set<number>();

  /** OBS startDirty_: no second flush is scheduled while one runs; the running one loops instead. */
  private startDirty_ = false;
  private disabled_ = false;
  private disableRecording_ = false;
  private flushesScheduled_ = 0;
  /** hook for the native-frame bookkeeping of settle() (ViewV2 registers it) */
  onElmtIdsMarked: ((elmtIds: number[]) => void) | undefined = undefined;

  static getObserve(): ObserveV2 {
    if (ObserveV2.instance_ === undefined) {
      ObserveV2.instance_ = new ObserveV2();
    }
    return ObserveV2.instance_;
  }

  /** OBS getCurrentRecordedId */
  static getCurrentRecordedId(): number {
    const top = ObserveV2.getObserve().top();
    return top ? top[0] : -1;
  }

  /** OBS IsObservedObjectV2: an object whose class has @Trace (meta on its prototype). */
  static IsObservedObjectV2(value: unknown): boolean {
    return typeof value === 'object' && value !== null && V2_DECO_META in value;
  }

  private top(): [number, Recorder] | undefined {
    return this.stack_.length > 0 ? this.stack_[this.stack_.length - 1] : undefined;
  }

  /** OBS startRecordDependencies: forget what `id` read before (doClearBinding), then record its reads. */
  startRecordDependencies(cmp: Recorder, id: number, doClearBinding = true): void {
    if (doClearBinding) {
      this.clearBinding(id);
    }
    this.stack_.push([id, cmp]);
  }

  /** OBS stopRecordDependencies: registers the recorder under its id (id2cmp_ for views, id2Others_ else). */
  stopRecordDependencies(): void {
    const bound = this.stack_.pop();
    if (bound === undefined) {
      stateMgmtConsole.error('stopRecordDependencies finds empty stack. Internal error!');
      return;
    }
    const [id, cmp] = bound;
    if (isView(cmp)) {
      this.id2cmp_.set(id, new WeakRef(cmp));
    } else {
      this.id2Others_.set(id, new WeakRef(cmp));
    }
  }

  /** OBS clearBinding / clearBindingInternal: remove every dependency recorded for `id`. */
  clearBinding(id: number): void {
    const targets = this.id2targets_.get(id);
    if (targets !== undefined) {
      for (const weak of targets) {
        const target = weak.deref() as Observed | undefined;
        if (target === undefined) continue;
        const symRefs = target[SYMBOL_REFS];
        const idRefs = target[ID_REFS];
        if (symRefs === undefined) continue;
        const keys = idRefs !== undefined ? Array.from(idRefs[id] ?? []) : Object.keys(symRefs);
        for (const key of keys) {
          const ids = symRefs[key];
          if (ids === undefined) continue;
          ids.delete(id);
          if (ids.size === 0) delete symRefs[key];
        }
        if (idRefs !== undefined) delete idRefs[id];
      }
    }
    this.id2targets_.delete(id);
  }

  /** OBS addRef: `target.attrName` was read by whatever is recording now (nothing when nothing is). */
  addRef(target: object, attrName: string): void {
    const bound = this.top();
    if (this.disableRecording_ || bound === undefined) {
      return;
    }
    this.addRef4Id(bound[0], target, attrName);
  }

  /** OBS addRef4IdInternal */
  addRef4Id(id: number, target: object, attrName: string): void {
    const observed = target as Observed;
    const symRefs = observed[SYMBOL_REFS] ??= {};
    (symRefs[attrName] ??= new Set()).add(id);
    const idRefs = observed[ID_REFS];
    if (idRefs !== undefined) {
      (idRefs[id] ??= new Set()).add(attrName);
    }
    let targets = this.id2targets_.get(id);
    if (targets === undefined) {
      targets = new Set();
      this.id2targets_.set(id, targets);
    }
    targets.add(weakRefOf(target));
  }

  /**
   * OBS fireChange: `target.attrName` changed. Every bindId that read it is added to its pending set, except the
   * one recording right now ("Cannot fireChange the object that is being created") and `excludeElmtIds`; the
   * first one added schedules the flush on a microtask.
   */
  fireChange(target: object, attrName: string, excludeElmtIds?: Set<number>): void {
    if (this.disabled_) {
      return;
    }
    const symRefs = (target as Observed)[SYMBOL_REFS];
    const changed = symRefs?.[attrName];
    if (changed === undefined || changed.size === 0) {
      return;
    }
    const bound = this.top();
    for (const id of Array.from(changed)) {
      if (bound !== undefined && id === bound[0]) continue;
      if (excludeElmtIds?.has(id)) continue;
      const hasPendingChanges = this.elmtIdsChanged_.size + this.monitorIdsChanged_.size +
        this.computedPropIdsChanged_.size > 0;
      if (!hasPendingChanges && !this.startDirty_) {
        this.scheduleFlush();
      }
      if (id < MIN_COMPUTED_ID) {
        this.elmtIdsChanged_.add(id);
      } else if (id < MIN_WATCH_ID) {
        this.computedPropIdsChanged_.add(id);
      } else {
        this.monitorIdsChanged_.add(id);
      }
    }
  }

  private scheduleFlush(): void {
    this.flushesScheduled_ += 1;
    Promise.resolve().then(() => {
      this.flushesScheduled_ -= 1;
      this.updateDirty();
    }).catch((error: unknown) => {
      stateMgmtConsole.applicationError('Exception occurred during the update process involving @Computed ' +
        'properties, @Monitor functions or UINode re-rendering', String(error));
      // OBS rethrows through _arkUIUncaughtPromiseError: an app error in an update must not pass unseen
      throw error;
    });
  }

  /** Anything waiting for the microtask flush (for settle()). */
  hasPendingChanges(): boolean {
    return this.flushesScheduled_ > 0 || this.startDirty_ ||
      this.elmtIdsChanged_.size + this.monitorIdsChanged_.size + this.computedPropIdsChanged_.size > 0;
  }

  /** OBS updateDirty: the scheduled flush. */
  updateDirty(): void {
    this.startDirty_ = true;
    try {
      this.updateDirty2();
    } finally {
      this.startDirty_ = false;
    }
  }

  /**
   * OBS updateDirty2(updateUISynchronously = false), the API 12 flush (isParentChildOptimizable_ = false): computed,
   * then monitors, then updateUINodes, looping until no set has anything. updateUINodes does not run update
   * functions: it marks each element's view (uiNodeNeedUpdateV2 -> native markNeedUpdate), and the native half
   * calls the view's rerender() on its next frame. The newer updateDirty2Optimized path
   * (scheduleUpdateOnNextVSync) ends in the same UpdateElement calls and is not followed.
   */
  updateDirty2(): void {
    this.onBeforeFlush?.();
    do {
      this.updateComputedAndMonitors();
      if (this.elmtIdsChanged_.size > 0) {
        const elmtIds = Array.from(this.elmtIdsChanged_).sort((a, b) => a - b);
        this.elmtIdsChanged_ = new Set();
        this.updateUINodes(elmtIds);
      }
    } while (this.elmtIdsChanged_.size + this.monitorIdsChanged_.size + this.computedPropIdsChanged_.size > 0);
  }

  /** set by the view module: UINodeRegisterProxy.obtainDeletedElmtIds + unregisterElmtIdsFromIViews */
  onBeforeFlush: (() => void) | undefined = undefined;

  /** OBS updateComputedAndMonitors: @Computed in ascending id order until none, then @Monitor, repeated. */
  private updateComputedAndMonitors(): void {
    do {
      while (this.computedPropIdsChanged_.size > 0) {
        const computed = Array.from(this.computedPropIdsChanged_).sort((a, b) => a - b);
        this.computedPropIdsChanged_ = new Set();
        this.updateDirtyComputedProps(computed);
      }
      if (this.monitorIdsChanged_.size > 0) {
        const monitors = this.monitorIdsChanged_;
        this.monitorIdsChanged_ = new Set();
        this.updateDirtyMonitors(monitors);
      }
    } while (this.monitorIdsChanged_.size + this.computedPropIdsChanged_.size > 0);
  }

  /** OBS updateDirtyComputedProps: a @Computed of an inactive view waits until it is active again. */
  updateDirtyComputedProps(computed: number[]): void {
    for (const id of computed) {
      const comp = this.id2Others_.get(id)?.deref();
      if (comp === undefined || comp.kind !== 'computed') continue;
      const target = comp.getTarget() as Partial<ObservingView>;
      if (target.isViewActive !== undefined && !target.isViewActive()) {
        target.addDelayedComputedIds?.(id);
      } else {
        comp.runChange();
      }
    }
  }

  /** OBS updateDirtyMonitors: each dirty @Monitor once (a Set), delayed for an inactive view. */
  updateDirtyMonitors(monitors: Set<number>): void {
    for (const id of monitors) {
      const monitor = this.id2Others_.get(id)?.deref();
      if (monitor === undefined || monitor.kind !== 'monitor') continue;
      const target = monitor.getTarget() as Partial<ObservingView>;
      if (target.isViewActive !== undefined && !target.isViewActive()) {
        target.addDelayedMonitorIds?.(id);
      } else {
        monitor.runChange();
      }
    }
  }

  /** OBS updateUINodes: mark each element's view; the view queues it and asks native for a frame. */
  private updateUINodes(elmtIds: number[]): void {
    for (const elmtId of elmtIds) {
      const view = this.id2cmp_.get(elmtId)?.deref();
      if (view === undefined) continue;
      if (view.isViewActive()) {
        view.uiNodeNeedUpdateV2(elmtId);
      } else {
        view.scheduleDelayedUpdate(elmtId);
      }
    }
    this.onElmtIdsMarked?.(elmtIds);
  }

  /** OBS clearWatch (@Monitor / @Computed id): drop its bindings. */
  clearWatch(id: number): void {
    this.clearBinding(id);
    this.id2Others_.delete(id);
  }

  /** OBS forgetting an elmtId the native half deleted (REG unregisterElmtIdsFromIViews). */
  forgetElmtId(elmtId: number): void {
    this.clearBinding(elmtId);
    this.id2cmp_.delete(elmtId);
    this.elmtIdsChanged_.delete(elmtId);
  }

  /** OBS executeUnobserved: run `task` with change observation off. */
  executeUnobserved<T>(task: () => T): T {
    this.disabled_ = true;
    try {
      return task();
    } finally {
      this.disabled_ = false;
    }
  }

  /** OBS executeUnrecorded: run `task` without recording what it reads. */
  executeUnrecorded<T>(task: () => T): T {
    this.disableRecording_ = true;
    try {
      return task();
    } finally {
      this.disableRecording_ = false;
    }
  }

  /** For tests: the bindIds that depend on target.attrName now. */
  dependentsOf(target: object, attrName: string): number[] {
    return Array.from((target as Observed)[SYMBOL_REFS]?.[attrName] ?? []).sort((a, b) => a - b);
  }
}
