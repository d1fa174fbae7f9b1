// install: puts the headless ArkUI runtime's globals on globalThis before any transformed view loads, as
// the device's engine binds them before it runs a page: the native half first (components, ForEach / If,
// ViewStackProcessor, NativeViewPartialUpdate, enums, controllers, dialogs), then the state-management
// half (state/: ViewV2, decorators, ObserveV2), whose classes extend the native base. ES modules run their
// imports in order, so the order of the imports below is the order of installation.
import './native/installNative';
import './native/installFallbacks';
