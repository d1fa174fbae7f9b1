// What the emulated user does in the system photo picker (ohos.file.photoAccessHelper.ts): the test scripts each
// select() in turn, either the URIs the user picks (register each with addMediaFile, so fileIo opens it, as the
// picker grants a read of exactly what it returned) or a cancel. The options of every select() are recorded, so
// a test can check what the app asked for. An unscripted select() is a cancel: the user pressed back.

/** The options one select() was given, as the picker read them. */
export interface PhotoPickerRequest {
  readonly mimeType: string | undefined;
  readonly maxSelectNumber: number | undefined;
}

/** One scripted answer: the URIs picked, or undefined for a cancel. */
type ScriptedPick = string[] | undefined;

const script: ScriptedPick[] = [];
const requests: PhotoPickerRequest[] = [];

/** The next select() answers these URIs (file://media/Photo/...), in this order. */
export function scriptPhotoPick(uris: string[]): void {
  script.push(uris.slice());
}

/** The next select() is cancelled by the user. */
export function scriptPhotoPickCancel(): void {
  script.push(undefined);
}

/** The options of every select() so far, oldest first. */
export function photoPickerRequests(): PhotoPickerRequest[] {
  return requests.slice();
}

export function resetPhotoPicker(): void {
  script.length = 0;
  requests.length = 0;
}

/** For the emulation: records `request` and takes the next scripted answer (a cancel when none is left). */
export function nextPhotoPick(request: PhotoPickerRequest): ScriptedPick {
  requests.push(request);
  return script.length > 0 ? script.shift() : undefined;
}
