// The replay server over real sockets: SSE bytes and headers per provider, seeded write cuts, the checks
// the real endpoints make (auth, body, DeepSeek's thinking rules), error statuses, sequences, faults
// (disconnect, stall) and the connection bookkeeping that proves a cancelled client hung up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { describe, it, expect } from '@ohos/hypium';
import { startReplayServer } from '../ReplayServer.mjs';
import { loadScenarios } from '../ScenarioStore.mjs';
import { assembleChunks, renderSseBody } from '../ScenarioBody.mjs';
import { chatPath, chunksOf, parseSse, post, userMessage } from './ReplayClient';
import type { ReplayResponse } from './ReplayClient';

const FAST: [number, number] = [0, 1];
const SCENARIOS = loadScenarios();

/** A server for one test; always closed, whatever the test did. */
async function withServer(options: object, body: (server: any) => Promise<void>): Promise<void> {
  const server = await startReplayServer(options);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

function call(server: any, provider: string, scenario: string | null, body: object, headers: Record<string, string | null> = {},
  abortAfterBytes?: number): Promise<ReplayResponse> {
  const all: Record<string, string | null> = { ...headers };
  if (scenario !== null) all['x-replay-scenario'] = scenario;
  return post(server.url + chatPath(provider), provider, { body, headers: all, abortAfterBytes });
}

const streamBody = (model: string, extra: object = {}): object => ({ model, messages: userMessage(), stream: true, ...extra });

export default function replayServerTest() {
  describe('ReplayServer', () => {
    it('deepseek stream: its headers, the exact scenario bytes, events that assemble to the scenario', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const res = await call(server, 'deepseek', 'deepseek/reasoning', streamBody('deepseek-reasoner'));
        expect(res.status).assertEqual(200);
        expect(res.headers['content-type']).assertEqual('text/event-stream; charset=utf-8');
        expect(res.headers['cache-control']).assertEqual('no-cache');
        expect(res.headers['transfer-encoding']).assertEqual('chunked');
        expect(res.error).assertNull();
        expect(res.body.equals(renderSseBody(SCENARIOS.get('deepseek/reasoning')))).assertTrue();
        const parsed = parseSse(res.body);
        expect(parsed.data[parsed.data.length - 1]).assertEqual('[DONE]');
        const got = assembleChunks(chunksOf(parsed));
        expect(got.content).assertEqual('北京到上海坐高铁最快约 **4.5 小时** 🚄，停站多的车次需要 5～6 小时。\n\n建议提前在 12306 购票 😊');
        expect(JSON.stringify(got)).assertEqual(JSON.stringify(assembleChunks(SCENARIOS.get('deepseek/reasoning').chunks)));
        const record = server.requests[0];
        expect([record.scenario, record.stream, record.authValid, record.status, record.outcome].join(' '))
          .assertEqual('deepseek/reasoning true true 200 complete');
        expect(record.body.model).assertEqual('deepseek-reasoner');
      });
    });

    it('zhipu stream: text/event-stream;charset=UTF-8 and the glm answer, on the default scenario (reasoning)', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const res = await call(server, 'zhipu', null, streamBody('glm-4.7'));
        expect(res.headers['content-type']).assertEqual('text/event-stream;charset=UTF-8');
        expect(server.requests[0].scenario).assertEqual('zhipu/reasoning');
        const got = assembleChunks(chunksOf(parseSse(res.body)));
        expect(got.content.endsWith('这样就够用了 ✅')).assertTrue();
        expect(got.usage.prompt_tokens_details.cached_tokens).assertEqual(8);
      });
    });

    it('writes are cut at seeded random byte positions: many reads, the same plan for the same x-replay-seed', 0, async () => {
      await withServer({}, async (server) => {
        const body = streamBody('deepseek-chat');
        const first = await call(server, 'deepseek', 'chat', body, { 'x-replay-seed': '42' });
        const second = await call(server, 'deepseek', 'chat', body, { 'x-replay-seed': '42' });
        const third = await call(server, 'deepseek', 'chat', body, { 'x-replay-seed': '43' });
        const [a, b, c] = server.requests.map((r: any) => r.writes as number[]);
        expect(a.length).assertLarger(10);
        expect(first.reads).assertLarger(10);
        expect(a.reduce((n, w) => n + w, 0)).assertEqual(first.body.length);
        expect(JSON.stringify(b)).assertEqual(JSON.stringify(a));
        expect(JSON.stringify(c) === JSON.stringify(a)).assertFalse();
        expect(second.body.equals(first.body) && third.body.equals(first.body)).assertTrue();
        expect(server.requests.map((r: any) => r.seed).join(',')).assertEqual('42,42,43');
      });
    });

    it('without x-replay-seed each request gets its own plan, and the same server seed replays the run', 0, async () => {
      const plans = async (): Promise<string> => {
        let out = '';
        await withServer({ seed: 9, writeDelayMs: FAST }, async (server) => {
          await call(server, 'deepseek', 'chat', streamBody('deepseek-chat'));
          await call(server, 'deepseek', 'chat', streamBody('deepseek-chat'));
          expect(JSON.stringify(server.requests[0].writes) === JSON.stringify(server.requests[1].writes)).assertFalse();
          out = JSON.stringify(server.requests.map((r: any) => r.writes));
        });
        return out;
      };
      expect(await plans()).assertEqual(await plans());
    });

    it('wrong or missing key: 401 in each provider\'s format, never the key itself', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const key = 'sk-not-the-right-key-7f3a';
        const body = streamBody('deepseek-chat');
        const wrongDs = await call(server, 'deepseek', null, body, { authorization: `Bearer ${key}` });
        const missingDs = await call(server, 'deepseek', null, body, { authorization: null });
        const wrongZp = await call(server, 'zhipu', null, streamBody('glm-4.7'), { authorization: `Bearer ${key}` });
        const missingZp = await call(server, 'zhipu', null, streamBody('glm-4.7'), { authorization: 'Basic abc' });
        expect([wrongDs, missingDs, wrongZp, missingZp].map((r) => r.status).join(',')).assertEqual('401,401,401,401');
        expect(wrongDs.body.toString()).assertEqual('{"error":{"message":"Authentication Fails, Your api key: ****7f3a is invalid",'
          + '"type":"authentication_error","param":null,"code":"invalid_request_error"}}');
        expect(JSON.parse(missingDs.body.toString()).error.message)
          .assertEqual('Authentication Fails (auth header format should be Bearer sk-...)');
        expect(JSON.parse(wrongZp.body.toString()).error.code).assertEqual('1002');
        expect(JSON.parse(missingZp.body.toString()).error.code).assertEqual('1001');
        expect(wrongZp.headers['content-type']).assertEqual('application/json; charset=UTF-8');
        const everything = [wrongDs, wrongZp].map((r) => r.body.toString()).join('') + JSON.stringify(server.requests);
        expect(everything.includes(key)).assertFalse();
        expect(server.requests.map((r: any) => r.authValid).join(',')).assertEqual('false,false,false,false');
      });
    });

    it('request checks answer in the provider\'s own error format (table)', 0, async () => {
      const reasoner = { model: 'deepseek-reasoner', stream: true };
      const toolTurn = [{ role: 'user', content: '查天气' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_00_x', type: 'function', function: { name: 'w', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'call_00_x', content: '晴' }];
      const cases: Array<[string, string, object | string, Record<string, string>, string]> = [
        ['deepseek tool_stream', 'deepseek', { ...reasoner, messages: userMessage(), tool_stream: true }, {}, '400 Unrecognized request argument supplied: tool_stream'],
        ['deepseek thinking + required', 'deepseek', { ...reasoner, messages: userMessage(), tool_choice: 'required' }, {}, '400 Thinking mode does not support this tool_choice'],
        ['deepseek thinking + named', 'deepseek', { model: 'deepseek-chat', thinking: { type: 'enabled' }, messages: userMessage(), tool_choice: { type: 'function', function: { name: 'w' } } }, {}, '400 Thinking mode does not support this tool_choice'],
        ['deepseek v4 thinks by default', 'deepseek', { model: 'deepseek-v4-flash', messages: userMessage(), tool_choice: 'required' }, {}, '400 Thinking mode does not support this tool_choice'],
        ['deepseek thinking off + required', 'deepseek', { model: 'deepseek-chat', thinking: { type: 'disabled' }, messages: userMessage(), tool_choice: 'required', stream: true }, {}, '200'],
        ['deepseek reasoner + auto', 'deepseek', { ...reasoner, messages: userMessage(), tool_choice: 'auto' }, {}, '200'],
        ['deepseek tool turn without reasoning_content', 'deepseek', { ...reasoner, messages: toolTurn }, {}, '400 Missing `reasoning_content` field in the assistant message at message index 1. For more information, please refer to https://api-docs.deepseek.com/guides/thinking_mode#tool-calls'],
        ['deepseek tool turn with reasoning_content', 'deepseek', { ...reasoner, messages: toolTurn.map((m) => (m.role === 'assistant' ? { ...m, reasoning_content: '先查' } : m)) }, {}, '200'],
        ['deepseek text/plain', 'deepseek', { ...reasoner, messages: userMessage() }, { 'content-type': 'text/plain' }, '415 Expected request with `Content-Type: application/json`'],
        ['deepseek broken JSON', 'deepseek', '{"model":', {}, '422 Failed to deserialize the JSON body'],
        ['deepseek no model', 'deepseek', { messages: userMessage(), stream: true }, {}, '422 Failed to deserialize the JSON body into the target type: model'],
        ['deepseek unknown model', 'deepseek', { model: 'gpt-4o', messages: userMessage() }, {}, '400 Model Not Exist'],
        ['deepseek empty messages', 'deepseek', { model: 'deepseek-chat', messages: [] }, {}, '400 Empty input messages'],
        ['deepseek stream not boolean', 'deepseek', { model: 'deepseek-chat', messages: userMessage(), stream: 'yes' }, {}, '422 Failed to deserialize the JSON body into the target type: stream'],
        ['zhipu text/plain', 'zhipu', { model: 'glm-4.7', messages: userMessage() }, { 'content-type': 'text/plain' }, '400 1210'],
        ['zhipu unknown model', 'zhipu', { model: 'deepseek-chat', messages: userMessage() }, {}, '400 1211'],
        ['zhipu bad message role', 'zhipu', { model: 'glm-4.7', messages: [{ role: 'robot', content: 'x' }] }, {}, '400 1214'],
        ['zhipu tool_stream without stream', 'zhipu', { model: 'glm-4.7', messages: userMessage(), tool_stream: true }, {}, '400 1210'],
        ['zhipu tool_stream + stream', 'zhipu', { model: 'glm-4.7', messages: userMessage(), tool_stream: true, stream: true }, {}, '200'],
      ];
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const verdicts: string[] = [];
        for (const [name, provider, body, headers, expected] of cases) {
          const scenario = provider === 'zhipu' ? 'sensitive' : 'chat';
          const res = await post(server.url + chatPath(provider), provider, { body, headers: { ...headers, 'x-replay-scenario': scenario } });
          const error = res.status === 200 ? null : JSON.parse(res.body.toString()).error;
          const got = error === null ? '200' : `${res.status} ${error.code && provider === 'zhipu' ? error.code : error.message}`;
          verdicts.push(got.startsWith(expected) ? 'ok' : `${name}: ${got}`);
        }
        expect(verdicts).assertDeepEquals(cases.map(() => 'ok'));
      });
    });

    it('unknown scenario, foreign scenario, unknown route, wrong method: replay errors, not provider ones', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const unknown = await call(server, 'deepseek', 'deepseek/nope', streamBody('deepseek-chat'));
        const foreign = await call(server, 'deepseek', 'zhipu/reasoning', streamBody('deepseek-chat'));
        const route = await post(`${server.url}/openai/v1/chat/completions`, 'deepseek', { body: streamBody('deepseek-chat') });
        const method = await fetch(`${server.deepseekBaseUrl}/chat/completions`);
        expect([unknown.status, foreign.status, route.status, method.status].join(',')).assertEqual('404,404,404,405');
        expect(JSON.parse(unknown.body.toString()).error.code).assertEqual('unknown_scenario');
        expect(JSON.parse(foreign.body.toString()).error.message.startsWith('zhipu/reasoning is not a deepseek scenario')).assertTrue();
        expect(JSON.parse(route.body.toString()).error.type).assertEqual('replay_error');
        expect(method.headers.get('allow')).assertEqual('POST');
      });
    });

    it('429 answers carry Retry-After and the provider\'s error body', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const ds = await call(server, 'deepseek', 'rate-limit', streamBody('deepseek-chat'));
        const zp = await call(server, 'zhipu', 'rate-limit', streamBody('glm-4.7'));
        const balance = await call(server, 'zhipu', 'balance', streamBody('glm-4.7'));
        expect([ds.status, zp.status, balance.status].join(',')).assertEqual('429,429,429');
        expect([ds.headers['retry-after'], zp.headers['retry-after'], balance.headers['retry-after']].join(',')).assertEqual('1,1,');
        expect(JSON.parse(ds.body.toString()).error.type).assertEqual('rate_limit_error');
        expect(ds.headers['content-type']).assertEqual('application/json');
        expect(JSON.parse(zp.body.toString()).error.code).assertEqual('1302');
        expect(JSON.parse(balance.body.toString()).error.code).assertEqual('1113');
      });
    });

    it('a sequence serves 429 then the stream, counted per x-replay-session', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const statuses: number[] = [];
        for (const session of ['a', 'a', 'a', 'b']) {
          statuses.push((await call(server, 'deepseek', 'rate-limit-then-ok', streamBody('deepseek-reasoner'), { 'x-replay-session': session })).status);
        }
        expect(statuses.join(',')).assertEqual('429,200,200,429');
        expect(server.requests.map((r: any) => r.scenario).join(','))
          .assertEqual('deepseek/rate-limit,deepseek/reasoning,deepseek/reasoning,deepseek/rate-limit');
        expect(server.requests[1].requestedScenario).assertEqual('deepseek/rate-limit-then-ok');
      });
    });

    it('zhipu overloaded-200: HTTP 200, no Content-Type, a plain JSON error body', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const res = await call(server, 'zhipu', 'overloaded-200', streamBody('glm-4.7'));
        expect(res.status).assertEqual(200);
        expect(res.headers['content-type']).assertUndefined();
        expect(JSON.parse(res.body.toString()).error.code).assertEqual('1305');
      });
    });

    it('disconnect: the body ends early, mid-character, with an error and no [DONE]', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const res = await call(server, 'deepseek', 'disconnect', streamBody('deepseek-reasoner'));
        const scenario = SCENARIOS.get('deepseek/disconnect');
        expect(res.status).assertEqual(200);
        expect(res.error === null).assertFalse();
        expect(res.body.length).assertEqual(scenario.fault.afterBytes);
        expect(res.body.equals(renderSseBody(scenario).subarray(0, scenario.fault.afterBytes))).assertTrue();
        expect(res.body.toString().includes('[DONE]')).assertFalse();
        expect(server.requests[0].outcome).assertEqual('disconnected');
      });
    });

    it('stall + client abort: the server sees the connection close', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const afterBytes = SCENARIOS.get('deepseek/stall').fault.afterBytes;
        const closedBefore = server.connections.closedEvents;
        const res = await call(server, 'deepseek', 'stall', streamBody('deepseek-reasoner'), {}, afterBytes);
        expect(res.error).assertEqual('client-aborted');
        expect(res.body.length).assertEqual(afterBytes);
        await server.waitForClose(closedBefore + 1, 2000);
        expect(server.connections.open).assertEqual(0);
        expect(server.requests[0].outcome).assertEqual('stalled');
        expect(server.requests[0].closedByClient).assertTrue();
      });
    });

    it('stall: close() destroys the waiting socket and resolves promptly', 0, async () => {
      const server = await startReplayServer({ writeDelayMs: FAST });
      const pending = call(server, 'deepseek', 'stall', streamBody('deepseek-reasoner'));
      while (server.requests.length === 0 || server.requests[0].outcome !== 'stalled') {
        await new Promise<void>((resolve) => setTimeout(resolve, 5));
      }
      const started = Date.now();
      await server.close();
      const res = await pending;
      expect(Date.now() - started).assertLess(1000);
      expect(res.error === null).assertFalse();
      expect(server.connections.open).assertEqual(0);
      expect(server.requests[0].closedByClient).assertFalse();
    });

    it('clients that vanish mid-write do not crash the server; the next request is served', 0, async () => {
      await withServer({ writeDelayMs: [1, 3], maxWriteBytes: 64 }, async (server) => {
        await Promise.all([1, 2, 3, 4, 5].map((n) => call(server, 'deepseek', 'reasoning', streamBody('deepseek-reasoner'), {}, n * 200)));
        await server.waitForClose(5, 2000);
        const res = await call(server, 'deepseek', 'chat', streamBody('deepseek-chat'));
        expect(res.status).assertEqual(200);
        expect(res.error).assertNull();
        expect(server.requests.slice(0, 5).every((r: any) => r.closedByClient && r.outcome === 'streaming')).assertTrue();
      });
    });

    it('keep-alive comments, CRLF framing and a stream without [DONE] reach the client as scripted', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const keepAlive = parseSse((await call(server, 'deepseek', 'keep-alive', streamBody('deepseek-chat'))).body);
        expect(keepAlive.comments.length).assertEqual(6);
        expect(assembleChunks(chunksOf(keepAlive)).content).assertEqual('稍等片刻，服务器刚才在排队 ⏳。现在开始回答：1 + 1 = 2。');
        const crlf = await call(server, 'deepseek', 'crlf', streamBody('deepseek-chat'));
        expect(crlf.body.toString().endsWith('data: [DONE]\r\n\r\n')).assertTrue();
        expect(chunksOf(parseSse(crlf.body)).length).assertEqual(SCENARIOS.get('deepseek/crlf').chunks.length);
        const noDone = await call(server, 'zhipu', 'no-done', streamBody('glm-4.7'));
        expect(noDone.error).assertNull();
        const parsed = parseSse(noDone.body);
        expect(parsed.data.includes('[DONE]')).assertFalse();
        expect(assembleChunks(chunksOf(parsed)).finishReason).assertNull();
      });
    });

    it('stream: false answers one chat.completion assembled from the same chunks', 0, async () => {
      await withServer({ writeDelayMs: FAST }, async (server) => {
        const ds = await call(server, 'deepseek', 'tool-call', { model: 'deepseek-chat', messages: userMessage() });
        const zp = await call(server, 'zhipu', 'reasoning', { model: 'glm-4.7', messages: userMessage(), stream: false });
        expect(ds.headers['content-type']).assertEqual('application/json');
        const dsJson = JSON.parse(ds.body.toString());
        expect(dsJson.object).assertEqual('chat.completion');
        expect(dsJson.choices[0].finish_reason).assertEqual('tool_calls');
        expect(dsJson.choices[0].message.tool_calls[0].function.arguments)
          .assertEqual('{"city":"杭州","date":"2026-01-15","unit":"celsius"}');
        expect(dsJson.usage.prompt_cache_hit_tokens).assertEqual(128);
        const zpJson = JSON.parse(zp.body.toString());
        expect(zpJson.choices[0].message.content).assertEqual(assembleChunks(SCENARIOS.get('zhipu/reasoning').chunks).content);
        expect(zpJson.choices[0].message.reasoning_content.startsWith('用户问的是在 ArkTS 里')).assertTrue();
        expect(server.requests.map((r: any) => r.stream).join(',')).assertEqual('false,false');
      });
    });

    it('the CLI prints the URL first and serves its default scenario', 0, async () => {
      const script = path.join(process.cwd(), 'tools', 'providers', 'replay', 'ReplayServer.mjs');
      const child = spawn(process.execPath, [script, '--port', '0', '--scenario', 'deepseek/chat'], { stdio: ['ignore', 'pipe', 'inherit'] });
      try {
        const lines = readline.createInterface({ input: child.stdout });
        const url = await new Promise<string>((resolve, reject) => {
          lines.once('line', resolve);
          child.once('exit', (code) => reject(new Error(`CLI exited with ${code}`)));
        });
        expect(/^http:\/\/127\.0\.0\.1:\d+$/.test(url)).assertTrue();
        const res = await post(url + chatPath('deepseek'), 'deepseek', { body: streamBody('deepseek-chat') });
        expect(assembleChunks(chunksOf(parseSse(res.body))).content.startsWith('你好！我是 DeepSeek 助手 👋')).assertTrue();
      } finally {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
    });
  });
}
