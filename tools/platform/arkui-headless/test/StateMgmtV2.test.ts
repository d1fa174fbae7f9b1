// The state half of the headless ArkUI runtime against a fake native half (support/FakeNative.ts): views written
// in the shape ets-loader 5.0.0 gives @ComponentV2 structs (see /tmp/emit .../MarkdownView.js, A2uiSurfaceView.js),
// and what the real state_mgmt re-runs when state changes: the update functions that read it, once per flush.
import { describe, it, expect, beforeEach, afterAll } from '@ohos/hypium';
import { Computed, Consumer, Event, Local, Monitor, ObservedV2, Once, Param, Provider, Trace } from '../state/Decorators';
import type { IMonitor } from '../state/MonitorV2';
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
const ForEach = { create: () => fake.ForEach.create(), pop: () => fake.ForEach.pop() };
const If = { create: () => fake.If.create(), pop: () => fake.If.pop() };

class Person {
  declare name: string;
  declare age: number;

  constructor(name: string, age: number) {
    this.name = name;
    this.age = age;
  }
}
decorate([Trace], Person.prototype, 'name');
decorate([Trace], Person.prototype, 'age');
const ObservedPerson = ObservedV2(Person);

/** Two Texts: one reads person.name, the other person.age. */
class PersonCard extends ViewV2 {
  declare person: Person;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.person = new ObservedPerson('Ada', 36);
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2((_elmtId: number, _isInitialRender: boolean) => {
      Column.create();
    }, Column);
    this.observeComponentCreation2(() => {
      Text.create(`name ${this.person.name}`);
    }, Text);
    Text.pop();
    this.observeComponentCreation2(() => {
      Text.create(`age ${this.person.age}`);
    }, Text);
    Text.pop();
    Column.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], PersonCard.prototype, 'person');

/** A child with a @Param shown in a Text, a @Param @Once, and an @Event. */
class Label extends ViewV2 {
  declare text: string;
  declare first: string;
  declare onTap: (value: string) => void;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.initParam('text', (params && 'text' in params) ? params.text : '');
    this.initParam('first', (params && 'first' in params) ? params.first : '');
    this.onTap = params !== undefined && 'onTap' in params ? params.onTap as (value: string) => void : () => {};
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Text.create(`label ${this.text}`);
    }, Text);
    Text.pop();
    this.observeComponentCreation2(() => {
      Text.create(`first ${this.first}`);
    }, Text);
    Text.pop();
  }

  updateStateVars(params: Params): void {
    if (params === undefined) return;
    if ('text' in params) this.updateParam('text', params.text);
    if ('first' in params) this.updateParam('first', params.first);
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Param], Label.prototype, 'text');
decorate([Param, Once], Label.prototype, 'first');
decorate([Event], Label.prototype, 'onTap');

/** A parent passing its @Local to Label, as the transpiled child-component block does. */
class LabelHost extends ViewV2 {
  declare title: string;
  declare other: number;
  child: Label | undefined = undefined;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.title = 'one';
    this.other = 0;
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Column.create();
    }, Column);
    this.observeComponentCreation2(() => {
      Text.create(`other ${this.other}`);
    }, Text);
    Text.pop();
    {
      this.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
        if (isInitialRender) {
          const componentCall = new Label(this, { text: this.title, first: this.title }, undefined, elmtId, () => {},
            undefined);
          this.child = componentCall;
          ViewV2.create(componentCall);
        } else {
          this.updateStateVarsOfChildByElmtId(elmtId, { text: this.title, first: this.title });
        }
      }, { name: 'Label' });
    }
    Column.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], LabelHost.prototype, 'title');
decorate([Local], LabelHost.prototype, 'other');

function mounted<T extends ViewV2>(view: T): T {
  fake.mount(view);
  return view;
}

