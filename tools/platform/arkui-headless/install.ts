// install: puts the headless ArkUI runtime's globals on globalThis before any transformed view loads, as
// the device's engine binds them before it runs a page: the native half (components, ForEach / If,
// ViewStackProcessor, NativeViewPartialUpdate, enums, controllers, dialogs; native/installNative.ts runs
// as it is imported), then the state-management half (state/: ViewV2, ViewPU, the V2 decorators), then
// fallbacks for what neither provides. Importing this module is enough; it is idempotent.
import './native/installNative';
import { installFallbacks } from './native/installFallbacks';
import { installStateMgmtGlobals } from './state/index';

installStateMgmtGlobals();
installFallbacks();
