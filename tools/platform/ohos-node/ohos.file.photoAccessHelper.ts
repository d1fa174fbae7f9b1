// Node emulation of `@ohos.file.photoAccessHelper` (`import { photoAccessHelper } from '@kit.MediaLibraryKit'`),
// the system photo picker only, following interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.file.photoAccessHelper.d.ts:
// - PhotoViewMIMETypes (d.ts:4369): IMAGE_TYPE 'image/*' (4391), VIDEO_TYPE 'video/*', IMAGE_VIDEO_TYPE '*/*';
// - BaseSelectOptions (4455) with MIMEType? (4481) and maxSelectNumber? (4507); PhotoSelectOptions extends it (4618);
// - PhotoSelectResult (4730): photoUris: Array<string> (4755), isOriginalPhoto: boolean (4781);
// - PhotoViewPicker (4805): select(option?) -> Promise<PhotoSelectResult> (4842), BusinessError 401 for a bad
//   parameter and 13900042 unknown (4834-4837).
// What the user picks is scripted (file/PhotoPickerScript.ts). Assumed, not in the declaration: a cancel resolves
// with an empty photoUris (it does not reject); the picker stops the user at maxSelectNumber, so a longer script is
// cut there; a maxSelectNumber that is not a positive integer is a 401. The other helpers of the module (the photo
// library's assets, albums, the picker components) are not emulated.
import { nextPhotoPick } from './file/PhotoPickerScript';

class PickerError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'BusinessError';
    this.code = code;
  }
}

enum PhotoViewMIMETypes {
  IMAGE_TYPE = 'image/*',
  VIDEO_TYPE = 'video/*',
  IMAGE_VIDEO_TYPE = '*/*',
}

class BaseSelectOptions {
  MIMEType?: PhotoViewMIMETypes;
  maxSelectNumber?: number;
}

class PhotoSelectOptions extends BaseSelectOptions {}

class PhotoSelectResult {
  photoUris: Array<string> = [];
  isOriginalPhoto: boolean = false;
}

class PhotoViewPicker {
  select(option?: PhotoSelectOptions): Promise<PhotoSelectResult> {
    const max = option?.maxSelectNumber;
    if (max !== undefined && (!Number.isInteger(max) || max <= 0)) {
      return Promise.reject(new PickerError(401, 'Parameter error. maxSelectNumber must be a positive integer'));
    }
    const picked = nextPhotoPick({ mimeType: option?.MIMEType, maxSelectNumber: max });
    const result = new PhotoSelectResult();
    result.photoUris = picked === undefined ? [] : picked.slice(0, max ?? picked.length);
    return Promise.resolve(result);
  }
}

const photoAccessHelper = { PhotoViewMIMETypes, BaseSelectOptions, PhotoSelectOptions, PhotoSelectResult, PhotoViewPicker };

export default photoAccessHelper;
