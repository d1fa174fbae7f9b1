// The emulated device's photo library: what a `file://media/Photo/...` URI (a PhotoViewPicker result or a camera
// capture) points to. On a device the media library owns those files and the picker grants the app a read of each
// URI it returns; here a test registers the URI with a file on disk. A plain path is the sandbox path itself (the
// test's temporary folder stands for the app's files). Used by ohos.file.fs.ts only.
const mediaFiles = new Map<string, string>();

/** Makes `uri` (file://media/...) open `hostPath`, as a picker result the user chose. */
export function addMediaFile(uri: string, hostPath: string): void {
  mediaFiles.set(uri, hostPath);
}

/** Forgets every registered media URI. */
export function resetMediaLibrary(): void {
  mediaFiles.clear();
}

/** The file on disk for a path or URI; undefined for a URI nothing was registered under. */
export function hostPathOf(pathOrUri: string): string | undefined {
  if (pathOrUri.startsWith('file://')) return mediaFiles.get(pathOrUri);
  return pathOrUri;
}
