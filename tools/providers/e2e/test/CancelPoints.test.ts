// 500 seeded cancel points through the whole client (OpenAICompatibleClient + HarmonyHttpTransport on the
// @ohos.net.http emulation + the replay server, real sockets): before the response headers, mid-reasoning,
// mid-tool-arguments and during a retry wait, by subscription.cancel() or a CancellationController, from
// inside an observer callback or from outside. Each cancel must end its stream with exactly one terminal
// event (an `error` of layer `cancelled`, or its own end when the stream legitimately finished first),
// nothing after it, onError once with the error event's own error, what the user saw kept as the
// interrupted prefix, and the server must see every connection closed. The plan is deterministic (one
// seed); when each cancel lands relative to the server's writes is not, so the mid-stream share is
// asserted with a margin. The headers land in a different netstack-allowed order for each plan in turn
// (first, after the first chunk, after the body, after the settling), so no cancel point depends on them.
import { describe, it, expect } from '@ohos/hypium';
import { CancellationController } from '../../../../agent_core/src/main/ets/core/CancellationController';
import type { StreamingEvent } from '../../../../agent_core/src/main/ets/domain/StreamingEvent';
import { StreamingEventType } from '../../../../agent_core/src/main/ets/domain/StreamingEventType';
import type { StreamSubscription } from '../../../../agent_core/src/main/ets/domain/StreamSubscription';
import { SeededRandom } from '../../../../agent_core/src/main/ets/testing/SeededRandom';
import { RecordingStreamObserver } from '../support/RecordingStreamObserver';
import { chatRequest, delay, replayClient, withReplay } from '../support/ReplayHarness';
import type { ReplayServer } from '../support/ReplayHarness';
import { foldChunks, loadScenarioFiles, qualifyStep } from '../support/ScenarioOracle';
import type { ScenarioFile } from '../support/ScenarioOracle';
import { HEADER_ORDERS } from '../../../platform/ohos-node/EmulationControls';

const PLAN_SEED = 20250611;
const TOTAL = 500;
const PER_IT = 20;
const CONCURRENCY = 10;
// The scenarios send Retry-After: 1, honoured up to this; the backoff is the same, so a cancel has this
// window inside the wait whether or not the 429's headers arrived before it ended.
const RETRY_WAIT_MS = 150;
const FILES = loadScenarioFiles();

type Point = 'before-headers' | 'mid-reasoning' | 'mid-tool-arguments' | 'retry-wait';
/**
 * When the cancel is made: `pre` (the signal is cancelled before stream()), `model_start` (inside the first
 * callback), `resolved` (right after stream() resolves), `inside` (in the k-th callback of the event type),
 * `after` (a timer of `afterMs` started by the k-th callback: an app's button, not the callback itself).
 */
type Timing = 'pre' | 'model_start' | 'resolved' | 'inside' | 'after';

interface CancelPlan {
  index: number;
  point: Point;
  scenario: string;
  via: 'subscription' | 'signal';
  timing: Timing;
  eventType?: StreamingEventType;
  k: number;
  afterMs: number;
}

const REASONING_SCENARIOS = ['deepseek/reasoning', 'zhipu/reasoning', 'deepseek/insufficient-resource'];
const TOOL_SCENARIOS = ['deepseek/tool-call', 'deepseek/parallel-tools', 'zhipu/tool-stream',
  'zhipu/interleaved-tools'];
const RETRY_SCENARIOS = ['deepseek/rate-limit-then-ok', 'zhipu/rate-limit-then-ok'];
// How a scenario ends when nobody cancels it (a late cancel may lose the race to it): model_complete, or this.
const NATURAL_ERROR: Record<string, string> = {
  'deepseek/insufficient-resource': 'provider/insufficient_system_resource',
};

function pick<T>(random: SeededRandom, items: T[]): T {
  return items[random.int(0, items.length - 1)];
}

function finalStep(file: ScenarioFile): ScenarioFile {
  const steps = file.sequence ?? [];
  return steps.length === 0 ? file : FILES.get(qualifyStep(steps[steps.length - 1], file.provider)) as ScenarioFile;
}

