// The @ohos.pasteboard emulation (tools/platform/ohos-node/ohos.pasteboard.ts) against the API 12
// declarations it follows (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.pasteboard.d.ts):
// plain text in and out through createData / setData / getData, the primary record, the sync variants and the
// callback forms, the argument errors (401) thrown at once, the read permission getData needs since API 12
// (201), refused writes (12900003, 12900004) that leave the pasteboard as it was, and clearData.
import { describe, it, expect } from '@ohos/hypium';
import { pasteboard } from '../kit.BasicServicesKit';
import {
  failNextPasteboardWrite, grantPasteboardRead, resetPasteboard, systemPasteboardText, systemPasteboardWrites,
} from '../EmulationControls';

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

async function rejectionCode(promise: Promise<unknown> | undefined): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

export default function pasteboardEmulationTest() {
  describe('Pasteboard emulation', () => {
    it('createData(MIMETYPE_TEXT_PLAIN, text) then setData puts the text on the system pasteboard', 0, async () => {
      resetPasteboard();
      const data = pasteboard.createData(pasteboard.MIMETYPE_TEXT_PLAIN, '复制 ✂️');
      expect(data.getPrimaryText()).assertEqual('复制 ✂️');
      expect(data.getPrimaryMimeType()).assertEqual('text/plain');
      expect(data.getRecordCount()).assertEqual(1);
      await pasteboard.getSystemPasteboard().setData(data);
      expect(systemPasteboardText()).assertEqual('复制 ✂️');
      expect(systemPasteboardWrites()).assertEqual(1);
      expect(pasteboard.getSystemPasteboard().hasDataSync()).assertTrue();
    });

    it('getData needs ohos.permission.READ_PASTEBOARD (201 without it); with it, the text comes back', 0,
      async () => {
        resetPasteboard();
        const board = pasteboard.getSystemPasteboard();
        board.setDataSync(pasteboard.createPlainTextData('hello'));
        expect(await rejectionCode(board.getData())).assertEqual(201);
        expect(codeOf(() => board.getDataSync())).assertEqual(201);
        grantPasteboardRead();
        expect((await board.getData())?.getPrimaryText()).assertEqual('hello');
        expect(board.getDataSync().getPrimaryText()).assertEqual('hello');
      });

    it('a write stores a copy: a record added afterwards is not on the pasteboard; the last added is primary', 0,
      async () => {
        resetPasteboard();
        grantPasteboardRead();
        const data = pasteboard.createData(pasteboard.MIMETYPE_TEXT_PLAIN, 'first');
        pasteboard.getSystemPasteboard().setDataSync(data);
        data.addRecord(pasteboard.MIMETYPE_TEXT_HTML, '<b>later</b>');
        expect(data.getPrimaryMimeType()).assertEqual('text/html');
        expect(data.getMimeTypes().join(',')).assertEqual('text/html,text/plain');
        expect(pasteboard.getSystemPasteboard().getDataSync().getRecordCount()).assertEqual(1);
      });

    it('bad arguments are thrown at once with 401: no MIME type, one over 1024 bytes, a missing value, no PasteData',
      0, () => {
        resetPasteboard();
        expect(codeOf(() => pasteboard.createData('', 'x'))).assertEqual(401);
        expect(codeOf(() => pasteboard.createData('a'.repeat(1025), 'x'))).assertEqual(401);
        expect(codeOf(() => pasteboard.createData(pasteboard.MIMETYPE_TEXT_PLAIN, undefined as never))).assertEqual(401);
        expect(codeOf(() => pasteboard.getSystemPasteboard().setData({} as never))).assertEqual(401);
        expect(codeOf(() => pasteboard.createData('a'.repeat(1024), 'x'))).assertEqual(undefined);
      });

    it('a refused write rejects with its code (12900004, 12900003) and the pasteboard keeps what it had', 0,
      async () => {
        resetPasteboard();
        const board = pasteboard.getSystemPasteboard();
        board.setDataSync(pasteboard.createPlainTextData('kept'));
        failNextPasteboardWrite(12900004);
        expect(await rejectionCode(board.setData(pasteboard.createPlainTextData('lost')))).assertEqual(12900004);
        failNextPasteboardWrite(12900003);
        expect(codeOf(() => board.setDataSync(pasteboard.createPlainTextData('lost')))).assertEqual(12900003);
        expect(systemPasteboardText()).assertEqual('kept');
      });

    it('the callback forms settle on a later turn, with no error on success', 0, async () => {
      resetPasteboard();
      const board = pasteboard.getSystemPasteboard();
      const order: string[] = [];
      await new Promise<void>((resolve) => {
        board.setData(pasteboard.createPlainTextData('cb'), (error) => {
          order.push(`set ${error === undefined ? 'ok' : error.code}`);
          resolve();
        });
        order.push('returned');
      });
      const has = await new Promise<boolean>((resolve) => board.hasData((error, value) => resolve(value)));
      expect(`${order.join(',')} ${has}`).assertEqual('returned,set ok true');
    });

    it('clearData empties the pasteboard', 0, async () => {
      resetPasteboard();
      const board = pasteboard.getSystemPasteboard();
      board.setDataSync(pasteboard.createPlainTextData('x'));
      await board.clearData();
      expect(board.hasDataSync()).assertFalse();
      expect(systemPasteboardText()).assertEqual(undefined);
    });
  });
}
