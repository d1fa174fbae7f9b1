// NextTurn: runs a callback after the current task and its microtasks (setImmediate in Node), the
// headless stand-in for "the next vsync".
type Scheduler = (callback: () => void) => unknown;

export function nextTurn(callback: () => void): void {
  const immediate = (globalThis as { setImmediate?: Scheduler }).setImmediate;
  if (immediate !== undefined) immediate(callback);
  else setTimeout(callback, 0);
}
