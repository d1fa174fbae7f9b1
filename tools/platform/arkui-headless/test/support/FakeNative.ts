// FakeNative: a tiny stand-in for the native half (../../native/NativeInterface.ts), enough to test the state half
// alone: element ids, get-access recording, If/ForEach containers with the diff native does, custom child views
// rendered at once, frames on a macrotask. It counts how often each elmtId's update function ran and keeps what
// Text.create received, so a test can say which update functions a change re-ran. Where C++ behaviour was not
// read (ForEach duplicates: only the first item of a duplicated id is created here), it is this fake's choice.
import type {
  ForEachApi, IfApi, NativeViewPartialUpdateInstance, ViewCallbacks, ViewStackProcessorApi,
} from '../../native/NativeInterface';

interface Container {
  readonly owner: number;
  readonly key: string;
}

interface FakeView extends ViewCallbacks {
  nativeViewPartialUpdate: NativeViewPartialUpdateInstance;
}

export class FakeNative {
  private nextId = 0;
  private readonly recording: number[] = [];
  private readonly containers: Container[] = [];
  /** elmtId -> container it was created in ('owner/key') */
  private readonly parentOf = new Map<number, string>();
  private readonly viewsByElmtId = new Map<number, FakeView>();
  private readonly branchOf = new Map<number, number>();
  private readonly idsOf = new Map<number, string[]>();
  private readonly deleted: number[] = [];
  /** how many times an update function ran for each elmtId (first render included) */
  readonly runs = new Map<number, number>();
  /** the latest Text.create value of each elmtId */
  readonly texts = new Map<number, string>();
  frames = 0;

  private current(): number {
    return this.recording.length > 0 ? this.recording[this.recording.length - 1] : -1;
  }

  private containerKey(): string | undefined {
    const top = this.containers[this.containers.length - 1];
    return top === undefined ? undefined : `${top.owner}/${top.key}`;
  }

  /** every elmtId created inside container `owner/key...`, recursively (custom child views included) */
  private descendants(owner: number, keyPrefix?: string): number[] {
    const out: number[] = [];
    for (const [id, parent] of this.parentOf) {
      const [ownerText, key] = parent.split('/');
      if (Number(ownerText) !== owner || (keyPrefix !== undefined && key !== keyPrefix)) continue;
      out.push(id, ...this.descendants(id));
    }
    return out;
  }

  private remove(ids: number[]): void {
    for (const id of ids) {
      this.parentOf.delete(id);
      this.removedEver.add(id);
      const view = this.viewsByElmtId.get(id);
      if (view !== undefined) {
        this.viewsByElmtId.delete(id);
        view.aboutToDisappear?.();
        (view.aboutToBeDeleted ?? view.aboutToBeDeletedInternal)?.call(view);
      }
    }
  }

  readonly ViewStackProcessor: ViewStackProcessorApi = {
    AllocateNewElmetIdForNextComponent: () => {
      this.nextId += 1;
      const key = this.containerKey();
      if (key !== undefined) this.parentOf.set(this.nextId, key);
      return this.nextId;
    },
    StartGetAccessRecordingFor: (elmtId: number) => {
      this.recording.push(elmtId);
      this.runs.set(elmtId, (this.runs.get(elmtId) ?? 0) + 1);
    },
    GetElmtIdToAccountFor: () => this.current(),
    StopGetAccessRecording: () => {
      this.recording.pop();
    },
    MakeUniqueId: () => {
      this.nextId += 1;
      return this.nextId;
    },
    moveDeletedElmtIds: (out: number[]) => {
      out.push(...this.deleted.splice(0, this.deleted.length));
    },
  };

  readonly If: IfApi = {
    create: () => {
      this.containers.push({ owner: this.current(), key: `if${this.branchOf.get(this.current()) ?? -1}` });
    },
    pop: () => {
      this.containers.pop();
    },
    getBranchId: () => this.branchOf.get(this.current()) ?? -1,
    branchId: (branchId: number, removed: number[]) => {
      const owner = this.current();
      const old = this.branchOf.get(owner) ?? -1;
      const gone = this.descendants(owner, `if${old}`);
      removed.push(...gone);
      this.remove(gone);
      this.branchOf.set(owner, branchId);
      this.containers[this.containers.length - 1] = { owner, key: `if${branchId}` };
    },
  };