/** The deterministic plan: 20% before headers, 30% mid-reasoning, 30% mid-tool-arguments, 20% retry wait. */
function makePlans(): CancelPlan[] {
  const random = new SeededRandom(PLAN_SEED);
  const plans: CancelPlan[] = [];
  for (let index = 0; index < TOTAL; index++) {
    const roll = random.next();
    const via = random.next() < 0.5 ? 'subscription' : 'signal';
    if (roll < 0.2) {
      const timing = pick<Timing>(random, ['pre', 'model_start', 'resolved', 'resolved']);
      // pre / model_start need the signal: there is no subscription yet.
      plans.push({ index, point: 'before-headers', scenario: pick(random, [...REASONING_SCENARIOS, ...TOOL_SCENARIOS]),
        via: timing === 'resolved' ? via : 'signal', timing, k: 0, afterMs: 0 });
    } else if (roll < 0.8) {
      const isReasoning = roll < 0.5;
      const scenario = pick(random, isReasoning ? REASONING_SCENARIOS : TOOL_SCENARIOS);
      const folded = foldChunks((FILES.get(scenario) as ScenarioFile).chunks);
      const count = isReasoning ? folded.reasoningDeltas : folded.toolDeltas;
      // Never after the last delta of its kind: there must be more of the stream left to cut.
      plans.push({ index, point: isReasoning ? 'mid-reasoning' : 'mid-tool-arguments', scenario, via,
        timing: random.next() < 0.6 ? 'inside' : 'after',
        eventType: isReasoning ? StreamingEventType.reasoningDelta : StreamingEventType.toolCallDelta,
        k: random.int(1, count - 1), afterMs: random.int(0, 20) });
    } else {
      plans.push({ index, point: 'retry-wait', scenario: pick(random, RETRY_SCENARIOS), via,
        timing: random.next() < 0.5 ? 'inside' : 'after', eventType: StreamingEventType.retry, k: 1,
        afterMs: random.int(0, RETRY_WAIT_MS - 50) });
    }
  }
  return plans;
}

const PLANS = makePlans();

interface CancelResult {
  plan: CancelPlan;
  observer: RecordingStreamObserver;
  transportCalls: number;
}

/** Totals over the whole suite (the its run in order; the last one checks them). */
const totals = { runs: 0, cancelled: 0, endedFirst: 0, midStreamPlans: 0, cutMidStream: 0, serverSawClose: 0 };
const suiteStart = { at: 0 };

async function runOne(server: ReplayServer, plan: CancelPlan): Promise<CancelResult> {
  const file = FILES.get(plan.scenario) as ScenarioFile;
  const { client, transport } = replayClient(server, file.provider, { scenario: plan.scenario,
    session: `c${plan.index}`, seed: PLAN_SEED + plan.index, maxRetryAfterMs: RETRY_WAIT_MS,
    initialDelayMs: RETRY_WAIT_MS, headerOrder: HEADER_ORDERS[plan.index % HEADER_ORDERS.length] });
  const controller = new CancellationController();
  let subscription: StreamSubscription | undefined;
  const cancel = (): void => {
    if (plan.via === 'signal') controller.cancel('user stop');
    else void subscription?.cancel('user stop');
  };
  let seen = 0;
  const hook = (event: StreamingEvent): void => {
    if (plan.timing === 'model_start' && event.type === StreamingEventType.modelStart) cancel();
    if (event.type !== plan.eventType || ++seen !== plan.k) return;
    if (plan.timing === 'inside') cancel();
    else setTimeout(cancel, plan.afterMs);
  };
  const observer = new RecordingStreamObserver(hook);
  if (plan.timing === 'pre') controller.cancel('user stop');
  const folded = foldChunks(finalStep(file).chunks);
  const request = chatRequest(folded.model, folded.toolCalls.map((c) => c.name ?? ''),
    plan.scenario === 'zhipu/tool-stream' ? { tool_stream: true } : undefined);
  subscription = await client.stream(request, observer, controller.signal);
  if (plan.timing === 'resolved') cancel();
  await observer.whenDone();
  await delay(50);
  return { plan, observer, transportCalls: transport.streamCalls };
}

