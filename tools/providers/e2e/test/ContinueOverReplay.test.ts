// ChatController.continue end to end, through the public API (agent_core/Index) as an app builds it:
// OpenAICompatibleClient + HarmonyHttpTransport (the tools/platform/ohos-node emulation, real sockets) + the
// provider's profile, against the replay server's continue sequences (tools/providers/replay/README.md). An answer
// stopped mid-sentence (the stream stalls until the user stops it) and one cut at max_tokens go on by DeepSeek's
// chat prefix completion: the replay server takes the continuation only on /beta/chat/completions with the last
// message an assistant prefix (`prefix: true`), and the message ends as the prefix followed by the continuation.
// Zhipu has no prefix completion: continue is refused before anything is sent.
// Not covered here: the controller's rules in detail (agent_core/src/test/chat/ChatContinue.test.ets).
import { describe, it, expect } from '@ohos/hypium';
import { ChatController, ChatControllerOptions, ContinueErrorCodes, ModelRequest } from '../../../../agent_core/Index';
import type { ArkAgentError, UiMessage } from '../../../../agent_core/Index';
import { waitUntil } from '../../../../agent_core/src/test/chat/ChatRecorder';
import { replayClient, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';
import type { Provider } from '../support/ResponseSummary';

const FAST = { writeDelayMs: [0, 1] as [number, number], maxWriteBytes: 64 };

interface WireMessage { role: string; content: string; prefix?: boolean }

function controllerFor(server: ReplayServer, provider: Provider, scenario: string, model: string): ChatController {
  const { client } = replayClient(server, provider, { scenario, session: scenario });
  const template = new ModelRequest();
  template.model = model;
  const options = new ChatControllerOptions();
  options.flushIntervalMs = 5;
  return new ChatController(client, template, options);
}

function answerOf(controller: ChatController): UiMessage {
  return controller.uiMessages[controller.uiMessages.length - 1];
}

/** What a recorded request sent: `path role:content[+prefix] | ...`. */
function sentOf(server: ReplayServer, index: number): string {
  const record = server.requests[index] as unknown as { path: string; body: { messages: WireMessage[] } };
  return `${record.path} ${record.body.messages.map((m: WireMessage) =>
    `${m.role}:${m.content}${m.prefix === true ? '+prefix' : ''}`).join(' | ')}`;
}

function history(controller: ChatController): string {
  return controller.messages.map((m) => `${m.role}:${m.content}`).join(' | ');
}

export default function continueOverReplayTest() {
  describe('ContinueOverReplay', () => {
    it('an answer stopped mid-sentence is continued on the beta path and ends as one message', 0,
      () => withReplay(FAST, async (server) => {
        const controller = controllerFor(server, 'deepseek', 'deepseek/continue', 'deepseek-chat');
        const id = controller.send('讲个故事')!;
        await waitUntil(() => answerOf(controller).content === '从前有座山，山上');
        expect(controller.stop()).assertTrue();
        expect(`${answerOf(controller).status}:${answerOf(controller).content}`).assertEqual('cancelled:从前有座山，山上');
        expect(controller.canContinue(id)).assertTrue();
        const continued = controller.continue(id);
        expect(continued.ok ? continued.value : 'refused').assertEqual(id);
        await waitUntil(() => answerOf(controller).status === 'done');
        expect(controller.uiMessages.length).assertEqual(2);
        expect(`${answerOf(controller).id} ${answerOf(controller).content}`).assertEqual(`${id} 从前有座山，山上有座庙。`);
        expect(history(controller)).assertEqual('user:讲个故事 | assistant:从前有座山，山上有座庙。');
        expect(sentOf(server, 0)).assertEqual('/deepseek/chat/completions user:讲个故事');
        expect(sentOf(server, 1)).assertEqual('/deepseek/beta/chat/completions user:讲个故事 | assistant:从前有座山，山上+prefix');
        expect(server.requests.map((r) => `${r.scenario} ${r.status}`).join(', '))
          .assertEqual('deepseek/continue-stopped 200, deepseek/continue-rest 200');
      }));

    it('an answer cut at max_tokens is continued the same way', 0, () => withReplay(FAST, async (server) => {
      const controller = controllerFor(server, 'deepseek', 'deepseek/continue-length', 'deepseek-chat');
      const id = controller.send('讲个故事')!;
      await waitUntil(() => !controller.isGenerating);
      expect(`${answerOf(controller).finishReason}:${answerOf(controller).content}`).assertEqual('length:从前有座山，山上');
      expect(controller.continue(id).ok).assertTrue();
      await waitUntil(() => !controller.isGenerating);
      expect(`${answerOf(controller).finishReason}:${answerOf(controller).content}`).assertEqual('stop:从前有座山，山上有座庙。');
      expect(sentOf(server, 1)).assertEqual('/deepseek/beta/chat/completions user:讲个故事 | assistant:从前有座山，山上+prefix');
    }));

    it('Zhipu cannot continue: a typed config error, and no request is sent', 0, () => withReplay(FAST, async (server) => {
      const controller = controllerFor(server, 'zhipu', 'zhipu/network-error', 'glm-4.7');
      const id = controller.send('讲个故事')!;
      await waitUntil(() => !controller.isGenerating);
      expect(answerOf(controller).status).assertEqual('error');
      expect(controller.canContinue(id)).assertFalse();
      const refused = controller.continue(id);
      const error = refused.error as ArkAgentError;
      expect(`${error.layer}/${error.code}`).assertEqual(`config/${ContinueErrorCodes.UNSUPPORTED}`);
      expect(server.requests.length).assertEqual(1);
    }));

    it('the replay server refuses a prefix off the beta path, and a prefix that is not the last message', 0,
      () => withReplay(FAST, async (server) => {
        const post = async (path: string, messages: WireMessage[]): Promise<string> => {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${server.apiKeys.deepseek}`,
              'x-replay-scenario': 'deepseek/continue-rest' },
            body: JSON.stringify({ model: 'deepseek-chat', messages, stream: false }),
          });
          const body = await response.json() as { error?: { message: string } };
          return `${response.status} ${body.error?.message.split(' (')[0] ?? 'ok'}`;
        };
        const prefix: WireMessage = { role: 'assistant', content: '从前', prefix: true };
        const user: WireMessage = { role: 'user', content: '讲个故事' };
        expect(await post('/deepseek/chat/completions', [user, prefix]))
          .assertEqual('400 prefix is a Beta feature: set base_url to https://api.deepseek.com/beta');
        expect(await post('/deepseek/beta/chat/completions', [prefix, user]))
          .assertEqual('400 The last message must be an assistant message with prefix: true');
        expect(await post('/deepseek/beta/chat/completions', [user, prefix])).assertEqual('200 ok');
      }));
  });
}
