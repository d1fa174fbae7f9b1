// Node emulation of `@ohos.pasteboard` (`import { pasteboard } from '@kit.BasicServicesKit'`), the part an
// app uses to copy and paste text, following the declarations of interface_sdk-js tag
// OpenHarmony-v5.0.0-Release (API 12) api/@ohos.pasteboard.d.ts:
// - the MIME type constants (d.ts:67-123; their values are the API reference's: text/plain, text/html, ...;
//   the declaration gives only `const MIMETYPE_TEXT_PLAIN: string`, d.ts:95);
// - createData(mimeType, value) (d.ts:207: 401 when an argument is missing or of the wrong type, or the MIME
//   type is over 1024 bytes, d.ts:196-200) and the deprecated createPlainTextData (d.ts:171);
// - PasteData: getPrimaryText (d.ts:782), getPrimaryMimeType (767), getMimeTypes (722), getRecordCount (897),
//   hasType (946), addRecord(mimeType, value) (707; 12900002 over MAX_RECORD_NUM records, 682);
// - getSystemPasteboard() (d.ts:291) and SystemPasteboard (d.ts:1045): setData as a Promise and with a
//   callback (1385, 1410; 12900003 / 12900004 on a refused write), setDataSync (1422), getData / getDataSync,
//   which need ohos.permission.READ_PASTEBOARD since API 12 (1238-1270: 201 without it), hasData /
//   hasDataSync (1311-1336), clearData / clearDataSync (1141-1165).
// Assumed (not in the declaration): MAX_RECORD_NUM is 512 (the API reference's value since API 10); a write replaces the whole pasteboard; setData stores a copy of the
// records, so a PasteData changed after the write does not change what is pasted. The pasteboard is the
// process's, shared by every app (pasteboard/SystemPasteboardState.ts); HTML, URI, Want and PixelMap records
// are stored as given and not converted.
import type { AsyncCallback } from './ohos.base';
import {
  businessError, COPY_IN_PROGRESS, PARAMETER_ERROR, RECORDS_OVER_LIMIT, PERMISSION_DENIED, pasteboardState, StoredRecord,
} from './pasteboard/SystemPasteboardState';

const MAX_MIME_BYTES = 1024;

function checkMimeType(mimeType: unknown): string {
  if (typeof mimeType !== 'string' || mimeType.length === 0) {
    throw businessError(PARAMETER_ERROR, 'Parameter error. The mimeType must be a non-empty string.');
  }
  if (Buffer.byteLength(mimeType, 'utf8') > MAX_MIME_BYTES) {
    throw businessError(PARAMETER_ERROR, 'Parameter error. The mimeType cannot be greater than 1024 bytes.');
  }
  return mimeType;
}

class PasteData {
  /** Newest first, as addRecord puts a record at the front (the primary record is the last one added). */
  readonly records: StoredRecord[];

  constructor(records: StoredRecord[]) {
    this.records = records;
  }

  getPrimaryText(): string {
    const first = this.records[0];
    return first !== undefined && typeof first.value === 'string' && first.mimeType === MIMETYPE_TEXT_PLAIN ?
      first.value : '';
  }

  getPrimaryMimeType(): string {
    return this.records[0]?.mimeType ?? '';
  }

  getMimeTypes(): string[] {
    return this.records.map((record) => record.mimeType);
  }

  getRecordCount(): number {
    return this.records.length;
  }

  hasType(mimeType: string): boolean {
    return this.records.some((record) => record.mimeType === checkMimeType(mimeType));
  }

  addRecord(mimeType: string, value: unknown): void {
    if (this.records.length >= MAX_RECORD_NUM) {
      throw businessError(RECORDS_OVER_LIMIT, 'The number of records exceeds the upper limit.');
    }
    if (value === undefined || value === null) {
      throw businessError(PARAMETER_ERROR, 'Parameter error. The value is required.');
    }
    this.records.unshift({ mimeType: checkMimeType(mimeType), value });
  }
}

