// ReplayHarness: the replay server (tools/providers/replay/README.md) typed for the e2e suites, and the client an app
// would build against it: OpenAICompatibleClient + HarmonyHttpTransport (on the tools/platform/ohos-node emulation of
// @ohos.net.http, over real sockets) + the provider's profile, with fast retry settings. Each client may name
// where its requests' headersReceive lands (ClientSetup.headerOrder, looked up by its x-replay-session while
// a withReplay() runs), so requests running side by side cover every order netstack allows.
import { ClientOptions } from '../../../../agent_core/src/main/ets/openai/ClientOptions';
import { OpenAICompatibleClient } from '../../../../agent_core/src/main/ets/openai/OpenAICompatibleClient';
import { RetryPolicy } from '../../../../agent_core/src/main/ets/openai/RetryPolicy';
import { HttpHeaders } from '../../../../agent_core/src/main/ets/core/HttpHeaders';
import { JsonObject, JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import type { ProviderProfile } from '../../../../agent_core/src/main/ets/domain/ProviderProfile';
import { ToolDefinition } from '../../../../agent_core/src/main/ets/domain/ToolDefinition';
import * as lib from '../../../../agent_core/Index';
import { HarmonyHttpTransport } from '../../../../agent_core/src/main/ets/transport/HarmonyHttpTransport';
import type { HttpTransport } from '../../../../agent_core/src/main/ets/transport/HttpTransport';
import { setHeaderOrder } from '../../../platform/ohos-node/EmulationControls';
import type { HeaderOrder, HeaderOrderRequest } from '../../../platform/ohos-node/EmulationControls';
import { startReplayServer } from '../../replay/ReplayServer.mjs';
// @ts-ignore: plain ESM tooling module
import { PROVIDER_TABLE } from '../../replay/ProviderTable.mjs';
import { CallCountingTransport } from './CallCountingTransport';
import type { Provider } from './ResponseSummary';

/** One request as the replay server recorded it (`RecordedRequest` in ReplayServer.mjs). */
export interface RecordedRequest {
  index: number;
  provider: Provider;
  scenario: string | null;
  session: string | null;
  seed: number;
  stream: boolean;
  authValid: boolean;
  status: number;
  body: { model?: string; stream?: boolean; tool_stream?: boolean } | null;
  headers: Record<string, string>;
  writes: number[];
  bytesWritten: number;
  outcome: string;
  closedByClient: boolean;
}

export interface ReplayServer {
  url: string;
  /** Each provider's base URL on this server, by ProviderTable.mjs name. */
  baseUrls: Record<Provider, string>;
  zhipuBaseUrl: string;
  deepseekBaseUrl: string;
  apiKeys: Record<Provider, string>;
  scenarioNames: string[];
  requests: RecordedRequest[];
  connections: { open: number; closedEvents: number };
  waitForClose(n: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface ReplayOptions {
  seed?: number;
  writeDelayMs?: [number, number];
  maxWriteBytes?: number;
  /** The keys that authenticate (default replay-key-zhipu / replay-key-deepseek). */
  apiKeys?: Record<Provider, string>;
  /** Play a provider that echoes each request, credentials included, in its errors (tools/providers/replay/README.md). */
  echoCredentials?: boolean;
}

/** Header order per x-replay-session, for the requests of the withReplay() that is running. */
const sessionOrders = new Map<string, HeaderOrder>();

function orderOfSession(request: HeaderOrderRequest): HeaderOrder {
  return sessionOrders.get(request.header['x-replay-session'] ?? '') ?? 'first';
}

/** A replay server for the duration of `body`, always closed afterwards (and the header orders forgotten). */
export async function withReplay(options: ReplayOptions, body: (server: ReplayServer) => Promise<void>): Promise<void> {
  const server = (await startReplayServer(options)) as ReplayServer;
  const restoreOrder = setHeaderOrder(orderOfSession);
  try {
    await body(server);
  } finally {
    restoreOrder();
    sessionOrders.clear();
    await server.close();
  }
}

export interface ClientSetup {
  scenario: string;
  /** x-replay-session: a sequence's steps are counted per session. */
  session?: string;
  /** x-replay-seed: this request's write plan. */
  seed?: number;
  apiKey?: string;
  idleTimeoutMs?: number;
  maxRetries?: number;
  initialDelayMs?: number;
  /** Retry-After is honoured up to this (the scenarios send `Retry-After: 1`). */
  maxRetryAfterMs?: number;
  /** Where headersReceive lands for this session's requests (default `first`); needs `session`. */
  headerOrder?: HeaderOrder;
}

/** The library's profile for `provider`: the Index export that ProviderTable.mjs names (`profileClass`). */
export function profileFor(provider: Provider): ProviderProfile {
  const profiles = lib as unknown as Record<string, new () => ProviderProfile>;
  return new profiles[PROVIDER_TABLE[provider].profileClass]();
}

/** The client an app would build, pointed at the replay server; `transport` counts its calls. */
export function replayClient(server: ReplayServer, provider: Provider, setup: ClientSetup):
  { client: OpenAICompatibleClient; transport: CallCountingTransport } {
  const options = new ClientOptions();
  options.apiKey = setup.apiKey ?? server.apiKeys[provider];
  options.baseUrl = server.baseUrls[provider];
  options.idleTimeoutMs = setup.idleTimeoutMs ?? 3000;
  const headers = new HttpHeaders().set('x-replay-scenario', setup.scenario);
  if (setup.session !== undefined) headers.set('x-replay-session', setup.session);
  if (setup.headerOrder !== undefined) {
    if (setup.session === undefined) throw new Error('replayClient: a headerOrder needs a session to key it');
    sessionOrders.set(setup.session, setup.headerOrder);
  }
  if (setup.seed !== undefined) headers.set('x-replay-seed', String(setup.seed));
  options.headers = headers;
  const retry = new RetryPolicy();
  retry.maxRetries = setup.maxRetries ?? 2;
  retry.initialDelayMs = setup.initialDelayMs ?? 10;
  retry.maxRetryAfterMs = setup.maxRetryAfterMs ?? 20;
  options.retryPolicy = retry;
  const transport = new CallCountingTransport(new HarmonyHttpTransport() as HttpTransport);
  return { client: new OpenAICompatibleClient(options, transport, profileFor(provider)), transport };
}

/** A one-question request for `model`, offering `toolNames` as tools (and any `extensions`). */
export function chatRequest(model: string, toolNames: string[] = [],
  extensions?: Record<string, boolean>): ModelRequest {
  const request = new ModelRequest();
  request.model = model;
  request.messages = [ChatMessage.user('北京今天天气怎么样？')];
  request.tools = toolNames.map((name) => ToolDefinition.of(name, `${name} for a city`, new JsonObject()
    .set('type', JsonValue.string('object'))
    .set('properties', JsonValue.object(new JsonObject()
      .set('city', JsonValue.object(new JsonObject().set('type', JsonValue.string('string'))))))));
  for (const [key, value] of Object.entries(extensions ?? {})) request.extensions.set(key, JsonValue.boolean(value));
  return request;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
