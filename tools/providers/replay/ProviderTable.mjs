// ProviderTable: everything the tools know about each provider, in one place. The replay server (routes, keys,
// content types, the request rules and the error bodies it answers with, the non-streaming body), the e2e support
// (the library profile, the route, the finish reasons an oracle maps) and acceptance (models, key variables, the
// replay scenario per acceptance scenario) all read this table: adding a provider to the tools is one entry here
// (and its scenario folder, tools/providers/replay/scenarios/<name>/). Error messages are quoted from public
// reports where known (README.md, "Error answers"); the others are reasoned and marked there. No function here
// ever puts a full API key in a body.
//
// An entry:
//   name, title                    the key (= the scenario folder) and how docs write it
//   profileClass                   the library's ProviderProfile for it (an export of agent_core/Index)
//   basePath, routeAliases         the replay base URL path (+ /chat/completions) and other accepted prefixes
//   betaPath                       (optional) the path of the provider's beta features after a base path (DeepSeek
//                                  `/beta`: chat prefix completion); its routes are the same plus it
//   replayKey                      the key the replay server accepts by default
//   envPrefix                      live runs read <envPrefix>_API_KEY, _MODEL, _TOOL_MODEL, _BASE_URL
//   models                         { default, reasoning, tool }: the model names tests and acceptance use
//   modelPrefix                    a model name the replay endpoint accepts starts with it
//   acceptanceScenarios            LiveAcceptance scenario -> replay scenario of this provider
//   finishReasons                  raw finish reasons beyond stop/length/tool_calls/content_filter -> unified
//   streamContentType, jsonContentType   the Content-Type of a streamed and of a JSON answer
//   errors                         the provider's error answers (each { ok: false, status, body }) and the error
//                                  object of an in-stream error frame (streamError(note): note appended to its message)
//   checkRules(body, route)        its own request rules after the common ones (`route.isBeta`: the request came on
//                                  a beta route): a rejection, or null
//   checkImageParts(body, parts)   its rules for a message's `content` array (`parts`, the image parts of all
//                                  messages, each { index, part }): a rejection, or null
//   completionBody(a, message)     the `stream: false` body for an assembled scenario `a`

/** The answer to a request the provider refuses. */
function rejection(status, body) {
  return { ok: false, status, body };
}

/** DeepSeek's OpenAI-style error object. */
function deepseekError(message, type = 'invalid_request_error', code = 'invalid_request_error') {
  return { error: { message, type, param: null, code } };
}

/** Zhipu's error object: `code` is a string. */
function zhipuError(code, message) {
  return { error: { code, message } };
}

const DEEPSEEK_THINKING_TOOLS_DOC = 'https://api-docs.deepseek.com/guides/thinking_mode#tool-calls';
const DEEPSEEK_PREFIX_DOC = 'https://api-docs.deepseek.com/guides/chat_prefix_completion';

/**
 * DeepSeek chat prefix completion (beta): a message with `prefix` needs the beta base URL, and it must be the last
 * message, an assistant one, with `prefix: true` (the guide's two notices). The answers are reasoned, not seen.
 */
function deepseekPrefixRule(body, route) {
  const at = body.messages.findIndex((m) => m.prefix !== undefined);
  if (at < 0) return null;
  if (!route.isBeta) {
    return rejection(400, deepseekError(`prefix is a Beta feature: set base_url to https://api.deepseek.com/beta (${DEEPSEEK_PREFIX_DOC})`));
  }
  const last = body.messages[body.messages.length - 1];
  if (at !== body.messages.length - 1 || last.role !== 'assistant' || last.prefix !== true) {
    return rejection(400, deepseekError(`The last message must be an assistant message with prefix: true (${DEEPSEEK_PREFIX_DOC})`));
  }
  return null;
}

/** DeepSeek thinking: on with `thinking.type == enabled`, with deepseek-reasoner, and by default on V4 models. */
function deepseekThinkingEnabled(body) {
  const type = body.thinking?.type;
  if (type === 'enabled') return true;
  if (type === 'disabled') return false;
  return body.model === 'deepseek-reasoner' || body.model.startsWith('deepseek-v4');
}

