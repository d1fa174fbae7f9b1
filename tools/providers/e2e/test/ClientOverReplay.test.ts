// The whole client end to end, as an app builds it: OpenAICompatibleClient + HarmonyHttpTransport (on the
// tools/platform/ohos-node emulation of @ohos.net.http) + the DeepSeek / Zhipu profile, against the replay server
// (tools/providers/replay) over real sockets with seeded random write cuts. Every scenario file of both providers is
// run once per header order the netstack source allows (headersReceive first, after the first chunk, after
// the body, after the settling: tools/platform/ohos-node/http/HeaderOrder.ts), each run with its own seed, and
// compared with what the scenario's own chunks assemble to (ScenarioOracle, independent of the library);
// fault scenarios must end with their error code and the right number of attempts, whenever the headers
// come. Every run must keep the stream contract: one terminal event, nothing after it.
// Not covered here: TLS, a real device's netstack buffering (see HarmonyHttpTransport.test.ts).
import { inspect } from 'node:util';
import { describe, it, expect } from '@ohos/hypium';
import type { ModelResponse } from '../../../../agent_core/src/main/ets/domain/ModelResponse';
import { StreamingEventType } from '../../../../agent_core/src/main/ets/domain/StreamingEventType';
import { renderSseBody } from '../../replay/ScenarioBody.mjs';
import { loadScenarios } from '../../replay/ScenarioStore.mjs';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { chatRequest, delay, replayClient, withReplay } from '../support/ReplayHarness';
import type { ClientSetup, RecordedRequest, ReplayServer } from '../support/ReplayHarness';
import { describeResponse, expectedResponse } from '../support/ResponseSummary';
import type { Provider } from '../support/ResponseSummary';
import { faultError, foldChunks, loadScenarioFiles, qualifyStep } from '../support/ScenarioOracle';
import { HEADER_ORDERS } from '../../../platform/ohos-node/EmulationControls';
import type { HeaderOrder } from '../../../platform/ohos-node/EmulationControls';
import type { ScenarioFile, ScenarioOutcome } from '../support/ScenarioOracle';
import { cutsInsideUtf8 } from '../support/SplitPlans';

const FILES = loadScenarioFiles();
/** One run per header order, side by side, each with its own seed. */
const RUNS_PER_SCENARIO = HEADER_ORDERS.length;
const FAST = { writeDelayMs: [0, 1] as [number, number], maxWriteBytes: 64 };
const STALL_IDLE_MS = 300;
const DEFAULT_MODEL: Record<Provider, string> = { deepseek: 'deepseek-chat', zhipu: 'glm-4.7' };

/** How a fault scenario must end. `attempts`: requests the client sends (retries + 1). */
interface ErrorExpectation {
  layer: string;
  code: string;
  attempts: number;
  /** What the error event's interrupted prefix holds: nothing, part of the answer, or all of it. */
  prefix: 'empty' | 'partial' | 'whole';
}

// The brief's table: every fault scenario and the error it must end with (retryPolicy.maxRetries = 2).
const ERRORS: Record<string, ErrorExpectation> = {
  'deepseek/rate-limit': { layer: 'provider', code: 'rate_limited', attempts: 3, prefix: 'empty' },
  'deepseek/server-error': { layer: 'provider', code: 'server_error', attempts: 3, prefix: 'empty' },
  'deepseek/insufficient-resource': { layer: 'provider', code: 'insufficient_system_resource', attempts: 1,
    prefix: 'whole' },
  'deepseek/disconnect': { layer: 'transport', code: 'connection_lost', attempts: 1, prefix: 'partial' },
  'deepseek/stall': { layer: 'transport', code: 'idle_timeout', attempts: 1, prefix: 'partial' },
  // The stopped answer of deepseek/continue: it stalls until a user stops it; a plain stream times out idle.
  'deepseek/continue-stopped': { layer: 'transport', code: 'idle_timeout', attempts: 1, prefix: 'partial' },
  'zhipu/rate-limit': { layer: 'provider', code: 'rate_limited', attempts: 3, prefix: 'empty' },
  'zhipu/overloaded-200': { layer: 'provider', code: 'overloaded', attempts: 3, prefix: 'empty' },
  'zhipu/balance': { layer: 'provider', code: 'insufficient_balance', attempts: 1, prefix: 'empty' },
  'zhipu/network-error': { layer: 'provider', code: 'network_error', attempts: 1, prefix: 'whole' },
  'zhipu/no-done': { layer: 'protocol', code: 'stream_truncated', attempts: 1, prefix: 'whole' },
};

