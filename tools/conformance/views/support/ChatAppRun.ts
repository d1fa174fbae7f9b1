// ChatAppRun: one app test's world: a replay server, a fresh emulated device (AppSandbox) with the app's page
// open on it (pointed at the server unless the test types the settings itself), and two checks every test
// gets once its body is done: nothing the process printed holds an API key (OutputCapture; the keys are the
// suite's canaries), and the ArkUI state management logged no application error (takeStateMgmtLog: a @Param
// assigned by its child, duplicate ForEach keys, ...), which on a device goes to hilog where nobody reads it.
import { takeStateMgmtLog } from '../../../platform/arkui-headless/state/index';
import { AppSandbox } from '../../../platform/ohos-node/EmulationControls';
import type { Provider } from '../../../providers/e2e/support/ResponseSummary';
import { CANARY_KEYS, withAppReplay } from './AppReplay';
import type { AppReplayOptions, ReplayServer } from './AppReplay';
import { ChatApp } from './ChatApp';
import { OutputCapture } from './OutputCapture';

/** Long enough for the page's unawaited saves (preferences flush, Asset Store add) to land. */
const SAVE_MS = 50;

export interface ChatAppSetup {
  readonly replay: AppReplayOptions;
  /** Point the settings at the server for this provider (default deepseek); false: leave them as launched. */
  readonly connect?: Provider | false;
  /** Ticks 'get_weather tool' (the agent loop with the demo tool and A2UI). */
  readonly isToolEnabled?: boolean;
}

export class ChatAppWorld {
  private current: ChatApp;

  constructor(app: ChatApp, readonly server: ReplayServer, readonly sandbox: AppSandbox,
    readonly output: OutputCapture) {
    this.current = app;
  }

  /** The page open now (a new one after restartApp()). */
  get app(): ChatApp {
    return this.current;
  }

  /**
   * The user leaves the app and it is killed, then started again: the page is hidden (it saves), closed, the
   * process restarted (what was not flushed is gone), and the page opened on the new process's context.
   */
  async restartApp(): Promise<ChatApp> {
    this.current.page.hide();
    await this.current.pause(SAVE_MS);
    this.current.close();
    this.sandbox.restart();
    this.current = await ChatApp.launch(this.sandbox);
    return this.current;
  }
}

/** Where in `text` a canary key occurs, as `<where>: the <provider> API key` (never the key itself). */
export function keyLeaks(text: string, where: string): string[] {
  return (Object.keys(CANARY_KEYS) as Provider[]).filter((p) => text.includes(CANARY_KEYS[p]))
    .map((p) => `${where}: the ${p} API key`);
}

/** The state-management messages a correct app never causes (warnings are left to the tests that want them). */
export function stateMgmtErrors(): string[] {
  return takeStateMgmtLog().filter((e) => e.level !== 'warn').map((e) => `${e.level}: ${e.message}`);
}

/** `error` with every canary key in its message and stack replaced by `<API key>`. */
export function redactKeys(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const redact = (text: string): string =>
    Object.values(CANARY_KEYS).reduce((t, key) => t.split(key).join('<API key>'), text);
  error.message = redact(error.message);
  if (error.stack !== undefined) error.stack = redact(error.stack);
  return error;
}

/**
 * Runs `body` in a new world and closes it; then fails on a printed key or a state-management error. A
 * failure's message is redacted: the headless runtime's own messages print the tree, the password field's
 * text included.
 */
export async function withChatApp(setup: ChatAppSetup, body: (world: ChatAppWorld) => Promise<void>): Promise<void> {
  stateMgmtErrors();
  const output = OutputCapture.start();
  try {
    await withAppReplay(setup.replay, async (server) => {
      const sandbox = AppSandbox.create();
      let world: ChatAppWorld | undefined;
      try {
        world = new ChatAppWorld(await ChatApp.launch(sandbox), server, sandbox, output);
        const provider = setup.connect ?? 'deepseek';
        if (provider !== false) await world.app.connect(server, provider);
        if (setup.isToolEnabled === true) await world.app.check('get_weather tool', true);
        await body(world);
      } catch (error) {
        throw redactKeys(error);
      } finally {
        world?.app.close();
        sandbox.dispose();
      }
    });
  } finally {
    output.stop();
  }
  const problems = [...keyLeaks(output.text, 'printed output'), ...stateMgmtErrors()];
  if (problems.length > 0) throw new Error(`after the test: ${problems.join('; ')}`);
}
