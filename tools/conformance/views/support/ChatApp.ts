// ChatApp: entry's demo page (entry/src/main/ets/pages/Index.ets, DevEco's front end output run headless)
// driven as a user drives it: the settings panel's fields and toggles; the chat kit's ChatView (its InputBar,
// Send / Stop, a bubble's Retry and actions); the page's own status line and New chat under it. It reads back
// what the screen shows (ChatBubble, ScreenText), never the page's state objects, and waits on real time:
// the answers come over sockets from the replay server, so the page settles, then the event loop runs,
// until what the test waits for is on screen or the time is up.
import '../../../../entry/src/main/ets/pages/Index.ets';
import { Element, mountRoute, Page, settle, textOf } from '../../../platform/arkui-headless/HeadlessUi';
import type { AppSandbox } from '../../../platform/ohos-node/EmulationControls';
import type { Provider } from '../../../providers/e2e/support/ResponseSummary';
import { baseUrlOf, CANARY_KEYS } from './AppReplay';
import type { ReplayServer } from './AppReplay';
import { ChatBubble } from './ChatBubble';
import { screenLines } from './ScreenText';

/** The settings panel's text fields, by the start of their placeholders. */
export type SettingsField = 'API key' | 'Model' | 'Base URL';
/** The provider buttons' labels (entry model/ProviderPresets.ets). */
const PROVIDER_LABELS: Record<Provider, string> = { deepseek: 'DeepSeek', zhipu: 'Zhipu GLM' };
const POLL_MS = 5;
/** The page's status line while it opens the session database (entry model/ChatSession.ets). */
const LOADING = 'Loading the saved chat…';
// Below hypium's 5 s per test, so a wait that fails says what it waited for and shows the screen.
const DEFAULT_WAIT_MS = 4000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class ChatApp {
  private isClosed = false;

  private constructor(readonly page: Page) {}

  /**
   * Opens the page as the router does (build, onPageShow) with `sandbox`'s context, and lets it restore: the
   * settings, and the saved chat (the status line leaves its loading text).
   */
  static async launch(sandbox: AppSandbox): Promise<ChatApp> {
    const app = new ChatApp(await mountRoute('pages/Index', { hostContext: sandbox.context }));
    await app.pause(30);
    await app.waitFor('the saved chat to load', () => app.statusLine !== LOADING);
    return app;
  }

  // ---- the settings panel

  field(name: SettingsField): Element {
    return this.page.find({ type: 'TextInput', placeholder: new RegExp(`^${name} \\(`) });
  }

  /** Clears the field, types `value`, and presses enter (the panel commits: the page saves). */
  async enter(name: SettingsField, value: string): Promise<void> {
    this.page.replaceText(this.field(name), value);
    this.page.submit(this.field(name));
    await this.pause(10);
  }

  async selectProvider(provider: Provider): Promise<void> {
    this.tap({ type: 'Button', text: PROVIDER_LABELS[provider] });
    await this.pause(20);
  }

  /** The settings' checkbox next to `label` ('Thinking', 'get_weather tool'). */
  checkbox(label: string): Element {
    const row = this.page.byText(label).parent;
    const toggle = row === undefined ? undefined : [...row.walk()].find((e) => e.type === 'Toggle');
    if (toggle === undefined) throw new Error(`ChatApp: no checkbox next to ${label}`);
    return toggle;
  }

  async check(label: string, isOn: boolean): Promise<void> {
    this.page.toggle(this.checkbox(label), isOn);
    await settle();
  }

  /** Points the app at `server` for `provider`: the provider button, its key and the server's base URL. */
  async connect(server: ReplayServer, provider: Provider = 'deepseek'): Promise<void> {
    if (this.page.query({ type: 'Text', text: new RegExp(`^${PROVIDER_LABELS[provider]} · `) }) === undefined) {
      await this.selectProvider(provider);
    }
    await this.enter('API key', CANARY_KEYS[provider]);
    await this.enter('Base URL', baseUrlOf(server, provider));
  }

  // ---- the chat

  /** The kit's ChatView on the Chat tab. */
  get chat(): Element {
    return this.page.byType('ChatView');
  }

  /** The chat list's items, oldest first (none while the chat is empty: the view shows its title). */
  get bubbles(): ChatBubble[] {
    const list = [...this.chat.walk()].find((e) => e.type === 'List' && !e.isDestroyed);
    return list === undefined ? [] : [...list.walk()].filter((e) => e.type === 'ListItem' && !e.isDestroyed)
      .map((item) => new ChatBubble(item));
  }

  get lastBubble(): ChatBubble {
    const all = this.bubbles;
    if (all.length === 0) throw new Error(`ChatApp: the chat is empty\n${this.transcript()}`);
    return all[all.length - 1];
  }

  /** The page's row under the chat: its status line and New chat. */
  private get statusRow(): Element {
    const row = this.page.find({ type: 'Button', text: 'New chat' }).parent;
    if (row === undefined) throw new Error('ChatApp: New chat has no row');
    return row;
  }

  /** The line under the chat: `<reason> · n deltas in m UI updates`. */
  get statusLine(): string {
    const line = this.statusRow.children.find((e) => e.type === 'Text');
    return line === undefined ? '' : textOf(line) ?? '';
  }

  /**
   * The InputBar (suggestions while empty, the field, Send or Stop) and New chat, as ScreenText lines:
   * `[+] ⟦Ask something: ⟧ [Send (disabled)] [New chat]`.
   */
  get controls(): string {
    const bar = screenLines(this.page.byType('InputBar'));
    const button = this.statusRow.children.filter((e) => e.type === 'Button').flatMap((e) => screenLines(e));
    return [...bar, ...button].join(' ');
  }

  /** Types `prompt` into the kit's input and taps Send. */
  async ask(prompt: string): Promise<void> {
    this.page.replaceText({ type: 'TextArea', placeholder: 'Ask something' }, prompt);
    await settle();
    this.tap({ type: 'Button', text: 'Send' });
    await settle();
  }

  /** Taps the newest bubble's Retry; fails with the screen when it shows none. */
  tapRetry(): void {
    const retry = this.lastBubble.retryButton;
    if (retry === undefined) throw new Error(`ChatApp: the newest bubble has no Retry\n${this.transcript()}`);
    this.tap(retry);
  }

  /** Taps the target; a tap that reaches no enabled onClick fails the test with the screen. */
  tap(target: Element | { type?: string; text?: string | RegExp }): void {
    if (!this.page.click(target)) throw new Error(`ChatApp: nothing handled the tap\n${this.transcript()}`);
  }

  /**
   * The chat as text: one line per bubble (`you:`, `agent:`, `surface:` and its lines joined by ' · ', the
   * action row left out), the status line, then the controls. `N UI updates` is masked: how many flushes an answer takes depends on
   * the timing of the socket reads, the deltas do not.
   */
  transcript(): string {
    const bubbles = this.bubbles.map((b) => `${b.kind}: ${b.lines.join(' · ')}`);
    const status = `status: ${this.statusLine.replace(/in \d+ UI updates/, 'in # UI updates')}`;
    return [...bubbles, status, this.controls].join('\n');
  }

  // ---- time

  /** Settles, lets real time pass (sockets, storage), settles again. */
  async pause(ms: number): Promise<void> {
    await settle();
    await delay(ms);
    await settle();
  }

  /**
   * Settles and polls until `isThere()` holds; `onFrame` sees every state on the way (to record how an
   * answer grew). Fails after `timeoutMs` with `what` and the screen.
   */
  async waitFor(what: string, isThere: () => boolean, onFrame?: () => void, timeoutMs = DEFAULT_WAIT_MS):
    Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await settle();
      onFrame?.();
      if (isThere()) return;
      if (Date.now() > deadline) {
        throw new Error(`ChatApp: waited ${timeoutMs} ms for ${what}; the screen:\n${this.transcript()}`);
      }
      await delay(POLL_MS);
    }
  }

  /** Unmounts the page (onPageHide, then aboutToDisappear: the answer stops); idempotent. */
  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.page.unmount();
  }
}
