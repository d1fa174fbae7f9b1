// A2UI's prompt-generate-validate loop end to end, as an app builds it: AgentRuntime + send_a2ui_json_to_client
// (A2uiSendTool over an A2uiSurfaceStore) + OpenAICompatibleClient + HarmonyHttpTransport (tools/platform/ohos-node) over
// real sockets against the replay server's `a2ui` sequences (tools/providers/replay/README.md), for both providers: the
// model draws an invalid form and reads VALIDATION_FAILED, draws the corrected one and says a word; the user
// fills it in and presses the button; the action message is the next user turn and the model answers it.
// DeepSeek runs deepseek-reasoner (its server rule checks every tool-call turn goes back with its reasoning),
// Zhipu glm-4.7 with thinking and tool_stream, sending a2ui_json as a JSONL string. With the A2UI conformance
// folder the tool's verdicts are compared with the official schemas' (ajv) and the action message is checked
// against client_to_server.json. The same loop on scripted turns: agent_core/src/test/a2ui/A2uiAgentLoop.test.ets.
// @ts-ignore: plain ESM tooling module
import { skippedFor } from '../../../ci/test/outside-material.mjs';
import { describe, it, expect } from '@ohos/hypium';
import { AgentRuntime } from '../../../../agent_core/src/main/ets/agent/AgentRuntime';
import { JsonObject, JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { ToolChoice } from '../../../../agent_core/src/main/ets/domain/ToolChoice';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiClientTurn } from '../../../../agent_core/src/main/ets/a2ui/agent/A2uiClientTurn';
import { A2uiSendTool } from '../../../../agent_core/src/main/ets/a2ui/agent/A2uiSendTool';
import { ajvClientToServer, ajvServerToClient, hasSpec } from '../../../conformance/a2ui/support/Conformance';
import { loadScenarios } from '../../replay/ScenarioStore.mjs';
import { assembleChunks } from '../../replay/ScenarioBody.mjs';
import { AgentTrace } from '../../../../agent_core/src/test/agent/AgentTestKit';
import { replayClient, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';
import type { Provider } from '../support/ResponseSummary';

const FAST = { writeDelayMs: [0, 1] as [number, number], maxWriteBytes: 64 };
const MODELS: Record<Provider, string> = { deepseek: 'deepseek-reasoner', zhipu: 'glm-4.7' };

interface WireMessage { role: string; content: string | null; reasoning_content?: string; tool_calls?: Array<{ id: string }> }

function sentMessages(server: ReplayServer, session: string, index: number): WireMessage[] {
  const record = server.requests.filter((r) => r.session === session)[index];
  return (record.body as unknown as { messages: WireMessage[]; tools?: Array<{ function: { name: string } }> }).messages;
}

function request(provider: Provider, messages: ChatMessage[], registry: ToolRegistry): ModelRequest {
  const built = new ModelRequest();
  built.model = MODELS[provider];
  built.messages = messages;
  built.tools = registry.definitions();
  built.toolChoice = ToolChoice.auto();
  if (provider === 'zhipu') {
    built.extensions.set('thinking', JsonValue.object(new JsonObject().set('type', JsonValue.string('enabled'))));
    built.extensions.set('tool_stream', JsonValue.boolean(true));
  }
  return built;
}

/** The a2ui_json of a scenario's tool call, as the model sent it (array or JSONL string) parsed to messages. */
function scenarioMessages(name: string): unknown[] {
  const call = assembleChunks(loadScenarios().get(name).chunks).toolCalls[0];
  const value = JSON.parse(call.arguments).a2ui_json;
  return typeof value === 'string' ? value.split('\n').map((line: string) => JSON.parse(line)) : value;
}

export default function a2uiOverReplayTest() {
  describe('A2uiOverReplay', () => {
    for (const provider of ['deepseek', 'zhipu'] as Provider[]) {
      it(`${provider}: invalid form, VALIDATION_FAILED, the corrected form, the user's action, the answer`, 0, async () => {
        await withReplay(FAST, async (server) => {
          const session = `a2ui-${provider}`;
          const { client } = replayClient(server, provider, { scenario: `${provider}/a2ui`, session });
          const store = new A2uiSurfaceStore();
          const registry = new ToolRegistry();
          A2uiSendTool.register(registry, store);
          const runtime = new AgentRuntime(client, registry);
          const history = [ChatMessage.system(A2uiSendTool.systemPrompt()), ChatMessage.user('我想留个联系方式')];
          const trace = new AgentTrace();
          const first = await runtime.run(request(provider, history, registry), trace);
          expect(trace.lines.filter((l) => l.includes(' result ') || l.startsWith('run ')).map((l) => l.replace(/call_\S+/, 'call'))
            .join('\n')).assertEqual('1 result call error VALIDATION_FAILED\n' +
              '2 result call {"status":"applied","messages":3,"surfaceIds":["contact"]}\nrun completed');
          expect(first.finalResponse?.message.content).assertEqual('我在上面放了一个联系表单，填好姓名和邮箱后点「提交」就行 📝');

          // What the model read after the invalid form: each error's path and message.
          const toolMessage = sentMessages(server, session, 1).slice(-1)[0];
          const errors = JSON.parse(toolMessage.content ?? '{}').error.errors as Array<{ error: { path: string; surfaceId: string } }>;
          expect(errors.map((e) => `${e.error.surfaceId}${e.error.path}`).join(' '))
            .assertEqual('contact/components/5/label contact/components/5/child');

          // The user fills the form in; the button is enabled only once both checks pass.
          const surface = store.surface('contact')!;
          expect(surface.actionFor('submit').error?.code).assertEqual('a2ui_action_blocked');
          surface.setValue('name', JsonValue.string('Ada Lovelace'));
          surface.setValue('email', JsonValue.string('ada@example.com'));
          const action = surface.actionFor('submit').unwrap();
          const turn = A2uiClientTurn.forAction(action, store.clientDataModel());
          const second = await runtime.run(request(provider, history.concat(first.messages, [ChatMessage.user(turn)]),
            registry), new AgentTrace());
          expect(second.finalResponse?.message.content).assertEqual('收到！**Ada Lovelace**，我们会在一个工作日内通过 ada@example.com 联系你 ✉️');

          const served = server.requests.filter((r) => r.session === session).map((r) => `${r.scenario} ${r.status}`);
          expect(served.join(', ')).assertEqual(['a2ui-form-invalid', 'a2ui-form-fixed', 'a2ui-form-shown', 'a2ui-action-answer']
            .map((name) => `${provider}/${name} 200`).join(', '));
          const sent = sentMessages(server, session, 3);
          expect(sent.map((m) => m.role).join()).assertEqual('system,user,assistant,tool,assistant,tool,assistant,user');
          if (provider === 'deepseek') {
            // Thinking mode: every tool-call turn went back with its reasoning (else the server answers 400).
            expect(sent.filter((m) => m.tool_calls !== undefined).every((m) => (m.reasoning_content ?? '').length > 0))
              .assertTrue();
          }
          const actionLine = JSON.parse(sent[sent.length - 1].content ?? '');
          expect(JSON.stringify(actionLine.action.context)).assertEqual('{"name":"Ada Lovelace","email":"ada@example.com"}');
          expect(`${actionLine.action.name} ${actionLine.action.surfaceId} ${actionLine.action.sourceComponentId}`)
            .assertEqual('submit_contact contact submit');
          if (hasSpec()) {
            const clientToServer = ajvClientToServer();
            expect(clientToServer(actionLine)).assertTrue();
          }
        });
      });
    }

    it('the tool\'s verdicts on the scenarios\' forms equal the official schemas\' (ajv)', 0, () => {
      if (!hasSpec()) {
        skippedFor('conformance', 'A2uiOverReplay (schema verdicts)');
        expect(hasSpec()).assertFalse();
        return;
      }
      const schema = ajvServerToClient('basic');
      const verdicts: string[] = [];
      for (const provider of ['deepseek', 'zhipu']) {
        for (const name of ['a2ui-form-invalid', 'a2ui-form-fixed']) {
          const messages = scenarioMessages(`${provider}/${name}`);
          const ours = new A2uiSendTool(new A2uiSurfaceStore()).apply(JsonValue.fromRaw(messages as Object)).isError;
          const theirs = !messages.every((message) => schema(message));
          verdicts.push(`${provider}/${name} rejected: ours ${ours} schema ${theirs}`);
        }
      }
      expect(verdicts.join('\n')).assertEqual(['deepseek', 'zhipu'].map((p) =>
        `${p}/a2ui-form-invalid rejected: ours true schema true\n${p}/a2ui-form-fixed rejected: ours false schema false`).join('\n'));
    });
  });
}
