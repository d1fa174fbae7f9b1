// ChatKitScreen: the chat kit's ChatView (its kept DevEco output on the headless ArkUI runtime) mounted as a
// host page mounts it, over a real ChatController whose model streams exactly what the test pushes
// (PushedStreamClient) and whose flushes run when the test says (TestFlushScheduler): "mid-answer" is exact,
// with no timing. What is read is what the screen shows: each list item's lines (support/ScreenText.ts), the
// InputBar's controls, and what the host's hooks received (ChatViewHooks, recorded here).
import { Element, mount, Page } from '../../../platform/arkui-headless/HeadlessUi';
// @ts-ignore: an ArkUI struct; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { ChatView } from '../../../../agent_core/src/main/ets/chat/view/ChatView';
import { ChatViewHooks } from '../../../../agent_core/src/main/ets/chat/view/ChatViewHooks';
import type { ChatFeedback } from '../../../../agent_core/src/main/ets/chat/view/ChatFeedback';
import type { ChatClipboard } from '../../../../agent_core/src/main/ets/chat/platform/ChatClipboard';
import type { ArkAgentError } from '../../../../agent_core/src/main/ets/core/ArkAgentError';
import { ChatController } from '../../../../agent_core/src/main/ets/chat/ChatController';
import { ChatControllerOptions } from '../../../../agent_core/src/main/ets/chat/ChatControllerOptions';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import type { AgentRuntimeOptions } from '../../../../agent_core/src/main/ets/agent/AgentRuntimeOptions';
import type { ChatSessionStore } from '../../../../agent_core/src/main/ets/chat/store/ChatSessionStore';
import type { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { PushedStream, PushedStreamClient } from '../../../../agent_core/src/test/chat/PushedStreamClient';
import { TestFlushScheduler } from '../../../../agent_core/src/test/chat/TestFlushScheduler';
import { screenLines } from './ScreenText';

/** What the host's hooks heard, one line each: `copy m2 "text"`, `feedback m2 up`, `link https://…`. */
export class HostLog {
  readonly lines: string[] = [];
  requestsAllowed = true;

  hooks(clipboard?: ChatClipboard): ChatViewHooks {
    const hooks = new ChatViewHooks();
    if (clipboard !== undefined) hooks.clipboard = clipboard;
    hooks.onCopy = (messageId: string, text: string, error?: ArkAgentError) => {
      this.lines.push(`copy ${messageId} ${JSON.stringify(text)}${error !== undefined ? ` failed ${error.code}` : ''}`);
    };
    hooks.onFeedback = (messageId: string, feedback: ChatFeedback) => {
      this.lines.push(`feedback ${messageId} ${feedback}`);
    };
    hooks.onLinkClick = (href: string) => { this.lines.push(`link ${href}`); };
    hooks.onAnnounce = (messageId: string, text: string) => {
      this.lines.push(`announce ${messageId} ${JSON.stringify(text)}`);
    };
    hooks.onBeforeRequest = () => {
      this.lines.push(`request ${this.requestsAllowed ? 'allowed' : 'refused'}`);
      return this.requestsAllowed;
    };
    return hooks;
  }
}

export interface ChatKitOptions {
  readonly params?: Record<string, unknown>;
  /** What the view's getUIContext().getHostContext() returns (none by default). */
  readonly hostContext?: object;
  readonly clipboard?: ChatClipboard;
  readonly hooks?: (log: HostLog) => ChatViewHooks;
  /** An A2UI store: the controller shows its surfaces as messages and the view draws them (surfaceStore). */
  readonly a2uiStore?: A2uiSurfaceStore;
  /** Agent mode: each request is an AgentRuntime run over these tools, with these options. */
  readonly toolRegistry?: ToolRegistry;
  readonly agentOptions?: AgentRuntimeOptions;
  /** Sessions that persist (ChatController.sessions). */
  readonly sessionStore?: ChatSessionStore;
}

export class ChatKitScreen {
  private constructor(readonly page: Page, readonly controller: ChatController, readonly client: PushedStreamClient,
    readonly scheduler: TestFlushScheduler, readonly host: HostLog) {}

  static async mount(options: ChatKitOptions = {}): Promise<ChatKitScreen> {
    const client = new PushedStreamClient();
    const scheduler = new TestFlushScheduler();
    const controllerOptions = new ChatControllerOptions();
    controllerOptions.scheduler = scheduler;
    controllerOptions.a2uiStore = options.a2uiStore;
    controllerOptions.toolRegistry = options.toolRegistry;
    if (options.agentOptions !== undefined) controllerOptions.agentOptions = options.agentOptions;
    controllerOptions.sessionStore = options.sessionStore;
    const controller = new ChatController(client, new ModelRequest(), controllerOptions);
    const host = new HostLog();
    const hooks = options.hooks !== undefined ? options.hooks(host) : host.hooks(options.clipboard);
    const surfaceStore = options.a2uiStore;
    const page = await mount(ChatView as never, { controller, hooks, surfaceStore, ...(options.params ?? {}) },
      { hostContext: options.hostContext });
    return new ChatKitScreen(page, controller, client, scheduler, host);
  }

  /** The stream of the latest request. */
  get stream(): PushedStream {
    return this.client.last;
  }

  /** Runs the controller's pending flushes, then the frames after them. */
  async flush(): Promise<void> {
    this.scheduler.runPending();
    await this.page.settle();
  }

  /** The list's items (a bubble or a surface each), oldest first. */
  get items(): Element[] {
    return this.page.findAll({ type: 'ListItem' }).filter((item) => !item.isDestroyed);
  }

  /** Each item's lines joined by ' · '. */
  get bubbles(): string[] {
    return this.items.map((item) => screenLines(item).join(' · '));
  }

  get lastBubble(): Element {
    const items = this.items;
    if (items.length === 0) throw new Error(`ChatKitScreen: no bubble\n${this.page.print()}`);
    return items[items.length - 1] as Element;
  }

  /** The InputBar's line: suggestions, the field, the buttons. */
  get controls(): string {
    return screenLines(this.page.find({ type: 'InputBar' })).join(' ');
  }

  /** Types `text` into the InputBar and taps Send. */
  async ask(text: string): Promise<void> {
    this.page.type({ type: 'TextArea', placeholder: 'Ask something' }, text);
    await this.page.settle();
    this.page.click({ type: 'Button', text: 'Send' });
    await this.page.settle();
  }

  /** A button of `item` by its label or accessibility text. */
  button(item: Element, label: string): Element {
    const found = [...item.walk()].filter((e) => !e.isDestroyed && e.type === 'Button' &&
      (e.arg === label || e.attribute('accessibilityText') === label));
    if (found.length !== 1) throw new Error(`ChatKitScreen: ${found.length} buttons '${label}'\n${this.page.print({}, item)}`);
    return found[0] as Element;
  }

  async tap(target: Element): Promise<void> {
    this.page.click(target);
    await this.page.settle();
  }

  unmount(): void {
    this.page.unmount();
  }
}
