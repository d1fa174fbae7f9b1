// `window.WindowStage` of `@kit.ArkUI`, the part an ability uses: loadContent (interface_sdk-js tag
// OpenHarmony-v5.0.0-Release api/@ohos.window.d.ts:8409-8498). Nothing is rendered: the stage records which page
// was asked for, so a test can check what EntryAbility loads; the page itself is built by the headless UI
// runtime. The callback gets an error object with code 0 on success - assumed from the DevEco template, which
// reads `err.code` without checking `err` (entry/src/main/ets/entryability/EntryAbility.ets).
import type { BusinessError } from '../ohos.base';

type LoadCallback = (err: BusinessError) => void;

export class WindowStage {
  /** The pages loadContent was asked for, in order (main_pages.json names, e.g. 'pages/Index'). */
  readonly loadedPages: string[] = [];

  loadContent(path: string, storageOrCallback?: object | LoadCallback, callback?: LoadCallback): Promise<void> | void {
    this.loadedPages.push(path);
    const done = typeof storageOrCallback === 'function' ? storageOrCallback as LoadCallback : callback;
    const success = { code: 0, name: 'BusinessError', message: '' } as BusinessError;
    if (done === undefined) return Promise.resolve();
    setImmediate(() => done(success));
    return undefined;
  }
}
