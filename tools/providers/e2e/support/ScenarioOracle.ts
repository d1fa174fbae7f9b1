// ScenarioOracle: what a client must end up with for each replay scenario, computed from the scenario
// files themselves (tools/providers/replay/scenarios/<provider>/<name>.json, format in tools/providers/replay/README.md) and
// independently of both the library and the replay server's code: choice 0's content / reasoning_content
// strings concatenated, tool calls merged by index (first non-empty id and name, arguments concatenated),
// the last finish_reason and the last usage object (shared/fixtures/real/README.md "expected.json").
import fs from 'node:fs';
import path from 'node:path';
import type { Provider, RawOutcome, RawToolCall, RawUsage } from './ResponseSummary';
// @ts-ignore: plain ESM tooling module
import { PROVIDER_NAMES } from '../../replay/ProviderTable.mjs';

interface WireToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface WireChunk {
  id?: string;
  model?: string;
  choices?: Array<{
    index?: number;
    delta?: { content?: string | null; reasoning_content?: string | null; tool_calls?: WireToolCall[] };
    finish_reason?: string | null;
  }>;
  usage?: RawUsage | null;
}

export interface ScenarioFault {
  type: 'status' | 'disconnect' | 'stall';
  status?: number;
  headers?: Record<string, string>;
  body?: { error?: { message?: string; code?: string; type?: string } } | string;
  afterBytes?: number;
}

/** One scenario file as written (no defaults filled in). */
export interface ScenarioFile {
  name: string;
  provider: Provider;
  chunks: WireChunk[];
  fault?: ScenarioFault;
  sequence?: string[];
  done?: boolean;
}

/** The assembled answer plus the event counts a client must report on the way. */
export interface ScenarioOutcome extends RawOutcome {
  model: string;
  reasoningDeltas: number;
  textDeltas: number;
  toolDeltas: number;
  usageChunks: number;
}

export const SCENARIO_DIR = path.resolve(process.cwd(), 'tools', 'providers', 'replay', 'scenarios');

/** Every scenario file of every provider (ProviderTable.mjs), by `provider/name`, sorted. */
export function loadScenarioFiles(dir: string = SCENARIO_DIR): Map<string, ScenarioFile> {
  const files = new Map<string, ScenarioFile>();
  for (const provider of PROVIDER_NAMES as Provider[]) {
    for (const file of fs.readdirSync(path.join(dir, provider)).filter((f) => f.endsWith('.json')).sort()) {
      const raw = JSON.parse(fs.readFileSync(path.join(dir, provider, file), 'utf8')) as Omit<ScenarioFile, 'name'>;
      const name = `${provider}/${file.slice(0, -'.json'.length)}`;
      files.set(name, { ...raw, name, provider, chunks: raw.chunks ?? [] });
    }
  }
  return files;
}

/** A sequence step's full name (`rate-limit` on the zhipu route is `zhipu/rate-limit`). */
export function qualifyStep(step: string, provider: Provider): string {
  return step.includes('/') ? step : `${provider}/${step}`;
}

function hasTokenCounts(usage: RawUsage | null | undefined): usage is RawUsage {
  return usage !== null && usage !== undefined && typeof usage === 'object' &&
    (usage.prompt_tokens !== undefined || usage.completion_tokens !== undefined || usage.total_tokens !== undefined);
}

/** Folds a scenario's chunks into the answer a client must assemble. */
export function foldChunks(chunks: WireChunk[]): ScenarioOutcome {
  const out: ScenarioOutcome = {
    content: null, reasoning: null, toolCalls: [], finishReason: null, usage: null, model: '',
    reasoningDeltas: 0, textDeltas: 0, toolDeltas: 0, usageChunks: 0,
  };
  const calls = new Map<number, RawToolCall>();
  for (const chunk of chunks) {
    if (typeof chunk.model === 'string' && chunk.model !== '') out.model = chunk.model;
    if (hasTokenCounts(chunk.usage)) {
      out.usage = chunk.usage;
      out.usageChunks += 1;
    }
    for (const choice of chunk.choices ?? []) {
      const delta = choice.delta ?? {};
      if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') {
        out.finishReason = choice.finish_reason;
      }
      for (const part of delta.tool_calls ?? []) {
        out.toolDeltas += 1;
        const index = part.index ?? 0;
        const call = calls.get(index) ?? { index, id: null, name: null, arguments: '' };
        calls.set(index, call);
        if (part.id && !call.id) call.id = part.id;
        if (part.function?.name && !call.name) call.name = part.function.name;
        if (typeof part.function?.arguments === 'string') call.arguments += part.function.arguments;
      }
      if ((choice.index ?? 0) !== 0) continue;
      if (typeof delta.content === 'string') {
        out.content = (out.content ?? '') + delta.content;
        if (delta.content !== '') out.textDeltas += 1;
      }
      if (typeof delta.reasoning_content === 'string') {
        out.reasoning = (out.reasoning ?? '') + delta.reasoning_content;
        if (delta.reasoning_content !== '') out.reasoningDeltas += 1;
      }
    }
  }
  out.toolCalls = [...calls.values()].sort((a, b) => a.index - b.index);
  return out;
}

/** The error body of a status fault, as the provider wrote it. */
export function faultError(file: ScenarioFile): { message?: string; code?: string; type?: string } {
  const body = file.fault?.body;
  return typeof body === 'object' && body !== null ? body.error ?? {} : {};
}
