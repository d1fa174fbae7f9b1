// ViewV2: the base class of every transpiled @ComponentV2 struct (V2 abstract class ViewV2). The transpiled
// initialRender() calls observeComponentCreation2 once per element; each call allocates the element's id, keeps
// its update function, and runs it with dependency recording for that id. Later, a change marks exactly the ids
// whose recorded reads changed (ObserveV2), the view asks native for a frame (markNeedUpdate), and native's
// rerender() -> updateDirtyElements re-runs those update functions, in ascending id order (parents first), and
// nothing else.
import type { ComponentClassObject } from '../native/NativeInterface';
import { NOT_RECORDING_DEPENDENCIES } from './BindingIds';
import { viewStackProcessor } from './NativeBindings';
import { MonitorV2 } from './MonitorV2';
import { ID_REFS, ObserveV2, type ObservingView } from './ObserveV2';
import { type ExtraInfo, PUV2ViewBase, type UpdateFunc } from './PUV2ViewBase';
import { stateMgmtConsole } from './StateMgmtConsole';
import { UINodeRegisterProxy } from './UINodeRegisterProxy';
import { initParam, updateParam } from './VariableUtilV2';
import { constructComputed, constructMonitor } from './WatchConstruction';

/** Views that asked native for a frame and have not re-rendered yet (settle() waits for them). */
export const viewsAwaitingRerender = new Set<ViewV2>();

export abstract class ViewV2 extends PUV2ViewBase implements ObservingView {
  private readonly monitorIdsDelayedUpdate = new Set<number>();
  private readonly computedIdsDelayedUpdate = new Set<number>();

  constructor(parent: PUV2ViewBase | undefined, elmtId: number = NOT_RECORDING_DEPENDENCIES,
    extraInfo: ExtraInfo | undefined = undefined) {
    super(parent, elmtId, extraInfo);
    this.nativeViewPartialUpdate.setIsV2(true);
  }

  /** the transpiled code's initialRender(), and rerender() which calls updateDirtyElements() */
  protected abstract initialRender(): void;
  abstract rerender(): void;

  /**
   * V2 finalizeConstruction, the last statement of the transpiled constructor: the instance's @Computed and
   * @Monitor are built (each runs once, recording what it reads), and the view uses the ID_REFS table.
   */
  protected finalizeConstruction(freezeState?: boolean): void {
    constructComputed(this, this.constructor.name);
    constructMonitor(this, this.constructor.name);
    (this as unknown as Record<symbol, object>)[ID_REFS] = {};
    this.isCompFreezeAllowed_ = freezeState || this.isCompFreezeAllowed_;
  }

  debugInfo__(): string {
    return `@ComponentV2 '${this.constructor.name}'[${this.id__()}]`;
  }

  /** V2 initialRenderView: native calls it once, when the CustomNode first renders. */
  initialRenderView(): void {
    this.initialRender();
  }

