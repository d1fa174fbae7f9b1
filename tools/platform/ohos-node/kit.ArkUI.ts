// Node emulation of `@kit.ArkUI`, the part an ability uses: `window.WindowStage` (interface_sdk-js tag
// OpenHarmony-v5.0.0-Release kits/@kit.ArkUI.d.ts re-exports `@ohos.window`). Components, UIContext and the
// rest of ArkUI are the headless UI runtime's business, not this emulation's.
import { WindowStage as EmulatedWindowStage } from './ui/WindowStage';

namespace window {
  export type WindowStage = EmulatedWindowStage;
  export const WindowStage = EmulatedWindowStage;
}

export { window };
