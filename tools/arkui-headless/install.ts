// install: puts the headless ArkUI runtime's globals on globalThis before any transformed view loads, as
// the device's engine binds them before it runs a page: the native half (components, ForEach / If,
// ViewStackProcessor, NativeViewPartialUpdate, enums, controllers, dialogs) and then the state-management
// half (state/: ViewV2, decorators, ObserveV2) on top. Importing this module is enough; it runs once.
import { nativeGlobals } from './native/NativeGlobals';
import { runtime } from './native/NativeRuntime';

const INSTALLED = Symbol.for('arkui-headless.installed');
const scope = globalThis as Record<string | symbol, unknown>;

if (scope[INSTALLED] !== true) {
  scope[INSTALLED] = true;
  Object.assign(scope, nativeGlobals(runtime()));
}
