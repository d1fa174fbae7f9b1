// AgentRuntime end to end, as an app builds it: OpenAICompatibleClient + HarmonyHttpTransport (on the
// tools/platform/ohos-node emulation) + the DeepSeek profile, over real sockets against the replay server's agent-*
// sequences (tools/providers/replay/README.md): a two-tool turn, arguments that fail the schema then a corrected
// call, an unknown tool, a model that never stops calling tools, and DeepSeek thinking mode, whose
// server rule answers 400 "Missing reasoning_content" to a tool-call turn sent back without its reasoning.
// Not covered here: the rules' corner cases (agent_core/src/test/agent/AgentRuntime.test.ets).
import { describe, it, expect } from '@ohos/hypium';
import { AgentRuntime } from '../../../../agent_core/src/main/ets/agent/AgentRuntime';
import type { AgentRunResult } from '../../../../agent_core/src/main/ets/agent/AgentRunResult';
import { BaseAgentObserver } from '../../../../agent_core/src/main/ets/agent/BaseAgentObserver';
import { JsonCodec } from '../../../../agent_core/src/main/ets/core/JsonCodec';
import type { JsonObject } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
import { ToolDefinition } from '../../../../agent_core/src/main/ets/domain/ToolDefinition';
import type { ToolContext } from '../../../../agent_core/src/main/ets/tools/ToolContext';
import type { ToolHandler } from '../../../../agent_core/src/main/ets/tools/ToolHandler';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { ToolResult } from '../../../../agent_core/src/main/ets/tools/ToolResult';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { replayClient, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';

const FAST = { writeDelayMs: [0, 1] as [number, number], maxWriteBytes: 64 };

/** Answers every call with a fixed reading and remembers the arguments it got. */
class ReadingTool implements ToolHandler {
  readonly seen: string[] = [];

  constructor(private readonly reading: object) {}

  execute(args: JsonObject, context: ToolContext): Promise<ToolResult> {
    this.seen.push(JsonCodec.stringify(args));
    return Promise.resolve(ToolResult.success(JSON.stringify({ ...this.reading, args: JSON.parse(JsonCodec.stringify(args)) })));
  }
}

function schema(text: string): JsonObject {
  return JsonCodec.parseObject(text).unwrap();
}

const WEATHER = ToolDefinition.of('get_weather', 'Current weather of a city', schema(
  '{"type":"object","properties":{"city":{"type":"string","minLength":1},"unit":{"enum":["celsius","fahrenheit"]}},' +
  '"required":["city"],"additionalProperties":false}'));
const AIR = ToolDefinition.of('get_air_quality', 'Air quality of a city', schema(
  '{"type":"object","properties":{"city":{"type":"string"},"metric":{"enum":["AQI","PM2.5","PM10"]}},"required":["city"]}'));

function registry(tools: Array<[ToolDefinition, ToolHandler]>): ToolRegistry {
  const built = new ToolRegistry();
  for (const [definition, handler] of tools) {
    const registered = built.register(definition, handler);
    if (!registered.ok) throw new Error(registered.error?.message);
  }
  return built;
}

function question(model: string): ModelRequest {
  const request = new ModelRequest();
  request.model = model;
  request.messages = [ChatMessage.user('北京今天天气怎么样？')];
  return request;
}

/** One line per observer callback that matters for the run's shape. */
class StepLog extends BaseAgentObserver {
  readonly lines: string[] = [];
  onToolResult(step: number, call: ToolCall, result: ToolResult): void {
    this.lines.push(`${step} ${call.name} ${result.isError ? `error ${result.errorCode}` : 'ok'}`);
  }
  onRunComplete(result: AgentRunResult): void {
    this.lines.push(`run ${result.status}`);
  }
  onRunError(error: Error, result: AgentRunResult): void {
    this.lines.push(`run ${result.status} ${error.message}`);
  }
}

interface WireMessage { role: string; content: string | null; tool_call_id?: string; reasoning_content?: string;
  tool_calls?: Array<{ id: string }> }

/** The messages the server received in its `index`-th request of `session`. */
function sentMessages(server: ReplayServer, session: string, index: number): WireMessage[] {
  const record = server.requests.filter((r) => r.session === session)[index];
  return ((record.body as unknown as { messages: WireMessage[] }).messages);
}

async function agentRun(server: ReplayServer, scenario: string, session: string, tools: ToolRegistry,
  model = 'deepseek-chat'): Promise<{ result: AgentRunResult; log: StepLog; served: string[] }> {
  const { client } = replayClient(server, 'deepseek', { scenario, session });
  const log = new StepLog();
  const result = await new AgentRuntime(client, tools).run(question(model), log);
  const served = server.requests.filter((r) => r.session === session).map((r) => `${r.scenario} ${r.status}`);
  return { result, log, served };
}

export default function agentOverReplayTest() {
  describe('AgentOverReplay', () => {
    it('a two-tool turn: both tools run, their results go back in call order, then the answer', 0, async () => {
      await withReplay(FAST, async (server) => {
        const weather = new ReadingTool({ condition: '晴', temperature_c: 26 });
        const air = new ReadingTool({ pm25: 38 });
        const { result, log, served } = await agentRun(server, 'deepseek/agent-two-tools', 'two',
          registry([[WEATHER, weather], [AIR, air]]));
        expect(served.join(', ')).assertEqual('deepseek/parallel-tools 200, deepseek/agent-two-tools-answer 200');
        expect(log.lines.slice(-1)[0]).assertEqual('run completed');
        expect(`${weather.seen} ${air.seen}`).assertEqual('{"city":"成都"} {"city":"重庆","metric":"PM2.5"}');
        const second = sentMessages(server, 'two', 1);
        expect(second.map((m) => `${m.role}${m.tool_call_id ? `#${m.tool_call_id.slice(0, 8)}` : ''}`).join(','))
          .assertEqual('user,assistant,tool#call_00_,tool#call_01_');
        expect(result.finalResponse?.message.content).assertEqual('成都今天晴，26°C；重庆PM2.5 为 38，空气良。');
        expect(`${result.usage.totalTokens}`).assertEqual(`${303 + 380}`);
      });
    });

    it('arguments that fail the schema never reach the handler; the model corrects the call; the answer follows', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const weather = new ReadingTool({ condition: '晴' });
          const { result, log, served } = await agentRun(server, 'deepseek/agent-bad-args', 'bad', registry([[WEATHER, weather]]));
          expect(served.join(', ')).assertEqual('deepseek/agent-bad-args-call 200, deepseek/agent-bad-args-fixed 200, ' +
            'deepseek/agent-bad-args-answer 200');
          expect(log.lines.join('\n')).assertEqual('1 get_weather error invalid_arguments\n2 get_weather ok\nrun completed');
          expect(weather.seen.join(' ')).assertEqual('{"city":"北京"}');
          // What the model read after its bad call: each error's instancePath and message.
          const toolMessage = sentMessages(server, 'bad', 1)[2];
          const errors = JSON.parse(toolMessage.content ?? '{}').error.errors as Array<{ instancePath: string; message: string }>;
          expect(errors.map((e) => `${e.instancePath}:${e.message.length > 0}`).sort().join(' '))
            .assertEqual('/location:true :true');
          expect(result.finalResponse?.message.content).assertEqual('北京现在晴，26°C，适合出门。');
        });
      });

    it('an unknown tool runs nothing; the model reads the tool names and answers', 0, async () => {
      await withReplay(FAST, async (server) => {
        const weather = new ReadingTool({});
        const air = new ReadingTool({});
        const { result, log } = await agentRun(server, 'deepseek/agent-unknown-tool', 'unknown',
          registry([[WEATHER, weather], [AIR, air]]));
        expect(log.lines.join('\n')).assertEqual('1 get_stock_price error unknown_tool\nrun completed');
        expect(weather.seen.length + air.seen.length).assertEqual(0);
        const error = JSON.parse(sentMessages(server, 'unknown', 1)[2].content ?? '{}').error;
        expect(JSON.stringify(error.tools)).assertEqual('["get_weather","get_air_quality"]');
        expect(result.finalResponse?.message.content.startsWith('抱歉')).assertTrue();
      });
    });

    it('a model that never stops calling tools ends with max_steps after 8 requests; its one call id runs once', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const weather = new ReadingTool({ condition: '晴' });
          const { result, log, served } = await agentRun(server, 'deepseek/agent-tool-loop', 'loop', registry([[WEATHER, weather]]));
          expect(`${result.status} ${served.length} ${weather.seen.length} ${result.messages.length}`)
            .assertEqual('max_steps 8 1 16');
          expect(log.lines.filter((l) => l.includes('duplicate_tool_call')).length).assertEqual(7);
        });
      });

    it('DeepSeek thinking: the tool-call turn goes back with reasoning_content, so the server\'s rule passes', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const weather = new ReadingTool({ condition: '晴', temperature_c: 26 });
          const { result, served } = await agentRun(server, 'deepseek/agent-weather', 'think', registry([[WEATHER, weather]]),
            'deepseek-reasoner');
          expect(served.join(', ')).assertEqual('deepseek/rate-limit 429, deepseek/demo-tool 200, deepseek/demo-answer 200');
          expect(`${result.status} ${weather.seen.length}`).assertEqual('completed 1');
          const assistant = sentMessages(server, 'think', 2)[1];
          expect(`${assistant.role} ${(assistant.reasoning_content ?? '').length > 0} ${assistant.tool_calls?.length}`)
            .assertEqual('assistant true 1');

          // The control: the same turn sent back without its reasoning is refused by the rule.
          const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/demo-answer', session: 'control' });
          const turn = result.steps[0].response?.message as ChatMessage;
          const bare = question('deepseek-reasoner');
          bare.messages.push(ChatMessage.assistant(turn.content, turn.toolCalls),
            ChatMessage.tool(turn.toolCalls[0].id, '{"condition":"晴"}'));
          const observer = new RecordingStreamObserver();
          await client.stream(bare, observer);
          await observer.whenDone();
          expect(`${observer.error?.httpStatus} ${observer.error?.message.includes('Missing `reasoning_content`')}`)
            .assertEqual('400 true');
        });
      });
  });
}
