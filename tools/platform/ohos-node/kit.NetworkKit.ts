// Node emulation of `@kit.NetworkKit`, the part ArkAgent uses: `import { http } from '@kit.NetworkKit'`.
// Source: @arkts/declarations kits/@kit.NetworkKit.d.ets (re-exports the `@ohos.net.http` default).
import http from './ohos.net.http';

export { http };
