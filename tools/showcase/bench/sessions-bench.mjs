// Sessions bench line (issue 20): RdbChatSessionStore from the Node bundle, on the relationalStore emulation
// (SQLite through sql.js, the same SQL a device runs), over databases of 125, 250, 500 and 1,000 sessions of
// 200 messages each (real-shaped UiMessageCodec payloads, ~0.4 KB). The databases are built straight with
// sql.js in the current schema (not timed: 1,000 saveTurn transactions would each write the whole file in the
// emulation, a cost a device's SQLite does not have). Timed, medians over rounds:
//   list()                         every summary, newest first (the session picker);
//   load(one session)              its 200 rows (the store alone);
//   ChatController.sessions.switchTo(one session)   load + decode + show (what a user waits for),
// each one warm-up run, then `rounds` runs through tinybench (timing.mjs).
// The bound is stated as growth, not time: list grows at most linearly in sessions (exponent <= 1.15), and
// load and switchTo do not grow with the number of sessions (load at 1,000 sessions <= 1.5x load at 125:
// the (session_id, seq) primary key makes a load an index range scan). Self-contained: run-bench.mjs calls
// measureSessions(lib, { quick }) and prints sessionsLine(result).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fittedExponent } from './growth.mjs';
import { fmt } from './measure.mjs';
import { timeTask } from './timing.mjs';

const SESSION_COUNTS = [125, 250, 500, 1000];
const MESSAGES = 200;
const LIST_EXPONENT_LIMIT = 1.15;
const LOAD_RATIO_LIMIT = 1.5;

/** A payload as UiMessageCodec writes it (format 1): user and assistant turns in turn. */
function payload(session, seq) {
  const isUser = seq % 2 === 0;
  const text = isUser ? `Question ${seq} of session ${session}: what about the weather in Kyoto next week?`
    : `Answer ${seq}: `.padEnd(280, 'Sunny with a light breeze, highs of 18 degrees and a chance of rain. ');
  const message = {
    format: 1, id: `msg-${seq + 1}`, role: isUser ? 'user' : 'assistant', status: isUser ? 'idle' : 'done',
    content: text, reasoning: '', toolCalls: [], toolCards: [],
    history: { role: isUser ? 'user' : 'assistant', content: text, reasoning: '', toolCalls: [] },
  };
  if (!isUser) {
    message.usage = { prompt: 120 + seq, completion: 60, total: 180 + seq };
    message.finishReason = 'stop';
  }
  return JSON.stringify(message);
}

/** A database file of `sessions` sessions in the current schema, as the app's relationalStore would hold it. */
async function buildDatabase(lib, file, sessions) {
  const require = createRequire(import.meta.url);
  const main = require.resolve('sql.js');
  const SQL = await require(main)({ locateFile: (name) => path.join(path.dirname(main), name) });
  const db = new SQL.Database();
  for (const step of lib.SessionSchema.STEPS) for (const sql of step.statements) db.run(sql);
  db.run(`CREATE TABLE ${lib.SessionSchema.VERSION_TABLE} (version INTEGER NOT NULL)`);
  db.run(`INSERT INTO ${lib.SessionSchema.VERSION_TABLE} (version) VALUES (?)`, [lib.SessionSchema.current()]);
  db.run('BEGIN');
  const session = db.prepare('INSERT INTO chat_sessions (id, title, updated_at, created_at, message_count) VALUES (?, ?, ?, ?, ?)');
  const message = db.prepare('INSERT INTO chat_messages (session_id, seq, payload) VALUES (?, ?, ?)');
  for (let s = 0; s < sessions; s++) {
    session.run([`session-${s}`, `Trip planning ${s}`, 1_700_000_000_000 + s * 1000, 1_700_000_000_000, MESSAGES]);
    for (let m = 0; m < MESSAGES; m++) message.run([`session-${s}`, m, payload(s, m)]);
  }
  session.free();
  message.free();
  db.run('COMMIT');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, db.export());
  db.close();
}

/** The median ms of `rounds` runs of `work` after one warm-up run (tinybench, timing.mjs). */
async function timed(name, rounds, work) {
  const statistics = await timeTask(name, work, { iterations: rounds, isAsync: true });
  if (statistics.error !== undefined) throw statistics.error;
  return statistics.p50;
}

