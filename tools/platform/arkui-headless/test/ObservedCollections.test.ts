// Arrays, Maps and Sets held in tracked properties (PROXY handlers): a reader depends on the collection's length
// and on the indexes / keys it read, so a change elsewhere in the collection leaves it alone, while a change of
// size re-runs every reader of the collection.
import { describe, it, expect, beforeEach, afterAll } from '@ohos/hypium';
import { Local } from '../state/Decorators';
import { settle } from '../state/Settle';
import { ViewV2 } from '../state/ViewV2';
import { decorate } from './support/Decorate';
import { FakeNative, restoreNativeGlobals } from './support/FakeNative';

type Params = Record<string, unknown> | undefined;
type Parent = ViewV2 | undefined;

let fake = new FakeNative();
const Text = { name: 'Text', create: (content: string) => fake.Text.create(content), pop: () => {} };

/** One Text reads scores[0], one reads prices.get('tea'), one reads tags.has('new'). */
class Board extends ViewV2 {
  declare scores: number[];
  declare prices: Map<string, number>;
  declare tags: Set<string>;

  constructor(parent: Parent, params: Params, _storage?: unknown, elmtId = -1, _lambda?: unknown, extraInfo?: undefined) {
    super(parent, elmtId, extraInfo);
    this.scores = [1, 2];
    this.prices = new Map([['tea', 3], ['milk', 1]]);
    this.tags = new Set(['old']);
    this.finalizeConstruction();
  }

  initialRender(): void {
    this.observeComponentCreation2(() => {
      Text.create(`first ${this.scores[0]}`);
    }, Text);
    Text.pop();
    this.observeComponentCreation2(() => {
      Text.create(`tea ${this.prices.get('tea')}`);
    }, Text);
    Text.pop();
    this.observeComponentCreation2(() => {
      Text.create(`new ${this.tags.has('new')}`);
    }, Text);
    Text.pop();
  }

  rerender(): void {
    this.updateDirtyElements();
  }
}
decorate([Local], Board.prototype, 'scores');
decorate([Local], Board.prototype, 'prices');
decorate([Local], Board.prototype, 'tags');

function ids(): { first: number; tea: number; tag: number } {
  return {
    first: fake.textElmtId('first 1') as number,
    tea: fake.textElmtId('tea 3') as number,
    tag: fake.textElmtId('new false') as number,
  };
}

export default function observedCollectionsTest() {
  describe('ObservedCollections', () => {
    afterAll(() => restoreNativeGlobals());
    beforeEach(() => {
      fake = new FakeNative().install();
    });

    it('writing another index leaves an array index reader alone; writing its index re-runs it', 0, async () => {
      const board = new Board(undefined, {});
      fake.mount(board);
      const { first } = ids();
      board.scores[1] = 20;
      await settle();
      expect(fake.runsOf(first)).assertEqual(1);
      board.scores[0] = 10;
      await settle();
      expect(fake.texts.get(first)).assertEqual('first 10');
    });

    it('push changes the length, so every reader of the array re-runs', 0, async () => {
      const board = new Board(undefined, {});
      fake.mount(board);
      const { first, tea } = ids();
      board.scores.push(3);
      await settle();
      expect(fake.runsOf(first)).assertEqual(2);
      expect(fake.runsOf(tea)).assertEqual(1);
    });

    it('a Map reader re-runs for its key and for a new key, not for another existing key', 0, async () => {
      const board = new Board(undefined, {});
      fake.mount(board);
      const { tea } = ids();
      board.prices.set('milk', 2);
      await settle();
      expect(fake.runsOf(tea)).assertEqual(1);
      board.prices.set('tea', 4);
      await settle();
      expect(fake.texts.get(tea)).assertEqual('tea 4');
      board.prices.set('jam', 5);
      await settle();
      expect(fake.runsOf(tea)).assertEqual(3);
    });

    it('Set.add of a missing value re-runs a has() reader', 0, async () => {
      const board = new Board(undefined, {});
      fake.mount(board);
      const { tag } = ids();
      board.tags.add('new');
      await settle();
      expect(fake.texts.get(tag)).assertEqual('new true');
    });
  });
}
