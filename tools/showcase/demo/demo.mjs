// `npm run demo`: one agent run (AgentRuntime) streamed through OpenAICompatibleClient + HarmonyHttpTransport
// (on the Node emulation of @ohos.net.http), from the embedded replay server by default, from the real
// provider with --live. Shows reasoning (dim), the answer as it arrives, tool-call arguments assembling, the
// tool running locally once its call is complete and schema-valid, a retry notice and the usage. The answer
// is rendered as Markdown (the library's IncrementalMarkdownParser, drawn by MarkdownTerminal). Ctrl+C
// cancels the run cleanly.
//
//   npm run demo -- [--provider deepseek|zhipu] [--prompt "..."] [--scenario NAME] [--model M] [--seed N]
//   ZHIPU_API_KEY=... npm run demo -- --live --provider zhipu
//   npm run demo -- --image photo.jpg [--prompt "..."]   a picture with the prompt (zhipu glm-4.5v by default)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNodeBundle, NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { startReplayServer } from '../../providers/replay/ReplayServer.mjs';
import { providerEntry } from '../../providers/replay/ProviderTable.mjs';
import { A2UI_PROMPT, runA2uiDemo } from './A2uiDemo.mjs';
import { DemoRenderer } from './DemoRenderer.mjs';
import { parseDemoArgs, DEMO_USAGE } from './demo-args.mjs';
import { weatherTool, WeatherHandler } from './weather-tool.mjs';

const args = parseDemoArgs(process.argv.slice(2));
if (args.help || args.error) {
  console.log(args.error ? `${args.error}\n\n${DEMO_USAGE}` : DEMO_USAGE);
  process.exit(args.error ? 2 : 0);
}

await buildNodeBundle({ quiet: true });
const lib = await import(pathToFileURL(NODE_BUNDLE).href);

// What the demo needs of a provider (its key variable, model and library profile) comes from the tools' one
// provider table, so a provider added there is offered here too.
const entry = providerEntry(args.provider);
const provider = {
  keyEnv: `${entry.envPrefix}_API_KEY`,
  baseUrlEnv: `${entry.envPrefix}_BASE_URL`,
  model: entry.models.reasoning,
  profile: () => new lib[entry.profileClass](),
};
const out = process.stdout;
// Styles on a terminal unless NO_COLOR is set (--color / --no-color decide otherwise); the answer's open
// Markdown block is redrawn in place only on a terminal (a pipe gets each block once, final).
const color = args.color ?? (Boolean(out.isTTY) && !process.env.NO_COLOR);
const renderer = new DemoRenderer(out, lib, color, Boolean(out.isTTY));

let server;
const options = new lib.ClientOptions();
if (args.live) {
  options.apiKey = process.env[provider.keyEnv] ?? '';
  if (options.apiKey.length === 0) {
    console.error(`--live needs ${provider.keyEnv} in the environment (it is not set).`);
    process.exit(2);
  }
  if (process.env[provider.baseUrlEnv]) options.baseUrl = process.env[provider.baseUrlEnv];
} else {
  server = await startReplayServer(args.fast ? { seed: args.seed, writeDelayMs: [0, 1] } : { seed: args.seed });
  options.apiKey = server.apiKeys[args.provider];
  options.baseUrl = server.baseUrls[args.provider];
  options.headers = new lib.HttpHeaders().set('x-replay-session', `demo-${process.pid}`);
}
options.retryPolicy.maxRetries = 2;
const client = new lib.OpenAICompatibleClient(options, new lib.HarmonyHttpTransport(), provider.profile());
const model = args.model ?? (args.image !== undefined && args.provider === 'zhipu' ? 'glm-4.5v' : provider.model);

/** --image: the file read on Node, its MIME type from the extension, as the prompt's picture part. */
const IMAGE_TYPES = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif',
  '.webp': 'image/webp' };