  /**
   * V2 observeComponentCreation2. The wrapped update function brackets every run with native get-access
   * recording and ObserveV2 dependency recording for `elmtId` (which first forgets what that id read before); on
   * a re-run it pops the element afterwards (the transpiled code pops only on first render).
   */
  observeComponentCreation2(compilerAssignedUpdateFunc: UpdateFunc, classObject: ComponentClassObject): void {
    if (this.isDeleting_) {
      stateMgmtConsole.error(`@ComponentV2 ${this.constructor.name} elmtId ${this.id__()} is already in process of ` +
        'destruction, will not execute observeComponentCreation2 ');
      return;
    }
    const popFunc: () => void = (classObject && 'pop' in classObject && typeof classObject.pop === 'function')
      ? classObject.pop.bind(classObject) : (): void => {};
    const updateFunc: UpdateFunc = (elmtId: number, isFirstRender: boolean): void => {
      this.syncInstanceId();
      viewStackProcessor().StartGetAccessRecordingFor(elmtId);
      ObserveV2.getObserve().startRecordDependencies(this, elmtId);
      try {
        compilerAssignedUpdateFunc(elmtId, isFirstRender);
        if (!isFirstRender) {
          popFunc();
        }
      } finally {
        // V2 has no try/finally: an exception there leaves the recording stacks pushed; here they are unwound so
        // one failing test cannot corrupt the next
        ObserveV2.getObserve().stopRecordDependencies();
        viewStackProcessor().StopGetAccessRecording();
        this.restoreInstanceId();
      }
    };
    const elmtId = viewStackProcessor().AllocateNewElmetIdForNextComponent();
    this.updateFuncByElmtId.set(elmtId, { updateFunc, classObject });
    UINodeRegisterProxy.ElementIdToOwningViewPU_.set(elmtId, new WeakRef(this));
    try {
      updateFunc(elmtId, true);
    } catch (error) {
      this.updateFuncByElmtId.delete(elmtId);
      UINodeRegisterProxy.ElementIdToOwningViewPU_.delete(elmtId);
      stateMgmtConsole.applicationError(`${this.debugInfo__()} has error in update func: ${(error as Error).message}`);
      throw error;
    }
  }

  /** V2 initParam (the transpiled constructor, for each @Param) */
  protected initParam<Z>(paramVariableName: string, newValue: Z): void {
    initParam(this, paramVariableName, newValue);
  }

  /** V2 updateParam (the transpiled updateStateVars, for each @Param the parent passes) */
  protected updateParam<Z>(paramVariableName: string, newValue: Z): void {
    updateParam(this, paramVariableName, newValue);
  }

  /**
   * V2 uiNodeNeedUpdateV2: queue elmtId; the first one of a batch asks native for a frame. Changes before the
   * first render are ignored (the render will read the new values anyway).
   */
  uiNodeNeedUpdateV2(elmtId: number): void {
    if (this.isFirstRender()) {
      return;
    }
    if (!this.isViewActive()) {
      this.scheduleDelayedUpdate(elmtId);
      return;
    }
    if (this.dirtDescendantElementIds_.size === 0) {
      this.syncInstanceId();
      viewsAwaitingRerender.add(this);
      this.markNeedUpdate();
      this.restoreInstanceId();
    }
    this.dirtDescendantElementIds_.add(elmtId);
  }

  /**
   * V2 updateDirtyElements (called by the transpiled rerender()): purge deleted ids, then run the update function
   * of every dirty id in ascending order. A state change made by an update function for this same view lands in
   * the next loop turn, and is logged as the application error it is.
   */
  updateDirtyElements(): void {
    do {
      this.purgeDeletedElmtIds();
      const dirtElmtIdsFromRootNode = Array.from(this.dirtDescendantElementIds_).sort(PUV2ViewBase.compareNumber);
      for (const elmtId of dirtElmtIdsFromRootNode) {
        this.UpdateElement(elmtId);
        this.dirtDescendantElementIds_.delete(elmtId);
      }
      if (this.dirtDescendantElementIds_.size > 0) {
        stateMgmtConsole.applicationError(`${this.debugInfo__()}: New UINode objects added to update queue while ` +
          're-render! - Likely caused by @Component state change during build phase, not allowed. Application error!');
      }
    } while (this.dirtDescendantElementIds_.size > 0);
    viewsAwaitingRerender.delete(this);
  }

  /** V2 UpdateElement: re-run one update function (never the view's own id, never while deleting). */
  UpdateElement(elmtId: number): void {
    if (this.isDeleting_) {
      return;
    }
    if (elmtId === this.id__()) {
      return;
    }
    const entry = this.updateFuncByElmtId.get(elmtId);
    if (entry === undefined || typeof entry.updateFunc !== 'function') {
      return;
    }
    try {
      entry.updateFunc(elmtId, false);
    } catch (e) {
      const componentName = entry.classObject?.name ?? 'unspecified UINode';
      stateMgmtConsole.applicationError(`Exception caught in update function of ${componentName} for elmtId ` +
        `${elmtId}`, String(e));
      throw e;
    }
    this.finishUpdateFunc(elmtId);
  }

