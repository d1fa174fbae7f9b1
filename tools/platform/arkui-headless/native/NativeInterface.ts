// NativeInterface: every call the state-management half (tools/platform/arkui-headless/state/) makes into the native half,
// and every call the native half makes back into a view. It is the boundary of the real platform: OpenHarmony's
// JS framework state_mgmt (TypeScript, compiled into the ROM) calls C++ objects exposed to JS under these exact
// names, and the C++ CustomNode calls the view's JS methods by name. The names and argument shapes below are
// those of the declarations state_mgmt compiles against, read in openharmony/arkui_ace_engine:
//   SM = frameworks/bridge/declarative_frontend/state_mgmt/src/lib/
//   [VSP]  SM puv2_common/puv2_viewstack_processor.d.ts            @ 42143018a34195b0eb9f1f197e9d3db3c1f0dd32
//   [NVPU] SM puv2_common/puv2_view_native_base.d.ts               @ 0f63879e6989ef74bf0532f5e5a88ac7decd89c1
//   [FE]   SM partial_update/pu_foreach.d.ts                       @ 018a873577f6e71ee396bb19e17dd26efee2b8db
//   [BASE] SM puv2_common/puv2_view_base.ts (callers)              @ 01566c052ddd384720a71dba62da22c617997ff9
//   [BNB]  SM puv2_common/puv2_view_buildnode_base.ts (callers)    @ 0a6bf2b4691b77dfd7b8a0e7f60d2fd6345a7bb3
//   [V2]   SM v2/v2_view.ts (callers)                              @ 019a5f83b713171a278b3e233d6e78c4e0cce333
//   [OBS]  SM v2/v2_change_observation.ts (callers)                @ 0210a26fce50d5734d4f32aef59ab3c636e219e7
//   [REG]  SM partial_update/pu_uinode_registry_proxy.ts (callers), newest stored version (find_string id 4202430530)
//   [VF]   frameworks/bridge/declarative_frontend/jsview/js_view_functions.cpp ViewFunctions::InitViewFunctions
//          (the JS method names C++ looks up on a view object; find_string id 3825417520)
//
// How the two halves meet at run time: the native half installs its objects as globals (globalThis.ViewStackProcessor,
// globalThis.NativeViewPartialUpdate, globalThis.ForEach, globalThis.If, the component classes Column, Text ...), as
// the real engine does; the state half looks them up on globalThis at call time (state/NativeBindings.ts), so a test
// can install a fake. Component classes (Column.create/pop, Text.create, attribute statics) are called by the
// transpiled code, never by the state half, except `pop` (below).

/** Out-parameter arrays: C++ fills the JS array passed in (push), it never returns a new one. */
export type OutArray<T> = T[];

/**
 * `ViewStackProcessor` [VSP]. Static methods only. The state half calls exactly these.
 */
export interface ViewStackProcessorApi {
  /** [VSP] "make and return new elementId, will be used to create the next Component". Called once per
   *  observeComponentCreation2 on first render, before the update function runs ([V2] observeComponentCreation2).
   *  The id is unique in the whole process (ElementRegister). */
  AllocateNewElmetIdForNextComponent(): number;
  /** [VSP] start get-access recording for elmtId: the component the update function creates (first render) or
   *  finds (update: the native half looks the existing element up by this id, and the create/attribute calls made
   *  until StopGetAccessRecording apply to it in update mode). Called at the start of every update-function run
   *  ([V2] observeComponentCreation2 updateFunc), and by transpiled ListItem/GridItem code directly. Nests. */
  StartGetAccessRecordingFor(elmtId: number): void;
  /** [VSP] the elmtId given by the innermost StartGetAccessRecordingFor, -1 when none is active. The state half
   *  calls it in the view constructor when no elmtId was passed (a root view) ([BASE] constructor). */
  GetElmtIdToAccountFor(): number;
  /** [VSP] stop the innermost get-access recording; "also invalidates any reserved but unclaimed elmtId". */
  StopGetAccessRecording(): void;
  /** [VSP] "Returns a globally unique id from ElementRegister". The state half uses it as the id of a root view
   *  (constructed with elmtId -1; BASE uses SubscriberManager.MakeId(), whose source was not read), so a root view's
   *  id never equals an elmtId. */
  MakeUniqueId(): number;
  /** [VSP]/[REG] move the elmtIds of native elements deleted since the last call (ElementRegister removed items)
   *  into `out`. Every element the native half destroys (its parent If switched branch, its ForEach item went away,
   *  its custom component was deleted) must appear here exactly once, so the state half can forget its update
   *  function and dependencies. Newest [REG]: `out` receives plain numbers. */
  moveDeletedElmtIds(out: OutArray<number>): void;
  /** [VSP]/[OBS] updateDirty2Optimized: "Orders frame and registers for update on next vsync. PipelineContext
   *  passes the containerId in the callback." The native half calls `cbFunc(containerId)` once on its next frame
   *  (after the current JS task and its microtasks); if it returns true, it calls it again on the following frame.
   *  `cbFunc === null` cancels the registration for that container. NOT CALLED by the state half yet: it follows
   *  the API 12 flush (markNeedUpdate + rerender); optional. */
  scheduleUpdateOnNextVSync?(cbFunc: ((containerId: number) => boolean) | null, containerId?: number): void;
}

