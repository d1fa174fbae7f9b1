// ForEach and If in the state half, on the fake native half: forEachUpdateFunction creates elements only for new
// ids, keeps the others untouched and never runs a removed item's update function again; a duplicate id is
// logged as the runtime's application error; ifElseBranchUpdateFunction does nothing for the same branch and
// deletes the old branch (its child views see aboutToDisappear) for another. Lifecycle order of a child view.
import { describe, it, expect, beforeEach, afterAll } from '@ohos/hypium';
import { Local, ObservedV2, Param, Trace } from '../state/Decorators';
import { settle } from '../state/Settle';
import { takeStateMgmtLog } from '../state/StateMgmtConsole';
import { ViewV2 } from '../state/ViewV2';
import { decorate } from './support/Decorate';
import { FakeNative, restoreNativeGlobals } from './support/FakeNative';

type Params = Record<string, unknown> | undefined;
type Parent = ViewV2 | undefined;

let fake = new FakeNative();
const Text = { name: 'Text', create: (content: string) => fake.Text.create(content), pop: () => {} };
const Column = { name: 'Column', create: () => {}, pop: () => {} };
const ForEach = { name: 'ForEach', create: () => fake.ForEach.create(), pop: () => fake.ForEach.pop() };
const If = { name: 'If', create: () => fake.If.create(), pop: () => fake.If.pop() };

class Item {
  declare id: string;
  declare title: string;

  constructor(id: string, title: string) {
    this.id = id;
    this.title = title;
  }
}
decorate([Trace], Item.prototype, 'title');
const ObservedItem = ObservedV2(Item);

/** ForEach over a @Local array of @ObservedV2 items, keyed by item.id (MarkdownView.js shape). */
class ItemList extends ViewV2 {
  declare items: Item[];

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.items = [new ObservedItem('a', 'A'), new ObservedItem('b', 'B')];
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Column.create();
    }, Column);
    this.observeComponentCreation2((elmtId: number) => {
      ForEach.create();
      const forEachItemGenFunction = (_item: unknown) => {
        const item = _item as Item;
        this.observeComponentCreation2(() => {
          Text.create(`item ${item.title}`);
        }, Text);
        Text.pop();
      };
      this.forEachUpdateFunction(elmtId, this.items, forEachItemGenFunction, (item: unknown) => (item as Item).id,
        false, false);
    }, ForEach);
    ForEach.pop();
    Column.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], ItemList.prototype, 'items');

const lifecycle: string[] = [];

/** A child that logs its lifecycle (A2uiSurfaceView.js has aboutToAppear/aboutToDisappear). */
class Panel extends ViewV2 {
  declare name: string;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.initParam('name', (params && 'name' in params) ? params.name : '');
    this.finalizeConstruction();
  }

  aboutToAppear(): void {
    lifecycle.push(`appear ${this.name}`);
  }

  onDidBuild(): void {
    lifecycle.push(`built ${this.name}`);
  }

  aboutToDisappear(): void {
    lifecycle.push(`disappear ${this.name}`);
  }

  initialRender(): void {
    lifecycle.push(`render ${this.name}`);
    this.observeComponentCreation2(() => {
      Text.create(`panel ${this.name}`);
    }, Text);
    Text.pop();
  }

  updateStateVars(params: Params): void {
    if (params === undefined) return;
    if ('name' in params) this.updateParam('name', params.name);
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Param], Panel.prototype, 'name');

/** If over a @Local flag: a Panel in branch 0, a Text in branch 1 (A2uiSurfaceView.js shape). */
class Switcher extends ViewV2 {
  declare open: boolean;
  declare name: string;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.open = true;
    this.name = 'p1';
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      If.create();
      if (this.open) {
        this.ifElseBranchUpdateFunction(0, () => {
          this.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
            if (isInitialRender) {
              const componentCall = new Panel(this, { name: this.name }, undefined, elmtId, () => {}, undefined);
              ViewV2.create(componentCall);
            } else {
              this.updateStateVarsOfChildByElmtId(elmtId, { name: this.name });
            }
          }, { name: 'Panel' });
        });
      } else {
        this.ifElseBranchUpdateFunction(1, () => {
          this.observeComponentCreation2(() => {
            Text.create('closed');
          }, Text);
          Text.pop();
        });
      }
    }, If);
    If.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], Switcher.prototype, 'open');
