// How every `@ohos.data.preferences` function runs, after BaseContext/AsyncCall (distributeddatamgr_preferences
// tag OpenHarmony-v5.0.0-Release, frameworks/js/napi/common/src/napi_async_call.cpp): a trailing function
// argument is the callback (:36-42); arguments are checked first and a bad one throws at once (:47-55); the
// native step of an async call runs later, off the caller's turn, and settles the promise or calls the
// callback with `(undefined, data)` or `({ code, message }, undefined)` (:104-130, :148-198). A *Sync call runs
// the same step in place - and in 5.0.0 a native failure there is not thrown: the call just returns undefined
// (:132-137 never reaches OnReturn), which this emulation keeps.
import type { BusinessError } from '../ohos.base';
import { Native, nativeFailure } from './PreferencesErrors';

export type NativeCallback<T> = (err: BusinessError | undefined, data: T | undefined) => void;

export interface SplitArguments {
  args: unknown[];
  callback?: NativeCallback<unknown>;
}

export function splitCallback(args: unknown[]): SplitArguments {
  const last = args[args.length - 1];
  if (args.length > 0 && typeof last === 'function') {
    return { args: args.slice(0, -1), callback: last as NativeCallback<unknown> };
  }
  return { args };
}

/** A native step: returns the native errno (0: success). */
export type NativeStep = () => number;

/** Runs `step` the sync way: the output on success, undefined on a native failure. */
export function runSync<T>(step: NativeStep, output: () => T): T | undefined {
  return step() === Native.OK ? output() : undefined;
}

/** Runs `step` the async way: a promise, or undefined when a callback was given. */
export function runAsync<T>(callback: NativeCallback<T> | undefined, step: NativeStep, output: () => T):
  Promise<T> | undefined {
  const settle = (done: (err: BusinessError | undefined, data: T | undefined) => void, fail: (e: Error) => void) => {
    setImmediate(() => {
      let errno: number;
      try {
        errno = step();
      } catch (misuse) {
        fail(misuse as Error);
        return;
      }
      if (errno === Native.OK) done(undefined, output());
      else done(nativeFailure(errno), undefined);
    });
  };
  if (callback !== undefined) {
    settle(callback, (misuse) => callback(misuse as BusinessError, undefined));
    return undefined;
  }
  return new Promise<T>((resolve, reject) => {
    settle((err, data) => (err === undefined ? resolve(data as T) : reject(err)), reject);
  });
}
