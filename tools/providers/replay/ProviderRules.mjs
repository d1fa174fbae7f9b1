// ProviderRules: the checks every provider's endpoint makes before it streams, in the order it makes them: Bearer
// auth, Content-Type, JSON, the body shape, then the provider's own rules. What differs per provider (the error
// bodies, the model prefix, its own rules) comes from ProviderTable.mjs. No function here ever puts a full API key
// in a body.
import { providerEntry } from './ProviderTable.mjs';

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);

/** `****` plus the last 4 characters, and only when the key is long enough that 4 characters reveal little. */
export function maskKey(key) {
  return key.length >= 12 ? `****${key.slice(-4)}` : '****';
}

/**
 * Bearer auth. Missing or non-Bearer header: the provider's `authMissing` answer (DeepSeek 401 "auth header
 * format", Zhipu 401 code 1001). Wrong key: `authWrong` with the masked key (DeepSeek quotes it, Zhipu 401 code
 * 1002). Returns null when the key is right.
 */
export function checkAuth(provider, authorization, expectedKey) {
  const errors = providerEntry(provider).errors;
  const match = /^Bearer\s+(\S.*)$/i.exec(authorization ?? '');
  if (!match) return errors.authMissing();
  const key = match[1].trim();
  if (key === expectedKey) return null;
  return errors.authWrong(maskKey(key));
}

/** A `content` array: every part `{type: 'text', text}` or `{type: 'image_url', image_url: {url}}`; the image parts. */
function contentParts(errors, index, content, images) {
  for (const part of content) {
    if (part?.type === 'text' && typeof part.text === 'string') continue;
    if (part?.type === 'image_url' && part.image_url !== null && typeof part.image_url === 'object') {
      images.push({ index, part });
      continue;
    }
    return errors.shape(`messages[${index}].content`, `unknown content part ${JSON.stringify(part?.type)}`, true);
  }
  return null;
}

function checkMessages(errors, messages, images) {
  if (!Array.isArray(messages)) return errors.shape('messages', 'expected an array', true);
  if (messages.length === 0) return errors.emptyMessages();
  for (let i = 0; i < messages.length; i += 1) {
    const m = messages[i];
    const field = `messages[${i}]`;
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return errors.shape(field, 'expected an object', true);
    if (!ROLES.has(m.role)) return errors.shape(`${field}.role`, `unknown variant \`${m.role}\``, true);
    const hasToolCalls = Array.isArray(m.tool_calls) && m.tool_calls.length > 0;
    const contentOk = typeof m.content === 'string' || Array.isArray(m.content)
      || (m.role === 'assistant' && hasToolCalls && (m.content === null || m.content === undefined));
    if (!contentOk) return errors.shape(`${field}.content`, 'missing or not a string', true);
    if (Array.isArray(m.content)) {
      const partsProblem = contentParts(errors, i, m.content, images);
      if (partsProblem) return partsProblem;
    }
    if (m.role === 'tool' && typeof m.tool_call_id !== 'string') {
      return errors.shape(`${field}.tool_call_id`, 'missing field `tool_call_id`', true);
    }
  }
  return null;
}

/**
 * Content-Type, JSON, body shape, provider rules (`route.isBeta`: the request came on a beta route). Returns
 * `{ ok: true, body }` or `{ ok: false, status, body }` (the error body to answer with).
 */
export function checkRequest(provider, contentType, rawBody, route = { isBeta: false }) {
  const entry = providerEntry(provider);
  const errors = entry.errors;
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') return errors.contentType();
  let body;
  try {
    body = JSON.parse(rawBody);
  } catch (error) {
    return errors.shape('body', `not valid JSON (${error.message})`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return errors.shape('body', 'expected an object');
  if (typeof body.model !== 'string') return errors.shape('model', 'missing field `model` or not a string');
  if (!body.model.startsWith(entry.modelPrefix)) return errors.unknownModel();
  const images = [];
  const messagesProblem = checkMessages(errors, body.messages, images) ?? entry.checkImageParts(body, images);
  if (messagesProblem) return messagesProblem;
  if (body.stream !== undefined && typeof body.stream !== 'boolean') return errors.shape('stream', 'expected a boolean');
  return entry.checkRules(body, route) ?? { ok: true, body };
}
