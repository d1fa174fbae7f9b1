// Node emulation of `@kit.AssetStoreKit`: `import { asset } from '@kit.AssetStoreKit'`.
// Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.AssetStoreKit.d.ts (re-exports the
// `@ohos.security.asset` default).
import asset from './ohos.security.asset';

export { asset };
