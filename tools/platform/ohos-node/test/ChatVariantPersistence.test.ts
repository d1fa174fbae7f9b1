// Regenerate and edit variants in a persisted session (issue 20): RdbChatSessionStore on the relationalStore
// emulation (SQLite through sql.js) in an AppSandbox, so "kill the app and start it again" is AppSandbox.restart().
// The rows are the visible path; the hidden branches are the session's variants payload (schema version 3).
// Streams are pushed by the test (PushedStreamClient) and flushes run when it says (TestFlushScheduler).
import { describe, it, expect } from '@ohos/hypium';
import { relationalStore } from '../kit.ArkData';
import { AppSandbox } from '../EmulationControls';
import { ChatController } from '../../../../agent_core/src/main/ets/chat/ChatController';
import { ChatControllerOptions } from '../../../../agent_core/src/main/ets/chat/ChatControllerOptions';
import { UiMessage } from '../../../../agent_core/src/main/ets/chat/UiMessage';
import { RdbChatSessionStore } from '../../../../agent_core/src/main/ets/chat/persist/RdbChatSessionStore';
import { RdbSchemaMigrator } from '../../../../agent_core/src/main/ets/chat/persist/RdbSchemaMigrator';
import { SessionSchema } from '../../../../agent_core/src/main/ets/chat/store/SessionSchema';
import { SessionStoreErrors } from '../../../../agent_core/src/main/ets/chat/store/SessionStoreErrors';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { BASIC } from '../../../../agent_core/src/test/a2ui/A2uiTestSupport';
import { PushedStreamClient } from '../../../../agent_core/src/test/chat/PushedStreamClient';
import { TestFlushScheduler } from '../../../../agent_core/src/test/chat/TestFlushScheduler';

interface Launch {
  store: RdbChatSessionStore;
  controller: ChatController;
  client: PushedStreamClient;
  scheduler: TestFlushScheduler;
}

async function launch(sandbox: AppSandbox, a2ui?: A2uiSurfaceStore): Promise<Launch> {
  const opened = await RdbChatSessionStore.open(sandbox.context);
  if (!opened.ok) throw opened.error;
  const store = opened.value as RdbChatSessionStore;
  const client = new PushedStreamClient();
  const scheduler = new TestFlushScheduler();
  let now = 1_000;
  const options = new ChatControllerOptions();
  options.scheduler = scheduler;
  options.now = () => (now += 10);
  options.sessionStore = store;
  options.a2uiStore = a2ui;
  return { store, controller: new ChatController(client, new ModelRequest(), options), client, scheduler };
}

/** The visible path, `id role:content` with ` k/n` on a message that has variants. */
function path(controller: ChatController): string {
  return controller.uiMessages.map((m: UiMessage) => `${m.id} ${m.role}:${m.content}` +
    (m.variantCount > 1 ? ` ${m.variantIndex + 1}/${m.variantCount}` : '')).join(' | ');
}

function history(controller: ChatController): string {
  return controller.messages.map((m) => `${m.role}:${m.content}`).join(' | ');
}

async function answer(app: Launch, text: string): Promise<void> {
  app.client.last.complete(text);
  await app.controller.sessions!.whenSaved();
}

async function restarted(sandbox: AppSandbox, a2ui?: A2uiSurfaceStore): Promise<Launch> {
  sandbox.restart();
  const again = await launch(sandbox, a2ui);
  const restored = await again.controller.sessions!.restoreLatest();
  expect(restored.ok).assertTrue();
  return again;
}

async function withSandbox(body: (sandbox: AppSandbox) => Promise<void>): Promise<void> {
  const sandbox = AppSandbox.create();
  try {
    await body(sandbox);
  } finally {
    sandbox.dispose();
  }
}

