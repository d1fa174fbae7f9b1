// Node emulation of `@ohos.hilog` (`import hilog from '@ohos.hilog'`). Declarations: @arkts/declarations
// api/@ohos.hilog.d.ts. Lines go to stderr through console.error, never stdout, and only when the
// environment has ARKAGENT_HILOG=1: tests and the demo stay quiet. A domain outside 0x0..0xFFFF prints
// nothing, as on the device. Formatting: hilog/HilogFormat.ts.
import { formatHilogLine } from './hilog/HilogFormat';

namespace hilog {
  export enum LogLevel {
    DEBUG = 3,
    INFO = 4,
    WARN = 5,
    ERROR = 6,
    FATAL = 7,
  }

  const LETTERS: Record<number, string> = { 3: 'D', 4: 'I', 5: 'W', 6: 'E', 7: 'F' };

  function enabled(): boolean {
    return typeof process !== 'undefined' && process.env.ARKAGENT_HILOG === '1';
  }

  function validDomain(domain: number): boolean {
    return typeof domain === 'number' && Number.isInteger(domain) && domain >= 0 && domain <= 0xffff;
  }

  function print(level: LogLevel, domain: number, tag: string, format: string, args: unknown[]): void {
    if (!enabled() || !validDomain(domain)) return;
    console.error(formatHilogLine(LETTERS[level], domain, tag, format, args));
  }

  export function debug(domain: number, tag: string, format: string, ...args: any[]): void {
    print(LogLevel.DEBUG, domain, tag, format, args);
  }

  export function info(domain: number, tag: string, format: string, ...args: any[]): void {
    print(LogLevel.INFO, domain, tag, format, args);
  }

  export function warn(domain: number, tag: string, format: string, ...args: any[]): void {
    print(LogLevel.WARN, domain, tag, format, args);
  }

  export function error(domain: number, tag: string, format: string, ...args: any[]): void {
    print(LogLevel.ERROR, domain, tag, format, args);
  }

  export function fatal(domain: number, tag: string, format: string, ...args: any[]): void {
    print(LogLevel.FATAL, domain, tag, format, args);
  }

  /** Whether a line of this level would be printed (here: ARKAGENT_HILOG=1 and a valid domain). */
  export function isLoggable(domain: number, tag: string, level: LogLevel): boolean {
    return enabled() && validDomain(domain) && typeof tag === 'string' && LETTERS[level] !== undefined;
  }
}

export default hilog;
