// `npm run demo`: one conversation streamed through OpenAICompatibleClient + HarmonyHttpTransport (on the
// Node emulation of @ohos.net.http), from the embedded replay server by default, from the real provider
// with --live. Shows reasoning (dim), the answer as it arrives, tool-call arguments assembling, a retry
// notice and the usage. Ctrl+C cancels cleanly.
//
//   npm run demo -- [--provider deepseek|zhipu] [--prompt "..."] [--scenario NAME] [--model M] [--seed N]
//   ZHIPU_API_KEY=... npm run demo -- --live --provider zhipu
import { pathToFileURL } from 'node:url';
import { buildNodeBundle, NODE_BUNDLE } from '../build/build-node.mjs';
import { startReplayServer } from '../replay/ReplayServer.mjs';
import { DemoRenderer } from './DemoRenderer.mjs';
import { parseDemoArgs, DEMO_USAGE } from './demo-args.mjs';
import { weatherTool, runWeatherTool } from './weather-tool.mjs';

const args = parseDemoArgs(process.argv.slice(2));
if (args.help || args.error) {
  console.log(args.error ? `${args.error}\n\n${DEMO_USAGE}` : DEMO_USAGE);
  process.exit(args.error ? 2 : 0);
}

await buildNodeBundle({ quiet: true });
const lib = await import(pathToFileURL(NODE_BUNDLE).href);

const PROVIDERS = {
  deepseek: { keyEnv: 'DEEPSEEK_API_KEY', liveModel: 'deepseek-reasoner', replayModel: 'deepseek-reasoner',
    profile: () => new lib.DeepSeekProviderProfile() },
  zhipu: { keyEnv: 'ZHIPU_API_KEY', liveModel: 'glm-4.7', replayModel: 'glm-4.7',
    profile: () => new lib.ZhipuProviderProfile() },
};
const provider = PROVIDERS[args.provider];
const out = process.stdout;
const renderer = new DemoRenderer(out, Boolean(out.isTTY) && !process.env.NO_COLOR);

let server;
const options = new lib.ClientOptions();
if (args.live) {
  options.apiKey = process.env[provider.keyEnv] ?? '';
  if (options.apiKey.length === 0) {
    console.error(`--live needs ${provider.keyEnv} in the environment (it is not set).`);
    process.exit(2);
  }
  if (process.env[`${args.provider.toUpperCase()}_BASE_URL`]) options.baseUrl = process.env[`${args.provider.toUpperCase()}_BASE_URL`];
} else {
  server = await startReplayServer(args.fast ? { seed: args.seed, writeDelayMs: [0, 1] } : { seed: args.seed });
  options.apiKey = server.apiKeys[args.provider];
  options.baseUrl = args.provider === 'zhipu' ? server.zhipuBaseUrl : server.deepseekBaseUrl;
  options.headers = new lib.HttpHeaders().set('x-replay-session', `demo-${process.pid}`);
}
options.retryPolicy.maxRetries = 2;
const client = new lib.OpenAICompatibleClient(options, new lib.HarmonyHttpTransport(), provider.profile());
const model = args.model ?? (args.live ? provider.liveModel : provider.replayModel);

/** Streams one turn; resolves with the terminal event. Ctrl+C cancels the running stream. */
async function streamTurn(request, scenario) {
  if (server) options.headers.set('x-replay-scenario', `${args.provider}/${scenario}`);
  const done = renderer.nextTurn();
  const subscription = await client.stream(request, renderer);
  const onSigint = () => subscription.cancel('Ctrl+C');
  process.once('SIGINT', onSigint);
  const terminal = await done;
  process.removeListener('SIGINT', onSigint);
  return terminal;
}

function baseRequest() {
  const request = new lib.ModelRequest();
  request.model = model;
  request.messages = [lib.ChatMessage.user(args.prompt)];
  if (args.provider === 'zhipu') {
    request.extensions.set('thinking', lib.JsonValue.object(new lib.JsonObject().set('type', lib.JsonValue.string('enabled'))));
  }
  return request;
}

let exitCode = 0;
try {
  renderer.banner({ provider: args.provider, model, live: args.live, url: server ? options.baseUrl : 'provider default',
    scenario: args.scenario ?? 'demo-weather (two turns: tool call, then answer)' });
  renderer.user(args.prompt);
  if (args.scenario) {
    const terminal = await streamTurn(baseRequest(), args.scenario);
    exitCode = terminal.type === 'model_complete' ? 0 : terminal.error.layer === 'cancelled' ? 130 : 1;
  } else {
    // Turn 1: the model reasons and calls get_weather (the replay server answers 429 first: a retry).
    const first = baseRequest();
    first.tools = [weatherTool(lib)];
    first.toolChoice = lib.ToolChoice.auto();
    if (args.provider === 'zhipu') first.extensions.set('tool_stream', lib.JsonValue.boolean(true));
    const turn1 = await streamTurn(first, 'demo-weather');
    if (turn1.type !== 'model_complete') {
      exitCode = turn1.error.layer === 'cancelled' ? 130 : 1;
    } else {
      const assistant = turn1.response.message;
      const second = baseRequest();
      // The assistant turn goes back whole: DeepSeek needs its reasoning_content on tool-call turns.
      second.messages = [...first.messages, assistant];
      second.tools = first.tools;
      for (const call of assistant.toolCalls) {
        const result = runWeatherTool(call);
        renderer.toolResult(call, result);
        second.messages.push(lib.ChatMessage.tool(call.id, result));
      }
      if (assistant.toolCalls.length === 0) second.messages.push(lib.ChatMessage.user('请直接回答。'));
      const turn2 = await streamTurn(second, 'demo-answer');
      exitCode = turn2.type === 'model_complete' ? 0 : turn2.error.layer === 'cancelled' ? 130 : 1;
    }
  }
} finally {
  if (server) await server.close();
}
process.exit(exitCode);
