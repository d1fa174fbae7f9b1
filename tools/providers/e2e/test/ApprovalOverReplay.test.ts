// Tool approval end to end (issue 21), as an app builds it: OpenAICompatibleClient + HarmonyHttpTransport (on the
// tools/platform/ohos-node emulation) + the DeepSeek profile, over real sockets against the replay server's
// approval-* sequences (tools/providers/replay/README.md). One test per outcome: approve, deny, cancel while
// waiting, timeout, a permission refused (SystemPermissionGate over the emulated permission dialog), and two
// calls in one turn where only one waits; and the same two calls from Zhipu (each whole in one delta, after
// reasoning), the waiting one denied with a typed reason. What is checked is what the server received: the tool message the
// model read after each decision. The rules' corner cases: agent_core/src/test/agent/ToolApproval.test.ets.
import { describe, it, expect } from '@ohos/hypium';
import { AgentRuntime } from '../../../../agent_core/src/main/ets/agent/AgentRuntime';
import { AgentRuntimeOptions } from '../../../../agent_core/src/main/ets/agent/AgentRuntimeOptions';
import type { AgentRunResult } from '../../../../agent_core/src/main/ets/agent/AgentRunResult';
import { BaseAgentObserver } from '../../../../agent_core/src/main/ets/agent/BaseAgentObserver';
import type { ToolApprovalRequest } from '../../../../agent_core/src/main/ets/agent/ToolApprovalRequest';
import { SystemPermissionGate } from '../../../../agent_core/src/main/ets/chat/platform/SystemPermissionGate';
import { CancellationController } from '../../../../agent_core/src/main/ets/core/CancellationController';
import { JsonCodec } from '../../../../agent_core/src/main/ets/core/JsonCodec';
import type { JsonObject } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import type { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
import { ToolDefinition } from '../../../../agent_core/src/main/ets/domain/ToolDefinition';
import type { ToolContext } from '../../../../agent_core/src/main/ets/tools/ToolContext';
import type { ToolHandler } from '../../../../agent_core/src/main/ets/tools/ToolHandler';
import { ToolApproval } from '../../../../agent_core/src/main/ets/tools/ToolApproval';
import { ToolPolicy } from '../../../../agent_core/src/main/ets/tools/ToolPolicy';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { ToolResult } from '../../../../agent_core/src/main/ets/tools/ToolResult';
import { AppSandbox, resetPermissions, scriptPermissionDialog } from '../../../platform/ohos-node/EmulationControls';
import { replayClient, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';

const FAST = { writeDelayMs: [0, 1] as [number, number], maxWriteBytes: 64 };
const LOCATION = 'ohos.permission.APPROXIMATELY_LOCATION';

function schema(text: string): JsonObject {
  return JsonCodec.parseObject(text).unwrap();
}

const SEND = ToolDefinition.of('send_message', 'Sends a text message for the user', schema(
  '{"type":"object","properties":{"to":{"type":"string"},"text":{"type":"string"}},"required":["to","text"]}'));
const WEATHER = ToolDefinition.of('get_weather', 'Current weather of a city', schema(
  '{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}'));
const LOCATE = ToolDefinition.of('get_location', 'Where the user is', schema('{"type":"object"}'));

/** Answers at once and remembers each call it ran. */
class Recording implements ToolHandler {
  readonly ran: string[] = [];

  constructor(private readonly answer: string) {}

  execute(args: JsonObject, context: ToolContext): Promise<ToolResult> {
    this.ran.push(`${context.call.name} ${JsonCodec.stringify(args)}`);
    return Promise.resolve(ToolResult.success(this.answer));
  }
}

/** Logs the run and hands each approval request to `decide` (none: it waits). */
class ApprovalLog extends BaseAgentObserver {
  readonly lines: string[] = [];
  readonly requests: ToolApprovalRequest[] = [];

  constructor(private readonly decide?: (request: ToolApprovalRequest) => void) {
    super();
  }

  onApprovalRequest(step: number, request: ToolApprovalRequest): void {
    this.requests.push(request);
    this.lines.push(`${step} approval ${request.call.name} ${JsonCodec.stringify(request.args)}`);
    this.decide?.(request);
  }

  onToolResult(step: number, call: ToolCall, result: ToolResult): void {
    this.lines.push(`${step} ${call.name} ${result.isError ? `error ${result.errorCode}` : 'ok'}`);
  }

  onRunComplete(result: AgentRunResult): void {
    this.lines.push(`run ${result.status}`);
  }

  onRunError(error: Error, result: AgentRunResult): void {
    this.lines.push(`run ${result.status}`);
  }
}

interface WireMessage { role: string; content: string | null; tool_call_id?: string }

/** The tool messages the server received in the `index`-th request of `session`, as `name-less content`. */
function toolMessages(server: ReplayServer, session: string, index: number): string[] {
  const record = server.requests.filter((r) => r.session === session)[index];
  const messages = (record.body as unknown as { messages: WireMessage[] }).messages;
  return messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');
}

function served(server: ReplayServer, session: string): string {
  return server.requests.filter((r) => r.session === session).map((r) => `${r.scenario} ${r.status}`).join(', ');
}

function question(model: string = 'deepseek-chat'): ModelRequest {
  const request = new ModelRequest();
  request.model = model;
  request.messages = [ChatMessage.user('告诉妈妈我晚点到')];
  return request;
}

function registryOf(entries: Array<[ToolDefinition, ToolHandler, ToolPolicy]>): ToolRegistry {
  const registry = new ToolRegistry();
  for (const [definition, handler, policy] of entries) registry.register(definition, handler, policy).unwrap();
  return registry;
}

const ASKS = ToolPolicy.of(ToolApproval.ALWAYS);

/** A run of send_message (asks first) and get_weather (does not) in one turn, once get_weather ran and the other waits. */
class MixedRun {
  private constructor(readonly sender: Recording, readonly weather: Recording, readonly log: ApprovalLog,
    readonly result: Promise<AgentRunResult>) {}

  static async waiting(server: ReplayServer, provider: 'deepseek' | 'zhipu', session: string, model: string):
    Promise<MixedRun> {
    const sender = new Recording('{"sent":true}');
    const weather = new Recording('{"condition":"晴","temperature_c":26}');
    const log = new ApprovalLog();
    const { client } = replayClient(server, provider, { scenario: `${provider}/approval-mixed`, session });
    const result = new AgentRuntime(client, registryOf([[SEND, sender, ASKS], [WEATHER, weather, new ToolPolicy()]]))
      .run(question(model), log);
    while (weather.ran.length === 0 || log.requests.length === 0) await new Promise((r) => setTimeout(r, 1));
    return new MixedRun(sender, weather, log, result);
  }
}

export default function approvalOverReplayTest() {
  describe('ApprovalOverReplay', () => {
    it('approve: the call waits, the user approves, send_message runs, the model answers from its result', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const sender = new Recording('{"sent":true}');
          const log = new ApprovalLog((request) => request.approve());
          const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/approval-approve', session: 'ok' });
          const result = await new AgentRuntime(client, registryOf([[SEND, sender, ASKS]])).run(question(), log);
          expect(served(server, 'ok')).assertEqual('deepseek/approval-send-call 200, deepseek/approval-sent-answer 200');
          expect(log.lines.join('\n')).assertEqual(['1 approval send_message {"to":"妈妈","text":"我晚点到"}',
            '1 send_message ok', 'run completed'].join('\n'));
          expect(`${sender.ran} | ${toolMessages(server, 'ok', 1)}`)
            .assertEqual('send_message {"to":"妈妈","text":"我晚点到"} | {"sent":true}');
          expect(result.finalResponse?.message.content).assertEqual('已经告诉妈妈你会晚点到。');
        });
      });

    it('deny: nothing runs; the model reads {"error":{"code":"denied",...,"reason":...}} and answers', 0, async () => {
      await withReplay(FAST, async (server) => {
        const sender = new Recording('{"sent":true}');
        const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/approval-deny', session: 'no' });
        const result = await new AgentRuntime(client, registryOf([[SEND, sender, ASKS]]))
          .run(question(), new ApprovalLog((request) => request.deny('她在开会')));
        const tool = JSON.parse(toolMessages(server, 'no', 1)[0]).error;
        expect(`${sender.ran.length} ${tool.code} ${tool.reason}`).assertEqual('0 denied 她在开会');
        expect(result.finalResponse?.message.content).assertEqual('好的，我没有发送这条消息。');
      });
    });

    it('cancel while waiting: the run ends cancelled, nothing ran, no second request is made', 0, async () => {
      await withReplay(FAST, async (server) => {
        const sender = new Recording('{"sent":true}');
        const controller = new CancellationController();
        const log = new ApprovalLog(() => setTimeout(() => controller.cancel('user left'), 5));
        const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/approval-cancel', session: 'stop' });
        const result = await new AgentRuntime(client, registryOf([[SEND, sender, ASKS]]))
          .run(question(), log, controller.signal);
        expect(`${result.status} ${sender.ran.length} ${log.requests[0].state} ${log.requests[0].approve()}`)
          .assertEqual('cancelled 0 cancelled late');
        expect(served(server, 'stop')).assertEqual('deepseek/approval-send-call 200');
      });
    });

    it('timeout: nobody decides within approvalTimeoutMs; the model reads a denial with reason timeout', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const sender = new Recording('{"sent":true}');
          const options = new AgentRuntimeOptions();
          options.approvalTimeoutMs = 20;
          const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/approval-timeout', session: 'late' });
          const result = await new AgentRuntime(client, registryOf([[SEND, sender, ASKS]]), options)
            .run(question(), new ApprovalLog());
          const tool = JSON.parse(toolMessages(server, 'late', 1)[0]).error;
          expect(`${sender.ran.length} ${tool.code} ${tool.reason}`).assertEqual('0 denied timeout');
          expect(result.finalResponse?.message.content).assertEqual('你没有确认，所以消息没有发出。');
        });
      });

    it('a permission refused: the emulated dialog says no; the model is told which permission', 0, async () => {
      await withReplay(FAST, async (server) => {
        resetPermissions();
        const sandbox = AppSandbox.create();
        try {
          scriptPermissionDialog(LOCATION, false);
          const locate = new Recording('{"city":"北京"}');
          const options = new AgentRuntimeOptions();
          options.permissionGate = new SystemPermissionGate(sandbox.context as never);
          const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/approval-permission', session: 'perm' });
          const result = await new AgentRuntime(client, registryOf([[LOCATE, locate,
            ToolPolicy.of(ToolApproval.NEVER, [LOCATION])]]), options).run(question(), new ApprovalLog());
          const tool = JSON.parse(toolMessages(server, 'perm', 1)[0]).error;
          expect(`${locate.ran.length} ${tool.code} ${tool.permission} ${tool.reason}`)
            .assertEqual(`0 permission_denied ${LOCATION} user_refused`);
          expect(result.finalResponse?.message.content).assertEqual('我没有定位权限，无法知道你在哪里。可以在设置中允许位置权限。');
        } finally {
          sandbox.dispose();
          resetPermissions();
        }
      });
    });

    it('two calls in one turn, one waits: get_weather runs and reports first; both results go back in call order',
      0, async () => {
        await withReplay(FAST, async (server) => {
          const mixed = await MixedRun.waiting(server, 'deepseek', 'mix', 'deepseek-chat');
          expect(mixed.sender.ran.length).assertEqual(0);
          mixed.log.requests[0].approve();
          const result = await mixed.result;
          expect(mixed.log.lines.join('\n')).assertEqual(['1 approval send_message {"to":"妈妈","text":"我晚点到"}',
            '1 get_weather ok', '1 send_message ok', 'run completed'].join('\n'));
          expect(toolMessages(server, 'mix', 1).join(' | ')).assertEqual('{"sent":true} | {"condition":"晴","temperature_c":26}');
          expect(result.finalResponse?.message.content).assertEqual('北京晴，26°C；已告诉妈妈你会晚点到。');
        });
      });

    it('Zhipu, two calls in one turn (each whole in one delta), one waits and is denied with a reason: the weather ' +
      'runs; the model reads the denial with the reason', 0, async () => {
      await withReplay(FAST, async (server) => {
        const mixed = await MixedRun.waiting(server, 'zhipu', 'zmix', 'glm-4.7');
        mixed.log.requests[0].deny('我自己打电话');
        const result = await mixed.result;
        expect(mixed.log.lines.join('\n')).assertEqual(['1 approval send_message {"to":"妈妈","text":"我晚点到"}',
          '1 get_weather ok', '1 send_message error denied', 'run completed'].join('\n'));
        expect(mixed.sender.ran.length).assertEqual(0);
        const [denial, forecast] = toolMessages(server, 'zmix', 1);
        const error = JsonCodec.parseObject(denial!).unwrap().get('error')?.asObject();
        expect(`${error?.get('code')?.asString()} ${error?.get('reason')?.asString()}`).assertEqual('denied 我自己打电话');
        expect(forecast).assertEqual('{"condition":"晴","temperature_c":26}');
        expect(served(server, 'zmix')).assertEqual('zhipu/approval-mixed-call 200, zhipu/approval-mixed-answer 200');
        expect(result.finalResponse?.message.content).assertEqual('北京晴，26°C。我没有给妈妈发消息：你说要自己打电话。');
      });
    });
  });
}
