// AppReplay: the replay server (tools/providers/replay/README.md) as the app suite needs it. The app's client is built
// from its settings only, so it sends no x-replay-scenario header: each server answers every request with one
// default scenario (a sequence moves on with each request). Its keys are canaries of this suite, so a test can
// look for them in everything the app shows or prints; the server itself never echoes them.
import { startReplayServer } from '../../../providers/replay/ReplayServer.mjs';
import type { ReplayServer } from '../../../providers/e2e/support/ReplayHarness';
import type { Provider } from '../../../providers/e2e/support/ResponseSummary';
import { composeScenarios } from './ScenarioFolder';
import type { ScenarioFile } from './ScenarioFolder';

export type { ReplayServer } from '../../../providers/e2e/support/ReplayHarness';

/** The keys the servers accept; a test types them into the settings panel. Never printed. */
export const CANARY_KEYS: Record<Provider, string> = {
  deepseek: 'sk-views-canary-7d41c9e2a0',
  zhipu: 'views-canary-zhipu.b83f60e1',
};

export interface AppReplayOptions {
  /** What every request gets: `deepseek/reasoning`, or a name of `compose`. */
  readonly scenario: string;
  /** Scenarios composed for this server (ScenarioFolder), by `provider/name`. */
  readonly compose?: Record<string, ScenarioFile>;
  readonly writeDelayMs?: [number, number];
  readonly maxWriteBytes?: number;
  readonly seed?: number;
}

/** A server for the duration of `body`, closed afterwards (with its composed folder). */
export async function withAppReplay(options: AppReplayOptions, body: (server: ReplayServer) => Promise<void>):
  Promise<void> {
  const folder = options.compose === undefined ? undefined : composeScenarios(options.compose);
  const server = (await startReplayServer({
    scenario: options.scenario, scenarioDir: folder?.dir, apiKeys: CANARY_KEYS, seed: options.seed ?? 18,
    writeDelayMs: options.writeDelayMs, maxWriteBytes: options.maxWriteBytes,
  })) as ReplayServer;
  try {
    await body(server);
  } finally {
    await server.close();
    folder?.dispose();
  }
}

/** The base URL of `provider` on `server`. */
export function baseUrlOf(server: ReplayServer, provider: Provider): string {
  return provider === 'deepseek' ? server.deepseekBaseUrl : server.zhipuBaseUrl;
}
