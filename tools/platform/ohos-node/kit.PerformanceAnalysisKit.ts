// Node emulation of `@kit.PerformanceAnalysisKit`, the part ArkAgent uses:
// `import { hilog } from '@kit.PerformanceAnalysisKit'`. Source: @arkts/declarations
// kits/@kit.PerformanceAnalysisKit.d.ets (re-exports the `@ohos.hilog` default).
import hilog from './ohos.hilog';

export { hilog };
