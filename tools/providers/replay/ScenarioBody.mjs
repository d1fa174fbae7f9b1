// ScenarioBody: what a scenario sends. The SSE body bytes (WHATWG event-stream framing: one `data:` line
// per chunk, a blank line after each event, comment lines as given), the chunks assembled into one
// result (the same rules as shared/fixtures/real/README.md "expected.json"), the non-streaming
// `chat.completion` built from that result (its shape per provider from ProviderTable.mjs), and the seeded plan
// that cuts the body into network writes.
import { PROVIDER_TABLE } from './ProviderTable.mjs';

/** The whole streaming body of a scenario as UTF-8 bytes (before any fault cuts it). */
export function renderSseBody(scenario) {
  const eol = scenario.lineEnding;
  let text = '';
  const commentsBefore = (index) => {
    for (const line of scenario.comments.get(index) ?? []) text += line + eol + eol;
  };
  scenario.chunks.forEach((chunk, index) => {
    commentsBefore(index);
    text += `data: ${JSON.stringify(chunk)}${eol}${eol}`;
  });
  commentsBefore(scenario.chunks.length);
  if (scenario.done) text += `data: [DONE]${eol}${eol}`;
  return Buffer.from(text, 'utf8');
}

/**
 * Folds chunks the way a client should: choice 0's `content`/`reasoning_content` strings concatenated
 * (null adds nothing; a field never seen as a string stays null), tool calls merged by `index` (first
 * non-empty id/type/name wins, `arguments` concatenated), the last non-null finish_reason and usage.
 */
export function assembleChunks(chunks) {
  const result = {
    id: null, model: null, created: null, systemFingerprint: null, content: null, reasoningContent: null,
    toolCalls: [], finishReason: null, finishReasons: [], usage: null, usageOnlyChunks: 0,
  };
  const calls = new Map();
  for (const chunk of chunks) {
    result.id ??= chunk.id ?? null;
    result.model ??= chunk.model ?? null;
    result.created ??= chunk.created ?? null;
    result.systemFingerprint ??= chunk.system_fingerprint ?? null;
    if (chunk.usage) {
      result.usage = chunk.usage;
      if (Array.isArray(chunk.choices) && chunk.choices.length === 0) result.usageOnlyChunks += 1;
    }
    const choice = (chunk.choices ?? []).find((c) => (c.index ?? 0) === 0);
    if (!choice) continue;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string') result.content = (result.content ?? '') + delta.content;
    if (typeof delta.reasoning_content === 'string') {
      result.reasoningContent = (result.reasoningContent ?? '') + delta.reasoning_content;
    }
    for (const part of delta.tool_calls ?? []) {
      const index = part.index ?? 0;
      let call = calls.get(index);
      if (!call) {
        call = { index, id: null, type: null, name: null, arguments: '', deltas: 0 };
        calls.set(index, call);
      }
      call.deltas += 1;
      if (part.id && !call.id) call.id = part.id;
      if (part.type && !call.type) call.type = part.type;
      if (part.function?.name && !call.name) call.name = part.function.name;
      if (typeof part.function?.arguments === 'string') call.arguments += part.function.arguments;
    }
    if (choice.finish_reason) {
      result.finishReason = choice.finish_reason;
      result.finishReasons.push(choice.finish_reason);
    }
  }
  result.toolCalls = [...calls.values()].sort((a, b) => a.index - b.index);
  return result;
}

/** The non-streaming answer (`stream: false`) a provider would give for the same generation. */
export function buildCompletion(scenario) {
  const a = assembleChunks(scenario.chunks);
  const message = { role: 'assistant', content: a.content ?? '' };
  if (a.reasoningContent !== null) message.reasoning_content = a.reasoningContent;
  if (a.toolCalls.length > 0) {
    message.tool_calls = a.toolCalls.map((c) => ({
      index: c.index, id: c.id, type: c.type ?? 'function', function: { name: c.name, arguments: c.arguments },
    }));
  }
  return PROVIDER_TABLE[scenario.provider].completionBody(a, message);
}

/**
 * Cuts `totalBytes` into writes of random size 1..maxWriteBytes, each preceded by a random delay in
 * [delayMin, delayMax] ms. Byte positions, not characters: cuts land inside UTF-8 sequences and CRLF pairs.
 */
export function planWrites(totalBytes, random, maxWriteBytes, writeDelayMs) {
  const writes = [];
  let offset = 0;
  while (offset < totalBytes) {
    const size = Math.min(random.int(1, maxWriteBytes), totalBytes - offset);
    writes.push({ offset, size, delayMs: random.int(writeDelayMs[0], writeDelayMs[1]) });
    offset += size;
  }
  return writes;
}
