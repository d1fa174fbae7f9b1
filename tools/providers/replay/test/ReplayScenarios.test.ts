// The replay scenarios as data: every file loads and keeps the real providers' shapes
// (shared/fixtures/real/README.md), the SSE framing and the seeded write plans. No network here;
// ReplayServer.test.ts serves the same scenarios over sockets.
import { describe, it, expect } from '@ohos/hypium';
import { loadScenarios, normalizeScenario } from '../ScenarioStore.mjs';
import { assembleChunks, buildCompletion, planWrites, renderSseBody } from '../ScenarioBody.mjs';
import { SeededRandom } from '../SeededRandom.mjs';

interface Delta {
  role?: string;
  content?: string | null;
  reasoning_content?: string | null;
  tool_calls?: object[];
}
interface Chunk {
  choices: Array<{ index: number; delta: Delta; finish_reason?: string | null }>;
  usage?: Record<string, unknown> | null;
}

/** One line per scenario: what a client must end up with. */
function summary(scenario: any): string {
  if (scenario.sequence) return `${scenario.name}: sequence ${scenario.sequence.join(' -> ')}`;
  const fault = scenario.fault;
  if (fault?.type === 'status') {
    const error = fault.body.error;
    return `${scenario.name}: HTTP ${fault.status} ${error.code ?? error.type}${fault.headers['retry-after'] ? ' retry-after ' + fault.headers['retry-after'] : ''}`;
  }
  const a = assembleChunks(scenario.chunks);
  let reasoning = 0;
  let content = 0;
  for (const chunk of scenario.chunks as Chunk[]) {
    const delta = chunk.choices[0]?.delta ?? {};
    if (delta.reasoning_content) reasoning += 1;
    if (delta.content) content += 1;
  }
  const tools = a.toolCalls.map((c: any) => `${c.name}(${c.deltas})`).join('+') || '-';
  const extra = fault ? ` ${fault.type}@${fault.afterBytes}` : '';
  return `${scenario.name}: reasoning ${reasoning} content ${content} tools ${tools} finish ${a.finishReason} `
    + `usage ${a.usage ? a.usage.total_tokens : '-'} done ${scenario.done}${extra}`;
}

