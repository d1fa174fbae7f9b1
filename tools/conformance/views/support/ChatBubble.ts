// ChatBubble: one item of the demo page's chat list as a user reads it (the chat kit's ChatView: a
// MessageBubble or a ChatSurfaceItem). The bubble's own lines are told apart from those of the views it holds
// (the answer's MarkdownView, the tool cards' ChatToolCard, the action row's BubbleActions), since a tool card
// shows a status of its own ('streaming', 'done') that is not the message's. The kit prints no status word:
// the message's status is read from what marks it on screen (Thinking…, the Stopped marker, Retry, the actions).
import { Element, textOf } from '../../../platform/arkui-headless/HeadlessUi';
import { ENUMS } from '../../../platform/arkui-headless/native/Enums';
import { screenLines } from './ScreenText';

/** The kit's ChatLabels defaults, as the bubble shows them. */
const THINKING = 'Thinking…';
const STOPPED = '■ Stopped';
const RETRY = '[Retry]';
/** ToolCardStatus values a finished call shows. */
const FINISHED_CARDS = ['done', 'error'];

export type BubbleKind = 'you' | 'agent' | 'surface';

function customs(root: Element, name: string): Element[] {
  return [...root.walk()].filter((e) => !e.isDestroyed && e.kind === 'custom' && e.name === name);
}

export class ChatBubble {
  constructor(readonly item: Element) {}

  get kind(): BubbleKind {
    if (customs(this.item, 'ChatSurfaceItem').length > 0) return 'surface';
    // The user's words are a right-aligned Text; an answer is a MarkdownView.
    const texts = [...this.item.walk()].filter((e) => !e.isDestroyed && e.type === 'Text' && e.kind === 'component');
    return texts.some((t) => t.attribute('textAlign') === ENUMS.TextAlign.End) ? 'you' : 'agent';
  }

  /** Everything the item shows but its action row, one line each (ScreenText). */
  get lines(): string[] {
    const all = screenLines(this.item);
    return all.slice(0, all.length - this.actionLines().length);
  }

  /** The action row (`[Copy] [Regenerate] [👍] [👎]`, a pager `[‹] 1/2 [›]`); '' while there is none. */
  get actions(): string {
    return this.actionLines().join(' ');
  }

  /**
   * The message's status as the screen marks it: 'sending' (Thinking…), 'streaming', 'cancelled' (the Stopped
   * marker), 'error' (Retry without it), 'done' (the actions, or an answer of finished tool calls only);
   * undefined for the user's words and surfaces.
   */
  get status(): string | undefined {
    if (this.kind !== 'agent') return undefined;
    const lines = this.lines;
    if (lines.includes(STOPPED)) return 'cancelled';
    if (lines.includes(RETRY)) return 'error';
    if (this.actions.length > 0) return 'done';
    if (lines.includes(THINKING)) return 'sending';
    const cards = this.toolCards.map((c) => c.split(' · ')[1]);
    const isToolsOnly = cards.length > 0 && this.answer.length === 0;
    return isToolsOnly && cards.every((s) => FINISHED_CARDS.includes(s)) ? 'done' : 'streaming';
  }

  /** The answer as the MarkdownView shows it, one line per text; '' before any. */
  get answer(): string {
    return customs(this.item, 'MarkdownView').flatMap((view) => screenLines(view)).join('\n');
  }

  /** The reasoning text while its block is open; '' without reasoning or when folded. */
  get reasoning(): string {
    const block = customs(this.item, 'ReasoningBlock')[0];
    const lines = block === undefined ? [] : screenLines(block);
    return lines[0] === 'Reasoning ▾' ? lines[1] ?? '' : '';
  }

  /** The error line under Retry; '' without one. */
  get error(): string {
    const lines = this.lines;
    const at = lines.indexOf(RETRY);
    return this.status === 'error' && at >= 0 ? lines[at + 1] ?? '' : '';
  }

  /** Each tool card's lines joined by ' · ' (name, status, duration, arguments, result). */
  get toolCards(): string[] {
    return customs(this.item, 'ChatToolCard').map((card) => screenLines(card).join(' · '));
  }

  /** The bubble's Retry button, if it shows one. */
  get retryButton(): Element | undefined {
    return this.button('Retry');
  }

  /** A button of the bubble by its label (Copy, Regenerate, Edit, 👍 ...). */
  button(label: string): Element | undefined {
    return [...this.item.walk()].find((e) => !e.isDestroyed && e.type === 'Button' &&
      (textOf(e) === label || e.arg === label));
  }

  private actionLines(): string[] {
    const row = customs(this.item, 'BubbleActions')[0];
    return row === undefined ? [] : screenLines(row);
  }
}
