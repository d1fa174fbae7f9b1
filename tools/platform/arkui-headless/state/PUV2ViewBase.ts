// PUV2ViewBase: what a ViewV2 (and the minimal ViewPU) share (BASE PUV2ViewBase with BNB ViewBuildNodeBase): the
// native peer (`new NativeViewPartialUpdate(this)`), the view's id and parent/children, the update function of
// each elmtId the view created, and the two compiler-called syntax helpers that ask native for a diff:
// forEachUpdateFunction (ForEach.setIdArray) and ifElseBranchUpdateFunction (If.branchId). Theme scopes,
// prebuild, recycling/reuse, DFX dumps, @Env and interop are not emulated.
import type { ComponentClassObject, NativeViewPartialUpdateInstance } from '../native/NativeInterface';
import { NOT_RECORDING_DEPENDENCIES } from './BindingIds';
import { forEachNative, ifNative, nativeViewPartialUpdate, viewStackProcessor } from './NativeBindings';
import { stateMgmtConsole } from './StateMgmtConsole';
import { UINodeRegisterProxy } from './UINodeRegisterProxy';
import { BusinessError } from './VariableUtilV2';

export type UpdateFunc = (elmtId: number, isFirstRender: boolean) => void;

/** puv2_updatefunc.ts UpdateFuncRecord, reduced to what is used. */
export interface UpdateFuncRecord {
  readonly updateFunc: UpdateFunc;
  readonly classObject: ComponentClassObject;
}

export interface ExtraInfo {
  page: string;
  line: number;
  col: number;
}

/** The part of a child view its parent calls. */
interface ChildView {
  id__(): number;
  setParent(parent: PUV2ViewBase | undefined): void;
  updateStateVars?(params: object): void;
}

export abstract class PUV2ViewBase {
  protected id_: number;
  protected parent_: PUV2ViewBase | undefined = undefined;
  protected readonly childrenWeakrefMap_ = new Map<number, WeakRef<ChildView & PUV2ViewBase>>();
  protected readonly updateFuncByElmtId = new Map<number, UpdateFuncRecord>();
  protected dirtDescendantElementIds_ = new Set<number>();
  protected readonly elmtIdsDelayedUpdate = new Set<number>();
  protected isDeleting_ = false;
  protected activeCount_ = 1;
  protected isCompFreezeAllowed_ = false;
  protected extraInfo_: ExtraInfo | undefined = undefined;
  /** set by transpiled code after ViewV2.create(componentCall) */
  paramsGenerator_: (() => object) | undefined = undefined;
  readonly nativeViewPartialUpdate: NativeViewPartialUpdateInstance;

  static readonly compareNumber = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

  /** BASE constructor: a child view's id is the elmtId its parent allocated for it. */
  constructor(parent: PUV2ViewBase | undefined, elmtId: number = NOT_RECORDING_DEPENDENCIES,
    extraInfo: ExtraInfo | undefined = undefined) {
    const Native = nativeViewPartialUpdate();
    this.nativeViewPartialUpdate = new Native(this);
    if (elmtId === NOT_RECORDING_DEPENDENCIES) {
      // BASE: SubscriberManager.MakeId(); here the native ElementRegister's unique id (VSP MakeUniqueId)
      this.id_ = viewStackProcessor().MakeUniqueId();
    } else {
      this.id_ = elmtId;
    }
    if (extraInfo !== undefined) {
      this.extraInfo_ = extraInfo;
    }
    if (parent) {
      this.nativeViewPartialUpdate.setCardId(parent.getCardId());
      parent.addChild(this as unknown as ChildView & PUV2ViewBase);
      this.nativeViewPartialUpdate.setCreatorId(parent.id__());
    }
    this.isCompFreezeAllowed_ = this.isCompFreezeAllowed_ || (this.parent_ !== undefined &&
      this.parent_.isCompFreezeAllowed());
  }

  /** BASE PUV2ViewBase.create = NativeViewPartialUpdate.create: `ViewV2.create(componentCall)` */
  static create(view: PUV2ViewBase): void {
    nativeViewPartialUpdate().create(view.nativeViewPartialUpdate);
  }

  id__(): number {
    return this.id_;
  }

  debugInfo__(): string {
    return `@Component '${this.constructor.name}'[${this.id__()}]`;
  }

  getCardId(): number {
    return this.nativeViewPartialUpdate.getCardId();
  }

  markNeedUpdate(): void {
    this.nativeViewPartialUpdate.markNeedUpdate();
  }

  syncInstanceId(): void {
    this.nativeViewPartialUpdate.syncInstanceId();
  }

  restoreInstanceId(): void {
    this.nativeViewPartialUpdate.restoreInstanceId();
  }

  isFirstRender(): boolean {
    return this.nativeViewPartialUpdate.isFirstRender();
  }

