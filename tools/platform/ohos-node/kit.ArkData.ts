// Node emulation of `@kit.ArkData`, the part the demo app uses: `import { preferences } from '@kit.ArkData'`.
// Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.ArkData.d.ts (re-exports the
// `@ohos.data.preferences` default). The other stores of the kit (relationalStore, distributedKVStore, ...)
// are not emulated.
import preferences from './ohos.data.preferences';

export { preferences };
