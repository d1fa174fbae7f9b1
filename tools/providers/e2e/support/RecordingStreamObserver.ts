// RecordingStreamObserver: the StreamObserver an app would write, recording every callback so an e2e test
// can check the stream contract (domain/StreamObserver.ets, ADR-0004): model_start first, exactly one
// terminal event, then exactly one matching onComplete / onError (the same error object as the error
// event), and nothing at all afterwards. An optional hook runs inside onNext (a cancel from a callback).
import type { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import type { ModelResponse } from '../../../../agent_core/src/main/ets/domain/ModelResponse';
import type { StreamingEvent } from '../../../../agent_core/src/main/ets/domain/StreamingEvent';
import { StreamingEventType } from '../../../../agent_core/src/main/ets/domain/StreamingEventType';
import type { StreamObserver } from '../../../../agent_core/src/main/ets/domain/StreamObserver';

export type EventHook = (event: StreamingEvent, observer: RecordingStreamObserver) => void;

export class RecordingStreamObserver implements StreamObserver<StreamingEvent> {
  readonly events: StreamingEvent[] = [];
  /** Every callback in order: the event type for onNext, `onComplete`, `onError`. */
  readonly calls: string[] = [];
  readonly onErrorArgs: ArkAgentError[] = [];
  completeCalls = 0;
  /** Callbacks that arrived after the terminal callback (onComplete / onError). */
  readonly late: string[] = [];
  /** When the terminal event arrived (Date.now()). */
  terminalAt = 0;
  private finished = false;
  private readonly settled: Promise<void>;
  private settle: () => void = () => undefined;

  constructor(private readonly hook?: EventHook) {
    this.settled = new Promise<void>((resolve) => {
      this.settle = resolve;
    });
  }

  onNext(event: StreamingEvent): void {
    if (this.finished) this.late.push(`onNext ${event.type}`);
    this.events.push(event);
    this.calls.push(event.type);
    if (event.isTerminal && this.terminalAt === 0) this.terminalAt = Date.now();
    this.hook?.(event, this);
  }

  onError(error: ArkAgentError): void {
    if (this.finished) this.late.push(`onError ${error.code}`);
    this.onErrorArgs.push(error);
    this.calls.push('onError');
    this.end();
  }

  onComplete(): void {
    if (this.finished) this.late.push('onComplete');
    this.completeCalls += 1;
    this.calls.push('onComplete');
    this.end();
  }

  /** Resolves at the terminal callback; rejects (with what was seen) after `timeoutMs`. */
  whenDone(timeoutMs = 4000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no terminal callback after ${timeoutMs} ms: ${this.calls.join(' ')}`)),
        timeoutMs);
    });
    return Promise.race([this.settled, timeout]).finally(() => clearTimeout(timer));
  }

  get isDone(): boolean {
    return this.finished;
  }

  get terminal(): StreamingEvent | undefined {
    return this.events.find((e) => e.isTerminal);
  }

  /** The error of the terminal `error` event (undefined after model_complete or before the end). */
  get error(): ArkAgentError | undefined {
    return this.terminal?.error;
  }

  /** The response of model_complete, or the interrupted prefix an `error` event carries. */
  get response(): ModelResponse | undefined {
    return this.terminal?.response;
  }

  count(type: StreamingEventType): number {
    return this.events.filter((e) => e.type === type).length;
  }

  /** Concatenated `text` of every event of `type` (reasoning_delta, text_delta). */
  joined(type: StreamingEventType): string {
    return this.events.filter((e) => e.type === type).map((e) => e.text ?? '').join('');
  }

  /**
   * Every broken rule of the contract, as text ('' when none): model_start first, one terminal event as the
   * last event, followed by exactly its own callback (onError with the event's error object).
   */
  violations(): string {
    const problems: string[] = [];
    const terminals = this.events.filter((e) => e.isTerminal);
    if (this.events.length === 0 || this.events[0].type !== StreamingEventType.modelStart) {
      problems.push(`first event ${this.events[0]?.type ?? 'none'}, not model_start`);
    }
    const starts = this.count(StreamingEventType.modelStart);
    if (starts !== 1) problems.push(`${starts} model_start`);
    if (terminals.length !== 1) problems.push(`${terminals.length} terminal events`);
    const last = this.calls.slice(-2).join(' ');
    const terminal = terminals[0];
    if (terminal !== undefined) {
      const expected = terminal.type === StreamingEventType.error ? 'error onError' : 'model_complete onComplete';
      if (last !== expected) problems.push(`ends with '${last}', not '${expected}'`);
      if (terminal.type === StreamingEventType.error) {
        if (this.onErrorArgs.length !== 1 || this.onErrorArgs[0] !== terminal.error) {
          problems.push('onError did not get the error event\'s own error object exactly once');
        }
        if (this.completeCalls !== 0) problems.push('onComplete after an error event');
      } else if (this.completeCalls !== 1 || this.onErrorArgs.length !== 0) {
        problems.push(`model_complete with ${this.completeCalls} onComplete and ${this.onErrorArgs.length} onError`);
      }
    }
    if (this.late.length > 0) problems.push(`after the end: ${this.late.join(', ')}`);
    return problems.join('; ');
  }

  private end(): void {
    this.finished = true;
    this.settle();
  }
}