const GOLDEN = `deepseek/a2ui-action-answer: reasoning 5 content 6 tools - finish stop usage 4718 done true
deepseek/a2ui-form-fixed: reasoning 8 content 0 tools send_a2ui_json_to_client(46) finish tool_calls usage 4468 done true
deepseek/a2ui-form-invalid: reasoning 7 content 0 tools send_a2ui_json_to_client(35) finish tool_calls usage 3782 done true
deepseek/a2ui-form-shown: reasoning 4 content 6 tools - finish stop usage 4572 done true
deepseek/a2ui: sequence deepseek/a2ui-form-invalid -> deepseek/a2ui-form-fixed -> deepseek/a2ui-form-shown -> deepseek/a2ui-action-answer
deepseek/agent-bad-args-answer: reasoning 0 content 6 tools - finish stop usage 345 done true
deepseek/agent-bad-args-call: reasoning 0 content 0 tools get_weather(6) finish tool_calls usage 209 done true
deepseek/agent-bad-args-fixed: reasoning 0 content 4 tools get_weather(6) finish tool_calls usage 295 done true
deepseek/agent-bad-args: sequence deepseek/agent-bad-args-call -> deepseek/agent-bad-args-fixed -> deepseek/agent-bad-args-answer
deepseek/agent-tool-loop: reasoning 0 content 0 tools get_weather(6) finish tool_calls usage 223 done true
deepseek/agent-two-tools-answer: reasoning 0 content 10 tools - finish stop usage 380 done true
deepseek/agent-two-tools: sequence deepseek/parallel-tools -> deepseek/agent-two-tools-answer
deepseek/agent-unknown-tool-answer: reasoning 0 content 10 tools - finish stop usage 287 done true
deepseek/agent-unknown-tool-call: reasoning 0 content 0 tools get_stock_price(6) finish tool_calls usage 207 done true
deepseek/agent-unknown-tool: sequence deepseek/agent-unknown-tool-call -> deepseek/agent-unknown-tool-answer
deepseek/agent-weather: sequence deepseek/rate-limit -> deepseek/demo-tool -> deepseek/demo-answer
deepseek/approval-approve: sequence deepseek/approval-send-call -> deepseek/approval-sent-answer
deepseek/approval-cancel: sequence deepseek/approval-send-call -> deepseek/approval-denied-answer
deepseek/approval-denied-answer: reasoning 0 content 4 tools - finish stop usage 291 done true
deepseek/approval-deny: sequence deepseek/approval-send-call -> deepseek/approval-denied-answer
deepseek/approval-location-answer: reasoning 0 content 6 tools - finish stop usage 295 done true
deepseek/approval-location-call: reasoning 0 content 0 tools get_location(2) finish tool_calls usage 212 done true
deepseek/approval-mixed-answer: reasoning 0 content 6 tools - finish stop usage 334 done true
deepseek/approval-mixed-call: reasoning 0 content 0 tools send_message(11)+get_weather(6) finish tool_calls usage 281 done true
deepseek/approval-mixed: sequence deepseek/approval-mixed-call -> deepseek/approval-mixed-answer
deepseek/approval-permission: sequence deepseek/approval-location-call -> deepseek/approval-location-answer
deepseek/approval-send-call: reasoning 0 content 0 tools send_message(11) finish tool_calls usage 242 done true
deepseek/approval-sent-answer: reasoning 0 content 4 tools - finish stop usage 271 done true
deepseek/approval-timeout-answer: reasoning 0 content 5 tools - finish stop usage 294 done true
deepseek/approval-timeout: sequence deepseek/approval-send-call -> deepseek/approval-timeout-answer
deepseek/chat: reasoning 0 content 20 tools - finish stop usage 35 done true
deepseek/continue-cut: reasoning 0 content 3 tools - finish length usage 15 done true
deepseek/continue-length: sequence deepseek/continue-cut -> deepseek/continue-rest
deepseek/continue-rest: reasoning 0 content 2 tools - finish stop usage 19 done true
deepseek/continue-stopped: reasoning 0 content 4 tools - finish stop usage - done true stall@1187
deepseek/continue: sequence deepseek/continue-stopped -> deepseek/continue-rest
deepseek/crlf: reasoning 0 content 17 tools - finish stop usage 33 done true
deepseek/demo-answer: reasoning 11 content 69 tools - finish stop usage 376 done true
deepseek/demo-tool: reasoning 16 content 0 tools get_weather(10) finish tool_calls usage 274 done true
deepseek/demo-weather: sequence deepseek/rate-limit -> deepseek/demo-tool
deepseek/disconnect: reasoning 30 content 9 tools - finish stop usage 110 done true disconnect@3796
deepseek/insufficient-resource: reasoning 24 content 0 tools - finish insufficient_system_resource usage 63 done true
deepseek/keep-alive: reasoning 0 content 14 tools - finish stop usage 32 done true
deepseek/parallel-tools: reasoning 0 content 11 tools get_weather(6)+get_air_quality(10) finish tool_calls usage 303 done true
deepseek/rate-limit-then-ok: sequence deepseek/rate-limit -> deepseek/reasoning
deepseek/rate-limit: HTTP 429 rate_limit_exceeded retry-after 1
deepseek/reasoning: reasoning 34 content 11 tools - finish stop usage 166 done true
deepseek/server-error: HTTP 500 internal_server_error
deepseek/stall: reasoning 22 content 4 tools - finish stop usage 59 done true stall@2251
deepseek/tool-call: reasoning 0 content 0 tools get_weather(18) finish tool_calls usage 213 done true
deepseek/usage-only-final: reasoning 0 content 16 tools - finish stop usage 31 done true
zhipu/a2ui-action-answer: reasoning 5 content 6 tools - finish stop usage 4658 done true
zhipu/a2ui-form-fixed: reasoning 8 content 0 tools send_a2ui_json_to_client(54) finish tool_calls usage 4408 done true
zhipu/a2ui-form-invalid: reasoning 7 content 0 tools send_a2ui_json_to_client(43) finish tool_calls usage 3722 done true
zhipu/a2ui-form-shown: reasoning 4 content 6 tools - finish stop usage 4512 done true
zhipu/a2ui: sequence zhipu/a2ui-form-invalid -> zhipu/a2ui-form-fixed -> zhipu/a2ui-form-shown -> zhipu/a2ui-action-answer
zhipu/agent-weather: sequence zhipu/rate-limit -> zhipu/demo-tool -> zhipu/demo-answer
zhipu/approval-mixed-answer: reasoning 0 content 4 tools - finish stop usage 371 done true
zhipu/approval-mixed-call: reasoning 4 content 3 tools send_message(1)+get_weather(1) finish tool_calls usage 302 done true
zhipu/approval-mixed: sequence zhipu/approval-mixed-call -> zhipu/approval-mixed-answer
zhipu/balance: HTTP 429 1113
zhipu/demo-answer: reasoning 11 content 69 tools - finish stop usage 356 done true
zhipu/demo-tool: reasoning 16 content 0 tools get_weather(9) finish tool_calls usage 258 done true
zhipu/demo-weather: sequence zhipu/rate-limit -> zhipu/demo-tool
zhipu/image-describe: reasoning 0 content 4 tools - finish stop usage 1640 done true
zhipu/interleaved-tools: reasoning 3 content 0 tools get_weather(4)+get_local_time(4) finish tool_calls usage 285 done true
zhipu/network-error: reasoning 2 content 3 tools - finish network_error usage 47 done true
zhipu/no-done: reasoning 0 content 8 tools - finish null usage - done false
zhipu/overloaded-200: HTTP 200 1305
zhipu/rate-limit-then-ok: sequence zhipu/rate-limit -> zhipu/reasoning
zhipu/rate-limit: HTTP 429 1302 retry-after 1
zhipu/reasoning: reasoning 21 content 11 tools - finish stop usage 342 done true
zhipu/sensitive: reasoning 0 content 4 tools - finish sensitive usage 43 done true
zhipu/tool-call: reasoning 4 content 4 tools get_weather(1) finish tool_calls usage 220 done true
zhipu/tool-stream: reasoning 5 content 0 tools search_poi(8) finish tool_calls usage 257 done true`;

