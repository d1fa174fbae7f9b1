// When `headersReceive` reaches the app relative to the body, a choice of the emulation that tests make.
// netstack (tag OpenHarmony-v5.0.0-Release) hands body chunks, dataEnd and the promise's settling to ONE FIFO
// (NapiUtils::CreateUvQueueWorkByModuleId, utils/napi_utils/src/napi_utils.cpp:802-827: each uv work pops the
// module's handler queue in order), but each header block to its OWN uv work (EventManager::EmitByUvWithoutCheck
// -> EventListener::EmitByUv -> NapiUtils::CreateUvQueueWork, event_manager.cpp:111-144, event_listener.cpp:137-150,
// napi_utils.cpp:614-633) whose completion races the FIFO. So the headers usually come first, but may come
// after some or all of the body, or after the promise settled. The orders:
//  - first: before the first body chunk (what a device shows most of the time);
//  - afterFirstChunk: right after the first body event (a chunk, or the settling when there is no body);
//  - afterBody: after every body chunk, just before dataEnd and the settling;
//  - afterSettle: after the promise settled (most likely for a small error body).
// Policy: one fixed order, a seed (each request draws its order from a seeded generator, in creation order), or
// a function of the request (tests that run several requests at once give each its own order). The default is
// `first`, or the environment variable OHOS_NODE_HEADER_ORDER (`first`, `afterFirstChunk`, `afterBody`,
// `afterSettle` or `seed:<n>`), so a whole test run can be repeated in another order.

export type HeaderOrder = 'first' | 'afterFirstChunk' | 'afterBody' | 'afterSettle';

export const HEADER_ORDERS: readonly HeaderOrder[] = ['first', 'afterFirstChunk', 'afterBody', 'afterSettle'];

/** What a chooser sees of a request: its URL and its request header (names lower-cased). */
export interface HeaderOrderRequest {
  url: string;
  header: Record<string, string>;
}

export type HeaderOrderChooser = (request: HeaderOrderRequest) => HeaderOrder;

export type HeaderOrderPolicy = HeaderOrder | { seed: number } | HeaderOrderChooser;

/** mulberry32, as testing/SeededRandom: the same seed gives the same orders. */
function seededOrders(seed: number): HeaderOrderChooser {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return HEADER_ORDERS[Math.floor(unit * HEADER_ORDERS.length)];
  };
}

function toChooser(policy: HeaderOrderPolicy): HeaderOrderChooser {
  if (typeof policy === 'function') return policy;
  if (typeof policy === 'object') return seededOrders(policy.seed);
  if (!HEADER_ORDERS.includes(policy)) throw new Error(`unknown header order '${String(policy)}': one of ${HEADER_ORDERS.join(', ')}`);
  return () => policy;
}

/** The policy OHOS_NODE_HEADER_ORDER names (`first` when unset). */
export function policyFromEnvironment(value: string | undefined): HeaderOrderPolicy {
  if (value === undefined || value === '') return 'first';
  const seed = /^seed:(\d+)$/.exec(value);
  if (seed !== null) return { seed: Number(seed[1]) };
  if (HEADER_ORDERS.includes(value as HeaderOrder)) return value as HeaderOrder;
  throw new Error(`OHOS_NODE_HEADER_ORDER='${value}': use ${HEADER_ORDERS.join(', ')} or seed:<n>`);
}

let chooser: HeaderOrderChooser = toChooser(policyFromEnvironment(process.env.OHOS_NODE_HEADER_ORDER));

/** Sets how later requests order their headers; returns a function that restores the previous policy. */
export function setHeaderOrder(policy: HeaderOrderPolicy): () => void {
  const previous = chooser;
  chooser = toChooser(policy);
  return () => {
    chooser = previous;
  };
}

/** The order of one request's header events, drawn when the request starts. */
export function headerOrderFor(request: HeaderOrderRequest): HeaderOrder {
  return chooser(request);
}

/** Runs `body` with `policy` in force, then restores the previous one (also when `body` fails). */
export async function withHeaderOrder<T>(policy: HeaderOrderPolicy, body: () => Promise<T>): Promise<T> {
  const restore = setHeaderOrder(policy);
  try {
    return await body();
  } finally {
    restore();
  }
}
