// How one request's events reach the app: netstack's two paths (tag OpenHarmony-v5.0.0-Release).
//  - Body path, one FIFO: every dataReceive, dataReceiveProgress, dataSendProgress and finally dataEnd + the
//    promise's settling (AsyncWorkRequestInStreamCallback emits dataEnd, then resolves: http_exec.cpp:109-147)
//    go through NapiUtils::CreateUvQueueWorkByModuleId (napi_utils.cpp:802-827), which pops one handler per uv
//    work in push order: they never overtake each other.
//  - Header path: each complete header block is its own uv work (http_exec.cpp:1230-1253 ->
//    EventManager::EmitByUvWithoutCheck, event_manager.cpp:111-144 -> NapiUtils::CreateUvQueueWork,
//    napi_utils.cpp:614-633), so it lands anywhere relative to the body path, even after the settling. The
//    listener is looked up when the work runs: one removed by off() meanwhile hears nothing.
// Each delivery is its own macrotask (setImmediate, like a uv after-work callback), so promise reactions run
// between them. Where a header event lands is the request's HeaderOrder; header events keep their own order.
import type { HeaderOrder } from './HeaderOrder';

interface BodyEvent {
  run: () => void;
  /** A body chunk or the settling: what `afterFirstChunk` waits for (progress events do not count). */
  isBody: boolean;
  isFinal: boolean;
}

interface HeaderEvent {
  run: () => void;
  /** Body events still to pass before an `afterFirstChunk` header is due. */
  bodyEventsToWait: number;
}

export class EventDelivery {
  private readonly order: HeaderOrder;
  private readonly bodyQueue: BodyEvent[] = [];
  private readonly headerQueue: HeaderEvent[] = [];
  private isSettled = false;
  private isScheduled = false;

  constructor(order: HeaderOrder) {
    this.order = order;
  }

  /** A header block's event(s). */
  queueHeaders(run: () => void): void {
    this.headerQueue.push({ run, bodyEventsToWait: 1 });
    this.schedule();
  }

  /** A body chunk (`isBody`), or a progress event that shares the body path without counting as body. */
  queueBody(run: () => void, isBody = true): void {
    this.bodyQueue.push({ run, isBody, isFinal: false });
    this.schedule();
  }

  /** The last body-path event: dataEnd + settling, or the rejection. */
  queueFinal(run: () => void): void {
    this.bodyQueue.push({ run, isBody: true, isFinal: true });
    this.schedule();
  }

  private isDue(header: HeaderEvent): boolean {
    switch (this.order) {
      case 'first':
        return true;
      case 'afterFirstChunk':
        return header.bodyEventsToWait <= 0 || this.isSettled;
      case 'afterBody':
        return this.isSettled || this.bodyQueue[0]?.isFinal === true;
      case 'afterSettle':
        return this.isSettled;
    }
  }

  private hasWork(): boolean {
    return this.bodyQueue.length > 0 || (this.headerQueue.length > 0 && this.isDue(this.headerQueue[0]));
  }

  private schedule(): void {
    if (this.isScheduled || !this.hasWork()) return;
    this.isScheduled = true;
    setImmediate(() => this.deliverOne());
  }

  private deliverOne(): void {
    this.isScheduled = false;
    const header = this.headerQueue[0];
    let run: (() => void) | undefined;
    if (header !== undefined && this.isDue(header)) {
      this.headerQueue.shift();
      run = header.run;
    } else {
      const event = this.bodyQueue.shift();
      if (event !== undefined) {
        if (event.isFinal) this.isSettled = true;
        if (event.isBody) this.headerQueue.forEach((h) => (h.bodyEventsToWait -= 1));
        run = event.run;
      }
    }
    try {
      run?.();
    } finally {
      // A callback-form caller that throws must not strand the events still queued.
      this.schedule();
    }
  }
}