  /** V2 purgeDeleteElmtId: forget a deleted element; a child view created by it is marked deleting. */
  purgeDeleteElmtId(rmElmtId: number): boolean {
    const result = this.updateFuncByElmtId.delete(rmElmtId);
    if (result) {
      const child = this.getViewV2ChildById(rmElmtId);
      if (child !== undefined) {
        child.setDeleting();
        child.setDeleteStatusRecursively();
      }
      UINodeRegisterProxy.ElementIdToOwningViewPU_.delete(rmElmtId);
    }
    ObserveV2.getObserve().clearBinding(rmElmtId);
    return result;
  }

  /** V2 getViewV2ChildById */
  getViewV2ChildById(id: number): ViewV2 | undefined {
    const child = this.getChildById(id);
    return child instanceof ViewV2 ? child : undefined;
  }

  /**
   * V2 aboutToBeDeletedInternal: native calls it (there is no aboutToBeDeleted on a ViewV2, VF falls back to this
   * name) when the CustomNode is destroyed: the view and its descendants are marked deleting, its own id is
   * unregistered, its @Monitor stop, and it leaves its parent.
   */
  aboutToBeDeletedInternal(): void {
    if (!this.isDeleting_) {
      this.isDeleting_ = true;
      this.setDeleteStatusRecursively();
    }
    this.purgeDeletedElmtIds();
    UINodeRegisterProxy.unregisterRemovedElmtsFromViewPUs([this.id__()]);
    MonitorV2.clearWatchesFromTarget(this);
    this.updateFuncByElmtId.clear();
    viewsAwaitingRerender.delete(this);
    if (this.parent_) {
      this.parent_.removeChild(this);
    }
  }

  addDelayedMonitorIds(watchId: number): void {
    this.monitorIdsDelayedUpdate.add(watchId);
  }

  addDelayedComputedIds(computedId: number): void {
    this.computedIdsDelayedUpdate.add(computedId);
  }

  /** V2 setActiveInternal: only a freezeWhenInactive view counts; the call reaches every descendant. */
  setActiveInternal(active: boolean): void {
    if (this.isCompFreezeAllowed()) {
      this.activeCount_ += active ? 1 : -1;
      if (this.activeCount_ > 1) {
        stateMgmtConsole.warn(`activeCount_ error:${this.activeCount_}`);
      }
      if (this.isViewActive()) {
        this.performDelayedUpdate();
      }
    }
    for (const child of this.childViews()) {
      (child as ViewV2).setActiveInternal?.(active);
    }
  }

  /** V2 performDelayedUpdate: what changed while inactive runs now. */
  private performDelayedUpdate(): void {
    const observe = ObserveV2.getObserve();
    if (this.computedIdsDelayedUpdate.size > 0) {
      observe.updateDirtyComputedProps(Array.from(this.computedIdsDelayedUpdate));
    }
    if (this.monitorIdsDelayedUpdate.size > 0) {
      observe.updateDirtyMonitors(new Set(this.monitorIdsDelayedUpdate));
    }
    for (const elmtId of this.elmtIdsDelayedUpdate) {
      this.dirtDescendantElementIds_.add(elmtId);
    }
    viewsAwaitingRerender.add(this);
    this.markNeedUpdate();
    this.elmtIdsDelayedUpdate.clear();
    this.monitorIdsDelayedUpdate.clear();
    this.computedIdsDelayedUpdate.clear();
  }

  /** The elmtIds this view owns update functions for (tests, the native half's dumps). */
  registeredElmtIds(): number[] {
    return Array.from(this.updateFuncByElmtId.keys()).sort(PUV2ViewBase.compareNumber);
  }
}