export const MAX_RECORD_NUM = 512;
export const MIMETYPE_TEXT_HTML = 'text/html';
export const MIMETYPE_TEXT_WANT = 'text/want';
export const MIMETYPE_TEXT_PLAIN = 'text/plain';
export const MIMETYPE_TEXT_URI = 'text/uri';
export const MIMETYPE_PIXELMAP = 'pixelMap';

export function createData(mimeType: string, value: unknown): PasteData {
  const checked = checkMimeType(mimeType);
  if (value === undefined || value === null) {
    throw businessError(PARAMETER_ERROR, 'Parameter error. The value is required.');
  }
  if (checked === MIMETYPE_TEXT_PLAIN && typeof value !== 'string') {
    throw businessError(PARAMETER_ERROR, 'Parameter error. A text/plain value must be a string.');
  }
  return new PasteData([{ mimeType: checked, value }]);
}

export function createPlainTextData(text: string): PasteData {
  return createData(MIMETYPE_TEXT_PLAIN, text);
}

function write(data: unknown): void {
  if (!(data instanceof PasteData)) {
    throw businessError(PARAMETER_ERROR, 'Parameter error. The data must be a PasteData.');
  }
  const state = pasteboardState();
  const fault = state.nextWriteFault;
  if (fault !== undefined) {
    state.nextWriteFault = undefined;
    throw businessError(fault, fault === COPY_IN_PROGRESS ? 'Another copy or paste operation is in progress.' :
      'Replication is prohibited.');
  }
  state.records = data.records.slice();
  state.writes++;
}

function read(): PasteData {
  const state = pasteboardState();
  if (!state.isReadGranted) {
    throw businessError(PERMISSION_DENIED, 'Permission verification failed. ' +
      'The application does not have the permission required to call the API.');
  }
  return new PasteData((state.records ?? []).slice());
}

/** A Promise or a callback, as the NAPI layer settles both: on a later turn. */
function settle<T>(run: () => T, callback?: AsyncCallback<T>): Promise<T> | undefined {
  const promise = new Promise<T>((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    });
  });
  if (callback === undefined) return promise;
  promise.then((value) => callback(undefined as never, value), (error) => callback(error, undefined as never));
  return undefined;
}

class SystemPasteboard {
  setData(data: PasteData, callback?: AsyncCallback<void>): Promise<void> | undefined {
    // An argument error is thrown at once, before any asynchronous work (the NAPI layer checks first).
    if (!(data instanceof PasteData)) write(data);
    return settle(() => write(data), callback);
  }

  setDataSync(data: PasteData): void {
    write(data);
  }

  getData(callback?: AsyncCallback<PasteData>): Promise<PasteData> | undefined {
    return settle(read, callback);
  }

  getDataSync(): PasteData {
    return read();
  }

  hasData(callback?: AsyncCallback<boolean>): Promise<boolean> | undefined {
    return settle(() => this.hasDataSync(), callback);
  }

  hasDataSync(): boolean {
    const records = pasteboardState().records;
    return records !== undefined && records.length > 0;
  }

  clearData(callback?: AsyncCallback<void>): Promise<void> | undefined {
    return settle(() => this.clearDataSync(), callback);
  }

  clearDataSync(): void {
    pasteboardState().records = undefined;
  }
}

const systemPasteboard = new SystemPasteboard();

export function getSystemPasteboard(): SystemPasteboard {
  return systemPasteboard;
}

export type { PasteData, SystemPasteboard };

const pasteboard = {
  MAX_RECORD_NUM, MIMETYPE_TEXT_HTML, MIMETYPE_TEXT_WANT, MIMETYPE_TEXT_PLAIN, MIMETYPE_TEXT_URI, MIMETYPE_PIXELMAP,
  createData, createPlainTextData, getSystemPasteboard,
};

export default pasteboard;
