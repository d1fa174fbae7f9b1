// Node emulation of `@kit.ArkTS`, the part ArkAgent uses: `import { util } from '@kit.ArkTS'`.
// Source: @arkts/declarations kits/@kit.ArkTS.d.ets (re-exports the `@ohos.util` default).
import util from './ohos.util';

export { util };
