// Node emulation of `@kit.ArkData`, the parts ArkAgent and the demo app use: `import { preferences,
// relationalStore } from '@kit.ArkData'`. Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release
// kits/@kit.ArkData.d.ts (re-exports the `@ohos.data.preferences` and `@ohos.data.relationalStore`
// defaults). The other stores of the kit (distributedKVStore, ...) are not emulated.
import preferences from './ohos.data.preferences';
import relationalStore from './ohos.data.relationalStore';

export { preferences, relationalStore };
