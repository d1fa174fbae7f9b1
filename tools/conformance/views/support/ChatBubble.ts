// ChatBubble: one item of the chat list as a user reads it (ChatPanel's List: a MessageBubble or a
// SurfaceMessageItem). The bubble's own lines (status, usage, error, Retry) are told apart from those of
// the views it holds (the answer's MarkdownView, the tool cards' ToolCardItem), since a tool card shows a
// status of its own ('streaming', 'done') that is not the message's.
import { Element, textOf } from '../../../platform/arkui-headless/HeadlessUi';
import { ENUMS } from '../../../platform/arkui-headless/native/Enums';
import { screenLines } from './ScreenText';

/** MessageStatus values (agent_core chat/MessageStatus.ets), as the bubble prints them. */
const MESSAGE_STATUSES = ['idle', 'sending', 'streaming', 'done', 'error', 'cancelled'];
/** The colour MessageBubble gives an error text (and nothing else of its own). */
const ERROR_COLOR = '#C0392B';
const NESTED_VIEWS = ['MarkdownView', 'ToolCardItem'];

export type BubbleKind = 'you' | 'agent' | 'surface';

function customs(root: Element, name: string): Element[] {
  return [...root.walk()].filter((e) => !e.isDestroyed && e.kind === 'custom' && e.name === name);
}

export class ChatBubble {
  constructor(readonly item: Element) {}

  get kind(): BubbleKind {
    if (customs(this.item, 'SurfaceMessageItem').length > 0) return 'surface';
    // The user's words are a right-aligned Text; an answer is a MarkdownView.
    const own = this.ownTexts();
    return own.some((t) => t.attribute('textAlign') === ENUMS.TextAlign.End) ? 'you' : 'agent';
  }

  /** Everything the item shows, one line each (ScreenText). */
  get lines(): string[] {
    return screenLines(this.item);
  }

  /** The message's status ('sending', 'streaming', 'done', 'error', 'cancelled'); undefined for the user's. */
  get status(): string | undefined {
    return this.ownTexts().map((t) => textOf(t) ?? '').find((text) => MESSAGE_STATUSES.includes(text));
  }

  /** The answer as the MarkdownView shows it, one line per text; '' before any. */
  get answer(): string {
    return customs(this.item, 'MarkdownView').flatMap((view) => screenLines(view)).join('\n');
  }

  /** The reasoning text when expanded; '' without reasoning. */
  get reasoning(): string {
    const own = this.ownTexts().map((t) => textOf(t) ?? '');
    const at = own.findIndex((text) => text.startsWith('Reasoning '));
    return at >= 0 && own[at] === 'Reasoning ▾' ? own[at + 1] ?? '' : '';
  }

  /** The red error line of the bubble; '' without one. */
  get error(): string {
    return this.ownTexts().filter((t) => t.attribute('fontColor') === ERROR_COLOR).map((t) => textOf(t) ?? '')
      .join('\n');
  }

  /** Each tool card's lines joined by ' · ' (name, status, duration, arguments, result). */
  get toolCards(): string[] {
    return customs(this.item, 'ToolCardItem').map((card) => screenLines(card).join(' · '));
  }

  /** The bubble's Retry button, if it shows one. */
  get retryButton(): Element | undefined {
    return [...this.item.walk()].find((e) => !e.isDestroyed && e.type === 'Button' && textOf(e) === 'Retry');
  }

  /** The bubble's Text elements outside the answer's and the tool cards' own views. */
  private ownTexts(): Element[] {
    const texts: Element[] = [];
    const visit = (element: Element): void => {
      if (element.isDestroyed) return;
      if (element !== this.item && element.kind === 'custom' && NESTED_VIEWS.includes(element.name)) return;
      if (element.type === 'Text' && element.kind === 'component') texts.push(element);
      for (const child of element.children) visit(child);
    };
    visit(this.item);
    return texts;
  }
}