/** A client that never answers: switchTo needs a controller, not a model. */
class SilentClient {
  generate() { return Promise.reject(new Error('not used')); }
  stream() { return Promise.reject(new Error('not used')); }
}

export async function measureSessions(lib, { quick = false } = {}) {
  if (typeof lib.RdbChatSessionStore !== 'function') return { status: 'skipped: the bundle has no RdbChatSessionStore' };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-sessions-bench-'));
  const rounds = quick ? 5 : 11;
  const sizes = [];
  try {
    for (const count of SESSION_COUNTS) {
      // The stage-model context getRdbStore reads: the emulation needs stageMode and databaseDir only.
      const context = { stageMode: true, databaseDir: path.join(root, String(count)) };
      const name = 'sessions.db';
      const t0 = performance.now();
      await buildDatabase(lib, path.join(context.databaseDir, 'rdb', name), count);
      const buildMs = performance.now() - t0;
      const opened = await lib.RdbChatSessionStore.open(context, name);
      if (!opened.ok) throw opened.error;
      const store = opened.value;
      const middle = `session-${Math.floor(count / 2)}`;
      const listed = await store.list();
      if (!listed.ok || listed.value.length !== count || listed.value[0].id !== `session-${count - 1}`) {
        throw new Error(`list() of ${count} sessions is wrong`);
      }
      const listMs = await timed('list', rounds, () => store.list());
      const loadMs = await timed('load', rounds, async () => {
        const loaded = await store.load(middle);
        if (!loaded.ok || loaded.value.messages.length !== MESSAGES) throw new Error('load() is wrong');
      });
      const options = new lib.ChatControllerOptions();
      options.sessionStore = store;
      const controller = new lib.ChatController(new SilentClient(), new lib.ModelRequest(), options);
      const switchMs = await timed('switchTo', rounds, async () => {
        const switched = await controller.sessions.switchTo(middle);
        if (!switched.ok || controller.uiMessages.length !== MESSAGES) throw new Error('switchTo() is wrong');
      });
      await store.close();
      sizes.push({ sessions: count, messages: count * MESSAGES, buildMs, listMs, loadMs, switchMs,
        fileBytes: fs.statSync(path.join(context.databaseDir, 'rdb', name)).size });
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const counts = sizes.map((s) => s.sessions);
  const listExponent = fittedExponent(counts, sizes.map((s) => s.listMs));
  const loadRatio = sizes[sizes.length - 1].loadMs / sizes[0].loadMs;
  const switchRatio = sizes[sizes.length - 1].switchMs / sizes[0].switchMs;
  return {
    status: 'measured', messagesPerSession: MESSAGES, sizes, listExponent, loadRatio, switchRatio,
    listExponentLimit: LIST_EXPONENT_LIMIT, loadRatioLimit: LOAD_RATIO_LIMIT,
    met: listExponent <= LIST_EXPONENT_LIMIT && loadRatio <= LOAD_RATIO_LIMIT,
  };
}

/** The bench line. */
export function sessionsLine(result) {
  if (result.status !== 'measured') return `SESSIONS: ${result.status}`;
  const largest = result.sizes[result.sizes.length - 1];
  return `SESSIONS: RdbChatSessionStore on SQLite (sql.js), ${fmt.int(largest.sessions)} sessions of ` +
    `${result.messagesPerSession} messages (${fmt.int(largest.messages)} rows, ${(largest.fileBytes / 1048576).toFixed(0)} MiB): ` +
    `list ${fmt.ms(largest.listMs)} ms, load one ${fmt.ms(largest.loadMs)} ms, restore one into ChatController ` +
    `${fmt.ms(largest.switchMs)} ms (medians); list growth exponent over ${result.sizes.map((s) => s.sessions).join('/')} ` +
    `sessions ${fmt.x(result.listExponent)} (bound <= ${result.listExponentLimit}), load at ${largest.sessions} / at ` +
    `${result.sizes[0].sessions} sessions ${fmt.x(result.loadRatio)}x (bound <= ${result.loadRatioLimit}x; restore ` +
    `${fmt.x(result.switchRatio)}x): ${result.met ? 'within the bound' : 'OUTSIDE THE BOUND'}`;
}
