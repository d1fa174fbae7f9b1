// OutputCapture: everything the process prints while a test drives the app - process.stdout / stderr writes and
// every console method, hilog included (tools/platform/ohos-node/ohos.hilog.ts prints through console.error, and only
// with ARKAGENT_HILOG=1, which the capture turns on) - kept instead of printed, so a test can check that a
// secret never reached any output. The suite runner mutes console itself; the capture wraps whatever is there.
import { format } from 'node:util';

type Write = typeof process.stdout.write;
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

export class OutputCapture {
  private readonly chunks: string[] = [];
  private readonly restores: Array<() => void> = [];

  private constructor() {}

  /** Starts capturing; call stop() in a finally block. */
  static start(): OutputCapture {
    const capture = new OutputCapture();
    capture.hookStream(process.stdout);
    capture.hookStream(process.stderr);
    for (const method of CONSOLE_METHODS) capture.hookConsole(method);
    const hilog = process.env.ARKAGENT_HILOG;
    process.env.ARKAGENT_HILOG = '1';
    capture.restores.push(() => {
      if (hilog === undefined) delete process.env.ARKAGENT_HILOG;
      else process.env.ARKAGENT_HILOG = hilog;
    });
    return capture;
  }

  /** What was printed so far. */
  get text(): string {
    return this.chunks.join('');
  }

  /** Stops capturing (idempotent): the streams and console print as before. */
  stop(): void {
    for (const restore of this.restores.splice(0).reverse()) restore();
  }

  private hookStream(stream: NodeJS.WriteStream): void {
    const original = stream.write;
    const chunks = this.chunks;
    stream.write = function write(chunk: unknown, ...rest: unknown[]): boolean {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    } as Write;
    this.restores.push(() => {
      stream.write = original;
    });
  }

  private hookConsole(method: typeof CONSOLE_METHODS[number]): void {
    const original = console[method];
    console[method] = (...args: unknown[]): void => {
      this.chunks.push(`${format(...args)}\n`);
    };
    this.restores.push(() => {
      console[method] = original;
    });
  }
}
