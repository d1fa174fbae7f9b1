// @Monitor, @Computed and @Provider/@Consumer of the state half, on the fake native half: a monitor runs once per
// flush with each changed path's before/now; a computed getter runs once per change of what it reads and its
// readers re-run only when its value changes; a consumer finds the nearest provider of its alias.
import { describe, it, expect, beforeEach, afterAll } from '@ohos/hypium';
import { Computed, Consumer, Local, Monitor, Provider } from '../state/Decorators';
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

interface MonitorCall {
  dirty: string[];
  values: string[];
}

/** @Monitor('a', 'b') over two @Local, and a @Computed sum read by one Text. */
class Sums extends ViewV2 {
  declare a: number;
  declare b: number;
  declare c: number;
  declare readonly sum: number;
  calls: MonitorCall[] = [];
  computeRuns = 0;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.a = 1;
    this.b = 2;
    this.c = 0;
    this.finalizeConstruction();
  }

  onChange(monitor: IMonitor): void {
    this.calls.push({
      dirty: monitor.dirty,
      values: monitor.dirty.map((path) => {
        const value = monitor.value<number>(path)!;
        return `${value.path}:${value.before}->${value.now}`;
      }),
    });
  }

  get sum(): number {
    this.computeRuns += 1;
    return this.a + this.b;
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Text.create(`sum ${this.sum}`);
    }, Text);
    Text.pop();
    this.observeComponentCreation2(() => {
      Text.create(`c ${this.c}`);
    }, Text);
    Text.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], Sums.prototype, 'a');
decorate([Local], Sums.prototype, 'b');
decorate([Local], Sums.prototype, 'c');
decorate([Monitor('a', 'b')], Sums.prototype, 'onChange', true);
decorate([Computed], Sums.prototype, 'sum', true);

/** Reads @Consumer('theme') color; also writes it back. */
class ThemedText extends ViewV2 {
  declare color: string;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.color = 'default';
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Text.create(`color ${this.color}`);
    }, Text);
    Text.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Consumer('theme')], ThemedText.prototype, 'color');

/** @Provider('theme') brand, with a ThemedText child. */
class ThemeRoot extends ViewV2 {
  declare brand: string;
  child: ThemedText | undefined = undefined;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.brand = 'blue';
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
      if (isInitialRender) {
        const componentCall = new ThemedText(this, {}, undefined, elmtId, () => {}, undefined);
        this.child = componentCall;
        ViewV2.create(componentCall);
      } else {
        this.updateStateVarsOfChildByElmtId(elmtId, {});
      }
    }, { name: 'ThemedText' });
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Provider('theme')], ThemeRoot.prototype, 'brand');

export default function stateMgmtV2WatchesTest() {
  describe('StateMgmtV2Watches', () => {
    afterAll(() => restoreNativeGlobals());
    beforeEach(() => {
      fake = new FakeNative().install();
      takeStateMgmtLog();
    });

    it('@Monitor does not run at construction, then once per flush with every changed path', 0, async () => {
      const view = new Sums(undefined, {});
      fake.mount(view);
      expect(view.calls.length).assertEqual(0);
      view.a = 10;
      view.b = 20;
      view.a = 11;
      await settle();
      expect(JSON.stringify(view.calls)).assertEqual(JSON.stringify([
        { dirty: ['a', 'b'], values: ['a:1->11', 'b:2->20'] },
      ]));
      view.b = 21;
      await settle();
      expect(JSON.stringify(view.calls[1])).assertEqual(JSON.stringify({ dirty: ['b'], values: ['b:20->21'] }));
    });

    it('@Monitor does not run when a path changes and changes back within one flush', 0, async () => {
      const view = new Sums(undefined, {});
      fake.mount(view);
      view.a = 5;
      view.a = 1;
      await settle();
      expect(view.calls.length).assertEqual(0);
    });

    it('@Computed runs once per change of its inputs, however often it is read', 0, async () => {
      const view = new Sums(undefined, {});
      fake.mount(view);
      const runsAfterRender = view.computeRuns;
      expect(view.sum + view.sum + view.sum).assertEqual(9);
      expect(view.computeRuns).assertEqual(runsAfterRender);
      view.a = 5;
      await settle();
      expect(view.computeRuns).assertEqual(runsAfterRender + 1);
      expect(fake.liveTexts().includes('sum 7')).assertTrue();
    });

    it('a @Computed reader re-runs only when the computed value changes', 0, async () => {
      const view = new Sums(undefined, {});
      fake.mount(view);
      const sumId = fake.textElmtId('sum 3') as number;
      view.a = 2;
      view.b = 1;
      await settle();
      expect(fake.runsOf(sumId)).assertEqual(1);
      view.c = 1;
      await settle();
      expect(fake.runsOf(sumId)).assertEqual(1);
    });

    it('a @Consumer reads the @Provider of its alias and re-renders when the provider changes', 0, async () => {
      const root = new ThemeRoot(undefined, {});
      fake.mount(root);
      const colorId = fake.textElmtId('color blue') as number;
      expect(colorId !== undefined).assertTrue();
      root.brand = 'red';
      await settle();
      expect(fake.texts.get(colorId)).assertEqual('color red');
    });

    it('a @Consumer assignment writes through to the @Provider', 0, async () => {
      const root = new ThemeRoot(undefined, {});
      fake.mount(root);
      root.child!.color = 'green';
      await settle();
      expect(root.brand).assertEqual('green');
      expect(fake.liveTexts()).assertDeepEquals(['color green']);
    });

    it('a @Consumer without a @Provider ancestor keeps its own default, observed like @Local', 0, async () => {
      const alone = new ThemedText(undefined, {});
      fake.mount(alone);
      expect(fake.liveTexts()).assertDeepEquals(['color default']);
      alone.color = 'black';
      await settle();
      expect(fake.liveTexts()).assertDeepEquals(['color black']);
    });
  });
}
