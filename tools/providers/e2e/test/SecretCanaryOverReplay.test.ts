// The secret canary over real sockets: OpenAICompatibleClient + HarmonyHttpTransport (the Node emulation of
// @ohos.net.http) against the replay server playing a provider that echoes every request back
// (`echoCredentials`: each error body carries the request line and all its headers, and `x-replay-echo-frame`
// ends a stream with an echoing in-stream error frame). Canary values stand for the API key, a wrong key, a
// known key header (x-api-key), a header the app marks secret, and the base URL's userinfo and query secret.
// Every scenario of both providers runs streamed and not (status faults, 401, request checks, disconnects,
// stalls, finish errors, sequences), plus echo frames, a wrong key, a bad model and an unknown scenario; the
// errors are looked at in every form (agent_core/src/test/support/CanaryAudit.ets), and so are the event trace,
// JSON.stringify(client / options / requests), the headers' describe(), what the demo's renderer prints for a
// failed run, and the acceptance runner's lines. The replay server's own records never keep a credential.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { AgentRuntime } from '../../../../agent_core/src/main/ets/agent/AgentRuntime';
import { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import { HttpHeaders } from '../../../../agent_core/src/main/ets/core/HttpHeaders';
import { ClientOptions } from '../../../../agent_core/src/main/ets/openai/ClientOptions';
import { OpenAICompatibleClient } from '../../../../agent_core/src/main/ets/openai/OpenAICompatibleClient';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { HarmonyHttpTransport } from '../../../../agent_core/src/main/ets/transport/HarmonyHttpTransport';
import type { HttpTransport } from '../../../../agent_core/src/main/ets/transport/HttpTransport';
import * as lib from '../../../../agent_core/Index';
import { CanaryAudit } from '../../../../agent_core/src/test/support/CanaryAudit';
// @ts-ignore: plain ESM tooling module
import { acceptanceTargets } from '../../../showcase/acceptance/targets.mjs';
// @ts-ignore: plain ESM tooling module
import { DemoRenderer } from '../../../showcase/demo/DemoRenderer.mjs';
import { CallCountingTransport } from '../support/CallCountingTransport';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { chatRequest, profileFor, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';
import type { Provider } from '../support/ResponseSummary';

const KEY = 'sk-replay-canary-key-4b8d2f6a';
const WRONG_KEY = 'sk-replay-canary-wrong-9e1c3a5b';
const XAPI = 'xapi-replay-canary-7c3e';
const GATEWAY = 'gwtok-replay-canary-2a6c';
const USER = 'replay-canary-user';
const PASS = 'replay-canary-pass-5f1d';
const SIG = 'replay-canary-sig-8b2e';
const CANARIES = [KEY, WRONG_KEY, XAPI, GATEWAY, USER, PASS, SIG];
// Scenarios per test: each test stays well inside hypium's 5 s on a loaded machine as the scenario folders grow.
const PER_BATCH = 16;

/** How many tests run `provider`'s scenarios (its scenario files, PER_BATCH each; the last takes any remainder). */
function batchesOf(provider: Provider): number {
  const files = fs.readdirSync(path.join(process.cwd(), 'tools/providers/replay/scenarios', provider))
    .filter((name) => name.endsWith('.json'));
  return Math.max(1, Math.ceil(files.length / PER_BATCH));
}

const audit = new CanaryAudit(CANARIES);
let session = 0;

interface Run {
  provider: Provider;
  scenario: string;
  stream: boolean;
  apiKey?: string;
  model?: string;
  echoFrame?: 'event' | 'data';
}

function canaryClient(server: ReplayServer, run: Run): { client: OpenAICompatibleClient; options: ClientOptions;
  transport: CallCountingTransport } {
  const options = new ClientOptions();
  options.apiKey = run.apiKey ?? KEY;
  const base = new URL(run.provider === 'deepseek' ? server.deepseekBaseUrl : server.zhipuBaseUrl);
  options.baseUrl = `http://${USER}:${PASS}@${base.host}${base.pathname}?sig=${SIG}`;
  options.idleTimeoutMs = 300;
  options.requestTimeoutMs = 800;
  options.retryPolicy.maxRetries = 1;
  options.retryPolicy.initialDelayMs = 5;
  options.retryPolicy.maxRetryAfterMs = 5;
  const headers = new HttpHeaders().set('x-api-key', XAPI).setSecret('X-Gateway-Token', GATEWAY)
    .set('x-replay-scenario', run.scenario).set('x-replay-session', `canary-${session++}`);
  if (run.echoFrame !== undefined) headers.set('x-replay-echo-frame', run.echoFrame);
  options.headers = headers;
  const transport = new CallCountingTransport(new HarmonyHttpTransport() as HttpTransport);
  return { client: new OpenAICompatibleClient(options, transport, profileFor(run.provider)), options, transport };
}

/** One request to its end; `mustFail` says the scenario ends in an error. */
async function runOnce(server: ReplayServer, run: Run, mustFail: boolean): Promise<void> {
  const { client, options, transport } = canaryClient(server, run);
  const name = audit.path(`${run.stream ? 'stream' : 'generate'} ${run.scenario} ${run.echoFrame ?? ''}`.trim());
  const request = chatRequest(run.model ?? (run.provider === 'deepseek' ? 'deepseek-chat' : 'glm-4.7'));
  if (run.stream) {
    const observer = new RecordingStreamObserver();
    await client.stream(request, observer);
    await observer.whenDone(5000);
    audit.error(name, observer.error, mustFail);
    observer.events.forEach((event) => {
      if (event.error !== undefined && event.error !== observer.error) audit.error(`${name} event`, event.error);
    });
    audit.text(name, 'event trace', observer.events.map((event) => JSON.stringify(event)).join('\n'));
  } else {
    let error: ArkAgentError | undefined;
    try {
      await client.generate(request);
    } catch (thrown) {
      error = thrown as ArkAgentError;
    }
    audit.error(name, error, mustFail);
  }
  audit.client(name, client, options, transport.requests);
}

export default function secretCanaryOverReplayTest() {
  describe('SecretCanaryOverReplay', () => {
    for (const provider of ['deepseek', 'zhipu'] as Provider[]) {
      const batches = batchesOf(provider);
      for (const stream of [true, false]) {
        for (let batch = 0; batch < batches; batch++) {
          it(`every ${provider} scenario, ${stream ? 'streamed' : 'generate()'}, from an echoing provider: no canary ` +
            `(batch ${batch + 1} of ${batches})`, 0, async () => {
            const before = audit.leaks.length;
            await withReplay({ seed: 5, writeDelayMs: [0, 1], echoCredentials: true,
              apiKeys: { zhipu: KEY, deepseek: KEY } }, async (server) => {
              const names = server.scenarioNames.filter((name) => name.startsWith(`${provider}/`));
              for (const scenario of names.filter((_, i) => Math.min(Math.floor(i / PER_BATCH), batches - 1) === batch)) {
                await runOnce(server, { provider, scenario, stream }, false);
              }
              // The server's own records keep no credential header either.
              audit.text('replay records', 'server.requests', JSON.stringify(server.requests));
            });
            expect(audit.leaks.slice(before).join('\n')).assertEqual('');
          });
        }
      }
    }
    it('echoing error frames, a wrong key, a bad model, an unknown scenario: each an error, none leaks', 0, async () => {
      const before = audit.leaks.length;
      await withReplay({ seed: 6, writeDelayMs: [0, 1], echoCredentials: true, apiKeys: { zhipu: KEY, deepseek: KEY } },
        async (server) => {
          for (const provider of ['deepseek', 'zhipu'] as Provider[]) {
            const scenario = `${provider}/reasoning`;
            for (const echoFrame of ['event', 'data'] as ('event' | 'data')[]) {
              await runOnce(server, { provider, scenario, stream: true, echoFrame }, true);
            }
            for (const stream of [true, false]) {
              await runOnce(server, { provider, scenario, stream, apiKey: WRONG_KEY }, true);
              await runOnce(server, { provider, scenario, stream, model: 'gpt-4o' }, true);
              await runOnce(server, { provider, scenario: `${provider}/no-such-scenario`, stream }, true);
            }
          }
        });
      expect(audit.leaks.slice(before).join('\n')).assertEqual('');
    });

    it('the demo renderer and the acceptance runner print no canary for failed runs', 0, async () => {
      const before = audit.leaks.length;
      await withReplay({ seed: 7, writeDelayMs: [0, 1], echoCredentials: true, apiKeys: { zhipu: KEY, deepseek: KEY } },
        async (server) => {
          let printed = '';
          const out = { write: (text: string) => { printed += text; }, isTTY: false };
          for (const run of [{ provider: 'deepseek', scenario: 'deepseek/reasoning', stream: true, echoFrame: 'event' },
            { provider: 'zhipu', scenario: 'zhipu/rate-limit', stream: true },
            { provider: 'deepseek', scenario: 'deepseek/reasoning', stream: true, apiKey: WRONG_KEY }] as Run[]) {
            const { client } = canaryClient(server, run);
            const renderer = new DemoRenderer(out, lib, false, false);
            await new AgentRuntime(client, new ToolRegistry()).run(chatRequest('deepseek-chat'), renderer);
          }
          audit.path('demo renderer');
          expect(printed.includes('✗ provider/')).assertTrue();
          audit.text('demo renderer', 'printed output', printed);
          const { targets } = acceptanceTargets(lib, { live: false, server, env: {}, providers: ['deepseek', 'zhipu'] });
          const acceptance = new lib.LiveAcceptance();
          acceptance.settleMs = 20;
          const lines: string[] = [];
          for (const target of targets) {
            target.apiKey = KEY;
            for (const result of await acceptance.run(target)) lines.push(result.line);
          }
          audit.path('acceptance lines');
          audit.text('acceptance lines', 'lines', lines.join('\n'));
        });
      expect(audit.leaks.slice(before).join('\n')).assertEqual('');
    });

    it('0 leaks over every path (the counts are printed)', 0, () => {
      // warn: the Node runner mutes console.info/log (hypium's chatter), and this line is meant to be seen.
      console.warn(`SecretCanaryOverReplay: ${audit.summary()}`);
      expect(`${audit.leaks.length} ${audit.paths >= 100}`).assertEqual('0 true');
    });
  });
}