/** Runs `plans` at most CONCURRENCY at a time. */
async function runPool(server: ReplayServer, plans: CancelPlan[]): Promise<CancelResult[]> {
  const results: CancelResult[] = new Array(plans.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < plans.length) {
      const i = next++;
      results[i] = await runOne(server, plans[i]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function label(plan: CancelPlan): string {
  const at = plan.eventType !== undefined ? ` ${plan.eventType}#${plan.k}` : '';
  return `#${plan.index} ${plan.point} ${plan.scenario} ${plan.via} ${plan.timing}${at} ` +
    `headers ${HEADER_ORDERS[plan.index % HEADER_ORDERS.length]}` +
    (plan.timing === 'after' ? ` +${plan.afterMs}ms` : '');
}

/** The stream reached its own end (model_complete, or the scenario's own error) before the cancel. */
function endedByItself(result: CancelResult): boolean {
  const error = result.observer.error;
  if (error === undefined) return result.observer.terminal?.type === StreamingEventType.modelComplete;
  return `${error.layer}/${error.code}` === NATURAL_ERROR[result.plan.scenario];
}

/** What is wrong with one cancelled stream ('' when nothing). */
function problems(result: CancelResult, server: ReplayServer): string {
  const { plan, observer } = result;
  const found: string[] = [];
  const contract = observer.violations();
  if (contract !== '') found.push(contract);
  const error = observer.error;
  const finishedFirst = endedByItself(result);
  if (finishedFirst && !(plan.timing === 'after' && plan.point !== 'retry-wait')) {
    found.push(`ended by itself (${observer.terminal?.type}): the cancel was lost`);
  }
  if (error !== undefined && !finishedFirst) {
    if (`${error.layer}/${error.code} ${error.message}` !== 'cancelled/cancelled Stream cancelled: user stop') {
      found.push(`error ${error.layer}/${error.code}: ${error.message}`);
    }
  }
  if (error !== undefined) {
    // The interrupted prefix is exactly what the deltas showed the user.
    const prefix = observer.response?.message;
    if (prefix?.content !== observer.joined(StreamingEventType.textDelta) ||
      prefix?.reasoningContent !== observer.joined(StreamingEventType.reasoningDelta)) {
      found.push('the prefix is not what the deltas showed');
    }
  }
  const beforeHeaders = plan.timing === 'pre' || plan.timing === 'model_start' || plan.timing === 'resolved';
  if (beforeHeaders && observer.calls.join(' ') !== 'model_start error onError') {
    found.push(`not cancelled before the headers: ${observer.calls.join(' ')}`);
  }
  if (plan.timing === 'inside' && plan.eventType !== undefined && observer.count(plan.eventType) !== plan.k) {
    found.push(`${observer.count(plan.eventType)} ${plan.eventType} events, cancelled inside #${plan.k}`);
  }
  const requests = server.requests.filter((r) => r.session === `c${plan.index}`);
  const expectedRequests = plan.timing === 'pre' || plan.timing === 'model_start' ? 0
    : plan.point === 'retry-wait' && error !== undefined ? 1 : -1;
  if (expectedRequests >= 0 && (requests.length !== expectedRequests || result.transportCalls !== expectedRequests)) {
    found.push(`${result.transportCalls} attempts, the server saw ${requests.length} requests ` +
      `(want ${expectedRequests})`);
  }
  if (plan.point === 'retry-wait' && observer.count(StreamingEventType.retry) !== 1) {
    found.push(`${observer.count(StreamingEventType.retry)} retry events`);
  }
  return found.length === 0 ? '' : `${label(plan)}: ${found.join('; ')}`;
}

export default function cancelPointsTest() {
  describe('CancelPoints', () => {
    for (let batch = 0; batch < TOTAL / PER_IT; batch++) {
      const plans = PLANS.slice(batch * PER_IT, (batch + 1) * PER_IT);
      const points = [...new Set(plans.map((p) => p.point))].sort().join(', ');
      it(`cancels #${batch * PER_IT}-#${(batch + 1) * PER_IT - 1} (${points}): one terminal, nothing after, ` +
        'every connection closed', 0, async () => {
        if (suiteStart.at === 0) suiteStart.at = Date.now();
        await withReplay({ seed: PLAN_SEED + batch, writeDelayMs: [0, 2] }, async (server) => {
          const results = await runPool(server, plans);
          if (plans.some((p) => p.point === 'retry-wait')) {
            // Past the retry delay: a cancelled wait must never send its next attempt.
            await delay(RETRY_WAIT_MS + 30);
          }
          const attempts = results.reduce((n, r) => n + r.transportCalls, 0);
          let closedAll = true;
          await server.waitForClose(attempts, 2000).catch(() => {
            closedAll = false;
          });
          expect(`${server.connections.closedEvents}/${attempts} closed, ${server.connections.open} open`)
            .assertEqual(`${attempts}/${attempts} closed, 0 open`);
          expect(results.map((r) => problems(r, server)).filter((p) => p !== '').join('\n')).assertEqual('');
          for (const result of results) {
            totals.runs += 1;
            const endedFirst = endedByItself(result);
            if (endedFirst) totals.endedFirst += 1;
            else totals.cancelled += 1;
            if (result.plan.point === 'mid-reasoning' || result.plan.point === 'mid-tool-arguments') {
              totals.midStreamPlans += 1;
              const record = server.requests.find((r) => r.session === `c${result.plan.index}`);
              // The client hung up while the server still had bytes to write.
              if (!endedFirst && record?.closedByClient === true) totals.cutMidStream += 1;
            }
          }
          if (closedAll) totals.serverSawClose += results.length;
        });
      });
    }

    it('over all 500: streams that ended by themselves first are a small minority, most cut mid-body', 0, () => {
      const seconds = ((Date.now() - suiteStart.at) / 1000).toFixed(1);
      process.stdout.write(`CancelPoints: ${totals.runs} cancels in ${seconds} s: ${totals.cancelled} cancelled, ` +
        `${totals.endedFirst} ended by themselves first, ` +
        `${totals.cutMidStream}/${totals.midStreamPlans} mid-stream plans ` +
        'cut while the server was still writing\n');
      expect(`${totals.runs} ${totals.serverSawClose}`).assertEqual(`${TOTAL} ${TOTAL}`);
      expect(totals.endedFirst).assertLess(TOTAL * 0.05);
      expect(totals.cutMidStream).assertLarger(totals.midStreamPlans * 0.8);
    });

    it('a cancel from inside the retry event leaves no retry timer armed (as a cancel after it does)', 0, async () => {
      await withReplay({ writeDelayMs: [0, 1] }, async (server) => {
        const activeTimers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
        const leftOver: string[] = [];
        for (const timing of ['after', 'inside']) {
          const before = activeTimers();
          const { client } = replayClient(server, 'deepseek', { scenario: 'deepseek/rate-limit-then-ok',
            session: `timer-${timing}`, maxRetryAfterMs: 1000 });
          let subscription: StreamSubscription | undefined;
          const observer = new RecordingStreamObserver((event) => {
            if (event.type !== StreamingEventType.retry) return;
            if (timing === 'inside') void subscription?.cancel('user stop');
            else setTimeout(() => void subscription?.cancel('user stop'), 0);
          });
          subscription = await client.stream(chatRequest('deepseek-chat'), observer);
          await observer.whenDone();
          await delay(30);
          expect(`${observer.error?.code} ${observer.violations() || 'ok'}`).assertEqual('cancelled ok');
          // A timer left armed keeps the run, its assembler and the app's observer for the whole delay.
          leftOver.push(`${timing}: ${activeTimers() - before} timer(s) left`);
        }
        expect(leftOver.join(', ')).assertEqual('after: 0 timer(s) left, inside: 0 timer(s) left');
      });
    });
  });
}