/**
 * The steps one stream() is served: a sequence's leading status faults (each one retried), then the first
 * step that answers. Later steps (the next model turns of an agent-* sequence) go to later requests.
 */
function streamSteps(file: ScenarioFile): ScenarioFile[] {
  const steps = (file.sequence ?? [file.name]).map((s) => FILES.get(qualifyStep(s, file.provider)) as ScenarioFile);
  const answer = steps.findIndex((s) => s.fault?.type !== 'status');
  return answer < 0 ? steps : steps.slice(0, answer + 1);
}

/** The scenario a request ends up served by (a sequence of faults: its last step repeats). */
function finalStep(file: ScenarioFile): ScenarioFile {
  const steps = streamSteps(file);
  return steps[steps.length - 1];
}

function modelFor(file: ScenarioFile): string {
  return foldChunks(finalStep(file).chunks).model || DEFAULT_MODEL[file.provider];
}

function toolNamesFor(file: ScenarioFile): string[] {
  return foldChunks(finalStep(file).chunks).toolCalls.map((c) => c.name ?? '');
}

function extensionsFor(file: ScenarioFile): Record<string, boolean> | undefined {
  return finalStep(file).name === 'zhipu/tool-stream' ? { tool_stream: true } : undefined;
}

interface Run {
  observer: RecordingStreamObserver;
  requests: RecordedRequest[];
  transportCalls: number;
  startedAt: number;
}

/** One stream() through the client; waits for its terminal callback, then 50 ms more for late events. */
async function runStream(server: ReplayServer, file: ScenarioFile, setup: ClientSetup): Promise<Run> {
  const { client, transport } = replayClient(server, file.provider, setup);
  const observer = new RecordingStreamObserver();
  const startedAt = Date.now();
  await client.stream(chatRequest(modelFor(file), toolNamesFor(file), extensionsFor(file)), observer);
  await observer.whenDone();
  await delay(50);
  const requests = server.requests.filter((r) => r.session === setup.session);
  return { observer, requests, transportCalls: transport.streamCalls, startedAt };
}

function retryCodes(observer: RecordingStreamObserver): string {
  return observer.events.filter((e) => e.type === StreamingEventType.retry)
    .map((e) => e.metadata?.get('errorCode')?.asString() ?? '?').join(',') || '-';
}

function prefixKind(response: ModelResponse | undefined, full: ScenarioOutcome): string {
  if (response === undefined) return 'missing';
  const content = response.message.content;
  const reasoning = response.message.reasoningContent;
  const fullContent = full.content ?? '';
  const fullReasoning = full.reasoning ?? '';
  if (content === '' && reasoning === '' && response.message.toolCalls.length === 0) return 'empty';
  if (content === fullContent && reasoning === fullReasoning) return 'whole';
  if (fullContent.startsWith(content) && fullReasoning.startsWith(reasoning)) return 'partial';
  return `not a prefix: ${JSON.stringify(reasoning.slice(-20))} / ${JSON.stringify(content.slice(-20))}`;
}

