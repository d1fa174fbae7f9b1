// UINodeRegisterProxy: hands the elmtIds of native elements that are gone to the views that own their update
// functions (REG, newest version). Before a re-render or a flush, obtainDeletedElmtIds takes them from native
// (ViewStackProcessor.moveDeletedElmtIds); unregisterElmtIdsFromIViews makes each owning view purge it
// (purgeDeleteElmtId) and clears its bindings, so no update function of a deleted element ever runs again.
import { viewStackProcessor } from './NativeBindings';
import { ObserveV2 } from './ObserveV2';

/** What the proxy needs of a view. */
export interface ElmtIdOwner {
  purgeDeleteElmtId(elmtId: number): boolean;
}

export class UINodeRegisterProxy {
  /** REG ElementIdToOwningViewPU_: elmtId -> the view whose observeComponentCreation2 created it */
  static readonly ElementIdToOwningViewPU_ = new Map<number, WeakRef<ElmtIdOwner>>();
  private static removeElementsInfo_: number[] = [];

  /** REG obtainDeletedElmtIds */
  static obtainDeletedElmtIds(): void {
    const removed: number[] = [];
    viewStackProcessor().moveDeletedElmtIds(removed);
    UINodeRegisterProxy.removeElementsInfo_ = removed;
  }

  /** REG unregisterElmtIdsFromIViews */
  static unregisterElmtIdsFromIViews(): void {
    const ids = UINodeRegisterProxy.removeElementsInfo_;
    if (ids.length === 0) return;
    UINodeRegisterProxy.removeElementsInfo_ = [];
    for (const elmtId of ids) {
      UINodeRegisterProxy.ElementIdToOwningViewPU_.get(elmtId)?.deref()?.purgeDeleteElmtId(elmtId);
      ObserveV2.getObserve().forgetElmtId(elmtId);
    }
  }

  /** REG unregisterRemovedElmtsFromViewPUs: ids native reported directly (If branch switch, ForEach item gone). */
  static unregisterRemovedElmtsFromViewPUs(removedElements: number[]): void {
    UINodeRegisterProxy.removeElementsInfo_.push(...removedElements);
    UINodeRegisterProxy.unregisterElmtIdsFromIViews();
  }
}

ObserveV2.getObserve().onBeforeFlush = (): void => {
  UINodeRegisterProxy.obtainDeletedElmtIds();
  UINodeRegisterProxy.unregisterElmtIdsFromIViews();
};
