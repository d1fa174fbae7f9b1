// Node emulation of `@kit.CoreFileKit`, the part ArkAgent uses: `import { fileIo as fs } from '@kit.CoreFileKit'`.
// Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.CoreFileKit.d.ts:30 and 49 (re-exports the
// `@ohos.file.fs` default as `fileIo`). The kit's other modules (picker, fileUri, ...) are not emulated.
import fileIo from './ohos.file.fs';

export { fileIo };