/**
 * The native peer of each view: `new NativeViewPartialUpdate(view)` in the PUV2ViewBase constructor ([BASE]:
 * `this.nativeViewPartialUpdate = new NativeViewPartialUpdate(this)`). `view` is the JS ViewV2/ViewPU object; the
 * native half keeps it to call the ViewCallbacks below on it.
 */
export interface NativeViewPartialUpdateInstance {
  /** [NVPU] mark the CustomNode dirty; on its next frame the native half calls `view.rerender()` once ([VF]
   *  "rerender"), which runs `view.updateDirtyElements()`. Called at most once per batch of dirty elmtIds. */
  markNeedUpdate(): void;
  /** [NVPU] the view's container (UI instance) id; updates are grouped and scheduled per container ([OBS]). */
  getInstanceId(): number;
  /** [NVPU] make this view's container the current one while its update functions run / restore it. */
  syncInstanceId(): void;
  restoreInstanceId(): void;
  /** [NVPU] true until the view's initial render has run; uiNodeNeedUpdateV2 ignores changes before that. */
  isFirstRender(): boolean;
  /** [NVPU]/[V2] UpdateElement calls it after each re-run of an update function: the native element of elmtId
   *  (and its wrapping elements) is finished and locally updated (C++ FinishAndLocalUpdate). */
  finishUpdateFunc(elmtId: number): void;
  /** [NVPU] set once in the constructor of every ViewV2 ([V2] `this.setIsV2(true)`). */
  setIsV2(isV2: boolean): void;
  /** [NVPU] form card id, copied from the parent view in the constructor. */
  setCardId(cardId: number): void;
  getCardId(): number;
  /** [NVPU] the parent view's id, set in the constructor of a child view ([BASE]). */
  setCreatorId(id: number): void;
  /** [NVPU] `this.getUIContext()` of app code (Index.ets: getUIContext().getHostContext()). */
  getUIContext(): object;
  getMainInstanceId(): number;
}

/** The constructor and statics of `NativeViewPartialUpdate` [NVPU]. */
export interface NativeViewPartialUpdateClass {
  new (view: object): NativeViewPartialUpdateInstance;
  /** [NVPU]/[BASE] `ViewV2.create(componentCall)` of the transpiled code = PUV2ViewBase.create(view) =
   *  NativeViewPartialUpdate.create(view.nativeViewPartialUpdate): creates the CustomNode for the child view,
   *  whose elmtId is the one the enclosing observeComponentCreation2 allocated (= view.id__()), and pushes it on
   *  the view stack. The native half decides when it renders (calls the ViewCallbacks initialRenderView etc.). */
  create(view: NativeViewPartialUpdateInstance): void;
}

/**
 * `ForEach` [FE]: create()/pop() are called by transpiled code; the state half's forEachUpdateFunction ([BASE])
 * calls the rest, between ForEach.create() and ForEach.pop() of the ForEach's own update function.
 */