const BASE = { provider: 'deepseek', description: 'd', chunks: [{ choices: [] }] };

export default function replayScenariosTest() {
  describe('ReplayScenarios', () => {
    it('every scenario file loads and assembles to the golden summary', 0, () => {
      const scenarios = loadScenarios();
      const lines = [...scenarios.values()].map(summary).sort();
      expect(lines.join('\n')).assertEqual(GOLDEN);
    });

    it('every tool call assembles to an id, a name and arguments that parse as JSON', 0, () => {
      const seen = new Set<string>();
      for (const scenario of loadScenarios().values()) {
        if (!scenario.chunks) continue;
        for (const call of assembleChunks(scenario.chunks).toolCalls) {
          expect(/^call_/.test(call.id) && !seen.has(call.id)).assertTrue();
          seen.add(call.id);
          expect(call.name.length).assertLarger(0);
          expect(typeof JSON.parse(call.arguments)).assertEqual('object');
        }
      }
      expect(seen.size).assertEqual(23);
    });

    it('deepseek reasoner: "" opens reasoning, content null while reasoning, reasoning null after, usage null until the end', 0, () => {
      const chunks = loadScenarios().get('deepseek/reasoning').chunks as Chunk[];
      expect(JSON.stringify(chunks[0].choices[0].delta)).assertEqual('{"role":"assistant","content":null,"reasoning_content":""}');
      const switchAt = chunks.findIndex((c) => typeof c.choices[0].delta.content === 'string');
      expect(chunks.slice(1, switchAt).every((c) => c.choices[0].delta.content === null && !('role' in c.choices[0].delta))).assertTrue();
      expect(chunks.slice(switchAt).every((c) => c.choices[0].delta.reasoning_content === null)).assertTrue();
      expect(chunks.slice(0, -1).every((c) => 'usage' in c && c.usage === null && c.choices[0].finish_reason === null)).assertTrue();
      const usage = chunks[chunks.length - 1].usage as any;
      expect(usage.completion_tokens_details.reasoning_tokens).assertEqual(61);
      expect(usage.prompt_cache_hit_tokens + usage.prompt_cache_miss_tokens).assertEqual(usage.prompt_tokens);
      const a = assembleChunks(chunks);
      expect(a.content).assertEqual('北京到上海坐高铁最快约 **4.5 小时** 🚄，停站多的车次需要 5～6 小时。\n\n建议提前在 12306 购票 😊');
    });

    it('zhipu glm-4.7: role in every text delta, "\\n" content before reasoning, usage only on the last chunk', 0, () => {
      const chunks = loadScenarios().get('zhipu/reasoning').chunks as Chunk[];
      expect(chunks.every((c) => c.choices[0].delta.role === 'assistant')).assertTrue();
      expect(chunks[0].choices[0].delta.content).assertEqual('\n');
      expect(chunks[1].choices[0].delta.reasoning_content?.startsWith('用户问的是')).assertTrue();
      expect(chunks.slice(0, -1).every((c) => !('usage' in c) && !('finish_reason' in c.choices[0]))).assertTrue();
      expect(JSON.stringify(chunks[chunks.length - 1].usage)).assertEqual(
        '{"prompt_tokens":24,"completion_tokens":318,"total_tokens":342,"prompt_tokens_details":{"cached_tokens":8},'
        + '"completion_tokens_details":{"reasoning_tokens":251}}');
    });

    it('zhipu tool_stream: the last arguments fragment rides on the finish chunk', 0, () => {
      const a = assembleChunks(loadScenarios().get('zhipu/tool-stream').chunks);
      expect(a.toolCalls[0].arguments).assertEqual('{"keyword": "咖啡馆", "city": "上海", "radius_m": 800}');
      expect(a.finishReasons.join(',')).assertEqual('tool_calls');
    });

    it('usage-only-final: usage arrives in a trailing choices:[] chunk after a finish chunk with usage null', 0, () => {
      const a = assembleChunks(loadScenarios().get('deepseek/usage-only-final').chunks);
      expect(a.usageOnlyChunks).assertEqual(1);
      expect(a.usage.total_tokens).assertEqual(31);
    });

    it('SSE framing: one data line per chunk, blank line after each event, comments as given, [DONE] last', 0, () => {
      const scenarios = loadScenarios();
      const keepAlive = renderSseBody(scenarios.get('deepseek/keep-alive')).toString('utf8');
      expect(keepAlive.startsWith(': keep-alive\n\n: keep-alive\n\n: keep-alive\n\ndata: {')).assertTrue();
      expect(keepAlive.split(': keep-alive\n\n').length - 1).assertEqual(6);
      expect(keepAlive.endsWith('}\n\ndata: [DONE]\n\n')).assertTrue();
      const crlf = renderSseBody(scenarios.get('deepseek/crlf')).toString('utf8');
      expect(crlf.replace(/\r\n/g, '').includes('\n') || crlf.replace(/\r\n/g, '').includes('\r')).assertFalse();
      expect(crlf.endsWith('data: [DONE]\r\n\r\n')).assertTrue();
      const noDone = renderSseBody(scenarios.get('zhipu/no-done')).toString('utf8');
      // Its text says " [DONE]" inside a JSON string: only a `data: [DONE]` line ends a stream.
      expect(noDone.includes('[DONE]') && !noDone.includes('data: [DONE]')).assertTrue();
      expect(noDone.endsWith('}\n\n')).assertTrue();
    });

    it('the disconnect fault cuts one byte into a 3-byte character', 0, () => {
      const scenario = loadScenarios().get('deepseek/disconnect');
      const body = renderSseBody(scenario);
      const cut = scenario.fault.afterBytes;
      expect(body[cut - 1]).assertEqual(0xE6); // lead byte of 模 (U+6A21)
      expect(body[cut] & 0xC0).assertEqual(0x80);
    });

    it('write plans: sizes 1..max covering the body, same seed same plan, another seed another plan', 0, () => {
      const plan = (seed: number) => planWrites(5000, new SeededRandom(seed), 64, [2, 10]);
      const a = plan(7);
      expect(a.reduce((n: number, w: any) => n + w.size, 0)).assertEqual(5000);
      expect(a.every((w: any) => w.size >= 1 && w.size <= 64 && w.delayMs >= 2 && w.delayMs <= 10)).assertTrue();
      expect(a.every((w: any, i: number) => i === 0 || w.offset === a[i - 1].offset + a[i - 1].size)).assertTrue();
      expect(JSON.stringify(plan(7))).assertEqual(JSON.stringify(a));
      expect(JSON.stringify(plan(8)) === JSON.stringify(a)).assertFalse();
    });

    it('seeded cuts land inside UTF-8 sequences of a CJK stream', 0, () => {
      const body = renderSseBody(loadScenarios().get('deepseek/reasoning'));
      const writes = planWrites(body.length, new SeededRandom(1), 256, [2, 10]);
      const midCharacter = writes.slice(1).filter((w: any) => (body[w.offset] & 0xC0) === 0x80).length;
      expect(midCharacter).assertLarger(0);
    });

    it('non-streaming answer: the assembled message with provider fields', 0, () => {
      const scenarios = loadScenarios();
      const deepseek = buildCompletion(scenarios.get('deepseek/parallel-tools'));
      expect(deepseek.object).assertEqual('chat.completion');
      expect(deepseek.choices[0].finish_reason).assertEqual('tool_calls');
      expect(deepseek.choices[0].logprobs).assertNull();
      expect(deepseek.choices[0].message.content).assertEqual('好的，我同时查询成都的天气和重庆的空气质量。');
      expect(deepseek.choices[0].message.tool_calls.map((c: any) => c.function.arguments).join(' ')).assertEqual(
        '{"city":"成都"} {"city":"重庆","metric":"PM2.5"}');
      const zhipu = buildCompletion(scenarios.get('zhipu/reasoning'));
      expect(zhipu.request_id).assertEqual(zhipu.id);
      expect(zhipu.choices[0].message.reasoning_content.endsWith('开始组织回答。')).assertTrue();
      expect(zhipu.usage.completion_tokens_details.reasoning_tokens).assertEqual(251);
    });

    it('a malformed scenario fails with the file and the field named', 0, () => {
      const cases: Array<[object, string]> = [
        [{ ...BASE, chunk: [] }, 'unknown field "chunk"'],
        [{ ...BASE, provider: 'zhipu' }, 'provider must be "deepseek"'],
        [{ ...BASE, chunks: ['data: x'] }, 'chunks must be an array of JSON objects'],
        [{ ...BASE, chunks: [] }, 'chunks must not be empty'],
        [{ ...BASE, comments: { 2: ': x' } }, 'comments key "2" must be a chunk index 0..1'],
        [{ ...BASE, comments: { 0: 'keep-alive' } }, "comment lines starting with ':'"],
        [{ ...BASE, lineEnding: '\n\n' }, 'lineEnding must be'],
        [{ ...BASE, writeDelayMs: [5, 1] }, 'writeDelayMs must be [min, max]'],
        [{ ...BASE, fault: { type: 'disconnect', afterBytes: 10000 } }, 'must be below the body length'],
        [{ ...BASE, fault: { type: 'status', status: 429 } }, 'fault.body must be'],
        [{ ...BASE, fault: { type: 'explode' } }, 'fault.type must be'],
        [{ provider: 'deepseek', description: 'd', sequence: [] }, 'sequence must be a non-empty array'],
      ];
      const messages = cases.map(([raw]) => {
        try {
          normalizeScenario('deepseek/bad', 'deepseek', raw);
          return 'accepted';
        } catch (error) {
          return (error as Error).message;
        }
      });
      // On a failure the actual message shows in place of 'ok'.
      const verdicts = messages.map((m, i) => (m.startsWith('scenario deepseek/bad: ') && m.includes(cases[i][1]) ? 'ok' : m));
      expect(verdicts).assertDeepEquals(cases.map(() => 'ok'));
    });
  });
}
