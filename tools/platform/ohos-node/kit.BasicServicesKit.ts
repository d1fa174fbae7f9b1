// Node emulation of `@kit.BasicServicesKit` (the part ArkAgent uses): re-exports the `@ohos.base` types.
// Source: @arkts/declarations kits/@kit.BasicServicesKit.d.ets.
export type { AsyncCallback, BusinessError, Callback, ErrorCallback } from './ohos.base';
