// StateMgmtConsole: stands for state_mgmt's stateMgmtConsole (hilog tag JSAPP). The messages the real runtime logs
// for application errors ("@Param x: can not assign a new value, application error.", duplicate ForEach ids) are
// part of its observable behaviour, so they are kept in order for tests (takeStateMgmtLog) and printed on
// console.warn / console.error only when ARKUI_HEADLESS_LOG is set (tests trigger them on purpose).

export type StateMgmtLogLevel = 'applicationError' | 'error' | 'warn';

export interface StateMgmtLogEntry {
  readonly level: StateMgmtLogLevel;
  readonly message: string;
}

const entries: StateMgmtLogEntry[] = [];
const printing = typeof process !== 'undefined' && process.env.ARKUI_HEADLESS_LOG !== undefined;

function record(level: StateMgmtLogLevel, message: string): void {
  entries.push({ level, message });
  if (printing) {
    (level === 'warn' ? console.warn : console.error)(`[state_mgmt ${level}] ${message}`);
  }
}

export const stateMgmtConsole = {
  applicationError(message: string, ...rest: unknown[]): void {
    record('applicationError', rest.length > 0 ? `${message} ${rest.map(String).join(' ')}` : message);
  },
  error(message: string): void {
    record('error', message);
  },
  warn(message: string): void {
    record('warn', message);
  },
};

/** Returns the messages logged since the last call, and forgets them. */
export function takeStateMgmtLog(): StateMgmtLogEntry[] {
  return entries.splice(0, entries.length);
}
