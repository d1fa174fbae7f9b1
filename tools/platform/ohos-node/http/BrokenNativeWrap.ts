// An HttpRequest whose native object cannot be found. netstack (tag OpenHarmony-v5.0.0-Release) looks its
// EventManagerWrapper up with napi_unwrap on every call; when that fails request()/requestInStream() return
// undefined - no promise, no callback, nothing thrown (ModuleTemplate::InterfaceWithOutAsyncWorkWithManagerWrapper,
// utils/napi_utils/include/module_template.h:155-160; the same when the context cannot be allocated, :162-166),
// and on()/off() return undefined too (module_template.cpp:55-60). Tests ask for one with breakNextNativeWrap():
// the next createHttp() returns it.
import type { HttpRequest } from './HttpTypes';

let brokenToCreate = 0;

/** The next `count` createHttp() calls return an object whose native side is missing. */
export function breakNextNativeWrap(count = 1): void {
  brokenToCreate += count;
}

/** Consumes one pending breakNextNativeWrap(); true when this createHttp() must return a broken object. */
export function takeBrokenNativeWrap(): boolean {
  if (brokenToCreate <= 0) return false;
  brokenToCreate -= 1;
  return true;
}

export class BrokenNativeWrapRequest {
  request(): undefined {
    return undefined;
  }

  requestInStream(): undefined {
    return undefined;
  }

  on(): void {}

  once(): void {}

  off(): void {}

  destroy(): void {}
}

export function brokenNativeWrapRequest(): HttpRequest {
  return new BrokenNativeWrapRequest() as unknown as HttpRequest;
}