/** Everything a run shows, as text: the server's view, the retries, the outcome, the contract. */
function describeRun(run: Run, full: ScenarioOutcome): string {
  const o = run.observer;
  const lines = [
    `server: ${run.requests.map((r) => `${r.scenario} ${r.status}${r.authValid && r.stream ? '' : ' (auth/stream?)'}` +
      (r.body?.tool_stream === true ? ' tool_stream' : '')).join(', ')}`,
    `attempts=${run.transportCalls} retries=${retryCodes(o)}`,
  ];
  const error = o.error;
  if (error === undefined && o.response !== undefined) {
    const response = o.response;
    lines.push(describeResponse(response));
    const joinsUp = o.joined(StreamingEventType.textDelta) === response.message.content &&
      o.joined(StreamingEventType.reasoningDelta) === response.message.reasoningContent;
    lines.push(`deltas text=${o.count(StreamingEventType.textDelta)}` +
      ` reasoning=${o.count(StreamingEventType.reasoningDelta)}` +
      ` tool=${o.count(StreamingEventType.toolCallDelta)} usage=${o.count(StreamingEventType.usage)}` +
      ` join-to-response=${joinsUp}`);
  } else if (error !== undefined) {
    lines.push(`error ${error.layer}/${error.code} http=${error.httpStatus ?? '-'}` +
      ` provider=${error.providerCode ?? '-'}`);
    lines.push(`prefix=${prefixKind(o.response, full)}`);
  }
  lines.push(`contract: ${o.violations() || 'ok'}`);
  return lines.join('\n');
}

/** What describeRun() must print for `file`, from the scenario data and the table above. */
function expectedRun(file: ScenarioFile): string {
  const steps = streamSteps(file);
  const last = steps[steps.length - 1];
  const full = foldChunks(last.chunks);
  const failure = ERRORS[last.name];
  const toolStream = extensionsFor(file) !== undefined ? ' tool_stream' : '';
  const served = (f: ScenarioFile): string =>
    `${f.name} ${f.fault?.type === 'status' ? f.fault.status : 200}${toolStream}`;
  const lines: string[] = [];
  if (failure !== undefined) {
    const retries = Array.from({ length: failure.attempts - 1 }, () => failure.code);
    lines.push(`server: ${Array.from({ length: failure.attempts }, () => served(last)).join(', ')}`);
    lines.push(`attempts=${failure.attempts} retries=${retries.join(',') || '-'}`);
    const body = faultError(last);
    const http = last.fault?.type === 'status' ? last.fault.status : undefined;
    const providerCode = last.fault?.type === 'status' ? (body.code ?? body.type)
      : failure.layer === 'provider' ? full.finishReason : undefined;
    lines.push(`error ${failure.layer}/${failure.code} http=${http ?? '-'} provider=${providerCode ?? '-'}`);
    lines.push(`prefix=${failure.prefix}`);
  } else {
    const earlier = steps.slice(0, -1);
    lines.push(`server: ${steps.map(served).join(', ')}`);
    lines.push(`attempts=${steps.length} retries=${earlier.map((s) => ERRORS[s.name]?.code ?? '?').join(',') || '-'}`);
    lines.push(expectedResponse(file.provider, full));
    lines.push(`deltas text=${full.textDeltas} reasoning=${full.reasoningDeltas} tool=${full.toolDeltas}` +
      ` usage=${full.usageChunks} join-to-response=true`);
  }
  lines.push('contract: ok');
  return lines.join('\n');
}

/** A scenario with no row in ERRORS must be a plain answer the oracle can describe. */
function checkCovered(file: ScenarioFile): string {
  const last = finalStep(file);
  if (ERRORS[last.name] !== undefined) return '';
  const finish = foldChunks(last.chunks).finishReason;
  const plain = last.fault === undefined && last.done !== false && ['stop', 'tool_calls', 'length', 'sensitive']
    .includes(finish ?? '');
  return plain ? '' : `${file.name}: no expectation written for this fault scenario (add a row to ERRORS)`;
}

function sentence(file: ScenarioFile): string {
  const last = finalStep(file);
  const failure = ERRORS[last.name];
  const seeds = `${RUNS_PER_SCENARIO} header orders`;
  if (file.sequence !== undefined) {
    return `${file.name} (${file.sequence.join(' -> ')}), ${seeds}: one retry per failed step, then the answer`;
  }
  if (failure !== undefined) {
    return `${file.name}, ${seeds}: ends with ${failure.layer}/${failure.code} after ${failure.attempts} attempt(s)`;
  }
  const finish = foldChunks(last.chunks).finishReason;
  return `${file.name}, ${seeds}: text, reasoning, tool calls and usage as the scenario assembles, finish ${finish}`;
}

