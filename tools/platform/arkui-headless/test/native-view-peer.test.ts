// The native peer of a view, as the state half uses it (native/NativeInterface.ts on h/state): one
// `new NativeViewPartialUpdate(view)` per view, `NativeViewPartialUpdate.create(peer)` for a child,
// markNeedUpdate answered by one `view.rerender()` on the next frame (parents first),
// scheduleUpdateOnNextVSync called back each frame while it returns true, isFirstRender until the first
// render, and every destroyed element's id handed to moveDeletedElmtIds exactly once.
import { describe, it, expect } from '@ohos/hypium';
import { mount, settle } from '../HeadlessUi';
import { FakeView, ui } from './support/FakeView';

interface Peer {
  markNeedUpdate(): void;
  isFirstRender(): boolean;
  finishUpdateFunc(elmtId: number): void;
}

const Native = ui.NativeViewPartialUpdate as unknown as (new (view: object) => Peer) & { create(peer: Peer): void };
const VSP = ui.ViewStackProcessor as unknown as {
  AllocateNewElmetIdForNextComponent(): number;
  scheduleUpdateOnNextVSync(cb: ((id: number) => boolean) | null, containerId?: number): void;
  moveDeletedElmtIds(out: number[]): void;
  StartGetAccessRecordingFor(id: number): void;
  StopGetAccessRecording(): void;
  GetElmtIdToAccountFor(): number;
};
const { Column, Text } = ui;

const log: string[] = [];

/** A view that holds its peer, as PUV2ViewBase does. */
class PeerView {
  readonly peer: Peer;
  readonly id: number;
  firstRenderSeen: boolean[] = [];

  constructor(readonly label: string, readonly children: PeerView[] = [], elmtId = -1) {
    this.id = elmtId >= 0 ? elmtId : VSP.AllocateNewElmetIdForNextComponent();
    this.peer = new Native(this);
  }

  id__(): number {
    return this.id;
  }

  initialRenderView(): void {
    this.firstRenderSeen.push(this.peer.isFirstRender());
    const columnId = VSP.AllocateNewElmetIdForNextComponent();
    VSP.StartGetAccessRecordingFor(columnId);
    Column.create();
    VSP.StopGetAccessRecording();
    for (const child of this.children) {
      const childId = VSP.AllocateNewElmetIdForNextComponent();
      VSP.StartGetAccessRecordingFor(childId);
      Native.create(child.peer);
      VSP.StopGetAccessRecording();
    }
    Column.pop();
  }

  rerender(): void {
    log.push(`rerender ${this.label}`);
  }
}

export default function nativeViewPeerTest() {
  describe('native view peer', () => {
    it('a view and its children render through their peers; isFirstRender holds until the first render', 0, async () => {
      const root = new PeerView('root', [new PeerView('a'), new PeerView('b')]);
      expect(root.peer.isFirstRender()).assertTrue();
      const page = await mount(class Host extends FakeView {
        constructor() {
          super(-1, () => {
            const id = VSP.AllocateNewElmetIdForNextComponent();
            VSP.StartGetAccessRecordingFor(id);
            Native.create(root.peer);
            VSP.StopGetAccessRecording();
          });
        }
      });
      expect(page.print()).assertEqual('<Host>\n  <PeerView>\n    Column\n      <PeerView>\n        Column\n      <PeerView>\n        Column');
      expect(root.peer.isFirstRender()).assertFalse();
      expect(root.firstRenderSeen.join(',')).assertEqual('false');
    });

    it('markNeedUpdate is answered by one rerender on the next frame, parents before children', 0, async () => {
      const child = new PeerView('child');
      let parent: PeerView | undefined;
      // A view's own id is the elmtId its parent's observeComponentCreation2 allocated.
      await mount(class Host2 extends FakeView {
        constructor() {
          super(-1, () => {
            const id = VSP.AllocateNewElmetIdForNextComponent();
            VSP.StartGetAccessRecordingFor(id);
            parent = new PeerView('parent', [child], id);
            Native.create(parent.peer);
            VSP.StopGetAccessRecording();
          });
        }
      });
      log.length = 0;
      child.peer.markNeedUpdate();
      parent?.peer.markNeedUpdate();
      parent?.peer.markNeedUpdate();
      expect(log.length).assertEqual(0);
      await settle();
      expect(log.join(', ')).assertEqual('rerender parent, rerender child');
    });

    it('scheduleUpdateOnNextVSync calls back on each frame while the callback returns true', 0, async () => {
      const calls: number[] = [];
      VSP.scheduleUpdateOnNextVSync((containerId) => { calls.push(containerId); return calls.length < 3; }, 100000);
      expect(calls.length).assertEqual(0);
      await settle();
      expect(calls.join(',')).assertEqual('100000,100000,100000');
      VSP.scheduleUpdateOnNextVSync((id) => { calls.push(id); return true; }, 100000);
      VSP.scheduleUpdateOnNextVSync(null, 100000);
      await settle();
      expect(calls.length).assertEqual(3);
    });

    it('nested recordings restore the outer id; every removed element id is handed over once', 0, async () => {
      VSP.StartGetAccessRecordingFor(7001);
      VSP.StartGetAccessRecordingFor(7002);
      expect(VSP.GetElmtIdToAccountFor()).assertEqual(7002);
      VSP.StopGetAccessRecording();
      expect(VSP.GetElmtIdToAccountFor()).assertEqual(7001);
      VSP.StopGetAccessRecording();
      expect(VSP.GetElmtIdToAccountFor()).assertEqual(-1);

      VSP.moveDeletedElmtIds([]);
      const page = await mount(class Gone extends FakeView {
        constructor() {
          super(-1, (v) => {
            v.observeComponentCreation2(() => { Column.create(); }, Column);
            v.observeComponentCreation2(() => { Text.create('x'); }, Text);
            Text.pop();
            Column.pop();
          });
        }
      });
      const ids = [page.root.elmtId, page.byType('Column').elmtId, page.byText('x').elmtId];
      page.unmount();
      const first: number[] = [];
      VSP.moveDeletedElmtIds(first);
      const second: number[] = [];
      VSP.moveDeletedElmtIds(second);
      expect(first.slice().sort().join(',')).assertEqual(ids.slice().sort().join(','));
      expect(second.length).assertEqual(0);
    });
  });
}
