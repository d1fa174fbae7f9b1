// ScenarioStore: loads and validates the scenario files (tools/providers/replay/scenarios/<provider>/<name>.json,
// format in README.md) and resolves the scenario a request asks for. A malformed file fails the server's
// start with the file and the field named: a typo must never turn into a silently different stream.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSseBody } from './ScenarioBody.mjs';
import { PROVIDER_NAMES } from './ProviderTable.mjs';

/** The scenario folders: one per provider of ProviderTable.mjs. */
export const PROVIDERS = PROVIDER_NAMES;
const KEYS = new Set(['provider', 'description', 'status', 'headers', 'lineEnding', 'chunks', 'comments', 'done',
  'writeDelayMs', 'maxWriteBytes', 'fault', 'sequence']);
const FAULT_KEYS = {
  disconnect: new Set(['type', 'afterBytes']),
  stall: new Set(['type', 'afterBytes', 'maxStallMs']),
  status: new Set(['type', 'status', 'headers', 'body', 'contentType']),
};
export const DEFAULT_WRITE_DELAY_MS = [2, 10];
export const DEFAULT_MAX_WRITE_BYTES = 256;
export const DEFAULT_MAX_STALL_MS = 60000;

/**
 * The scenarios folder: next to this module, or in the working directory's project, or (when a bundler moved the module)
 * `tools/providers/replay/scenarios` in the nearest parent folder that has one.
 */
export function findScenarioDir(startUrl = import.meta.url) {
  let dir = path.dirname(fileURLToPath(startUrl));
  if (fs.existsSync(path.join(dir, 'scenarios', PROVIDER_NAMES[0]))) return path.join(dir, 'scenarios');
  // The project the run started in first: a worktree's bundles live in another checkout's node_modules.
  const inProject = path.join(process.cwd(), 'tools', 'providers', 'replay', 'scenarios');
  if (fs.existsSync(inProject)) return inProject;
  for (;;) {
    const candidate = path.join(dir, 'tools', 'providers', 'replay', 'scenarios');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('tools/providers/replay/scenarios not found: pass startReplayServer({ scenarioDir })');
    dir = parent;
  }
}

class ScenarioError extends Error {}

function fail(name, message) {
  throw new ScenarioError(`scenario ${name}: ${message}`);
}

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = (v, min, max) => Number.isInteger(v) && v >= min && v <= max;

function validateFault(name, fault) {
  if (!isPlainObject(fault) || !FAULT_KEYS[fault.type]) fail(name, 'fault.type must be disconnect, stall or status');
  for (const key of Object.keys(fault)) {
    if (!FAULT_KEYS[fault.type].has(key)) fail(name, `fault.${key} is not a field of a ${fault.type} fault`);
  }
  if (fault.type === 'status') {
    if (!isInt(fault.status, 200, 599)) fail(name, 'fault.status must be an HTTP status 200..599');
    if (fault.headers !== undefined) validateHeaders(name, fault.headers, 'fault.headers');
    if (!isPlainObject(fault.body) && typeof fault.body !== 'string') fail(name, 'fault.body must be a JSON object or a string');
    if (fault.contentType !== undefined && fault.contentType !== null && typeof fault.contentType !== 'string') {
      fail(name, 'fault.contentType must be a string or null (no Content-Type header)');
    }
    return { ...fault, headers: fault.headers ?? {}, contentType: fault.contentType === undefined ? 'application/json' : fault.contentType };
  }
  if (!isInt(fault.afterBytes, 0, Number.MAX_SAFE_INTEGER)) fail(name, 'fault.afterBytes must be an integer >= 0');
  if (fault.maxStallMs !== undefined && !isInt(fault.maxStallMs, 1, 3600000)) fail(name, 'fault.maxStallMs must be 1..3600000');
  return { maxStallMs: DEFAULT_MAX_STALL_MS, ...fault };
}

function validateHeaders(name, headers, field) {
  if (!isPlainObject(headers)) fail(name, `${field} must be an object of header strings`);
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value !== 'string') fail(name, `${field}.${key} must be a string`);
  }
}

function validateComments(name, comments, chunkCount) {
  const byIndex = new Map();
  if (comments === undefined) return byIndex;
  if (!isPlainObject(comments)) fail(name, 'comments must be an object { "<chunk index>": ": text" | [": text", ...] }');
  for (const [key, value] of Object.entries(comments)) {
    const index = Number(key);
    if (!isInt(index, 0, chunkCount) || String(index) !== key) fail(name, `comments key "${key}" must be a chunk index 0..${chunkCount}`);
    const lines = Array.isArray(value) ? value : [value];
    for (const line of lines) {
      if (typeof line !== 'string' || !line.startsWith(':') || /[\r\n]/.test(line)) {
        fail(name, `comments["${key}"] must be comment lines starting with ':' and without line breaks`);
      }
    }
    byIndex.set(index, lines);
  }
  return byIndex;
}

