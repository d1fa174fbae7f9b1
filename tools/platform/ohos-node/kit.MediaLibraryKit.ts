// Node emulation of `@kit.MediaLibraryKit`, the part the demo app uses: `import { photoAccessHelper } from
// '@kit.MediaLibraryKit'`. Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.MediaLibraryKit.d.ts
// (re-exports the `@ohos.file.photoAccessHelper` default as `photoAccessHelper`). The kit's picker components,
// moving photos and sendable helper are not emulated.
import photoAccessHelper from './ohos.file.photoAccessHelper';

export { photoAccessHelper };