function userMessage() {
  if (args.image === undefined) return lib.ChatMessage.user(args.prompt);
  const mime = IMAGE_TYPES[path.extname(args.image).toLowerCase()];
  if (mime === undefined) {
    console.error(`--image ${args.image}: not a picture by its extension (${Object.keys(IMAGE_TYPES).join(' ')})`);
    process.exit(2);
  }
  const data = fs.readFileSync(args.image).toString('base64');
  return lib.ChatMessage.userParts([lib.ContentPart.text(args.prompt), lib.ContentPart.image(lib.ImageSource.data(mime, data))]);
}

/** The request of the run: the question; the registry's tools; Zhipu with thinking and tool_stream. */
function baseRequest(registry) {
  const request = new lib.ModelRequest();
  request.model = model;
  request.messages = [userMessage()];
  request.tools = args.image !== undefined ? [] : registry.definitions();
  request.toolChoice = lib.ToolChoice.auto();
  if (args.provider === 'zhipu') {
    request.extensions.set('thinking', lib.JsonValue.object(new lib.JsonObject().set('type', lib.JsonValue.string('enabled'))));
    request.extensions.set('tool_stream', lib.JsonValue.boolean(true));
  }
  return request;
}

const EXIT_CODES = { completed: 0, max_steps: 0, cancelled: 130, error: 1 };

// --scenario a2ui: the model draws a form, a scripted user fills it in and presses its button, and the model
// answers the action (two runs; tools/showcase/demo/A2uiDemo.mjs).
if (args.scenario === 'a2ui') {
  options.headers.set('x-replay-scenario', `${args.provider}/a2ui`);
  renderer.banner({ provider: args.provider, model, live: false, url: options.baseUrl,
    scenario: 'a2ui (A2UI v0.9: the model draws a form, the user fills it in and presses the button)' });
  const stop = new lib.CancellationController();
  process.once('SIGINT', () => stop.cancel('Ctrl+C'));
  const prompt = process.argv.includes('--prompt') ? args.prompt : A2UI_PROMPT;
  const code = await runA2uiDemo({ lib, client, renderer, out, color: renderer.color, provider: args.provider, model,
    prompt, baseRequest, signal: stop.signal }).finally(() => server.close());
  process.exit(code);
}

let exitCode = 0;
try {
  // The whole conversation is one AgentRuntime run: the model calls get_weather, the runtime checks the
  // arguments against the schema and runs the handler, sends the result back, and the model answers.
  // On the replay server the scenario is a sequence: 429 (a retry), the tool call, the answer.
  // With --image the replay answers a canned description of the picture (zhipu/image-describe).
  const scenario = args.scenario ?? (args.image !== undefined ? 'image-describe' : 'agent-weather');
  if (server) options.headers.set('x-replay-scenario', `${args.provider}/${scenario}`);
  renderer.banner({ provider: args.provider, model, live: args.live, url: server ? options.baseUrl : 'provider default',
    scenario: args.scenario ?? (args.image !== undefined ? `image-describe (the picture ${args.image})` :
      'agent-weather (one agent run: tool call, then answer)') });
  renderer.user(args.image !== undefined ? `${args.prompt} [${path.basename(args.image)}]` : args.prompt);
  const registry = new lib.ToolRegistry();
  const registered = registry.register(weatherTool(lib), new WeatherHandler(lib));
  if (!registered.ok) throw registered.error;
  const runtimeOptions = new lib.AgentRuntimeOptions();
  // --scenario plays one model turn: its tools (if it calls any) run, then the run stops.
  if (args.scenario) runtimeOptions.maxSteps = 1;
  const stop = new lib.CancellationController();
  const onSigint = () => stop.cancel('Ctrl+C');
  process.once('SIGINT', onSigint);
  const result = await new lib.AgentRuntime(client, registry, runtimeOptions).run(baseRequest(registry), renderer,
    stop.signal);
  process.removeListener('SIGINT', onSigint);
  exitCode = EXIT_CODES[result.status];
} finally {
  if (server) await server.close();
}
process.exit(exitCode);