const DEEPSEEK = {
  name: 'deepseek',
  title: 'DeepSeek',
  profileClass: 'DeepSeekProviderProfile',
  basePath: '/deepseek',
  routeAliases: ['/deepseek/v1'],
  betaPath: '/beta',
  replayKey: 'replay-key-deepseek',
  envPrefix: 'DEEPSEEK',
  models: { default: 'deepseek-chat', reasoning: 'deepseek-reasoner', tool: 'deepseek-chat' },
  modelPrefix: 'deepseek-',
  acceptanceScenarios: { 'stream-text': 'reasoning', 'stream-tool': 'tool-call', cancel: 'reasoning', 'auth-failure': 'reasoning' },
  finishReasons: {},
  streamContentType: 'text/event-stream; charset=utf-8',
  jsonContentType: 'application/json',
  errors: {
    authMissing: () => rejection(401, deepseekError('Authentication Fails (auth header format should be Bearer sk-...)',
      'authentication_error')),
    authWrong: (maskedKey) => rejection(401, deepseekError(`Authentication Fails, Your api key: ${maskedKey} is invalid`,
      'authentication_error')),
    contentType: () => rejection(415, deepseekError('Expected request with `Content-Type: application/json`')),
    // `inMessages` matters to Zhipu only (another code); DeepSeek fails deserialization the same way everywhere.
    shape: (field, problem) => rejection(422, deepseekError(
      `Failed to deserialize the JSON body into the target type: ${field}: ${problem}`)),
    emptyMessages: () => rejection(400, deepseekError('Empty input messages')),
    unknownModel: () => rejection(400, deepseekError('Model Not Exist')),
    streamError: (note) => ({ message: `stream failed${note}`, type: 'server_error', code: 'stream_failed' }),
  },
  checkRules(body, route) {
    if (body.tool_stream !== undefined) {
      return rejection(400, deepseekError('Unrecognized request argument supplied: tool_stream'));
    }
    const prefixProblem = deepseekPrefixRule(body, route);
    if (prefixProblem) return prefixProblem;
    if (!deepseekThinkingEnabled(body)) return null;
    const choice = body.tool_choice;
    if (choice === 'required' || (choice !== null && typeof choice === 'object')) {
      return rejection(400, deepseekError('Thinking mode does not support this tool_choice'));
    }
    const index = body.messages.findIndex((m) => m.role === 'assistant' && Array.isArray(m.tool_calls)
      && m.tool_calls.length > 0 && typeof m.reasoning_content !== 'string');
    if (index >= 0) {
      return rejection(400, deepseekError(`Missing \`reasoning_content\` field in the assistant message at message index ${index}. `
        + `For more information, please refer to ${DEEPSEEK_THINKING_TOOLS_DOC}`));
    }
    return null;
  },
  // DeepSeek's chat models take text only: a content array with an image fails deserialization.
  checkImageParts(body, parts) {
    if (parts.length === 0) return null;
    return rejection(422, deepseekError(`Failed to deserialize the JSON body into the target type: messages[${parts[0].index}]: `
      + 'unknown variant `image_url`, expected `text`'));
  },
  completionBody: (a, message) => ({
    id: a.id, object: 'chat.completion', created: a.created, model: a.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: a.finishReason }],
    usage: a.usage, system_fingerprint: a.systemFingerprint,
  }),
};

/** A Zhipu request-shape failure: 400 with code 1214 inside `messages`, 1210 elsewhere. */
function zhipuShape(field, problem, inMessages = false) {
  const code = inMessages ? '1214' : '1210';
  return rejection(400, zhipuError(code, `${inMessages ? 'messages 参数非法' : 'API 调用参数有误'}，请检查文档。(${field}: ${problem})`));
}

