// ReplayServer: a local OpenAI-compatible endpoint for every provider of ProviderTable.mjs (Zhipu GLM, DeepSeek) that answers from scenario
// files (tools/providers/replay/scenarios, format in README.md). It checks what the real endpoints check (Bearer key,
// JSON body, provider rules), streams the scenario as SSE cut into seeded random network writes (cuts
// inside UTF-8 sequences included), injects faults (error status, disconnect, stall), and records every
// request and connection close so tests can prove a cancelled client really hung up. With `echoCredentials`
// it also plays the provider that echoes the request back (the secret canary's adversary): every error body
// carries the request line and all its headers verbatim, and `x-replay-echo-frame` ends a stream with an
// in-stream error frame that carries them too.
//
//   import { startReplayServer } from './tools/replay/ReplayServer.mjs';
//   node tools/providers/replay/ReplayServer.mjs --port 8787 --scenario deepseek/reasoning [--seed 7] [--list]
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom, deriveSeed } from './SeededRandom.mjs';
import { loadScenarios, findScenarioDir, qualify } from './ScenarioStore.mjs';
import { buildCompletion, planWrites, renderSseBody } from './ScenarioBody.mjs';
import { checkAuth, checkRequest } from './ProviderRules.mjs';
import { BETA_ROUTES, PROVIDER_NAMES, PROVIDER_TABLE, REPLAY_KEYS, ROUTES } from './ProviderTable.mjs';

/**
 * @typedef {object} RecordedRequest One request as the server saw it (`server.requests[i]`).
 * @property {number} index arrival order, from 0
 * @property {string} method
 * @property {string} path
 * @property {string} provider from the route (a ProviderTable.mjs name)
 * @property {string|null} requestedScenario what the header / defaults selected (a sequence's own name)
 * @property {string|null} scenario what was served (a sequence's current step); null when rejected first
 * @property {string|null} session the x-replay-session header
 * @property {number} seed the seed of this request's write plan
 * @property {boolean} stream `stream: true` in a valid body
 * @property {boolean} authValid whether the Bearer key matched (the key itself is never kept)
 * @property {number} status the HTTP status answered
 * @property {object|null} body the request body parsed as JSON (null when it did not parse)
 * @property {object} headers the request headers minus the credential ones (`authorization`, `x-api-key`, ...)
 * @property {number[]} writes the planned write sizes of a streamed body
 * @property {number} bytesWritten body bytes handed to the socket so far
 * @property {string} outcome rejected | streaming | complete | disconnected | stalled | stall-expired | status-fault
 * @property {boolean} closedByClient the client closed the connection before the server ended the response
 */

export const DEFAULT_API_KEYS = REPLAY_KEYS;
const DEFAULT_PROVIDER_SCENARIO = 'reasoning';
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
const HEADER_SCENARIO = 'x-replay-scenario';
const HEADER_SEED = 'x-replay-seed';
const HEADER_SESSION = 'x-replay-session';
const HEADER_ECHO_FRAME = 'x-replay-echo-frame';
/**
 * Never kept in a record: a header whose name says it carries a credential (authorization, x-api-key, api-key,
 * x-goog-api-key, cookie, a gateway's x-...-token or -secret). The secret canary checks the records too.
 */
const CREDENTIAL_HEADER = /auth|key|token|secret|cookie|password/i;

/** `body` (a JSON error object or text) with `echo` appended to its message; unchanged when echo is null. */
function withEcho(body, echo) {
  if (echo === null) return body;
  const note = ` (request echoed: ${echo})`;
  if (typeof body === 'string') return body + note;
  const copy = structuredClone(body);
  if (copy.error !== null && typeof copy.error === 'object') copy.error.message = `${copy.error.message ?? ''}${note}`;
  else if (typeof copy.error === 'string') copy.error += note;
  else copy.message = `${copy.message ?? ''}${note}`;
  return copy;
}

/** The in-stream error frame an echoing provider ends a stream with: `event: error` or a `data:` error chunk. */
function echoFrame(kind, echo, provider) {
  const error = PROVIDER_TABLE[provider].errors.streamError(` (request echoed: ${echo})`);
  return `${kind === 'event' ? 'event: error\n' : ''}data: ${JSON.stringify({ error })}\n\n`;
}

function replayError(message, code) {
  return { error: { message, type: 'replay_error', code } };
}

