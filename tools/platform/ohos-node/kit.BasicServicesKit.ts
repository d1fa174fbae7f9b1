// Node emulation of `@kit.BasicServicesKit` (the part ArkAgent uses): the `@ohos.base` types and the
// pasteboard. Source: @arkts/declarations kits/@kit.BasicServicesKit.d.ets; interface_sdk-js tag
// OpenHarmony-v5.0.0-Release kits/@kit.BasicServicesKit.d.ts:34 (`import pasteboard from '@ohos.pasteboard'`).
export type { AsyncCallback, BusinessError, Callback, ErrorCallback } from './ohos.base';
import pasteboard from './ohos.pasteboard';

export { pasteboard };
