// ProviderRules: what each provider's endpoint checks before it streams, and the error bodies it answers
// with. Routes, response content types, Bearer auth, the JSON body shape and the provider-specific
// rejections. Messages quoted from public reports where known (README.md, "Error answers"); the others are
// reasoned and marked there. No function here ever puts a full API key in a body.

/** Request paths per provider: `<baseUrl>/chat/completions`. */
export const ROUTES = new Map([
  ['/zhipu/api/paas/v4/chat/completions', 'zhipu'],
  ['/deepseek/chat/completions', 'deepseek'],
  ['/deepseek/v1/chat/completions', 'deepseek'],
]);
export const BASE_PATHS = { zhipu: '/zhipu/api/paas/v4', deepseek: '/deepseek' };
export const STREAM_CONTENT_TYPE = { deepseek: 'text/event-stream; charset=utf-8', zhipu: 'text/event-stream;charset=UTF-8' };
export const JSON_CONTENT_TYPE = { deepseek: 'application/json', zhipu: 'application/json; charset=UTF-8' };
const MODEL_PREFIX = { deepseek: 'deepseek-', zhipu: 'glm-' };
const ROLES = new Set(['system', 'user', 'assistant', 'tool']);
const DEEPSEEK_THINKING_TOOLS_DOC = 'https://api-docs.deepseek.com/guides/thinking_mode#tool-calls';

/** DeepSeek's OpenAI-style error object. */
export function deepseekError(message, type = 'invalid_request_error', code = 'invalid_request_error') {
  return { error: { message, type, param: null, code } };
}

/** Zhipu's error object: `code` is a string. */
export function zhipuError(code, message) {
  return { error: { code, message } };
}

/** `****` plus the last 4 characters, and only when the key is long enough that 4 characters reveal little. */
export function maskKey(key) {
  return key.length >= 12 ? `****${key.slice(-4)}` : '****';
}

function rejection(status, body) {
  return { ok: false, status, body };
}

/**
 * Bearer auth. Missing or non-Bearer header: DeepSeek 401 "auth header format", Zhipu 401 code 1001.
 * Wrong key: DeepSeek 401 with the masked key, Zhipu 401 code 1002. Returns null when the key is right.
 */
export function checkAuth(provider, authorization, expectedKey) {
  const match = /^Bearer\s+(\S.*)$/i.exec(authorization ?? '');
  if (!match) {
    return provider === 'deepseek'
      ? rejection(401, deepseekError('Authentication Fails (auth header format should be Bearer sk-...)', 'authentication_error'))
      : rejection(401, zhipuError('1001', 'Header中未收到Authorization参数，无法进行身份验证。'));
  }
  const key = match[1].trim();
  if (key === expectedKey) return null;
  return provider === 'deepseek'
    ? rejection(401, deepseekError(`Authentication Fails, Your api key: ${maskKey(key)} is invalid`, 'authentication_error'))
    : rejection(401, zhipuError('1002', 'Authorization Token非法，请确认Authorization Token正确传递。'));
}

/** A body-shape failure in the provider's own terms: DeepSeek 422 (deserialization) / Zhipu 400 + code. */
function shapeError(provider, field, problem, zhipuCode = '1210') {
  return provider === 'deepseek'
    ? rejection(422, deepseekError(`Failed to deserialize the JSON body into the target type: ${field}: ${problem}`))
    : rejection(400, zhipuError(zhipuCode, `${zhipuCode === '1214' ? 'messages 参数非法' : 'API 调用参数有误'}，请检查文档。(${field}: ${problem})`));
}

function checkMessages(provider, messages) {
  if (!Array.isArray(messages)) return shapeError(provider, 'messages', 'expected an array', '1214');
  if (messages.length === 0) {
    return provider === 'deepseek'
      ? rejection(400, deepseekError('Empty input messages'))
      : rejection(400, zhipuError('1214', 'messages 参数非法，请检查文档。(messages: empty)'));
  }
  for (let i = 0; i < messages.length; i += 1) {
    const m = messages[i];
    const field = `messages[${i}]`;
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return shapeError(provider, field, 'expected an object', '1214');
    if (!ROLES.has(m.role)) return shapeError(provider, `${field}.role`, `unknown variant \`${m.role}\``, '1214');
    const hasToolCalls = Array.isArray(m.tool_calls) && m.tool_calls.length > 0;
    const contentOk = typeof m.content === 'string' || Array.isArray(m.content)
      || (m.role === 'assistant' && hasToolCalls && (m.content === null || m.content === undefined));
    if (!contentOk) return shapeError(provider, `${field}.content`, 'missing or not a string', '1214');
    if (m.role === 'tool' && typeof m.tool_call_id !== 'string') {
      return shapeError(provider, `${field}.tool_call_id`, 'missing field `tool_call_id`', '1214');
    }
  }
  return null;
}

/** DeepSeek thinking: on with `thinking.type == enabled`, with deepseek-reasoner, and by default on V4 models. */
export function deepseekThinkingEnabled(body) {
  const type = body.thinking?.type;
  if (type === 'enabled') return true;
  if (type === 'disabled') return false;
  return body.model === 'deepseek-reasoner' || body.model.startsWith('deepseek-v4');
}

function checkDeepseekRules(body) {
  if (body.tool_stream !== undefined) {
    return rejection(400, deepseekError('Unrecognized request argument supplied: tool_stream'));
  }
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
}

function checkZhipuRules(body) {
  if (body.tool_stream !== undefined && typeof body.tool_stream !== 'boolean') {
    return shapeError('zhipu', 'tool_stream', 'expected a boolean');
  }
  if (body.tool_stream === true && body.stream !== true) {
    return rejection(400, zhipuError('1210', 'API 调用参数有误，请检查文档。(tool_stream 需要 stream=true)'));
  }
  return null;
}

/**
 * Content-Type, JSON, body shape, provider rules. Returns `{ ok: true, body }` or
 * `{ ok: false, status, body }` (the error body to answer with).
 */
export function checkRequest(provider, contentType, rawBody) {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return provider === 'deepseek'
      ? rejection(415, deepseekError('Expected request with `Content-Type: application/json`'))
      : rejection(400, zhipuError('1210', 'API 调用参数有误，请检查文档。(Content-Type 必须为 application/json)'));
  }
  let body;
  try {
    body = JSON.parse(rawBody);
  } catch (error) {
    return shapeError(provider, 'body', `not valid JSON (${error.message})`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return shapeError(provider, 'body', 'expected an object');
  if (typeof body.model !== 'string') return shapeError(provider, 'model', 'missing field `model` or not a string');
  if (!body.model.startsWith(MODEL_PREFIX[provider])) {
    return provider === 'deepseek'
      ? rejection(400, deepseekError('Model Not Exist'))
      : rejection(400, zhipuError('1211', '模型不存在，请检查模型代码。'));
  }
  const messagesProblem = checkMessages(provider, body.messages);
  if (messagesProblem) return messagesProblem;
  if (body.stream !== undefined && typeof body.stream !== 'boolean') return shapeError(provider, 'stream', 'expected a boolean');
  const ruleProblem = provider === 'deepseek' ? checkDeepseekRules(body) : checkZhipuRules(body);
  return ruleProblem ?? { ok: true, body };
}