const ZHIPU = {
  name: 'zhipu',
  title: 'Zhipu (GLM)',
  profileClass: 'ZhipuProviderProfile',
  basePath: '/zhipu/api/paas/v4',
  routeAliases: [],
  replayKey: 'replay-key-zhipu',
  envPrefix: 'ZHIPU',
  models: { default: 'glm-4.7', reasoning: 'glm-4.7', tool: 'glm-4.7' },
  modelPrefix: 'glm-',
  acceptanceScenarios: { 'stream-text': 'reasoning', 'stream-tool': 'tool-stream', cancel: 'reasoning', 'auth-failure': 'reasoning' },
  finishReasons: { sensitive: 'content_filter', model_context_window_exceeded: 'length' },
  streamContentType: 'text/event-stream;charset=UTF-8',
  jsonContentType: 'application/json; charset=UTF-8',
  errors: {
    authMissing: () => rejection(401, zhipuError('1001', 'Header中未收到Authorization参数，无法进行身份验证。')),
    authWrong: () => rejection(401, zhipuError('1002', 'Authorization Token非法，请确认Authorization Token正确传递。')),
    contentType: () => rejection(400, zhipuError('1210', 'API 调用参数有误，请检查文档。(Content-Type 必须为 application/json)')),
    shape: zhipuShape,
    emptyMessages: () => rejection(400, zhipuError('1214', 'messages 参数非法，请检查文档。(messages: empty)')),
    unknownModel: () => rejection(400, zhipuError('1211', '模型不存在，请检查模型代码。')),
    streamError: (note) => ({ code: '1234', message: `网络错误${note}` }),
  },
  checkRules(body) {
    if (body.tool_stream !== undefined && typeof body.tool_stream !== 'boolean') {
      return zhipuShape('tool_stream', 'expected a boolean');
    }
    if (body.tool_stream === true && body.stream !== true) {
      return rejection(400, zhipuError('1210', 'API 调用参数有误，请检查文档。(tool_stream 需要 stream=true)'));
    }
    return null;
  },
  // docs.bigmodel.cn, chat completions, image_url.url: "图片 url 或者 base64 编码", at most 5M, jpg/png/jpeg;
  // vision models only (glm-<version>v...). The replay pins the shape the library sends: an https URL, or the
  // base64 alone (a `data:` prefix is not what the reference documents), decoding to at most 5,000,000 bytes.
  checkImageParts(body, parts) {
    if (parts.length === 0) return null;
    if (!/^glm-\d+(\.\d+)?v(-|$)/.test(body.model)) {
      return zhipuShape(`messages[${parts[0].index}].content`, `model ${body.model} takes no images`, true);
    }
    for (const { index, part } of parts) {
      const url = part.image_url?.url;
      const field = `messages[${index}].content.image_url.url`;
      if (typeof url !== 'string' || url.length === 0) return zhipuShape(field, 'missing', true);
      if (url.startsWith('https://')) continue;
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(url)) return zhipuShape(field, 'not an https URL nor base64', true);
      if (Math.floor(url.length * 3 / 4) > 5000000) return zhipuShape(field, 'image larger than 5M', true);
    }
    return null;
  },
  completionBody: (a, message) => ({
    choices: [{ finish_reason: a.finishReason, index: 0, message }],
    created: a.created, id: a.id, model: a.model, object: 'chat.completion', request_id: a.id, usage: a.usage,
  }),
};

/** Every provider the tools know, by name, in the order suites list them. */
export const PROVIDER_TABLE = { deepseek: DEEPSEEK, zhipu: ZHIPU };

/** The provider names: the scenario folders, the e2e loops, the acceptance targets. */
export const PROVIDER_NAMES = Object.keys(PROVIDER_TABLE);

/** The entry for `name`; throws naming the table when there is none (a typo in a test or a scenario). */
export function providerEntry(name) {
  const entry = PROVIDER_TABLE[name];
  if (entry === undefined) {
    throw new Error(`unknown provider ${name}: add it to tools/providers/replay/ProviderTable.mjs (known: ${PROVIDER_NAMES.join(', ')})`);
  }
  return entry;
}

/** A provider's base paths: its basePath and each alias. */
function basePathsOf(name) {
  return [PROVIDER_TABLE[name].basePath, ...PROVIDER_TABLE[name].routeAliases];
}

/** The beta routes: `<base path><betaPath>/chat/completions` of each provider that has beta features. */
export const BETA_ROUTES = new Set(PROVIDER_NAMES.filter((name) => PROVIDER_TABLE[name].betaPath !== undefined)
  .flatMap((name) => basePathsOf(name).map((prefix) => `${prefix}${PROVIDER_TABLE[name].betaPath}/chat/completions`)));

/** Request path -> provider name: `<basePath>/chat/completions` and the same under each alias, and the beta routes. */
export const ROUTES = new Map(PROVIDER_NAMES.flatMap((name) => basePathsOf(name).flatMap((prefix) => {
  const betaPath = PROVIDER_TABLE[name].betaPath;
  const paths = [`${prefix}/chat/completions`];
  if (betaPath !== undefined) paths.push(`${prefix}${betaPath}/chat/completions`);
  return paths.map((path) => [path, name]);
})));

/** The default keys of the replay server, by provider. */
export const REPLAY_KEYS = Object.fromEntries(PROVIDER_NAMES.map((name) => [name, PROVIDER_TABLE[name].replayKey]));