  readonly ForEach: ForEachApi = {
    create: () => {
      this.containers.push({ owner: this.current(), key: 'foreach' });
    },
    pop: () => {
      this.containers.pop();
    },
    setIdArray: (elmtId, newIds, diff, duplicates, removed) => {
      const old = new Set(this.idsOf.get(elmtId) ?? []);
      const seen = new Set<string>();
      newIds.forEach((id, index) => {
        if (seen.has(id)) {
          duplicates.push(index);
        } else if (!old.has(id)) {
          diff.push(index);
        }
        seen.add(id);
      });
      for (const id of old) {
        if (seen.has(id)) continue;
        const gone = this.descendants(elmtId, `item:${id}`);
        removed.push(...gone);
        this.remove(gone);
      }
      this.idsOf.set(elmtId, Array.from(seen));
    },
    createNewChildStart: (id: string) => {
      const owner = this.containers[this.containers.length - 1].owner;
      this.containers.push({ owner, key: `item:${id}` });
    },
    createNewChildFinish: () => {
      this.containers.pop();
    },
  };

  readonly NativeViewPartialUpdate = ((fake: FakeNative) => class {
    private readonly view: FakeView;
    private firstRender = true;

    constructor(view: object) {
      this.view = view as FakeView;
    }

    static create(native: { render(): void }): void {
      native.render();
    }

    render(): void {
      const id = this.view.id__();
      this.viewsByElmtIdSet(id);
      fake.containers.push({ owner: id, key: 'view' });
      this.view.aboutToAppear?.();
      this.view.initialRenderView();
      this.firstRender = false;
      fake.containers.pop();
      this.view.onDidBuild?.();
    }

    private viewsByElmtIdSet(id: number): void {
      fake.viewsByElmtId.set(id, this.view);
    }

    markNeedUpdate(): void {
      setTimeout(() => {
        fake.frames += 1;
        this.view.rerender();
      }, 0);
    }

    getInstanceId(): number { return 100000; }
    syncInstanceId(): void {}
    restoreInstanceId(): void {}
    isFirstRender(): boolean { return this.firstRender; }
    finishUpdateFunc(): void {}
    setIsV2(): void {}
    setCardId(): void {}
    getCardId(): number { return -1; }
    setCreatorId(): void {}
    getUIContext(): object { return {}; }
    getMainInstanceId(): number { return 100000; }
  })(this);

  /** Installs this fake's globals (replacing any earlier fake); restoreNativeGlobals() puts the real ones back. */
  install(): this {
    if (realGlobals === undefined) {
      const g = globalThis as unknown as Record<string, unknown>;
      realGlobals = Object.fromEntries(FAKED.map((name) => [name, g[name]]));
    }
    Object.assign(globalThis, {
      ViewStackProcessor: this.ViewStackProcessor,
      NativeViewPartialUpdate: this.NativeViewPartialUpdate,
      ForEach: this.ForEach,
      If: this.If,
      Text: this.Text,
      Column: this.Column,
      Row: { name: 'Row', create: () => {}, pop: () => {} },
    });
    return this;
  }

  /** Renders a root view the way loadDocument does. */
  mount(view: object): void {
    ((view as FakeView).nativeViewPartialUpdate as unknown as { render(): void }).render();
  }

  /** Destroys a root view the way closing the page does. */
  unmount(view: object): void {
    const id = (view as FakeView).id__();
    const ids = this.descendants(id);
    this.remove(ids);
    this.deleted.push(...ids);
    const root = view as FakeView;
    root.aboutToDisappear?.();
    (root.aboutToBeDeleted ?? root.aboutToBeDeletedInternal)?.call(root);
  }

  /** A fake Text component: records its content for the element being created or updated. */
  readonly Text = {
    name: 'Text',
    create: (content: string) => {
      this.texts.set(this.current(), content);
    },
    pop: () => {},
  };

  /** A fake container component. */
  readonly Column = { name: 'Column', create: () => {}, pop: () => {} };

  runsOf(elmtId: number): number {
    return this.runs.get(elmtId) ?? 0;
  }

  /** elmtId whose latest Text content is `content` */
  textElmtId(content: string): number | undefined {
    for (const [id, text] of this.texts) if (text === content) return id;
    return undefined;
  }

  /** contents of the live Text elements, in elmtId order */
  liveTexts(): string[] {
    return Array.from(this.texts).sort((a, b) => a[0] - b[0])
      .filter(([id]) => !this.removedEver.has(id)).map(([, text]) => text);
  }

  private readonly removedEver = new Set<number>();
}

/** The globals a FakeNative replaces, and what they were before the first install. */
const FAKED = ['ViewStackProcessor', 'NativeViewPartialUpdate', 'ForEach', 'If', 'Text', 'Column', 'Row'];
let realGlobals: Record<string, unknown> | undefined = undefined;

/**
 * Puts back the globals the first FakeNative.install() replaced: every suite that installs a fake calls it in
 * afterAll, so the suites after it (the native half's, the view suites) run on the real runtime.
 */
export function restoreNativeGlobals(): void {
  if (realGlobals !== undefined) Object.assign(globalThis, realGlobals);
  realGlobals = undefined;
}
