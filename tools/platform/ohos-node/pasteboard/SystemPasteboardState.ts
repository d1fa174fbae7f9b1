// The one system pasteboard of the emulated device, shared by every app of the Node process as the
// platform's pasteboard service is shared by every app, and what tests may steer about it: read what is on
// it as the user (another app, a paste) would, grant the read permission, make the next write fail with a
// code the declaration lists, and empty it between tests (EmulationControls re-exports these).
import type { BusinessError } from '../ohos.base';

/** The codes of interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.pasteboard.d.ts. */
export const PARAMETER_ERROR = 401;
export const PERMISSION_DENIED = 201;
/** "The number of records exceeds the upper limit." (addRecord, d.ts:682). */
export const RECORDS_OVER_LIMIT = 12900002;
/** "Another copy or paste operation is in progress." (setData, d.ts:1404). */
export const COPY_IN_PROGRESS = 12900003;
/** "Replication is prohibited." (setData, d.ts:1405). */
export const COPY_PROHIBITED = 12900004;

export interface StoredRecord {
  readonly mimeType: string;
  readonly value: unknown;
}

class PasteboardState {
  records: StoredRecord[] | undefined = undefined;
  isReadGranted = false;
  nextWriteFault: number | undefined = undefined;
  writes = 0;
}

const state = new PasteboardState();

export function pasteboardState(): PasteboardState {
  return state;
}

export function businessError(code: number, message: string): BusinessError {
  // As the other NAPI emulations: a plain { code, message } object, not an Error instance (ohos.base.ts).
  return { code, message, name: 'BusinessError' } as BusinessError;
}

/** The primary (first) record's text on the pasteboard, as a paste would give it; undefined when empty. */
export function systemPasteboardText(): string | undefined {
  const first = state.records?.[0];
  return first !== undefined && typeof first.value === 'string' ? first.value : undefined;
}

/** How many writes reached the pasteboard since the last reset. */
export function systemPasteboardWrites(): number {
  return state.writes;
}

/** The next setData / setDataSync fails with `code` (12900003, 12900004) and leaves the pasteboard as it was. */
export function failNextPasteboardWrite(code: number = COPY_PROHIBITED): void {
  state.nextWriteFault = code;
}

/** Whether the app holds ohos.permission.READ_PASTEBOARD (getData needs it since API 12, d.ts:1238-1249). */
export function grantPasteboardRead(isGranted = true): void {
  state.isReadGranted = isGranted;
}

/** An empty pasteboard, no permission, no fault: the state of a fresh device. */
export function resetPasteboard(): void {
  state.records = undefined;
  state.isReadGranted = false;
  state.nextWriteFault = undefined;
  state.writes = 0;
}
