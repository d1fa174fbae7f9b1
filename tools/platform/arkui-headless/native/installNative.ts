// installNative: puts the native half's globals on globalThis, once, and again on request: a suite that
// installs a fake native (the state half's own tests do) leaves it behind, and mount() must run on the
// real one.
import { nativeGlobals } from './NativeGlobals';
import { runtime } from './NativeRuntime';

const scope = globalThis as Record<string | symbol, unknown>;
const KEY = Symbol.for('arkui-headless.native-globals');

function globalsOnce(): Record<string, unknown> {
  let globals = scope[KEY] as Record<string, unknown> | undefined;
  if (globals === undefined) {
    globals = nativeGlobals(runtime());
    scope[KEY] = globals;
  }
  return globals;
}

/** Puts every native global back in place (a no-op when nothing replaced them). */
export function reinstallNative(): void {
  Object.assign(scope, globalsOnce());
}

reinstallNative();
