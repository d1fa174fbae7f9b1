// FakeView: a minimal stand-in for the state half's ViewV2, for testing the native half alone. It drives
// the native calls the way the real puv2 state management does (observeComponentCreation2: an elmtId
// from AllocateNewElmetIdForNextComponent, StartGetAccessRecordingFor / StopGetAccessRecording around the
// compiler's function, the class's pop in update mode, finishUpdateFunc after an update;
// ifElseBranchUpdateFunction with If.getBranchId / If.branchId; forEachUpdateFunction with
// ForEach.setIdArray and createNewChildStart / Finish), but has no observation: a test re-runs an update
// function itself with `update(elmtId)`.
import '../../install';

type UpdateFunc = (elmtId: number, isInitialRender: boolean) => void;

interface NativeViewMethods {
  finishUpdateFunc(elmtId: number): void;
}

interface PopClass {
  pop?: () => void;
}

const g = globalThis as unknown as Record<string, unknown>;
const NativeBase = g.NativeViewPartialUpdate as new () => NativeViewMethods;
const VSP = g.ViewStackProcessor as {
  AllocateNewElmetIdForNextComponent(): number;
  StartGetAccessRecordingFor(id: number): void;
  StopGetAccessRecording(): void;
};
const IfApi = g.If as { getBranchId(): number; branchId(id: number, removed: number[]): void };
const ForEachApi = g.ForEach as {
  setIdArray(elmtId: number, ids: string[], diff: number[], dup: number[], removed: number[]): void;
  createNewChildStart(id: string, view: object): void;
  createNewChildFinish(id: string, view: object): void;
};

let nextViewId = 1_000_000;

export class FakeView extends NativeBase {
  readonly updateFuncs = new Map<number, UpdateFunc>();
  readonly lifecycle: string[] = [];
  readonly removedElmtIds: number[] = [];
  private readonly viewId: number;

  constructor(elmtId = -1, private readonly render: (view: FakeView) => void = () => undefined) {
    super();
    this.viewId = elmtId >= 0 ? elmtId : nextViewId++;
  }

  id__(): number {
    return this.viewId;
  }

  aboutToAppear(): void {
    this.lifecycle.push('aboutToAppear');
  }

  initialRenderView(): void {
    this.lifecycle.push('initialRender');
    this.render(this);
  }

  onDidBuild(): void {
    this.lifecycle.push('onDidBuild');
  }

  aboutToDisappear(): void {
    this.lifecycle.push('aboutToDisappear');
  }

  aboutToBeDeleted(): void {
    this.lifecycle.push('aboutToBeDeleted');
  }

  observeComponentCreation2(compilerFunc: UpdateFunc, classObject: PopClass | { name: string }): number {
    const elmtId = VSP.AllocateNewElmetIdForNextComponent();
    const pop = 'pop' in classObject && typeof classObject.pop === 'function' ? classObject.pop : () => undefined;
    const updateFunc: UpdateFunc = (id, isFirst) => {
      VSP.StartGetAccessRecordingFor(id);
      compilerFunc(id, isFirst);
      if (!isFirst) pop();
      VSP.StopGetAccessRecording();
    };
    this.updateFuncs.set(elmtId, updateFunc);
    updateFunc(elmtId, true);
    return elmtId;
  }

  /** ViewV2.UpdateElement: re-runs the update function of `elmtId`, then finishUpdateFunc. */
  update(elmtId: number): void {
    const updateFunc = this.updateFuncs.get(elmtId);
    if (updateFunc === undefined) throw new Error(`no update function for ${elmtId}`);
    updateFunc(elmtId, false);
    this.finishUpdateFunc(elmtId);
  }

  ifElseBranchUpdateFunction(branchId: number, branchFunc: () => void): void {
    if (IfApi.getBranchId() === branchId) return;
    const removed: number[] = [];
    IfApi.branchId(branchId, removed);
    this.removedElmtIds.push(...removed);
    branchFunc();
  }

  forEachUpdateFunction<T>(elmtId: number, items: T[], itemGen: (item: T, index: number) => void,
    idGen: (item: T, index: number) => string): void {
    const ids = items.map((item, i) => idGen(item, i));
    const diff: number[] = [];
    const dup: number[] = [];
    const removed: number[] = [];
    ForEachApi.setIdArray(elmtId, ids, diff, dup, removed);
    this.removedElmtIds.push(...removed);
    for (const i of diff) {
      ForEachApi.createNewChildStart(ids[i] as string, this);
      itemGen(items[i] as T, i);
      ForEachApi.createNewChildFinish(ids[i] as string, this);
    }
  }
}

/** The globals the transformed code reads, typed loosely for tests that play the compiler's part. */
export const ui = g as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
