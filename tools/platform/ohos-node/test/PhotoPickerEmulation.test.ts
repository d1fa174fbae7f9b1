// The system photo picker's emulation (ohos.file.photoAccessHelper.ts over file/PhotoPickerScript.ts), held to
// what it states from the API 12 declarations and what it assumes (docs/risks.md R-026): select() answers what
// the scripted user picked, in order, cut at maxSelectNumber; a cancel (or an unscripted select) resolves with no
// URIs; a maxSelectNumber that is not a positive integer is a 401; every select() records its options.
import { describe, it, expect } from '@ohos/hypium';
import { photoAccessHelper } from '../kit.MediaLibraryKit';
import { photoPickerRequests, resetPhotoPicker, scriptPhotoPick, scriptPhotoPickCancel } from '../EmulationControls';

function imageOptions(max?: number): InstanceType<typeof photoAccessHelper.PhotoSelectOptions> {
  const options = new photoAccessHelper.PhotoSelectOptions();
  options.MIMEType = photoAccessHelper.PhotoViewMIMETypes.IMAGE_TYPE;
  options.maxSelectNumber = max;
  return options;
}

export default function photoPickerEmulationTest() {
  describe('PhotoPickerEmulation', () => {
    it('answers the scripted picks in order, cut at maxSelectNumber, and records the options', 0, async () => {
      resetPhotoPicker();
      scriptPhotoPick(['file://media/Photo/1/a.jpg', 'file://media/Photo/2/b.jpg', 'file://media/Photo/3/c.jpg']);
      scriptPhotoPick(['file://media/Photo/4/d.jpg']);
      const picker = new photoAccessHelper.PhotoViewPicker();
      const first = await picker.select(imageOptions(2));
      const second = await picker.select();
      expect(first.photoUris.join(',')).assertEqual('file://media/Photo/1/a.jpg,file://media/Photo/2/b.jpg');
      expect(first.isOriginalPhoto).assertFalse();
      expect(second.photoUris.join(',')).assertEqual('file://media/Photo/4/d.jpg');
      expect(JSON.stringify(photoPickerRequests()))
        .assertEqual('[{"mimeType":"image/*","maxSelectNumber":2},{}]');
    });

    it('a cancel, and a select nobody scripted, resolve with no URIs', 0, async () => {
      resetPhotoPicker();
      scriptPhotoPickCancel();
      const picker = new photoAccessHelper.PhotoViewPicker();
      expect((await picker.select(imageOptions(4))).photoUris.length).assertEqual(0);
      expect((await picker.select(imageOptions(4))).photoUris.length).assertEqual(0);
      expect(photoPickerRequests().length).assertEqual(2);
    });

    it('a maxSelectNumber that is not a positive integer is a 401, and nothing is recorded', 0, async () => {
      resetPhotoPicker();
      const codes: number[] = [];
      for (const max of [0, -1, 1.5]) {
        try {
          await new photoAccessHelper.PhotoViewPicker().select(imageOptions(max));
        } catch (thrown) {
          codes.push((thrown as { code: number }).code);
        }
      }
      expect(codes.join(',')).assertEqual('401,401,401');
      expect(photoPickerRequests().length).assertEqual(0);
    });
  });
}