export default function chatVariantPersistenceTest() {
  describe('ChatVariantPersistence', () => {
    it('regenerated and edited variants are saved and restored with the session, branches and all', 0,
      () => withSandbox(async (sandbox) => {
        const app = await launch(sandbox);
        const c = app.controller;
        c.send('q1');
        await answer(app, 'A1');
        c.regenerate('msg-2');
        await answer(app, 'B1');
        c.send('q2');
        await answer(app, 'A2');
        c.edit('msg-4', 'q2x');
        await answer(app, 'A2x');
        const before = path(c);
        expect(before).assertEqual('msg-1 user:q1 | msg-3 assistant:B1 2/2 | msg-6 user:q2x 2/2 | msg-7 assistant:A2x');
        const rows = (await app.store.load(c.sessions!.currentId)).value!;
        expect(`${rows.messages.length} ${rows.variants.length > 0}`).assertEqual('4 true');
        const again = await restarted(sandbox);
        const r = again.controller;
        expect(path(r)).assertEqual(before);
        expect(history(r)).assertEqual('user:q1 | assistant:B1 | user:q2x | assistant:A2x');
        expect(r.showVariant('msg-6', 0)).assertTrue();
        expect(path(r)).assertEqual('msg-1 user:q1 | msg-3 assistant:B1 2/2 | msg-4 user:q2 1/2 | msg-5 assistant:A2');
        expect(r.showVariant('msg-3', 0)).assertTrue();
        expect(path(r)).assertEqual('msg-1 user:q1 | msg-2 assistant:A1 1/2');
        expect(history(r)).assertEqual('user:q1 | assistant:A1');
        // The next message is numbered after every saved one, hidden ones included.
        r.send('q3');
        expect(r.uiMessages.map((m) => m.id).slice(2).join(',')).assertEqual('msg-8,msg-9');
      }));

    it('the variant shown last is the one shown after a restart', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      app.controller.send('q');
      await answer(app, 'A');
      app.controller.regenerate('msg-2');
      await answer(app, 'B');
      app.controller.showVariant('msg-3', 0);
      await app.controller.sessions!.whenSaved();
      const again = await restarted(sandbox);
      expect(path(again.controller)).assertEqual('msg-1 user:q | msg-2 assistant:A 1/2');
      expect(again.controller.showVariant('msg-2', 1)).assertTrue();
      expect(history(again.controller)).assertEqual('user:q | assistant:B');
    }));

    it('a crash while a regenerated answer streams keeps the answer it was replacing', 0,
      () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      app.controller.send('q');
      await answer(app, 'A');
      app.controller.regenerate('msg-2');
      app.client.last.text('half of B');
      app.scheduler.runPending();
      await app.controller.sessions!.whenSaved();
      const again = await restarted(sandbox);
      expect(path(again.controller)).assertEqual('msg-1 user:q | msg-2 assistant:A');
      expect(history(again.controller)).assertEqual('user:q | assistant:A');
      // It can be regenerated again; the lost answer was never stored, so its id is free again.
      expect(again.controller.regenerate('msg-2')).assertEqual('msg-3');
      await answer(again, 'B');
      expect(path(again.controller)).assertEqual('msg-1 user:q | msg-3 assistant:B 2/2');
    }));

    it('an unreadable variants payload is skipped with a typed error; the visible path loads', 0,
      () => withSandbox(async (sandbox) => {
        const app = await launch(sandbox);
        app.controller.send('q');
        await answer(app, 'A');
        app.controller.regenerate('msg-2');
        await answer(app, 'B');
        const id = app.controller.sessions!.currentId;
        const rdb = await relationalStore.getRdbStore(sandbox.context,
          { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
        await rdb.executeSql('UPDATE chat_variants SET payload = ? WHERE session_id = ?',
          ['{"format":1,"groups":[{"garb', id]);
        sandbox.restart();
        const again = await launch(sandbox);
        const restored = await again.controller.sessions!.switchTo(id);
        expect(restored.value!.skipped.map((s) => `${s.seq}:${s.error.code}`).join(','))
          .assertEqual(`-1:${SessionStoreErrors.ROW_CORRUPT}`);
        expect(path(again.controller)).assertEqual('msg-1 user:q | msg-3 assistant:B');
      }));

    it('a version 2 database is migrated to version 3; its sessions load without variants', 0,
      () => withSandbox(async (sandbox) => {
        const rdb = await relationalStore.getRdbStore(sandbox.context,
          { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
        expect((await RdbSchemaMigrator.migrate(rdb, 2)).ok).assertTrue();
        await rdb.executeSql('INSERT INTO chat_sessions (id, title, updated_at, created_at, message_count) ' +
          'VALUES (?, ?, ?, ?, ?)', ['v2', 'Old chat', 500, 500, 1]);
        await rdb.executeSql('INSERT INTO chat_messages (session_id, seq, payload) VALUES (?, 0, ?)',
          ['v2', '{"format":1,"id":"msg-1","role":"user","status":"idle","content":"old question"}']);
        sandbox.restart();
        const app = await launch(sandbox);
        const reopened = await relationalStore.getRdbStore(sandbox.context,
          { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
        expect(`${await RdbSchemaMigrator.versionOf(reopened)} ${SessionSchema.current()}`).assertEqual('3 3');
        const loaded = await app.controller.sessions!.switchTo('v2');
        expect(`${loaded.value!.variants === ''} ${path(app.controller)}`).assertEqual('true msg-1 user:old question');
      }));

    it('deleting a session deletes its variants', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      app.controller.send('q');
      await answer(app, 'A');
      app.controller.regenerate('msg-2');
      await answer(app, 'B');
      const id = app.controller.sessions!.currentId;
      expect((await app.controller.sessions!.delete(id)).ok).assertTrue();
      const rdb = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      const rows = await rdb.querySql('SELECT count(*) FROM chat_variants');
      expect(rows.goToFirstRow() ? rows.getLong(0) : -1).assertEqual(0);
      rows.close();
    }));

    it('a hidden branch\'s A2UI surface is saved with the user\'s input and redrawn when shown after a restart', 0,
      () => withSandbox(async (sandbox) => {
        const store = new A2uiSurfaceStore();
        const app = await launch(sandbox, store);
        app.controller.send('a form');
        await answer(app, 'Here:');
        expect(store.applyAll(`[{"version":"v0.9","createSurface":{"surfaceId":"form","catalogId":"${BASIC}"}},` +
          '{"version":"v0.9","updateComponents":{"surfaceId":"form","components":[' +
          '{"id":"root","component":"TextField","label":"Name","value":{"path":"/name"}}]}}]').ok).assertTrue();
        expect(store.surface('form')!.setValue('root', JsonValue.string('Ada')).ok).assertTrue();
        app.controller.edit('msg-1', 'no form');
        await answer(app, 'Fine.');
        expect(store.surface('form')).assertUndefined();
        const fresh = new A2uiSurfaceStore();
        const again = await restarted(sandbox, fresh);
        expect(path(again.controller)).assertEqual('msg-4 user:no form 2/2 | msg-5 assistant:Fine.');
        expect(fresh.surface('form')).assertUndefined();
        expect(again.controller.showVariant('msg-4', 0)).assertTrue();
        expect(path(again.controller)).assertEqual('msg-1 user:a form 1/2 | msg-2 assistant:Here: | msg-3 assistant:');
        expect(JSON.stringify(fresh.surface('form')!.dataModel().toRaw())).assertEqual('{"name":"Ada"}');
      }));
  });
}
