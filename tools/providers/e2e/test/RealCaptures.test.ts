// The real recorded DeepSeek and z.ai (Zhipu GLM) streams in ../shared/fixtures/real (README.md there: the
// sources, and what each field of expected.json means), fed through StreamAssembler with the provider's
// profile: whole, in 1-byte reads, and in 200 seeded random read plans per file. Every feed must give
// expected.json's answer (content, reasoning_content, tool calls, finish_reason, usage, [DONE]) and the
// very same event sequence: events follow SSE events, never read boundaries. The fixtures are read where
// they are at test time, never copied into the repo; without the folder the suite reports itself skipped.
// What this cannot show: how a real network cut these bodies (no capture kept the read boundaries).
import fs from 'node:fs';
import path from 'node:path';
// @ts-ignore: plain ESM tooling module
import { materialDir, skippedFor } from '../../../ci/test/outside-material.mjs';
import { describe, it, expect } from '@ohos/hypium';
import type { ProviderProfile } from '../../../../agent_core/src/main/ets/domain/ProviderProfile';
import { StreamingEventType } from '../../../../agent_core/src/main/ets/domain/StreamingEventType';
import { DeepSeekProviderProfile } from '../../../../agent_core/src/main/ets/providers/DeepSeekProviderProfile';
import { ZhipuProviderProfile } from '../../../../agent_core/src/main/ets/providers/ZhipuProviderProfile';
import { StreamAssembler } from '../../../../agent_core/src/main/ets/stream/StreamAssembler';
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { describeResponse, expectedResponse, isJson } from '../support/ResponseSummary';
import type { Provider, RawToolCall, RawUsage } from '../support/ResponseSummary';
import { cutsInsideUtf8, randomSplit, slices } from '../support/SplitPlans';

const REAL_DIR: string = materialDir('real');
const PLANS_PER_FILE = 200;
const PLAN_SEED = 4242;

/** One entry of expected.json (fields as README.md "expected.json" defines them). */
interface ExpectedCapture {
  http_status: number | null;
  events: number;
  done: boolean;
  content: string | null;
  reasoning_content: string | null;
  tool_calls: Array<RawToolCall & { deltas: number; arguments_valid_json: boolean }>;
  finish_reason: string | null;
  usage: RawUsage | null;
  chunks_with_usage: number;
  partial?: boolean;
  body_json?: { error?: { code?: string; message?: string } };
}

// Zhipu business codes a plain JSON error body may carry, and the ArkAgent code each must become.
const ZHIPU_BODY_ERRORS: Record<string, string> = {
  '1302': 'rate_limited', '1305': 'overloaded', '1113': 'insufficient_balance',
};

function providerOf(file: string): Provider | undefined {
  if (file.startsWith('deepseek-')) return 'deepseek';
  if (file.startsWith('zai-')) return 'zhipu';
  return undefined;
}

function profileOf(provider: Provider): ProviderProfile {
  return provider === 'deepseek' ? new DeepSeekProviderProfile() : new ZhipuProviderProfile();
}

/** Feeds `parts` to a fresh assembler as a transport would, then ends the body. */
function feed(provider: Provider, parts: Uint8Array[]): RecordingStreamObserver {
  const observer = new RecordingStreamObserver();
  const assembler = new StreamAssembler(profileOf(provider), observer);
  for (const part of parts) {
    if (!assembler.pushBytes(part).ok || assembler.isTerminated) break;
  }
  assembler.finish();
  return observer;
}

/** The event sequence as text: type and text of each event (the terminal's content is in the summary). */
function trace(observer: RecordingStreamObserver): string {
  return observer.events.map((e) => `${e.type}${e.text !== undefined ? ` ${JSON.stringify(e.text)}` : ''}` +
    (e.toolCall !== undefined ? ` #${e.toolCall.index} ${e.toolCall.id}` : '')).join('\n');
}

/** Everything compared with expected.json, as text. */
function summary(observer: RecordingStreamObserver): string {
  const lines: string[] = [];
  const error = observer.error;
  const response = observer.response;
  if (error !== undefined) {
    lines.push(`error ${error.layer}/${error.code} provider=${error.providerCode ?? '-'}: ${error.message}`);
  } else if (response !== undefined) {
    lines.push(describeResponse(response));
    lines.push(`done=${response.metadata.get('doneReceived')?.asBoolean()}`);
    const valid = response.message.toolCalls.map((c) => isJson(c.argumentsJson));
    lines.push(`arguments valid JSON: ${valid.join(',') || '-'}`);
    const joins = observer.joined(StreamingEventType.textDelta) === response.message.content &&
      observer.joined(StreamingEventType.reasoningDelta) === response.message.reasoningContent;
    lines.push(`usage events=${observer.count(StreamingEventType.usage)} tool_call_delta events=` +
      `${observer.count(StreamingEventType.toolCallDelta)} deltas join to the response=${joins}`);
  }
  lines.push(`contract: ${observer.violations() || 'ok'}`);
  return lines.join('\n');
}


