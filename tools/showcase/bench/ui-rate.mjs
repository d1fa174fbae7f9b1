// UI rate: how often ChatController tells the view to redraw while a stream delivers 1,000 text deltas
// per second. A fake LLMClient emits the deltas on real timers (10 every 10 ms) through the controller's
// StreamObserver, then `model_complete`; a ChatListener counts the calls. Runs only when the Node bundle
// exports ChatController (it is measured through the public API alone).

const DELTAS_PER_TICK = 10;
const TICK_MS = 10;

/** An LLMClient whose stream() plays `seconds` of deltas at 1,000/s. */
class TimedDeltaClient {
  constructor(lib, seconds) {
    this.lib = lib;
    this.ticks = Math.round((seconds * 1000) / TICK_MS);
    this.emitted = 0;
    this.done = undefined;
    this.finished = new Promise((resolve) => {
      this.done = resolve;
    });
  }

  generate() {
    return Promise.reject(new Error('generate() is not used by the UI-rate bench'));
  }

  stream(request, observer) {
    const lib = this.lib;
    let tick = 0;
    let text = '';
    let cancelled = false;
    observer.onNext(new lib.StreamingEvent(lib.StreamingEventType.modelStart));
    const timer = setInterval(() => {
      if (cancelled) {
        return;
      }
      for (let k = 0; k < DELTAS_PER_TICK; k++) {
        const delta = '字';
        text += delta;
        this.emitted++;
        observer.onNext(new lib.StreamingEvent(lib.StreamingEventType.textDelta, delta));
      }
      if (++tick >= this.ticks) {
        clearInterval(timer);
        const response = new lib.ModelResponse(lib.ChatMessage.assistant(text), lib.FinishReason.stop);
        observer.onNext(new lib.StreamingEvent(lib.StreamingEventType.modelComplete, undefined, undefined, undefined, response));
        observer.onComplete();
        this.done();
      }
    }, TICK_MS);
    return Promise.resolve({
      cancel: () => {
        cancelled = true;
        clearInterval(timer);
        this.done();
        return Promise.resolve();
      },
    });
  }
}

class CountingListener {
  constructor() {
    this.calls = 0;
    this.flushCalls = 0;
    this.times = [];
  }

  onMessagesChanged(messages, reason) {
    this.calls++;
    if (reason === 'flush') {
      this.flushCalls++;
      this.times.push(performance.now());
    }
  }
}

/** Returns { status, ... }: 'n/a' when ChatController is not in the bundle, the rates when it is. */
export async function measureUiRate(lib, seconds) {
  if (typeof lib.ChatController !== 'function') {
    return { status: 'n/a (ChatController not built yet)' };
  }
  try {
    const client = new TimedDeltaClient(lib, seconds);
    const template = new lib.ModelRequest();
    template.model = 'bench-model';
    const controller = new lib.ChatController(client, template);
    const listener = new CountingListener();
    controller.addListener(listener);
    const begin = performance.now();
    controller.send('你好');
    await client.finished;
    const elapsedS = (performance.now() - begin) / 1000;
    // Let a last scheduled flush and the completion run before reading the final text.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gaps = listener.times.slice(1).map((time, i) => time - listener.times[i]);
    const text = controller.uiMessages.at(-1)?.content;
    const flushes = typeof controller.flushCount === 'number' ? controller.flushCount : listener.flushCalls;
    return {
      status: 'measured',
      seconds: elapsedS,
      deltas: client.emitted,
      deltasPerSecond: client.emitted / elapsedS,
      flushes,
      flushesPerSecond: flushes / elapsedS,
      listenerCalls: listener.calls,
      deltasPerFlush: client.emitted / Math.max(1, flushes),
      maxGapMs: gaps.length > 0 ? Math.max(...gaps) : undefined,
      finalTextChars: typeof text === 'string' ? text.length : undefined,
    };
  } catch (error) {
    return { status: `ChatController exists, but the UI-rate driver failed: ${error.message}` };
  }
}