export default function stateMgmtV2Test() {
  describe('StateMgmtV2', () => {
    afterAll(() => restoreNativeGlobals());
    beforeEach(() => {
      fake = new FakeNative().install();
      takeStateMgmtLog();
    });

    it('a @Trace change re-runs the update function that read it and no other', 0, async () => {
      const card = mounted(new PersonCard(undefined, {}));
      const nameId = fake.textElmtId('name Ada') as number;
      const ageId = fake.textElmtId('age 36') as number;
      card.person.age = 37;
      await settle();
      expect(fake.texts.get(ageId)).assertEqual('age 37');
      expect(fake.runsOf(ageId)).assertEqual(2);
      expect(fake.runsOf(nameId)).assertEqual(1);
      expect(fake.runsOf(nameId - 1)).assertEqual(1);
    });

    it('writes in one task are flushed once: one frame, one re-run', 0, async () => {
      const card = mounted(new PersonCard(undefined, {}));
      const ageId = fake.textElmtId('age 36') as number;
      card.person.age = 1;
      card.person.age = 2;
      card.person.age = 3;
      await settle();
      expect(fake.frames).assertEqual(1);
      expect(fake.runsOf(ageId)).assertEqual(2);
      expect(fake.texts.get(ageId)).assertEqual('age 3');
    });

    it('assigning the value a property already has changes nothing', 0, async () => {
      const card = mounted(new PersonCard(undefined, {}));
      card.person.name = 'Ada';
      await settle();
      expect(fake.frames).assertEqual(0);
    });

    it('replacing a @Local object re-runs every reader; the old object no longer reaches the view', 0, async () => {
      const card = mounted(new PersonCard(undefined, {}));
      const old = card.person;
      const nameId = fake.textElmtId('name Ada') as number;
      card.person = new ObservedPerson('Grace', 36);
      await settle();
      expect(fake.texts.get(nameId)).assertEqual('name Grace');
      const runs = fake.runsOf(nameId);
      old.name = 'nobody';
      await settle();
      expect(fake.runsOf(nameId)).assertEqual(runs);
    });

    it('a parent @Local passed as @Param re-runs the child\'s reader, not the parent\'s other elements', 0, async () => {
      const host = mounted(new LabelHost(undefined, {}));
      const labelId = fake.textElmtId('label one') as number;
      const otherId = fake.textElmtId('other 0') as number;
      host.title = 'two';
      await settle();
      expect(fake.texts.get(labelId)).assertEqual('label two');
      expect(fake.runsOf(labelId)).assertEqual(2);
      expect(fake.runsOf(otherId)).assertEqual(1);
      expect(fake.runsOf(host.child!.id__())).assertEqual(2);
    });

    it('a child assigning its @Param is refused with the runtime\'s application error', 0, async () => {
      const host = mounted(new LabelHost(undefined, {}));
      const child = host.child!;
      child.text = 'mine';
      await settle();
      expect(child.text).assertEqual('one');
      const log = takeStateMgmtLog();
      expect(log.length).assertEqual(1);
      expect(log[0].level).assertEqual('applicationError');
      expect(log[0].message).assertEqual('@Param text: can not assign a new value, application error.');
    });

    it('a @Param @Once keeps the first value from the parent and may be assigned by the child', 0, async () => {
      const host = mounted(new LabelHost(undefined, {}));
      const firstId = fake.textElmtId('first one') as number;
      host.title = 'two';
      await settle();
      expect(host.child!.first).assertEqual('one');
      expect(fake.runsOf(firstId)).assertEqual(1);
      host.child!.first = 'own';
      await settle();
      expect(fake.texts.get(firstId)).assertEqual('first own');
      expect(takeStateMgmtLog().length).assertEqual(0);
    });

    it('an @Event not passed by the parent is the prototype\'s no-op', 0, () => {
      const host = mounted(new LabelHost(undefined, {}));
      expect(typeof host.child!.onTap).assertEqual('function');
      expect(host.child!.onTap('x')).assertUndefined();
    });
  });
}