/** Validates one parsed scenario file and returns its normalized form (defaults filled in). */
export function normalizeScenario(name, provider, raw) {
  if (!isPlainObject(raw)) fail(name, 'the file must hold one JSON object');
  for (const key of Object.keys(raw)) if (!KEYS.has(key)) fail(name, `unknown field "${key}"`);
  if (raw.provider !== provider) fail(name, `provider must be "${provider}" (the folder it lives in)`);
  if (typeof raw.description !== 'string' || raw.description.length === 0) fail(name, 'description is required');
  if (raw.sequence !== undefined) {
    if (!Array.isArray(raw.sequence) || raw.sequence.length === 0 || !raw.sequence.every((s) => typeof s === 'string')) {
      fail(name, 'sequence must be a non-empty array of scenario names');
    }
    for (const key of ['chunks', 'fault', 'comments']) if (raw[key] !== undefined) fail(name, `a sequence has no ${key}`);
    return { name, provider, description: raw.description, sequence: raw.sequence.map((s) => qualify(s, provider)) };
  }
  const fault = raw.fault === undefined ? null : validateFault(name, raw.fault);
  const chunks = raw.chunks ?? [];
  if (!Array.isArray(chunks) || !chunks.every(isPlainObject)) fail(name, 'chunks must be an array of JSON objects');
  if (chunks.length === 0 && fault?.type !== 'status') fail(name, 'chunks must not be empty');
  const status = raw.status ?? 200;
  if (!isInt(status, 200, 599)) fail(name, 'status must be an HTTP status 200..599');
  if (raw.headers !== undefined) validateHeaders(name, raw.headers, 'headers');
  const lineEnding = raw.lineEnding ?? '\n';
  if (!['\n', '\r\n', '\r'].includes(lineEnding)) fail(name, 'lineEnding must be "\\n", "\\r\\n" or "\\r"');
  if (raw.done !== undefined && typeof raw.done !== 'boolean') fail(name, 'done must be a boolean');
  const writeDelayMs = raw.writeDelayMs ?? DEFAULT_WRITE_DELAY_MS;
  if (!Array.isArray(writeDelayMs) || writeDelayMs.length !== 2 || !isInt(writeDelayMs[0], 0, 1000)
    || !isInt(writeDelayMs[1], writeDelayMs[0], 1000)) {
    fail(name, 'writeDelayMs must be [min, max] with 0 <= min <= max <= 1000');
  }
  const maxWriteBytes = raw.maxWriteBytes ?? DEFAULT_MAX_WRITE_BYTES;
  if (!isInt(maxWriteBytes, 1, 65536)) fail(name, 'maxWriteBytes must be 1..65536');
  const scenario = {
    name, provider, description: raw.description, status, headers: raw.headers ?? {}, lineEnding, chunks,
    comments: validateComments(name, raw.comments, chunks.length), done: raw.done ?? true, writeDelayMs,
    maxWriteBytes, fault, sequence: null,
  };
  if (fault && fault.type !== 'status') {
    const length = renderSseBody(scenario).length;
    if (fault.afterBytes >= length) fail(name, `fault.afterBytes ${fault.afterBytes} must be below the body length ${length}`);
  }
  return scenario;
}

/** `reasoning` on the deepseek route -> `deepseek/reasoning`; a qualified name stays as it is. */
export function qualify(name, provider) {
  return name.includes('/') ? name : `${provider}/${name}`;
}

/** Reads every `<dir>/<provider>/*.json`. Returns Map<"provider/name", scenario>; throws on the first bad file. */
export function loadScenarios(dir = findScenarioDir()) {
  const scenarios = new Map();
  for (const provider of PROVIDERS) {
    const folder = path.join(dir, provider);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const name = `${provider}/${file.slice(0, -'.json'.length)}`;
      let raw;
      try {
        raw = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
      } catch (error) {
        fail(name, `not valid JSON (${error.message})`);
      }
      scenarios.set(name, normalizeScenario(name, provider, raw));
    }
  }
  for (const scenario of scenarios.values()) {
    for (const step of scenario.sequence ?? []) {
      const target = scenarios.get(step);
      if (!target) fail(scenario.name, `sequence names unknown scenario ${step}`);
      if (target.sequence) fail(scenario.name, `sequence step ${step} is itself a sequence`);
      if (target.provider !== scenario.provider) fail(scenario.name, `sequence step ${step} belongs to another provider`);
    }
  }
  return scenarios;
}
