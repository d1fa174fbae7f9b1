// Hostile text for ChatController's snapshots (issue 16), through the public API: see tools/showcase/bench/growth.mjs.
// Every delta is followed by a flush, and each flush holds back a tail (GraphemeBoundary.wholeEnd); the work of
// a flush must follow the new text, not the message: a message of n held ZWJ sequences, and one cluster of n
// combining marks (the longest a flush rescans is 64 units).

/** An LLMClient whose one stream is driven by the case (synchronously). */
class DrivenClient {
  stream(request, observer) {
    this.observer = observer;
    return Promise.resolve({ cancel: () => Promise.resolve() });
  }

  generate() {
    return Promise.reject(new Error('stream only'));
  }
}

/** A FlushScheduler whose tasks run when the case says. */
class ManualScheduler {
  constructor() {
    this.tasks = [];
  }

  schedule(task) {
    this.tasks.push(task);
    return this.tasks.length;
  }

  cancel() {
    this.tasks = [];
  }

  run() {
    const due = this.tasks;
    this.tasks = [];
    for (const task of due) task();
  }
}

/** Streams `deltas` into a new ChatController, one flush after each; returns the answer's text as flushed. */
function flushEach(lib, deltas) {
  const client = new DrivenClient();
  const scheduler = new ManualScheduler();
  const options = new lib.ChatControllerOptions();
  options.scheduler = scheduler;
  const template = new lib.ModelRequest();
  template.model = 'deepseek-chat';
  const controller = new lib.ChatController(client, template, options);
  controller.send('问');
  for (const delta of deltas) {
    client.observer.onNext(new lib.StreamingEvent(lib.StreamingEventType.textDelta, delta));
    scheduler.run();
  }
  return controller.uiMessages[1].content;
}

export const CASES = [
  {
    area: 'chat', name: 'n deltas, each ending in a held ZWJ sequence', limit: 1.15, unit: 'deltas',
    sizes: [4000, 8000, 16000, 32000],
    setup: (lib, size) => ({ deltas: Array.from({ length: size }, () => '👩好👨\u200D'), size }),
    run: (lib, input) => {
      const shown = flushEach(lib, input.deltas);
      if (shown.length !== input.size * 6 - 3 || !shown.endsWith('好')) throw new Error('every sequence but the last shows');
    },
  },
  {
    area: 'chat', name: 'one cluster of n combining marks, one per delta', limit: 1.15, unit: 'marks',
    sizes: [4000, 8000, 16000, 32000],
    setup: (lib, size) => ({ deltas: ['a'].concat(Array.from({ length: size }, () => '\u0301')), size }),
    run: (lib, input) => {
      if (flushEach(lib, input.deltas).length !== input.size + 1) throw new Error('every mark shows');
    },
  },
];