/** What summary() must print for a capture, from its expected.json entry alone. */
function expectedSummary(provider: Provider, expected: ExpectedCapture): string {
  const lines: string[] = [];
  const bodyError = expected.body_json?.error;
  if (expected.events === 0 && bodyError !== undefined) {
    const code = provider === 'zhipu' ? ZHIPU_BODY_ERRORS[bodyError.code ?? ''] ?? '?' : '?';
    lines.push(`error provider/${code} provider=${bodyError.code}: ${bodyError.message}`);
  } else {
    lines.push(expectedResponse(provider, { content: expected.content, reasoning: expected.reasoning_content,
      toolCalls: expected.tool_calls, finishReason: expected.finish_reason, usage: expected.usage }));
    lines.push(`done=${expected.done}`);
    lines.push(`arguments valid JSON: ${expected.tool_calls.map((c) => c.arguments_valid_json).join(',') || '-'}`);
    const deltas = expected.tool_calls.reduce((n, c) => n + c.deltas, 0);
    lines.push(`usage events=${expected.chunks_with_usage} tool_call_delta events=${deltas} ` +
      'deltas join to the response=true');
  }
  lines.push('contract: ok');
  return lines.join('\n');
}

function loadExpected(): Record<string, ExpectedCapture> {
  return JSON.parse(fs.readFileSync(path.join(REAL_DIR, 'expected.json'), 'utf8')) as Record<string, ExpectedCapture>;
}

export default function realCapturesTest() {
  describe('RealCaptures', () => {
    if (!fs.existsSync(path.join(REAL_DIR, 'expected.json'))) {
      skippedFor('real', 'RealCaptures');
      it(`skipped: no real captures at ${REAL_DIR} (CI has them)`, 0, () => {
        expect(fs.existsSync(path.join(REAL_DIR, 'expected.json'))).assertFalse();
      });
      return;
    }
    const expectedAll = loadExpected();
    const files = fs.readdirSync(REAL_DIR).filter((f) => f.endsWith('.sse')).sort();

    it('every .sse capture has an expected.json entry and a known provider prefix', 0, () => {
      const unknown = files.filter((f) => expectedAll[f] === undefined || providerOf(f) === undefined);
      expect(`${files.length} files; without entry or provider: ${unknown.join(', ') || 'none'}`)
        .assertEqual(`${Object.keys(expectedAll).length} files; without entry or provider: none`);
    });

    files.forEach((file, fileIndex) => {
      const provider = providerOf(file);
      const expected = expectedAll[file];
      if (provider === undefined || expected === undefined) return;
      const body = new Uint8Array(fs.readFileSync(path.join(REAL_DIR, file)));
      const want = expectedSummary(provider, expected);
      const what = expected.events === 0 ? 'the JSON error body\'s error' : 'expected.json\'s answer';
      const partial = expected.partial === true ? ' (an excerpt: its own expected values)' : '';

      it(`${file}${partial}: whole and in 1-byte reads gives ${what}, the same events both ways`, 0, () => {
        const whole = feed(provider, [body]);
        expect(summary(whole)).assertEqual(want);
        const bytewise = feed(provider, slices(body, Array.from({ length: body.length }, () => 1)));
        expect(summary(bytewise)).assertEqual(want);
        expect(trace(bytewise)).assertEqual(trace(whole));
      });

      for (let half = 0; half < 2; half++) {
        const first = half * PLANS_PER_FILE / 2;
        const last = first + PLANS_PER_FILE / 2 - 1;
        const title = `${file}: seeded random read plans ${first}-${last} (of ${PLANS_PER_FILE}) give the same ` +
          'answer and events';
        it(title, 0, () => {
          const reference = trace(feed(provider, [body]));
          const failed: string[] = [];
          let utf8Cuts = 0;
          let firstFailure = '';
          for (let plan = first; plan <= last; plan++) {
            const sizes = randomSplit(body.length, new SeededRandom(PLAN_SEED + 1000 * fileIndex + plan));
            utf8Cuts += cutsInsideUtf8(body, sizes);
            const observer = feed(provider, slices(body, sizes));
            const got = summary(observer);
            if (got !== want || trace(observer) !== reference) {
              failed.push(`plan ${plan} (${sizes.length} reads)`);
              if (firstFailure === '') firstFailure = got;
            }
          }
          expect(firstFailure === '' ? want : firstFailure).assertEqual(want);
          expect(failed.join(', ')).assertEqual('');
          const hasMultibyte = body.some((b) => b >= 0x80);
          expect(hasMultibyte ? utf8Cuts > 0 : utf8Cuts === 0).assertTrue();
        });
      }
    });
  });
}