  finishUpdateFunc(elmtId: number): void {
    this.nativeViewPartialUpdate.finishUpdateFunc(elmtId);
  }

  getUIContext(): object {
    return this.nativeViewPartialUpdate.getUIContext();
  }

  getInstanceId(): number {
    return this.nativeViewPartialUpdate.getInstanceId();
  }

  setParent(parent: PUV2ViewBase | undefined): void {
    if (this.parent_ && parent) {
      stateMgmtConsole.warn(`${this.debugInfo__()}: setChild: changing parent to '${parent.debugInfo__()} ` +
        '(unsafe operation)');
    }
    this.parent_ = parent;
  }

  getParent(): PUV2ViewBase | undefined {
    return this.parent_;
  }

  /** BNB addChild */
  addChild(child: ChildView & PUV2ViewBase): boolean {
    if (this.childrenWeakrefMap_.has(child.id__())) {
      stateMgmtConsole.warn(`${this.debugInfo__()}: addChild '${child.debugInfo__()}' elmtId already exists ` +
        `${child.id__()}. Internal error!`);
      return false;
    }
    this.childrenWeakrefMap_.set(child.id__(), new WeakRef(child));
    child.setParent(this);
    return true;
  }

  /** BASE removeChild */
  removeChild(child: PUV2ViewBase): boolean {
    const hasBeenDeleted = this.childrenWeakrefMap_.delete(child.id__());
    if (!hasBeenDeleted) {
      stateMgmtConsole.warn(`${this.debugInfo__()}: removeChild '${child.debugInfo__()}', child id ` +
        `${child.id__()} not known. Internal error!`);
    } else {
      child.setParent(undefined);
    }
    return hasBeenDeleted;
  }

  getChildById(id: number): (ChildView & PUV2ViewBase) | undefined {
    return this.childrenWeakrefMap_.get(id)?.deref();
  }

  /** The live child views, in creation order (for tests and the native half's dumps). */
  childViews(): PUV2ViewBase[] {
    const children: PUV2ViewBase[] = [];
    for (const ref of this.childrenWeakrefMap_.values()) {
      const child = ref.deref();
      if (child !== undefined) children.push(child);
    }
    return children;
  }

  isDeleting(): boolean {
    return this.isDeleting_;
  }

  setDeleting(): void {
    this.isDeleting_ = true;
  }

  /** BASE setDeleteStatusRecursively */
  setDeleteStatusRecursively(): void {
    for (const ref of this.childrenWeakrefMap_.values()) {
      const child = ref.deref();
      if (child !== undefined) {
        child.setDeleting();
        child.setDeleteStatusRecursively();
      }
    }
  }

  isCompFreezeAllowed(): boolean {
    return this.isCompFreezeAllowed_;
  }

  isViewActive(): boolean {
    return this.activeCount_ > 0;
  }

  scheduleDelayedUpdate(elmtId: number): void {
    this.elmtIdsDelayedUpdate.add(elmtId);
  }

  /** BNB purgeDeletedElmtIds */
  protected purgeDeletedElmtIds(): void {
    UINodeRegisterProxy.obtainDeletedElmtIds();
    UINodeRegisterProxy.unregisterElmtIdsFromIViews();
  }

  abstract purgeDeleteElmtId(rmElmtId: number): boolean;
  abstract UpdateElement(elmtId: number): void;

  /** BASE forceCompleteRerender: every update function once, in elmtId order. */
  forceCompleteRerender(deep = false): void {
    this.purgeDeletedElmtIds();
    this.dirtDescendantElementIds_.clear();
    Array.from(this.updateFuncByElmtId.keys()).sort(PUV2ViewBase.compareNumber)
      .forEach((elmtId) => this.UpdateElement(elmtId));
    if (deep) {
      for (const child of this.childViews()) child.forceCompleteRerender(true);
    }
  }

  /** BASE forceRerenderNode */
  forceRerenderNode(elmtId: number): void {
    this.purgeDeletedElmtIds();
    this.UpdateElement(elmtId);
    this.dirtDescendantElementIds_.delete(elmtId);
  }

  /** BASE hasNodeUpdateFunc */
  hasNodeUpdateFunc(elmtId: number): boolean {
    return typeof this.updateFuncByElmtId.get(elmtId)?.updateFunc === 'function';
  }

  /** BNB updateStateVarsOfChildByElmtId: the parent's update function passes new @Param values to the child. */
  updateStateVarsOfChildByElmtId(elmtId: number, params: object): void {
    if (elmtId < 0) {
      stateMgmtConsole.warn(`${this.debugInfo__()}: updateChildViewById(${elmtId}) - invalid elmtId - internal error!`);
      return;
    }
    const child = this.getChildById(elmtId);
    if (child === undefined) {
      stateMgmtConsole.warn(`${this.debugInfo__()}: updateChildViewById(${elmtId}) - no child with this elmtId - ` +
        'internal error!');
      return;
    }
    if ('updateStateVars' in child && typeof child.updateStateVars === 'function') {
      child.updateStateVars(params);
    }
  }