/** Answers a complete body with Content-Length; `contentType` null sends no Content-Type at all. */
function sendBody(res, status, body, contentType, headers = {}) {
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  const all = { ...headers, 'content-length': String(bytes.length) };
  if (contentType !== null) all['content-type'] = contentType;
  res.writeHead(status, all);
  res.end(bytes);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    let size = 0;
    req.on('data', (part) => {
      size += part.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(Object.assign(new Error('request body too large'), { tooLarge: true }));
        req.destroy();
        return;
      }
      parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function tryParseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Starts the server on 127.0.0.1.
 * @param {object} [options]
 * @param {number} [options.port] 0 (default) picks a free port
 * @param {number} [options.seed] base of the per-request cut seeds (default 1); header x-replay-seed overrides
 * @param {string} [options.scenario] scenario when a request names none ("deepseek/chat", or "chat" for both)
 * @param {Object<string, string>} [options.apiKeys] the keys that authenticate, by provider (default REPLAY_KEYS)
 * @param {string} [options.scenarioDir] another scenarios folder (tests of the loader)
 * @param {[number, number]} [options.writeDelayMs] overrides every scenario's delay range (e.g. [0, 0])
 * @param {number} [options.maxWriteBytes] overrides every scenario's maximum write size
 * @param {boolean} [options.echoCredentials] echo each request (line and headers, credentials included) in every
 *   error body, and end a stream with an echoing error frame when the request has `x-replay-echo-frame: event|data`
 */
export async function startReplayServer(options = {}) {
  const scenarios = loadScenarios(options.scenarioDir ?? findScenarioDir());
  const seed = options.seed ?? 1;
  const apiKeys = { ...DEFAULT_API_KEYS, ...options.apiKeys };
  const defaultScenario = options.scenario ?? null;
  if (defaultScenario !== null) {
    const known = defaultScenario.includes('/') ? scenarios.has(defaultScenario)
      : [...scenarios.keys()].some((name) => name.endsWith(`/${defaultScenario}`));
    if (!known) throw new Error(`unknown default scenario ${defaultScenario}`);
  }
  const requests = [];
  const connections = { open: 0, closedEvents: 0 };
  const sockets = new Set();
  const runs = new Set();
  const closeWaiters = new Set();
  const sequenceSteps = new Map();
  let closing = null;

  const notifyClose = () => {
    for (const waiter of [...closeWaiters]) if (connections.closedEvents >= waiter.n) waiter.resolve();
  };

  function selectScenarioName(header, provider) {
    if (typeof header === 'string' && header.trim() !== '') return qualify(header.trim(), provider);
    if (defaultScenario !== null) {
      const name = qualify(defaultScenario, provider);
      if (name.startsWith(`${provider}/`) && scenarios.has(name)) return name;
    }
    return `${provider}/${DEFAULT_PROVIDER_SCENARIO}`;
  }

  function nextSequenceStep(scenario, session) {
    const key = `${session}\u0000${scenario.name}`;
    const step = sequenceSteps.get(key) ?? 0;
    sequenceSteps.set(key, step + 1);
    return scenarios.get(scenario.sequence[Math.min(step, scenario.sequence.length - 1)]);
  }

  /**
   * Streams the SSE body in planned writes; ends, disconnects or stalls as the scenario says. `frame`: an error
   * frame that replaces the end of the stream (after its first chunk) and its fault.
   */
  function stream(scenario, record, res, frame) {
    const body = frame === null ? renderSseBody(scenario)
      : Buffer.concat([renderSseBody({ ...scenario, chunks: scenario.chunks.slice(0, 1), done: false }), Buffer.from(frame)]);
    const fault = frame === null ? scenario.fault : null;
    const limit = fault ? fault.afterBytes : body.length;
    const plan = planWrites(limit, new SeededRandom(record.seed), options.maxWriteBytes ?? scenario.maxWriteBytes,
      options.writeDelayMs ?? scenario.writeDelayMs);
    record.writes = plan.map((w) => w.size);
    record.outcome = 'streaming';
    res.writeHead(scenario.status, {
      'content-type': PROVIDER_TABLE[scenario.provider].streamContentType, 'cache-control': 'no-cache', ...scenario.headers,
    });
    res.flushHeaders();
    const run = { timer: null, done: false };
    run.stop = () => {
      run.done = true;
      clearTimeout(run.timer);
      runs.delete(run);
    };
    runs.add(run);
    let serverEnded = false;
    res.on('close', () => {
      if (!serverEnded && closing === null) record.closedByClient = true;
      run.stop();
    });
    const afterWrites = () => {
      if (!fault) {
        record.outcome = 'complete';
        serverEnded = true;
        res.end();
        run.stop();
      } else if (fault.type === 'disconnect') {
        record.outcome = 'disconnected';
        serverEnded = true;
        res.socket?.destroy();
        run.stop();
      } else {
        // stall: headers and afterBytes sent, then silence; the socket stays open until the client or
        // close() ends it, and at most maxStallMs so a forgotten client cannot pin it forever.
        record.outcome = 'stalled';
        run.timer = setTimeout(() => {
          serverEnded = true;
          record.outcome = 'stall-expired';
          res.socket?.destroy();
        }, fault.maxStallMs);
      }
    };
    let next = 0;
    const step = () => {
      run.timer = null;
      if (run.done) return;
      if (next >= plan.length) {
        afterWrites();
        return;
      }
      const write = plan[next];
      next += 1;
      // The callback fires once the piece reached the socket: the next piece waits for it (backpressure),
      // and a disconnect fault destroys the socket only after the last promised byte left.
      res.write(body.subarray(write.offset, write.offset + write.size), (error) => {
        if (error || run.done) return;
        record.bytesWritten += write.size;
        if (next < plan.length) run.timer = setTimeout(step, plan[next].delayMs);
        else step();
      });
    };
    if (plan.length === 0) afterWrites();
    else run.timer = setTimeout(step, plan[0].delayMs);
  }

  function serve(scenario, record, res, isStream, echo, frameKind) {
    const fault = scenario.fault;
    if (fault?.type === 'status') {
      record.outcome = 'status-fault';
      record.status = fault.status;
      sendBody(res, fault.status, withEcho(fault.body, echo), fault.contentType, fault.headers);
      return;
    }
    record.status = scenario.status;
    if (isStream) {
      const frame = echo !== null && (frameKind === 'event' || frameKind === 'data')
        ? echoFrame(frameKind, echo, scenario.provider) : null;
      stream(scenario, record, res, frame);
      return;
    }
    // Non-streaming: the assembled chat.completion; a disconnect fault hangs up before any answer, a stall
    // never answers (bounded by maxStallMs like the streaming stall).
    if (fault?.type === 'disconnect') {
      record.outcome = 'disconnected';
      res.socket?.destroy();
    } else if (fault?.type === 'stall') {
      record.outcome = 'stalled';
      const run = { done: false };
      run.timer = setTimeout(() => {
        record.outcome = 'stall-expired';
        res.socket?.destroy();
      }, fault.maxStallMs);
      run.stop = () => {
        clearTimeout(run.timer);
        runs.delete(run);
      };
      runs.add(run);
      res.on('close', () => {
        if (record.outcome === 'stalled' && closing === null) record.closedByClient = true;
        run.stop();
      });
    } else {
      record.outcome = 'complete';
      sendBody(res, scenario.status, buildCompletion(scenario), PROVIDER_TABLE[scenario.provider].jsonContentType, scenario.headers);
    }
  }

  async function handle(req, res) {
    res.on('error', () => undefined);
    const url = new URL(req.url ?? '/', 'http://replay.local');
    const echo = options.echoCredentials ? `${req.method} ${req.url} ${JSON.stringify(req.headers)}` : null;
    if (req.method === 'GET' && url.pathname === '/') {
      sendBody(res, 200, { routes: [...ROUTES.keys()], scenarios: [...scenarios.keys()] }, 'application/json');
      return;
    }
    const provider = ROUTES.get(url.pathname);
    if (!provider) {
      sendBody(res, 404, withEcho(replayError(`no replay route ${url.pathname}; routes: ${[...ROUTES.keys()].join(', ')}`,
        'unknown_route'), echo), 'application/json');
      return;
    }
    if (req.method !== 'POST') {
      sendBody(res, 405, replayError(`${req.method} ${url.pathname}: only POST`, 'method_not_allowed'), 'application/json',
        { allow: 'POST' });
      return;
    }
    let raw;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error.tooLarge && !res.headersSent) {
        sendBody(res, 413, replayError('request body over 16 MiB', 'too_large'), 'application/json');
      }
      return;
    }
    const headers = { ...req.headers };
    for (const name of Object.keys(headers)) if (CREDENTIAL_HEADER.test(name)) delete headers[name];
    const seedHeader = Number(req.headers[HEADER_SEED]);
    const record = {
      index: requests.length, method: req.method, path: url.pathname, provider, requestedScenario: null, scenario: null,
      session: req.headers[HEADER_SESSION] ?? null,
      seed: req.headers[HEADER_SEED] !== undefined && Number.isInteger(seedHeader) ? seedHeader >>> 0
        : deriveSeed(seed, requests.length),
      stream: false, authValid: false, status: 0, body: tryParseJson(raw), headers, writes: [], bytesWritten: 0,
      outcome: 'rejected', closedByClient: false,
    };
    requests.push(record);
    const reject = (status, body, contentType = PROVIDER_TABLE[provider].jsonContentType) => {
      record.status = status;
      sendBody(res, status, withEcho(body, echo), contentType);
    };
    const requested = selectScenarioName(req.headers[HEADER_SCENARIO], provider);
    record.requestedScenario = requested;
    const selected = scenarios.get(requested);
    if (!selected || selected.provider !== provider) {
      const why = selected ? `${requested} is not a ${provider} scenario` : `unknown scenario ${requested}`;
      reject(404, replayError(`${why}; known: ${[...scenarios.keys()].join(', ')}`, 'unknown_scenario'), 'application/json');
      return;
    }
    const authProblem = checkAuth(provider, req.headers.authorization, apiKeys[provider]);
    record.authValid = authProblem === null;
    if (authProblem) {
      reject(authProblem.status, authProblem.body);
      return;
    }
    const checked = checkRequest(provider, req.headers['content-type'], raw, { isBeta: BETA_ROUTES.has(url.pathname) });
    if (!checked.ok) {
      reject(checked.status, checked.body);
      return;
    }
    record.stream = checked.body.stream === true;
    const served = selected.sequence ? nextSequenceStep(selected, record.session ?? '') : selected;
    record.scenario = served.name;
    serve(served, record, res, record.stream, echo, req.headers[HEADER_ECHO_FRAME]);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      // A bug here must show in the test output, never kill the process the tests run in.
      console.error(`replay server: ${error.stack ?? error}`);
      if (!res.headersSent) sendBody(res, 500, replayError(String(error.message ?? error), 'replay_bug'), 'application/json');
      else res.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    connections.open += 1;
    socket.setNoDelay(true);
    // EPIPE / ECONNRESET from a client that left mid-write: the close below is all that matters.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      connections.open -= 1;
      connections.closedEvents += 1;
      notifyClose();
    });
  });
  server.on('clientError', (error, socket) => socket.destroy());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = server.address().port;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    seed,
    /** The base URL of each provider's route, by ProviderTable name (an app's ClientOptions.baseUrl). */
    baseUrls: Object.fromEntries(PROVIDER_NAMES.map((name) => [name, url + PROVIDER_TABLE[name].basePath])),
    // The two providers' base URLs by name, as the suites written before the table read them.
    zhipuBaseUrl: url + PROVIDER_TABLE.zhipu.basePath,
    deepseekBaseUrl: url + PROVIDER_TABLE.deepseek.basePath,
    apiKeys,
    scenarioNames: [...scenarios.keys()],
    /** Every request in arrival order (never the API key: `authorization` is dropped from `headers`). */
    requests,
    /** Live counts: sockets open now, and socket close events so far. */
    connections,
    /** Resolves once `connections.closedEvents >= n` (a total, not an increment); rejects after timeoutMs. */
    waitForClose(n = 1, timeoutMs = 2000) {
      if (connections.closedEvents >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { n };
        const timer = setTimeout(() => {
          closeWaiters.delete(waiter);
          reject(new Error(`waitForClose: ${connections.closedEvents} of ${n} connection closes after ${timeoutMs} ms`));
        }, timeoutMs);
        waiter.resolve = () => {
          clearTimeout(timer);
          closeWaiters.delete(waiter);
          resolve();
        };
        waiter.reject = (error) => {
          clearTimeout(timer);
          closeWaiters.delete(waiter);
          reject(error);
        };
        closeWaiters.add(waiter);
      });
    },
    /**
     * Stops listening, destroys every open socket, stops every timer; resolves once every socket reported
     * its close (so `connections.open` is 0). Pending waitForClose calls that are still short reject.
     * Idempotent.
     */
    close() {
      closing ??= (async () => {
        for (const run of [...runs]) run.stop();
        const listenerClosed = new Promise((resolve) => server.close(() => resolve()));
        const socketsClosed = [...sockets].map((socket) => new Promise((resolve) => {
          socket.once('close', resolve);
          socket.destroy();
        }));
        await Promise.all([listenerClosed, ...socketsClosed]);
        for (const waiter of [...closeWaiters]) waiter.reject(new Error('waitForClose: the server closed first'));
      })();
      return closing;
    },
  };
}

function parseArgs(argv) {
  const args = { port: 0, scenario: undefined, seed: undefined, list: false };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--port': args.port = Number(value); i += 1; break;
      case '--scenario': args.scenario = value; i += 1; break;
      case '--seed': args.seed = Number(value); i += 1; break;
      case '--list': args.list = true; break;
      default: throw new Error(`unknown argument ${argv[i]} (use --port N --scenario provider/name --seed N --list)`);
    }
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port must be 0..65535');
  if (args.seed !== undefined && !Number.isInteger(args.seed)) throw new Error('--seed must be an integer');
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const server = await startReplayServer(args);
  // First line: the URL alone, so a script can read it.
  process.stdout.write(`${server.url}\n`);
  for (const name of PROVIDER_NAMES) {
    process.stdout.write(`  ${name.padEnd(8)} ${server.baseUrls[name]}  key ${server.apiKeys[name]}\n`);
  }
  process.stdout.write(`  default scenario ${args.scenario ?? `<provider>/${DEFAULT_PROVIDER_SCENARIO}`}, seed ${server.seed}; `
    + `header ${HEADER_SCENARIO} picks another\n`);
  if (args.list) process.stdout.write(server.scenarioNames.map((n) => `  ${n}\n`).join(''));
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
