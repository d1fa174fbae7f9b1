// ChatAppRun: one app test's world: a replay server, a fresh emulated device (AppSandbox) with the app's page
// open on it and pointed at the server, and two checks every test gets for free once its body is done:
// nothing the process printed holds an API key (OutputCapture; the keys are the suite's canaries), and the
// ArkUI state management logged no application error (takeStateMgmtLog: a @Param assigned by its child,
// duplicate ForEach keys, ...), which on a device goes to hilog where nobody reads it.
import { takeStateMgmtLog } from '../../arkui-headless/state/index';
import { AppSandbox } from '../../ohos-node/EmulationControls';
import type { Provider } from '../../e2e/support/ResponseSummary';
import { CANARY_KEYS, withAppReplay } from './AppReplay';
import type { AppReplayOptions, ReplayServer } from './AppReplay';
import { ChatApp } from './ChatApp';
import { OutputCapture } from './OutputCapture';

export interface ChatAppSetup {
  readonly replay: AppReplayOptions;
  readonly provider?: Provider;
  /** Ticks 'get_weather tool' (the agent loop with the demo tool and A2UI). */
  readonly isToolEnabled?: boolean;
}

export interface ChatAppWorld {
  readonly app: ChatApp;
  readonly server: ReplayServer;
  readonly sandbox: AppSandbox;
  readonly output: OutputCapture;
}

/** Where in `text` a canary key occurs, as `<where>: <provider> key` lines (never the key itself). */
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
  const redact = (text: string): string => Object.values(CANARY_KEYS).reduce((t, key) => t.split(key).join('<API key>'), text);
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
      let app: ChatApp | undefined;
      try {
        app = await ChatApp.launch(sandbox);
        await app.connect(server, setup.provider ?? 'deepseek');
        if (setup.isToolEnabled === true) await app.check('get_weather tool', true);
        await body({ app, server, sandbox, output });
      } catch (error) {
        throw redactKeys(error);
      } finally {
        app?.close();
        sandbox.dispose();
      }
    });
  } finally {
    output.stop();
  }
  const problems = [...keyLeaks(output.text, 'printed output'), ...stateMgmtErrors()];
  if (problems.length > 0) throw new Error(`after the test: ${problems.join('; ')}`);
}