export interface ForEachApi {
  create(): void;
  pop(): void;
  /**
   * [FE]/[BASE] hand the new item ids to the ForEach element `elmtId` (C++ ForEachNode keeps the previous id
   * array). The native half fills:
   *   diffIndexArray:      indexes (in newIdArray) of ids not in the previous id array: items to create;
   *   duplicateIds:        indexes (in newIdArray) of ids that already occurred earlier in newIdArray;
   *   removedChildElmtIds: elmtIds of every element (recursively) of the previous items whose id is gone.
   * Kept items keep their elements (moved into the new order). [FE] declares four parameters; [BASE] passes the
   * fifth, removedChildElmtIds.
   */
  setIdArray(elmtId: number, newIdArray: string[], diffIndexArray: OutArray<number>,
    duplicateIds: OutArray<number>, removedChildElmtIds: OutArray<number>): void;
  /** [FE]/[BASE] around each itemGenFunc call for a new item: elements created in between belong to item `id`. */
  createNewChildStart(id: string, parentView: NativeViewPartialUpdateInstance): void;
  createNewChildFinish(id: string, parentView: NativeViewPartialUpdateInstance): void;
}

/**
 * `If`: create()/pop() by transpiled code; getBranchId/branchId by ifElseBranchUpdateFunction ([BNB]).
 */
export interface IfApi {
  create(): void;
  pop(): void;
  /** [BNB] the branch the current If element shows, -1 (or any value no branch uses) before the first. */
  getBranchId(): number;
  /** [BNB] switch the current If element to `branchId`: removes the old branch's elements and fills
   *  removedChildElmtIds with their elmtIds (recursively). Newer C++ fills reservedChildElmtIds with elmtIds it
   *  keeps for a later retake; the headless half may leave it empty. */
  branchId(branchId: number, removedChildElmtIds: OutArray<number>, reservedChildElmtIds?: OutArray<number>): void;
  /** [BASE] ifElseBranchUpdateFunctionDirtyRetaken (newer C++ only): optional; absent or false = none. */
  getRetakenElmtIds?(out: OutArray<number>): boolean;
}

/** The class object passed to observeComponentCreation2: a component class (Column, Text ...) or, for a custom
 *  component, `{ name: "ChildView" }`. [V2] reads `name` (for logs) and calls `pop()` after an update run. */
export interface ComponentClassObject {
  readonly name?: string;
  pop?(): void;
}

/**
 * The methods the native half calls on a view object (the `view` given to `new NativeViewPartialUpdate(view)`),
 * by the names C++ looks up in ViewFunctions::InitViewFunctions [VF]. Optional ones are called only when present.
 */
export interface ViewCallbacks {
  /** [VF] "initialRenderView": once, when the CustomNode renders the first time. */
  initialRenderView(): void;
  /** [VF] "rerender": on a frame after markNeedUpdate(). */
  rerender(): void;
  /** [VF] "aboutToAppear": before initialRenderView. */
  aboutToAppear?(): void;
  /** [VF] "onDidBuild": after initialRenderView. */
  onDidBuild?(): void;
  /** [VF] "aboutToDisappear": when the CustomNode is removed from the tree. */
  aboutToDisappear?(): void;
  /** [VF] "aboutToBeDeleted", else "aboutToBeDeletedInternal" (ViewV2 has only the latter): after
   *  aboutToDisappear, when the CustomNode is destroyed. */
  aboutToBeDeleted?(): void;
  aboutToBeDeletedInternal?(): void;
  /** [VF] "forceCompleteRerender", "forceRerenderNode", "setActiveInternal", "onPageShow", "onPageHide". */
  forceCompleteRerender(deep: boolean): void;
  forceRerenderNode(elmtId: number): void;
  setActiveInternal(active: boolean): void;
  onPageShow?(): void;
  onPageHide?(): void;
  /** Not a C++ callback: the view's own id (= the CustomNode's elmtId for a child view). */
  id__(): number;
}

/** What the state half finds on globalThis. */
export interface NativeGlobals {
  ViewStackProcessor: ViewStackProcessorApi;
  NativeViewPartialUpdate: NativeViewPartialUpdateClass;
  ForEach: ForEachApi;
  If: IfApi;
}
