// installNative: puts the native half's globals on globalThis, once. A module of its own so that install.ts
// can import it before the state half, whose modules read NativeViewPartialUpdate and friends at load.
import { nativeGlobals } from './NativeGlobals';
import { runtime } from './NativeRuntime';

const INSTALLED = Symbol.for('arkui-headless.native-installed');
const scope = globalThis as Record<string | symbol, unknown>;

if (scope[INSTALLED] !== true) {
  scope[INSTALLED] = true;
  Object.assign(scope, nativeGlobals(runtime()));
}
