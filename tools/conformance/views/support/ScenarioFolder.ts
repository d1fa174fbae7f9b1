// ScenarioFolder: a replay scenarios folder for one app test: the stored scenarios (tools/providers/replay/scenarios,
// format in tools/providers/replay/README.md) copied to a temporary folder, plus scenarios composed from them. The app
// cannot name a scenario per request (it sends no x-replay-scenario header; its client is built from the
// settings alone), so what a test needs beyond the stored ones - a failure that outlasts the client's own
// retries before an answer, an answer that stalls half way, one turn slow and the next fast - is composed here
// from stored data, never written out by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findScenarioDir, loadScenarios } from '../../../providers/replay/ScenarioStore.mjs';
import { renderSseBody } from '../../../providers/replay/ScenarioBody.mjs';
import type { Provider } from '../../../providers/e2e/support/ResponseSummary';

/** A scenario file's JSON (tools/providers/replay/README.md "Scenario file format"). */
export interface ScenarioFile {
  provider: Provider;
  description: string;
  chunks?: object[];
  sequence?: string[];
  fault?: object;
  writeDelayMs?: [number, number];
  maxWriteBytes?: number;
}

export interface ComposedFolder {
  /** Pass as startReplayServer's `scenarioDir`. */
  readonly dir: string;
  dispose(): void;
}

interface StoredScenario {
  chunks: object[];
  comments: Map<number, string[]>;
  lineEnding: string;
  done: boolean;
}

function stored(name: string): StoredScenario {
  const scenario = loadScenarios().get(name) as StoredScenario | undefined;
  if (scenario === undefined) throw new Error(`ScenarioFolder: no stored scenario ${name}`);
  return scenario;
}

/** The stored scenarios and `extra` (name `provider/name` -> file) in a new temporary folder. */
export function composeScenarios(extra: Record<string, ScenarioFile>): ComposedFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-views-scenarios-'));
  fs.cpSync(findScenarioDir(), dir, { recursive: true });
  for (const [name, file] of Object.entries(extra)) {
    const target = path.join(dir, `${name}.json`);
    if (fs.existsSync(target)) throw new Error(`ScenarioFolder: ${name} is a stored scenario already`);
    fs.writeFileSync(target, JSON.stringify(file, null, 2));
  }
  return { dir, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** `steps` served one after the other (the server's one counter: the app sends no x-replay-session). */
export function sequenceOf(provider: Provider, steps: string[]): ScenarioFile {
  return { provider, description: `composed for the app suite: ${steps.join(', ')}`, sequence: steps };
}

/**
 * Stored scenario `name` (`provider/name`) whose first `chunkCount` events arrive whole, then nothing more on
 * an open socket (a stall fault right after them), so a test can stop an answer at a known point.
 */
export function stallAfterChunks(name: string, chunkCount: number): ScenarioFile {
  const scenario = stored(name);
  if (chunkCount < 1 || chunkCount >= scenario.chunks.length) {
    const count = scenario.chunks.length;
    throw new Error(`ScenarioFolder: ${name} has ${count} chunks; stall after 1..${count - 1}`);
  }
  const afterBytes = renderSseBody({ ...scenario, chunks: scenario.chunks.slice(0, chunkCount), done: false }).length;
  // The stored file as it is (comments, line ending and all: they are part of the bytes counted above).
  return { ...storedFile(name), description: `composed for the app suite: ${name}, stalled after ${chunkCount} chunks`,
    fault: { type: 'stall', afterBytes } };
}

/** Stored scenario `name` written at another pace (its own writeDelayMs and maxWriteBytes). */
export function pacedAs(name: string, writeDelayMs: [number, number], maxWriteBytes: number): ScenarioFile {
  return { ...storedFile(name), description: `composed for the app suite: ${name}, written at ${writeDelayMs.join('-')} ms ` +
    `per write of at most ${maxWriteBytes} bytes`, writeDelayMs, maxWriteBytes };
}

function storedFile(name: string): ScenarioFile {
  return JSON.parse(fs.readFileSync(path.join(findScenarioDir(), `${name}.json`), 'utf8')) as ScenarioFile;
}
