// Sessions that persist (issue 20): ChatController with RdbChatSessionStore on the relationalStore emulation
// (SQLite through sql.js) in an AppSandbox, so "kill the app and start it again" is AppSandbox.restart():
// what was committed is on disk, what lived in memory is gone. Streams are pushed by the test
// (PushedStreamClient) and flushes run when it says (TestFlushScheduler), so "in the middle of a turn" is exact.
import { describe, it, expect } from '@ohos/hypium';
import { relationalStore } from '../kit.ArkData';
import { AppSandbox } from '../EmulationControls';
import { ChatController } from '../../../../agent_core/src/main/ets/chat/ChatController';
import { ChatControllerOptions } from '../../../../agent_core/src/main/ets/chat/ChatControllerOptions';
import { UiMessage } from '../../../../agent_core/src/main/ets/chat/UiMessage';
import { UiMessageCodec } from '../../../../agent_core/src/main/ets/chat/UiMessageCodec';
import { ToolCard } from '../../../../agent_core/src/main/ets/chat/ToolCard';
import { ToolCardStatus } from '../../../../agent_core/src/main/ets/chat/ToolCardStatus';
import { MessageStatus } from '../../../../agent_core/src/main/ets/chat/MessageStatus';
import { SessionTitles } from '../../../../agent_core/src/main/ets/chat/SessionTitles';
import { RdbChatSessionStore } from '../../../../agent_core/src/main/ets/chat/persist/RdbChatSessionStore';
import { RdbSchemaMigrator } from '../../../../agent_core/src/main/ets/chat/persist/RdbSchemaMigrator';
import { SessionSchema } from '../../../../agent_core/src/main/ets/chat/store/SessionSchema';
import { SessionStoreErrors } from '../../../../agent_core/src/main/ets/chat/store/SessionStoreErrors';
import { SessionTurn } from '../../../../agent_core/src/main/ets/chat/store/SessionTurn';
import { StoredMessage } from '../../../../agent_core/src/main/ets/chat/store/StoredMessage';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ChatRole } from '../../../../agent_core/src/main/ets/domain/ChatRole';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { ProviderCapabilities } from '../../../../agent_core/src/main/ets/domain/ProviderCapabilities';
import { ModelUsage } from '../../../../agent_core/src/main/ets/domain/ModelUsage';
import { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
import { BASIC } from '../../../../agent_core/src/test/a2ui/A2uiTestSupport';
import { EchoHandler, registryOf, weatherTool } from '../../../../agent_core/src/test/agent/AgentTestKit';
import { call, ScriptedTurns, TurnScript } from '../../../../agent_core/src/test/agent/ScriptedTurns';
import { waitUntil } from '../../../../agent_core/src/test/chat/ChatRecorder';
import { PushedStreamClient } from '../../../../agent_core/src/test/chat/PushedStreamClient';
import { TestFlushScheduler } from '../../../../agent_core/src/test/chat/TestFlushScheduler';

/** One launch of the app: a store opened in the running process and a controller over it. */
interface Launch {
  store: RdbChatSessionStore;
  controller: ChatController;
  client: PushedStreamClient;
  scheduler: TestFlushScheduler;
  clock: { now: number };
}

async function launch(sandbox: AppSandbox, startAt = 1_000, a2ui?: A2uiSurfaceStore): Promise<Launch> {
  const opened = await RdbChatSessionStore.open(sandbox.context);
  if (!opened.ok) throw opened.error;
  const store = opened.value as RdbChatSessionStore;
  const client = new PushedStreamClient();
  const scheduler = new TestFlushScheduler();
  const clock = { now: startAt };
  const options = new ChatControllerOptions();
  options.scheduler = scheduler;
  options.now = () => clock.now;
  options.sessionStore = store;
  options.a2uiStore = a2ui;
  return { store, controller: new ChatController(client, new ModelRequest(), options), client, scheduler, clock };
}

/** role:status:content of every message, one per line. */
function shown(messages: UiMessage[]): string {
  return messages.map((m) => `${m.id} ${m.role}:${m.status}:${m.content}`).join('\n');
}

function history(controller: ChatController): string {
  return controller.messages.map((m) => `${m.role}:${m.content}`).join(' | ');
}

/** A finished exchange: the user line, then an answer streamed in two deltas and completed. */
async function exchange(app: Launch, question: string, answer: string): Promise<void> {
  app.clock.now += 1_000;
  app.controller.send(question);
  await Promise.resolve();
  app.client.last.text(answer.substring(0, 3)).text(answer.substring(3));
  app.scheduler.runPending();
  app.client.last.complete(answer);
  await app.controller.sessions!.whenSaved();
}

async function withSandbox(body: (sandbox: AppSandbox) => Promise<void>): Promise<void> {
  const sandbox = AppSandbox.create();
  try {
    await body(sandbox);
  } finally {
    sandbox.dispose();
  }
}

export default function chatSessionPersistenceTest() {
  describe('ChatSessionPersistence', () => {
    it('a saved session is restored after the app is killed and started again', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await exchange(app, '  Plan a trip to Kyoto\nin spring', 'Day 1: Fushimi Inari.');
      await exchange(app, 'And day 2?', 'Arashiyama.');
      const before = shown(app.controller.uiMessages);
      const id = app.controller.sessions!.currentId;
      sandbox.restart();
      const again = await launch(sandbox);
      const restored = await again.controller.sessions!.restoreLatest();
      expect(restored.ok).assertTrue();
      expect(again.controller.sessions!.currentId).assertEqual(id);
      expect(shown(again.controller.uiMessages)).assertEqual(before);
      expect(history(again.controller)).assertEqual(
        'user:  Plan a trip to Kyoto\nin spring | assistant:Day 1: Fushimi Inari. | user:And day 2? | assistant:Arashiyama.');
      const list = (await again.store.list()).value!;
      expect(list.map((s) => `${s.title}/${s.messageCount}/${s.createdAt}/${s.updatedAt}`).join(','))
        .assertEqual('Plan a trip to Kyoto/4/2000/3000');
      // The next message continues the numbering and the same session.
      await exchange(again, 'Day 3?', 'Nara.');
      expect(again.controller.uiMessages[4].id).assertEqual('msg-5');
      expect((await again.store.list()).value![0].messageCount).assertEqual(6);
    }));

    it('a crash in the middle of a turn loses only the unfinished answer', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await exchange(app, 'first', 'one');
      app.controller.send('second');
      await Promise.resolve();
      app.client.last.text('half an ans');
      app.scheduler.runPending();
      expect(app.controller.uiMessages[3].content).assertEqual('half an ans');
      await app.controller.sessions!.whenSaved();
      sandbox.restart();
      const again = await launch(sandbox);
      await again.controller.sessions!.restoreLatest();
      expect(shown(again.controller.uiMessages)).assertEqual(
        'msg-1 user:idle:first\nmsg-2 assistant:done:one\nmsg-3 user:idle:second');
    }));

    it('a stopped answer is saved with what the user saw, marked interrupted', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      app.controller.send('tell me');
      await Promise.resolve();
      app.client.last.text('Once upon');
      app.scheduler.runPending();
      app.client.last.text(' a time');
      app.controller.stop();
      await app.controller.sessions!.whenSaved();
      const loaded = (await app.store.load(app.controller.sessions!.currentId)).value!;
      expect(loaded.messages.length).assertEqual(2);
      expect(loaded.messages[1].payload.includes('"interrupted":true')).assertTrue();
      sandbox.restart();
      const again = await launch(sandbox);
      await again.controller.sessions!.restoreLatest();
      const answer = again.controller.uiMessages[1];
      expect(`${answer.status}:${answer.content}:${answer.error?.code}`).assertEqual('cancelled:Once upon:cancelled');
      expect(history(again.controller)).assertEqual('user:tell me | assistant:Once upon');
    }));

    it('a continued answer is saved as one message, prefix and continuation joined; restored, it can go on', 0,
      () => withSandbox(async (sandbox) => {
        const prefixCapable = new ProviderCapabilities();
        prefixCapable.supportsPrefixCompletion = true;
        const app = await launch(sandbox);
        app.client.capabilities = prefixCapable;
        const id = app.controller.send('tell me')!;
        await Promise.resolve();
        app.client.last.text('Once upon');
        app.scheduler.runPending();
        app.controller.stop();
        await app.controller.sessions!.whenSaved();
        expect(app.controller.continue(id).ok).assertTrue();
        app.client.last.complete(' a time');
        await app.controller.sessions!.whenSaved();
        const loaded = (await app.store.load(app.controller.sessions!.currentId)).value!;
        expect(loaded.messages.length).assertEqual(2);
        expect(loaded.messages[1].payload.includes('"interrupted":true')).assertFalse();
        sandbox.restart();
        const again = await launch(sandbox);
        again.client.capabilities = prefixCapable;
        await again.controller.sessions!.restoreLatest();
        expect(shown(again.controller.uiMessages)).assertEqual('msg-1 user:idle:tell me\nmsg-2 assistant:done:Once upon a time');
        expect(history(again.controller)).assertEqual('user:tell me | assistant:Once upon a time');
        expect(again.controller.canContinue(id)).assertFalse();
      }));

    it('a crash while a stopped answer is being continued restores it as it stopped', 0,
      () => withSandbox(async (sandbox) => {
        const prefixCapable = new ProviderCapabilities();
        prefixCapable.supportsPrefixCompletion = true;
        const app = await launch(sandbox);
        app.client.capabilities = prefixCapable;
        const id = app.controller.send('tell me')!;
        await Promise.resolve();
        app.client.last.text('Once upon');
        app.scheduler.runPending();
        app.controller.stop();
        await app.controller.sessions!.whenSaved();
        app.controller.continue(id);
        app.client.last.text(' a');
        app.scheduler.runPending();
        await app.controller.sessions!.whenSaved();
        sandbox.restart();
        const again = await launch(sandbox);
        await again.controller.sessions!.restoreLatest();
        expect(shown(again.controller.uiMessages)).assertEqual('msg-1 user:idle:tell me\nmsg-2 assistant:cancelled:Once upon');
      }));

    it('a row of garbage is skipped with a typed error; the rest of the session loads', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      await exchange(app, 'q1', 'a1');
      await exchange(app, 'q2', 'a2');
      const id = app.controller.sessions!.currentId;
      const rdb = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      await rdb.executeSql('UPDATE chat_messages SET payload = ? WHERE session_id = ? AND seq = 1', ['{"garbage', id]);
      await rdb.executeSql('UPDATE chat_messages SET payload = NULL WHERE session_id = ? AND seq = 2', [id]);
      await rdb.executeSql('INSERT INTO chat_messages (session_id, seq, payload) VALUES (?, 9, ?)',
        [id, '{"format":7,"id":"msg-9"}']);
      sandbox.restart();
      const again = await launch(sandbox);
      const restored = await again.controller.sessions!.switchTo(id);
      expect(restored.ok).assertTrue();
      expect(restored.value!.skipped.map((s) => `${s.seq}:${s.error.code}`).join(','))
        .assertEqual(`2:${SessionStoreErrors.ROW_CORRUPT},1:${SessionStoreErrors.ROW_CORRUPT},9:${SessionStoreErrors.ROW_UNKNOWN}`);
      expect(shown(again.controller.uiMessages)).assertEqual('msg-1 user:idle:q1\nmsg-4 assistant:done:a2');
    }));

    it('list is ordered by the last saved turn; rename keeps the order; delete removes', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      const sessions = app.controller.sessions!;
      await exchange(app, 'alpha', 'a');
      const alpha = sessions.currentId;
      sessions.startNew();
      await exchange(app, 'beta', 'b');
      const beta = sessions.currentId;
      sessions.startNew();
      await exchange(app, 'gamma', 'c');
      const gamma = sessions.currentId;
      const titles = async () => (await sessions.list()).value!.map((s) => s.title).join(',');
      expect(await titles()).assertEqual('gamma,beta,alpha');
      await sessions.switchTo(alpha);
      expect(shown(app.controller.uiMessages)).assertEqual('msg-1 user:idle:alpha\nmsg-2 assistant:done:a');
      await exchange(app, 'alpha again', 'aa');
      expect(await titles()).assertEqual('alpha,gamma,beta');
      expect((await sessions.rename(beta, 'Renamed beta')).ok).assertTrue();
      expect(await titles()).assertEqual('alpha,gamma,Renamed beta');
      expect((await sessions.rename('session-none', 'x')).error?.code).assertEqual(SessionStoreErrors.NOT_FOUND);
      expect((await sessions.delete(gamma)).ok).assertTrue();
      expect(await titles()).assertEqual('alpha,Renamed beta');
      await sessions.delete(alpha);
      expect(app.controller.uiMessages.length).assertEqual(0);
      expect(sessions.currentId === alpha).assertFalse();
      expect((await app.store.load(alpha)).error?.code).assertEqual(SessionStoreErrors.NOT_FOUND);
    }));

    it('a version 1 database is migrated to the current schema; its rows load', 0, () => withSandbox(async (sandbox) => {
      const rdb = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      expect((await RdbSchemaMigrator.migrate(rdb, 1)).ok).assertTrue();
      expect(await RdbSchemaMigrator.versionOf(rdb)).assertEqual(1);
      const user = UiMessageCodec.encode(messageOf('msg-1', ChatRole.user, 'old question'));
      await rdb.executeSql('INSERT INTO chat_sessions (id, title, updated_at) VALUES (?, ?, ?)', ['old', 'Old chat', 500]);
      await rdb.executeSql('INSERT INTO chat_messages (session_id, seq, payload) VALUES (?, 0, ?)', ['old', user]);
      sandbox.restart();
      const app = await launch(sandbox);
      const list = (await app.store.list()).value!;
      expect(list.map((s) => `${s.id}/${s.title}/${s.messageCount}/${s.createdAt}/${s.updatedAt}`).join(','))
        .assertEqual('old/Old chat/1/500/500');
      const reopened = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      expect(await RdbSchemaMigrator.versionOf(reopened)).assertEqual(SessionSchema.current());
      await app.controller.sessions!.switchTo('old');
      expect(shown(app.controller.uiMessages)).assertEqual('msg-1 user:idle:old question');
    }));

    it('a database newer than this library is refused untouched; a corrupt file is session_store_corrupted', 0,
      () => withSandbox(async (sandbox) => {
        const rdb = await relationalStore.getRdbStore(sandbox.context,
          { name: 'newer.db', securityLevel: relationalStore.SecurityLevel.S1 });
        await rdb.executeSql(`CREATE TABLE ${SessionSchema.VERSION_TABLE} (version INTEGER NOT NULL)`);
        await rdb.executeSql(`INSERT INTO ${SessionSchema.VERSION_TABLE} (version) VALUES (99)`);
        const newer = await RdbChatSessionStore.open(sandbox.context, 'newer.db');
        expect(newer.error?.code).assertEqual(SessionStoreErrors.SCHEMA_NEWER);
        const fs = await import('node:fs');
        fs.mkdirSync(`${sandbox.context.databaseDir}/rdb`, { recursive: true });
        fs.writeFileSync(`${sandbox.context.databaseDir}/rdb/broken.db`, 'garbage '.repeat(200));
        const broken = await RdbChatSessionStore.open(sandbox.context, 'broken.db');
        expect(`${broken.error?.code}/${broken.error?.providerCode}`).assertEqual('session_store_corrupted/14800011');
      }));

    it('an A2UI surface is saved with its components and the user\'s input, and redrawn after a restart', 0,
      () => withSandbox(async (sandbox) => {
        const store = new A2uiSurfaceStore();
        const app = await launch(sandbox, 1_000, store);
        await exchange(app, 'a form please', 'Here it is.');
        const surfaces = app.controller.sessions!;
        const applied = store.applyAll(
          `[{"version":"v0.9","createSurface":{"surfaceId":"prefs","catalogId":"${BASIC}"}},` +
          '{"version":"v0.9","updateComponents":{"surfaceId":"prefs","components":[' +
          '{"id":"root","component":"Column","children":["name"]},' +
          '{"id":"name","component":"TextField","label":"Name","value":{"path":"/name"}}]}},' +
          '{"version":"v0.9","updateDataModel":{"surfaceId":"prefs","value":{"name":""}}}]');
        expect(applied.ok).assertTrue();
        await surfaces.whenSaved();
        // The user types: no new message revision, the next save still writes the surface's data.
        expect(store.surface('prefs')!.setValue('name', JsonValue.string('Ada')).ok).assertTrue();
        await exchange(app, 'done', 'Thanks, Ada.');
        sandbox.restart();
        const fresh = new A2uiSurfaceStore();
        const again = await launch(sandbox, 1_000, fresh);
        const restored = await again.controller.sessions!.restoreLatest();
        expect(restored.value!.skipped.length).assertEqual(0);
        expect(shown(again.controller.uiMessages)).assertEqual('msg-1 user:idle:a form please\n' +
          'msg-2 assistant:done:Here it is.\nmsg-3 assistant:idle:\nmsg-4 user:idle:done\nmsg-5 assistant:done:Thanks, Ada.');
        expect(again.controller.uiMessages[2].surfaceId).assertEqual('prefs');
        const surface = fresh.surface('prefs')!;
        expect(JSON.stringify(surface.dataModel().toRaw())).assertEqual('{"name":"Ada"}');
        expect(surface.componentIds().join(',')).assertEqual('root,name');
        expect(surface.root()?.children.length).assertEqual(1);
      }));

    it('a write that failed is made good by the next save; the chat goes on', 0, () => withSandbox(async (sandbox) => {
      const app = await launch(sandbox);
      const rdb = await relationalStore.getRdbStore(sandbox.context,
        { name: RdbChatSessionStore.DEFAULT_NAME, securityLevel: relationalStore.SecurityLevel.S1 });
      await rdb.executeSql('CREATE TRIGGER refuse BEFORE INSERT ON chat_messages BEGIN SELECT RAISE(ABORT, \'disk says no\'); END');
      await exchange(app, 'first', 'one');
      expect(app.controller.sessions!.lastError?.code).assertEqual(SessionStoreErrors.FAILED);
      expect(app.controller.uiMessages.length).assertEqual(2);
      await rdb.executeSql('DROP TRIGGER refuse');
      await exchange(app, 'second', 'two');
      expect(app.controller.sessions!.lastError).assertUndefined();
      sandbox.restart();
      const again = await launch(sandbox);
      await again.controller.sessions!.restoreLatest();
      expect(again.controller.uiMessages.map((m) => m.content).join(',')).assertEqual('first,one,second,two');
    }));

    it('an agent run is restored with its tool cards and the tool results in the history', 0,
      () => withSandbox(async (sandbox) => {
        const agentLaunch = async (): Promise<{ controller: ChatController; store: RdbChatSessionStore }> => {
          const store = (await RdbChatSessionStore.open(sandbox.context)).value!;
          const options = new ChatControllerOptions();
          options.scheduler = new TestFlushScheduler(true);
          options.sessionStore = store;
          options.toolRegistry = registryOf([weatherTool()], [new EchoHandler()]);
          const client = ScriptedTurns.of([TurnScript.calls([call('call_1', 'get_weather', '{"city":"Kyoto"}')], 'Look it up.'),
            TurnScript.answer(['Sunny'])]);
          return { controller: new ChatController(client, new ModelRequest(), options), store };
        };
        const app = await agentLaunch();
        app.controller.send('Weather in Kyoto?');
        await waitUntil(() => !app.controller.isGenerating);
        await app.controller.sessions!.whenSaved();
        const shape = (c: ChatController) => c.uiMessages.map((m) => `${m.role}/${m.status}` +
          m.toolCards.map((card) => `[${card.name} ${card.status} ${card.resultContent}]`).join('')).join(' ');
        const before = shape(app.controller);
        const historyBefore = JSON.stringify(app.controller.messages);
        expect(before).assertEqual('user/idle assistant/done[get_weather done {"tool":"echo","args":{"city":"Kyoto"}}] ' +
          'tool/idle assistant/done');
        sandbox.restart();
        const again = await agentLaunch();
        await again.controller.sessions!.restoreLatest();
        expect(shape(again.controller)).assertEqual(before);
        expect(again.controller.uiMessages[1].reasoning).assertEqual('Look it up.');
        expect(JSON.stringify(again.controller.messages)).assertEqual(historyBefore);
      }));

    it('a message keeps its reasoning, tool calls and cards, usage and error through the codec', 0, () => {
      const message = messageOf('msg-2', ChatRole.assistant, 'It is sunny.');
      message.status = MessageStatus.DONE;
      message.reasoning = 'The user wants the weather.';
      const call = new ToolCall('call-1', 'get_weather', '{"city":"Kyoto"}', 0);
      message.toolCalls = [call];
      const card = new ToolCard(0);
      card.callId = 'call-1';
      card.name = 'get_weather';
      card.argumentsJson = '{"city":"Kyoto"}';
      card.status = ToolCardStatus.RUNNING;
      card.durationMs = 12;
      message.toolCards = [card];
      message.usage = new ModelUsage(10, 5, 15, 3);
      message.historyMessage = ChatMessage.assistant('It is sunny.', [call], 'The user wants the weather.');
      message.error = ArkAgentError.cancelled('Stopped by the user');
      const back = UiMessageCodec.decode(UiMessageCodec.encode(message)).value!;
      expect(UiMessageCodec.encode(back).replace('"status":"error","result":"","errorCode":"interrupted"',
        '"status":"running","result":""')).assertEqual(UiMessageCodec.encode(message));
      // A card still running when its turn was saved cannot run after a restart: it reads as interrupted.
      expect(`${back.toolCards[0].status}/${back.toolCards[0].errorCode}`).assertEqual('error/interrupted');
      expect(`${back.usage?.reasoningTokens}/${back.historyMessage?.toolCalls[0].name}`).assertEqual('3/get_weather');
    });

    it('a wrong type inside a nested object (usage, a tool card, a tool call, the history) makes the row corrupt', 0, () => {
      const good = '{"format":1,"id":"msg-2","role":"assistant","status":"done","content":"ok"}';
      expect(UiMessageCodec.decode(good).ok).assertTrue();
      const nested: string[] = ['"usage":{"prompt":"ten"}', '"toolCards":[{"index":0,"name":7}]',
        '"toolCalls":[{"id":"c","arguments":{}}]', '"history":{"role":"assistant","toolCalls":[{"index":"0"}]}'];
      for (const field of nested) {
        const decoded = UiMessageCodec.decode(good.replace('"content":"ok"', `"content":"ok",${field}`));
        expect(`${decoded.ok}/${decoded.error?.code}`).assertEqual(`false/${SessionStoreErrors.ROW_CORRUPT}`);
      }
    });

    it('a title is the first user line cut to 40 grapheme clusters, never inside one', 0, () => {
      expect(SessionTitles.fromText('\n  Hello there  \nsecond')).assertEqual('Hello there');
      const flags = '🇯🇵'.repeat(45);
      expect(SessionTitles.fromText(flags)).assertEqual(`${'🇯🇵'.repeat(40)}…`);
      expect(SessionTitles.fromText('   ')).assertEqual(SessionTitles.UNTITLED);
    });

    it('saveTurn replaces the tail from fromSeq (a retry), in one transaction', 0, () => withSandbox(async (sandbox) => {
      const store = (await RdbChatSessionStore.open(sandbox.context)).value!;
      const rows = (texts: string[], from: number) => texts.map((t, i) => new StoredMessage(from + i, t));
      await store.saveTurn(new SessionTurn('s', 'T', 1, 0, rows(['{"a":0}', '{"a":1}', '{"a":2}'], 0)));
      const saved = await store.saveTurn(new SessionTurn('s', 'ignored', 2, 1, rows(['{"b":1}'], 1)));
      expect(`${saved.value!.title}/${saved.value!.messageCount}/${saved.value!.updatedAt}`).assertEqual('T/2/2');
      expect((await store.load('s')).value!.messages.map((m) => m.payload).join('')).assertEqual('{"a":0}{"b":1}');
    }));
  });
}

function messageOf(id: string, role: ChatRole, content: string): UiMessage {
  const message = new UiMessage(id, role, MessageStatus.IDLE, content);
  message.historyMessage = role === ChatRole.user ? ChatMessage.user(content) : ChatMessage.assistant(content);
  return message;
}