export default function clientOverReplayTest() {
  describe('ClientOverReplay', () => {
    let scenarioIndex = 0;
    for (const file of FILES.values()) {
      const seedBase = 1000 + 10 * scenarioIndex++;
      it(sentence(file), 0, async () => {
        expect(checkCovered(file)).assertEqual('');
        await withReplay(FAST, async (server) => {
          const stall = finalStep(file).fault?.type === 'stall';
          const runs = await Promise.all(HEADER_ORDERS.map((order, i) => runStream(server,
            file, { scenario: file.name, session: `s${i}`, seed: seedBase + i, headerOrder: order,
              idleTimeoutMs: stall ? STALL_IDLE_MS : undefined })));
          const full = foldChunks(finalStep(file).chunks);
          const expected = expectedRun(file);
          runs.forEach((run, i) => {
            const label = `seed ${seedBase + i}, headers ${HEADER_ORDERS[i]}`;
            expect(`${label}\n${describeRun(run, full)}`).assertEqual(`${label}\n${expected}`);
          });
          const failure = ERRORS[finalStep(file).name];
          const body = faultError(finalStep(file));
          if (failure !== undefined && body.message !== undefined) {
            // A status fault: the provider's own message reaches the app unchanged.
            expect(runs.map((r) => r.observer.error?.message).join('\n'))
              .assertEqual(runs.map(() => body.message).join('\n'));
          }
        });
      });
    }

    it('rate-limit-then-ok (both providers): one retry event, waiting Retry-After (capped) when the headers came ' +
      'before the 429 ended, the default backoff when they came after it; then the answer', 0, async () => {
        // Retry-After is read from headers that arrived while the attempt ran; later ones are simply absent.
        const expectedDelay: Record<HeaderOrder, number> = { first: 40, afterFirstChunk: 40, afterBody: 40,
          afterSettle: 10 };
        await withReplay(FAST, async (server) => {
          const plans = (['deepseek', 'zhipu'] as Provider[]).flatMap((p) => HEADER_ORDERS.map((o) => ({ provider: p,
            order: o })));
          const runs = await Promise.all(plans.map(({ provider, order }) => runStream(server,
            FILES.get(`${provider}/rate-limit-then-ok`) as ScenarioFile,
            { scenario: `${provider}/rate-limit-then-ok`, session: `${provider}-${order}`, maxRetryAfterMs: 40,
              headerOrder: order })));
          expect(server.requests.length).assertEqual(2 * plans.length);
          for (let i = 0; i < plans.length; i++) {
            const { provider, order } = plans[i];
            const run = runs[i];
            const file = FILES.get(`${provider}/rate-limit-then-ok`) as ScenarioFile;
            const retries = run.observer.events.filter((e) => e.type === StreamingEventType.retry);
            const meta = retries.map((e) => `${e.metadata?.get('attempt')?.asNumber()} ` +
              `${e.metadata?.get('errorCode')?.asString()} ${e.metadata?.get('delayMs')?.asNumber()}`);
            expect(`${provider} ${order}: ${meta.join(' | ')} -> ${run.observer.terminal?.type}`)
              .assertEqual(`${provider} ${order}: 1 rate_limited ${expectedDelay[order]} -> model_complete`);
            expect(run.requests.map((r) => `${r.scenario} ${r.status}`).join(', '))
              .assertEqual(`${provider}/rate-limit 429, ${provider}/reasoning 200`);
            expect(describeResponse(run.observer.response as ModelResponse))
              .assertEqual(expectedResponse(provider, foldChunks(finalStep(file).chunks)));
            expect(run.observer.violations()).assertEqual('');
          }
        });
      });

    it('a connection lost mid-body is connection_lost with no retry: bytes had arrived', 0, async () => {
      await withReplay(FAST, async (server) => {
        const file = FILES.get('deepseek/disconnect') as ScenarioFile;
        const run = await runStream(server, file, { scenario: file.name, session: 'cut', seed: 5 });
        const error = run.observer.error;
        expect(`${error?.layer}/${error?.code} ${error?.retryability}`)
          .assertEqual('transport/connection_lost conditional');
        expect(server.requests.length).assertEqual(1);
        expect(server.requests[0].outcome).assertEqual('disconnected');
        expect(run.observer.count(StreamingEventType.retry)).assertEqual(0);
        // The user saw reasoning before the cut: it stays on the error event (the interrupted prefix).
        const full = foldChunks(file.chunks);
        const prefix = run.observer.response?.message.reasoningContent ?? '';
        expect(prefix.length).assertLarger(0);
        expect(prefix).assertEqual(run.observer.joined(StreamingEventType.reasoningDelta));
        expect((full.reasoning ?? '').startsWith(prefix) && prefix !== full.reasoning).assertTrue();
        expect(run.observer.violations()).assertEqual('');
      });
    });

    it('401 wrong key (both providers): no retry, the provider\'s message, the key in no event or error', 0,
      async () => {
        const wrongKey = 'sk-e2e-wrong-0123456789abcdef';
        const expectedMessages: Record<Provider, string> = {
          deepseek: 'provider/authentication_failed http=401 provider=invalid_request_error: ' +
            'Authentication Fails, Your api key: ****cdef is invalid',
          zhipu: 'provider/authentication_failed http=401 provider=1002: ' +
            'Authorization Token非法，请确认Authorization Token正确传递。',
        };
        await withReplay(FAST, async (server) => {
          for (const provider of ['deepseek', 'zhipu'] as Provider[]) {
            const file = FILES.get(`${provider}/reasoning`) as ScenarioFile;
            const run = await runStream(server, file, { scenario: file.name, session: provider, apiKey: wrongKey });
            const error = run.observer.error;
            expect(error?.describe()).assertEqual(expectedMessages[provider]);
            expect(`${run.transportCalls} ${run.requests.length} ${run.observer.count(StreamingEventType.retry)}`)
              .assertEqual('1 1 0');
            expect(run.requests[0].authValid).assertFalse();
            const everything = inspect([run.observer.events, run.observer.onErrorArgs, error?.stack],
              { depth: 12, showHidden: true });
            expect(everything.includes(wrongKey)).assertFalse();
            expect(everything.includes('0123456789ab')).assertFalse();
            expect(JSON.stringify(run.requests).includes(wrongKey)).assertFalse();
            expect(run.observer.violations()).assertEqual('');
          }
        });
      });

    it('no [DONE] and no finish_reason is stream_truncated; the text (with " [DONE]" inside) stays in the prefix', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const file = FILES.get('zhipu/no-done') as ScenarioFile;
          const run = await runStream(server, file, { scenario: file.name, session: 'nd', seed: 9 });
          const error = run.observer.error;
          expect(`${error?.layer}/${error?.code}`).assertEqual('protocol/stream_truncated');
          const text = run.observer.response?.message.content ?? '';
          expect(text).assertEqual(foldChunks(file.chunks).content);
          expect(text.includes(' [DONE]')).assertTrue();
          expect(run.observer.violations()).assertEqual('');
        });
      });

    it(`a stall fires idle_timeout after idleTimeoutMs ${STALL_IDLE_MS}, once, with no retry`, 0, async () => {
      await withReplay(FAST, async (server) => {
        const file = FILES.get('deepseek/stall') as ScenarioFile;
        const run = await runStream(server, file, { scenario: file.name, session: 'st', seed: 3,
          idleTimeoutMs: STALL_IDLE_MS });
        const error = run.observer.error;
        expect(`${error?.layer}/${error?.code}`).assertEqual('transport/idle_timeout');
        expect(error?.message.includes(`${STALL_IDLE_MS} ms`)).assertTrue();
        const elapsed = run.observer.terminalAt - run.startedAt;
        expect(elapsed).assertLargerOrEqual(STALL_IDLE_MS);
        expect(elapsed).assertLess(STALL_IDLE_MS + 1500);
        expect(`${server.requests.length} ${server.requests[0].outcome}`).assertEqual('1 stalled');
        expect(run.observer.violations()).assertEqual('');
      });
    });

    it('tool_stream sent to DeepSeek is a config error before a byte is sent: the server saw no request', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const { client, transport } = replayClient(server, 'deepseek', { scenario: 'deepseek/tool-call' });
          const observer = new RecordingStreamObserver();
          await client.stream(chatRequest('deepseek-chat', ['get_weather'], { tool_stream: true }), observer);
          await observer.whenDone();
          await delay(50);
          expect(observer.calls.join(' ')).assertEqual('model_start error onError');
          expect(`${observer.error?.layer}/${observer.error?.code}`).assertEqual('config/unsupported_extension');
          expect(observer.error?.message.includes('tool_stream')).assertTrue();
          expect(`${transport.calls} ${server.requests.length} ${server.connections.closedEvents}`)
            .assertEqual('0 0 0');
          expect(observer.violations()).assertEqual('');
        });
      });

    it('generate() (stream false): text and tool scenarios give the scenario\'s answer; tool_stream is not sent', 0,
      async () => {
        await withReplay(FAST, async (server) => {
          const names = ['deepseek/chat', 'deepseek/reasoning', 'deepseek/tool-call', 'deepseek/parallel-tools',
            'zhipu/reasoning', 'zhipu/tool-call', 'zhipu/tool-stream'];
          const got: string[] = [];
          const want: string[] = [];
          for (const name of names) {
            const file = FILES.get(name) as ScenarioFile;
            const { client, transport } = replayClient(server, file.provider, { scenario: name, session: name });
            const request = chatRequest(modelFor(file), toolNamesFor(file), extensionsFor(file));
            const response = await client.generate(request);
            const record = server.requests[server.requests.length - 1];
            got.push(`${name} requests=${transport.requestCalls} stream=${record.body?.stream} ` +
              `tool_stream=${record.body?.tool_stream ?? '-'}\n${describeResponse(response)}`);
            want.push(`${name} requests=1 stream=false tool_stream=-\n` +
              `${expectedResponse(file.provider, foldChunks(file.chunks))}`);
          }
          expect(got.join('\n\n')).assertEqual(want.join('\n\n'));
        });
      });

    it('seeded write cuts split UTF-8 characters and CRLF pairs; every answer stays exact', 0, async () => {
      const served = loadScenarios();
      await withReplay({ writeDelayMs: [0, 0], maxWriteBytes: 12 }, async (server) => {
        let utf8Cuts = 0;
        let crlfCuts = 0;
        const plans = ['deepseek/chat', 'deepseek/crlf', 'zhipu/reasoning']
          .flatMap((name) => [21, 22, 23].map((seed) => ({ name, seed })));
        const runs = await Promise.all(plans.map((p) => runStream(server, FILES.get(p.name) as ScenarioFile,
          { scenario: p.name, session: `${p.name}#${p.seed}`, seed: p.seed })));
        runs.forEach((run, i) => {
          const file = FILES.get(plans[i].name) as ScenarioFile;
          const bytes = renderSseBody(served.get(file.name)) as Uint8Array;
          const writes = run.requests[0].writes;
          utf8Cuts += cutsInsideUtf8(bytes, writes);
          let offset = 0;
          for (const size of writes.slice(0, -1)) {
            offset += size;
            if (bytes[offset - 1] === 0x0d && bytes[offset] === 0x0a) crlfCuts += 1;
          }
          expect(`${file.name} seed ${plans[i].seed}\n${describeRun(run, foldChunks(file.chunks))}`)
            .assertEqual(`${file.name} seed ${plans[i].seed}\n${expectedRun(file)}`);
        });
        expect(utf8Cuts).assertLarger(20);
        expect(crlfCuts).assertLarger(2);
      });
    });
  });
}
