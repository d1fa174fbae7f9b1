// Node emulation of `@kit.ImageKit`, the part ArkAgent uses: `import { image } from '@kit.ImageKit'`.
// Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.ImageKit.d.ts (re-exports the
// `@ohos.multimedia.image` default). sendableImage is not emulated.
import image from './ohos.multimedia.image';

export { image };
