// Node emulation of `@kit.AccessibilityKit` (the part ArkAgent uses): `accessibility`. Source: interface_sdk-js
// tag OpenHarmony-v5.0.0-Release kits/@kit.AccessibilityKit.d.ts (`import accessibility from '@ohos.accessibility'`).
import accessibility from './ohos.accessibility';

export { accessibility };
