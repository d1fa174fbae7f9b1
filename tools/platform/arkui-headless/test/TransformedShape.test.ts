// The state half running code in the exact shape ets-loader 5.0.0 emits (fixtures/TransformedTodo.js) with its
// globals installed as on the device: the file's preamble and __decorate helper, an @ObservedV2 model bundled by
// esbuild, a @Computed read by one Text, a @Monitor on an array-valued @Local, and a ForEach of child components
// whose @Event toggles a @Trace of one item.
import { describe, it, expect, beforeEach, afterAll } from '@ohos/hypium';
import { installStateMgmtGlobals } from '../state/index';
import { settle } from '../state/Settle';
import { takeStateMgmtLog } from '../state/StateMgmtConsole';
import { FakeNative, restoreNativeGlobals } from './support/FakeNative';

installStateMgmtGlobals();
// Installed by beforeEach, never at load: the suites loaded after this one read the real natives at load.
let fake = new FakeNative();

interface TodoLike {
  id: string;
  title: string;
  done: boolean;
}
interface TodoListLike {
  todos: TodoLike[];
  log: string[];
  toggle(id: string): void;
  childViews(): Array<{ id__(): number }>;
}
interface Fixture {
  TodoList: new (parent: undefined, params: object) => TodoListLike;
  Todo: new (id: string, title: string) => TodoLike;
}

async function load(): Promise<Fixture> {
  const views = await import('./fixtures/TransformedTodo.js') as unknown as { TodoList: Fixture['TodoList'] };
  const model = await import('./fixtures/TransformedTodoModel') as unknown as { Todo: Fixture['Todo'] };
  return { TodoList: views.TodoList, Todo: model.Todo };
}

export default function transformedShapeTest() {
  describe('TransformedShape', () => {
    afterAll(() => restoreNativeGlobals());
    beforeEach(() => {
      fake = new FakeNative().install();
      takeStateMgmtLog();
    });

    it('a @Computed read before the flush is the cached value; the flush corrects it', 0, async () => {
      const { TodoList, Todo } = await load();
      const list = new TodoList(undefined, {});
      list.todos = [new Todo('1', 'milk'), new Todo('2', 'tea')];
      fake.mount(list);
      expect(fake.liveTexts()).assertDeepEquals(['0 open', 'milk', 'open', 'tea', 'open']);
      await settle();
      expect(fake.liveTexts()).assertDeepEquals(['2 open', 'milk', 'open', 'tea', 'open']);
    });

    it('an @Event from a row toggles one @Trace: that row\'s Text and the count re-run, nothing else', 0, async () => {
      const { TodoList, Todo } = await load();
      const list = new TodoList(undefined, {});
      list.todos = [new Todo('1', 'milk'), new Todo('2', 'tea')];
      fake.mount(list);
      await settle();
      const countId = fake.textElmtId('2 open') as number;
      const milkId = fake.textElmtId('milk') as number;
      // in a row, the status Text is allocated right after the title Text
      const statusIds = [milkId + 1, (fake.textElmtId('tea') as number) + 1];
      list.toggle('2');
      await settle();
      expect(fake.liveTexts()).assertDeepEquals(['1 open', 'milk', 'open', 'tea', 'done']);
      expect(fake.runsOf(countId)).assertEqual(3);
      expect(fake.runsOf(milkId)).assertEqual(1);
      expect(fake.runsOf(statusIds[0])).assertEqual(1);
      expect(fake.runsOf(statusIds[1])).assertEqual(2);
      expect(takeStateMgmtLog()).assertDeepEquals([]);
    });

    it('@Monitor on an array @Local runs on replacement, not on push (the array stays the same object)', 0, async () => {
      const { TodoList, Todo } = await load();
      const list = new TodoList(undefined, {});
      fake.mount(list);
      list.todos.push(new Todo('1', 'milk'));
      await settle();
      expect(list.log).assertDeepEquals([]);
      list.todos = [new Todo('2', 'tea'), new Todo('3', 'jam')];
      await settle();
      expect(list.log).assertDeepEquals(['1->2']);
      expect(fake.liveTexts()).assertDeepEquals(['2 open', 'tea', 'open', 'jam', 'open']);
    });
  });
}