decorate([Local], Switcher.prototype, 'name');

export default function stateMgmtV2SyntaxTest() {
  describe('StateMgmtV2Syntax', () => {
    afterAll(() => restoreNativeGlobals());
    beforeEach(() => {
      fake = new FakeNative().install();
      takeStateMgmtLog();
      lifecycle.length = 0;
    });

    it('ForEach creates elements for new ids only and leaves kept items untouched', 0, async () => {
      const list = new ItemList(undefined, {});
      fake.mount(list);
      const aId = fake.textElmtId('item A') as number;
      list.items = [list.items[0], new ObservedItem('c', 'C'), list.items[1]];
      await settle();
      expect(fake.liveTexts()).assertDeepEquals(['item A', 'item B', 'item C']);
      expect(fake.runsOf(aId)).assertEqual(1);
    });

    it('a removed ForEach item\'s update function never runs again', 0, async () => {
      const list = new ItemList(undefined, {});
      fake.mount(list);
      const removed = list.items[1];
      const bId = fake.textElmtId('item B') as number;
      list.items = [list.items[0]];
      await settle();
      removed.title = 'changed';
      await settle();
      expect(fake.runsOf(bId)).assertEqual(1);
      expect(list.registeredElmtIds().includes(bId)).assertFalse();
      expect(fake.liveTexts()).assertDeepEquals(['item A']);
    });

    it('a @Trace change of one item re-runs that item\'s Text only, not the ForEach', 0, async () => {
      const list = new ItemList(undefined, {});
      fake.mount(list);
      const aId = fake.textElmtId('item A') as number;
      const bId = fake.textElmtId('item B') as number;
      const forEachId = aId - 1;
      list.items[1].title = 'B2';
      await settle();
      expect(fake.runsOf(bId)).assertEqual(2);
      expect(fake.runsOf(aId)).assertEqual(1);
      expect(fake.runsOf(forEachId)).assertEqual(1);
    });

    it('push onto an observed array re-runs the ForEach and creates the new item only', 0, async () => {
      const list = new ItemList(undefined, {});
      fake.mount(list);
      const aId = fake.textElmtId('item A') as number;
      list.items.push(new ObservedItem('d', 'D'));
      await settle();
      expect(fake.runsOf(aId - 1)).assertEqual(2);
      expect(fake.runsOf(aId)).assertEqual(1);
      expect(fake.liveTexts()).assertDeepEquals(['item A', 'item B', 'item D']);
    });

    it('duplicate ForEach ids are logged as the runtime\'s application error, with their indexes', 0, async () => {
      const list = new ItemList(undefined, {});
      fake.mount(list);
      list.items = [list.items[0], list.items[1], new ObservedItem('a', 'again')];
      await settle();
      const errors = takeStateMgmtLog().filter((entry) => entry.level === 'applicationError');
      expect(errors.length).assertEqual(1);
      expect(errors[0].message).assertEqual(`@ComponentV2 'ItemList'[${list.id__()}]: Ids generated by the ForEach ` +
        'id gen function must be unique. Application error! Duplicated index: [2]');
    });

    it('a child view appears, renders and reports built, in that order', 0, () => {
      fake.mount(new Switcher(undefined, {}));
      expect(lifecycle).assertDeepEquals(['appear p1', 'render p1', 'built p1']);
    });

    it('the same If branch does no work; another branch deletes the old one\'s child view', 0, async () => {
      const view = new Switcher(undefined, {});
      fake.mount(view);
      const panelId = fake.textElmtId('panel p1') as number;
      view.name = 'p2';
      await settle();
      expect(fake.texts.get(panelId)).assertEqual('panel p2');
      expect(view.childViews().length).assertEqual(1);
      view.open = false;
      await settle();
      expect(lifecycle.slice(3)).assertDeepEquals(['disappear p2']);
      expect(view.childViews().length).assertEqual(0);
      expect(fake.liveTexts()).assertDeepEquals(['closed']);
      view.name = 'p3';
      await settle();
      expect(fake.runsOf(panelId)).assertEqual(2);
    });
  });
}
