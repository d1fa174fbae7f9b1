// ResponseSummary: a ModelResponse as a few lines of text, and the same text computed independently of
// the library from raw provider data (assembled chunk fields: content, reasoning_content, tool_calls,
// finish_reason, usage), so an e2e test compares one golden string and a failure shows the whole diff.
// The raw -> unified rules written here are the spec's (docs/providers.md, FinishReason, ModelUsage),
// not a copy of the library's code.
import type { ModelResponse } from '../../../../agent_core/src/main/ets/domain/ModelResponse';
import type { ModelUsage } from '../../../../agent_core/src/main/ets/domain/ModelUsage';
import type { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
// @ts-ignore: plain ESM tooling module
import { PROVIDER_TABLE } from '../../replay/ProviderTable.mjs';

/** A provider's name in tools/providers/replay/ProviderTable.mjs (deepseek, zhipu). */
export type Provider = string;

/** An OpenAI-style usage object as the provider sent it. */
export interface RawUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number } | null;
  completion_tokens_details?: { reasoning_tokens?: number } | null;
  prompt_cache_hit_tokens?: number;
}

export interface RawToolCall {
  index: number;
  id: string | null;
  name: string | null;
  arguments: string;
}

/** What a stream assembles to, in the provider's own terms (null = the field never came as a string). */
export interface RawOutcome {
  content: string | null;
  reasoning: string | null;
  toolCalls: RawToolCall[];
  finishReason: string | null;
  usage: RawUsage | null;
}

// Finish reasons every provider sends, and the unified value (FinishReason) each must become; a provider's own
// raw reasons are its `finishReasons` in ProviderTable.mjs.
const COMMON_FINISH: Record<string, string> = {
  stop: 'stop', length: 'length', tool_calls: 'tool_calls', content_filter: 'content_filter',
};

/** The unified finish reason for a raw one (`unknown` when none or not known). */
export function unifiedFinish(provider: Provider, raw: string | null): string {
  if (raw === null || raw === '') return 'unknown';
  const own: Record<string, string> = PROVIDER_TABLE[provider].finishReasons;
  return own[raw] ?? COMMON_FINISH[raw] ?? 'unknown';
}

/** True when `text` parses as JSON (tool arguments' completeness, checked the way an app would). */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function usageLine(prompt?: number, completion?: number, total?: number, reasoning?: number, cached?: number): string {
  return `usage=${prompt ?? '-'}/${completion ?? '-'}/${total ?? '-'}` +
    ` reasoning=${reasoning ?? '-'} cached=${cached ?? '-'}`;
}

function describeUsage(usage: ModelUsage | undefined): string {
  if (usage === undefined) return 'usage=none';
  return usageLine(usage.promptTokens, usage.completionTokens, usage.totalTokens, usage.reasoningTokens,
    usage.cachedPromptTokens);
}

function describeRawUsage(usage: RawUsage | null): string {
  if (usage === null) return 'usage=none';
  const cached = usage.prompt_tokens_details?.cached_tokens ?? usage.prompt_cache_hit_tokens;
  return usageLine(usage.prompt_tokens, usage.completion_tokens, usage.total_tokens,
    usage.completion_tokens_details?.reasoning_tokens, cached);
}

function callLine(index: number, id: string, name: string, args: string): string {
  return `  tool #${index} ${id} ${name} ${args}`;
}

/** The library's ModelResponse as text. */
export function describeResponse(response: ModelResponse): string {
  const lines = [
    `finish=${response.finishReason} raw=${response.rawFinishReason ?? '-'}`,
    `content=${JSON.stringify(response.message.content)}`,
    `reasoning=${JSON.stringify(response.message.reasoningContent)}`,
    ...response.message.toolCalls.map((c: ToolCall) => callLine(c.index, c.id, c.name, c.argumentsJson)),
    describeUsage(response.usage),
  ];
  return lines.join('\n');
}

/** The text describeResponse() must give for a stream that assembles to `raw` (a completed answer). */
export function expectedResponse(provider: Provider, raw: RawOutcome): string {
  const finish = unifiedFinish(provider, raw.finishReason);
  // After a `length` finish, a call whose arguments never closed is dropped (it must not be executed).
  const calls = [...raw.toolCalls].sort((a, b) => a.index - b.index)
    .filter((c) => finish !== 'length' || isJson(c.arguments));
  const lines = [
    `finish=${finish} raw=${raw.finishReason ?? '-'}`,
    `content=${JSON.stringify(raw.content ?? '')}`,
    `reasoning=${JSON.stringify(raw.reasoning ?? '')}`,
    ...calls.map((c) => callLine(c.index, c.id ?? '', c.name ?? '', c.arguments)),
    describeRawUsage(raw.usage),
  ];
  return lines.join('\n');
}