  /**
   * BASE forEachUpdateFunction, run by the ForEach's own update function: computes the id of every item, lets
   * native diff them against the previous ids (ForEach.setIdArray), runs itemGenFunc only for the new ones, and
   * unregisters the elmtIds of the items that are gone. Kept items are not re-rendered here: their elements'
   * update functions run when what they read changes. Duplicate ids are logged as the application error, not
   * thrown.
   */
  forEachUpdateFunction(elmtId: number, itemArray: unknown[] | null | undefined,
    itemGenFunc: (item: unknown, index?: number) => void,
    idGenFunc?: (item: unknown, index?: number) => string,
    itemGenFuncUsesIndex = false, idGenFuncUsesIndex = false): void {
    if (itemArray === null || itemArray === undefined) {
      stateMgmtConsole.applicationError(`${this.debugInfo__()}: forEachUpdateFunction (ForEach re-render): input ` +
        'array is null or undefined error. Application error!');
      return;
    }
    if (typeof itemGenFunc !== 'function') {
      stateMgmtConsole.applicationError(`${this.debugInfo__()}: forEachUpdateFunction (ForEach re-render): Item ` +
        'generation function missing. Application error!');
      return;
    }
    if (idGenFunc !== undefined && typeof idGenFunc !== 'function') {
      stateMgmtConsole.applicationError(`${this.debugInfo__()}: forEachUpdateFunction (ForEach re-render): id ` +
        'generator is not a function. Application error!');
      return;
    }
    let idGen = idGenFunc;
    let idGenUsesIndex = idGenFuncUsesIndex;
    if (idGen === undefined) {
      idGenUsesIndex = true;
      idGen = (item: unknown, index?: number): string => {
        try {
          return `${index}__${JSON.stringify(item)}`;
        } catch (e) {
          throw new BusinessError(103801, `${this.debugInfo__()}: ForEach id ${elmtId}: use of default id generator ` +
            'function not possible on provided data structure. Need to specify id generator function (ForEach ' +
            '3rd parameter). Application Error!');
        }
      };
    }
    const diffIndexArray: number[] = [];
    const newIdArray: string[] = [];
    const idDuplicates: number[] = [];
    // BASE: `arr` "just to trigger a 'get' onto the array"; arr.forEach on an observed array records its
    // length and every index for this ForEach's elmtId
    const arr = itemArray;
    const gen = idGen;
    if (idGenUsesIndex || gen.length > 1) {
      arr.forEach((item, index) => {
        newIdArray.push(gen(item, index));
      });
    } else {
      arr.forEach((item, index) => {
        newIdArray.push(`${itemGenFuncUsesIndex ? index + '_' : ''}` + gen(item));
      });
    }
    const removedChildElmtIds: number[] = [];
    forEachNative().setIdArray(elmtId, newIdArray, diffIndexArray, idDuplicates, removedChildElmtIds);
    if (idDuplicates.length > 0) {
      stateMgmtConsole.applicationError(`${this.debugInfo__()}: Ids generated by the ForEach id gen function must be ` +
        `unique. Application error! Duplicated index: ${JSON.stringify(idDuplicates)}`);
    }
    for (const index of diffIndexArray) {
      forEachNative().createNewChildStart(newIdArray[index], this.nativeViewPartialUpdate);
      if (itemGenFuncUsesIndex) {
        itemGenFunc(arr[index], index);
      } else {
        itemGenFunc(arr[index]);
      }
      forEachNative().createNewChildFinish(newIdArray[index], this.nativeViewPartialUpdate);
    }
    UINodeRegisterProxy.unregisterRemovedElmtsFromViewPUs(removedChildElmtIds);
    this.purgeDeletedElmtIds();
  }

  /**
   * BNB ifElseBranchUpdateFunction, run by the If's update function with the branch its condition chose: an
   * unchanged branch does nothing (its elements update through their own update functions); a new one makes native
   * drop the old branch's elements (If.branchId), unregisters them, and runs the branch's function.
   */
  ifElseBranchUpdateFunction(branchId: number, branchfunc: () => void): void {
    const native = ifNative();
    const oldBranchId = native.getBranchId();
    if (branchId === oldBranchId) {
      return;
    }
    const removedChildElmtIds: number[] = [];
    const reservedChildElmtIds: number[] = [];
    native.branchId(branchId, removedChildElmtIds, reservedChildElmtIds);
    UINodeRegisterProxy.unregisterRemovedElmtsFromViewPUs(removedChildElmtIds);
    this.purgeDeletedElmtIds();
    branchfunc();
  }
}
