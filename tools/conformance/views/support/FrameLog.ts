// FrameLog: what the newest bubble and the controls showed at each settled frame while a test waited, kept
// only when something changed, so a test can say how an answer got where it is: its statuses in order, the
// text growing by appends (never rewritten), Stop shown for as long as it streamed.
import type { ChatApp } from './ChatApp';

export interface Frame {
  /** The newest bubble's message status ('sending', 'streaming', ...). */
  readonly status: string | undefined;
  readonly reasoning: string;
  readonly answer: string;
  /** Its tool cards (ChatBubble.toolCards). */
  readonly cards: string[];
  readonly controls: string;
  readonly statusLine: string;
}

export class FrameLog {
  readonly frames: Frame[] = [];

  constructor(private readonly app: ChatApp) {}

  /** Pass as ChatApp.waitFor's onFrame. */
  readonly record = (): void => {
    const bubbles = this.app.bubbles;
    const last = bubbles[bubbles.length - 1];
    const frame: Frame = {
      status: last?.status, reasoning: last?.reasoning ?? '', answer: last?.answer ?? '', cards: last?.toolCards ?? [],
      controls: this.app.controls, statusLine: this.app.statusLine,
    };
    const previous = this.frames[this.frames.length - 1];
    if (previous === undefined || JSON.stringify(previous) !== JSON.stringify(frame)) this.frames.push(frame);
  };

  /** `pick` of each frame, runs of one value shown once: ['sending', 'streaming', 'done']. */
  values(pick: (frame: Frame) => string | undefined): string[] {
    const out: string[] = [];
    for (const frame of this.frames) {
      const value = pick(frame) ?? '';
      if (out[out.length - 1] !== value) out.push(value);
    }
    return out;
  }
}

/** '' when each value starts with the one before it (text that only grew); else the first pair that did not. */
export function growthProblem(values: string[]): string {
  for (let i = 1; i < values.length; i++) {
    if (!values[i].startsWith(values[i - 1])) return `"${values[i - 1]}" became "${values[i]}"`;
  }
  return '';
}
