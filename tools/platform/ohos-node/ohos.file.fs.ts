// Node emulation of `@ohos.file.fs` (`import { fileIo as fs } from '@kit.CoreFileKit'`), the part that reads a picked
// file, following interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.file.fs.d.ts:
// - OpenMode.READ_ONLY = 0o0 (d.ts:192); openSync(path, mode?) (d.ts:4012; `path - path.`, 3977) returns a File
//   with a readonly fd (6640); its BusinessErrors 139000xx (d.ts:3980-4007);
// - statSync(file: string | number) (d.ts:5450) returning a Stat whose `size` is the byte length (7463);
// - readSync(fd, buffer, options?) (d.ts:4310) returning the bytes read, ReadOptions { offset?, length? } (8522);
// - closeSync(file: number | File) (d.ts:809).
// Assumed (not in the declaration): openSync also takes a URI (the File API reference: "sandbox path or URI",
// how a PhotoViewPicker result is read); a `file://media/...` URI opens only when the test registered it
// (file/MediaLibrary.ts), as a picker grants a read of exactly the URIs it returned; the error codes are the errno
// mapping of the file API's reference (ENOENT 13900002, EACCES 13900012, EISDIR 13900019, EINVAL 13900020,
// EBADF 13900008). Writing, streams and the async forms are not emulated.
import nodeFs from 'node:fs';
import { hostPathOf } from './file/MediaLibrary';

class FileIoError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'BusinessError';
    this.code = code;
  }
}

const ERRNO_CODES: Record<string, [number, string]> = {
  ENOENT: [13900002, 'No such file or directory'],
  EACCES: [13900012, 'Permission denied'],
  EPERM: [13900012, 'Permission denied'],
  EISDIR: [13900019, 'Is a directory'],
  EINVAL: [13900020, 'Invalid argument'],
  EBADF: [13900008, 'Bad file descriptor'],
};

function fileIoError(error: unknown): FileIoError {
  const errno = (error as { code?: string }).code ?? '';
  const [code, message] = ERRNO_CODES[errno] ?? [13900042, 'Unknown error'];
  return new FileIoError(code, message);
}

function run<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw error instanceof FileIoError ? error : fileIoError(error);
  }
}

namespace fileIo {
  export namespace OpenMode {
    export const READ_ONLY = 0o0;
  }

  export interface File {
    readonly fd: number;
    readonly path: string;
    readonly name: string;
  }

  export interface Stat {
    readonly size: number;
    isFile(): boolean;
    isDirectory(): boolean;
  }

  export interface ReadOptions {
    offset?: number;
    length?: number;
  }

  export function openSync(path: string, mode: number = OpenMode.READ_ONLY): File {
    if (typeof path !== 'string' || path.length === 0) throw new FileIoError(13900020, 'Invalid argument');
    if (mode !== OpenMode.READ_ONLY) throw new FileIoError(13900020, 'Invalid argument: only READ_ONLY is emulated');
    const host = hostPathOf(path);
    if (host === undefined) throw new FileIoError(13900002, 'No such file or directory');
    return run(() => {
      const fd = nodeFs.openSync(host, 'r');
      return { fd, path: host, name: host.split('/').pop() ?? '' };
    });
  }

  export function statSync(file: string | number): Stat {
    return run(() => {
      let stats: nodeFs.Stats;
      if (typeof file === 'number') {
        stats = nodeFs.fstatSync(file);
      } else {
        const host = hostPathOf(file);
        if (host === undefined) throw new FileIoError(13900002, 'No such file or directory');
        stats = nodeFs.statSync(host);
      }
      return { size: stats.size, isFile: () => stats.isFile(), isDirectory: () => stats.isDirectory() };
    });
  }

  export function readSync(fd: number, buffer: ArrayBuffer, options?: ReadOptions): number {
    if (!(buffer instanceof ArrayBuffer)) throw new FileIoError(13900020, 'Invalid argument');
    const length = options?.length ?? buffer.byteLength;
    return run(() => nodeFs.readSync(fd, new Uint8Array(buffer), 0, Math.min(length, buffer.byteLength),
      options?.offset ?? null));
  }

  export function closeSync(file: number | File): void {
    run(() => nodeFs.closeSync(typeof file === 'number' ? file : file.fd));
  }
}

export default fileIo;
