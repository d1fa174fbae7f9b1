// The state-management half of the headless ArkUI runtime: what OpenHarmony's JS framework state_mgmt provides to
// transpiled ArkUI code. installStateMgmtGlobals() puts its globals where the transpiled files look for them
// (ViewV2, ViewPU, PUV2ViewBase, the V2 decorators, wrapBuilder/WrappedBuilder); the native half
// (../native/) installs ViewStackProcessor, NativeViewPartialUpdate, ForEach, If and the components.
import { Computed, Consumer, Event, Local, Monitor, ObservedV2, Once, Param, Provider, Require, Trace } from './Decorators';
import { PUV2ViewBase } from './PUV2ViewBase';
import { ViewPU } from './ViewPU';
import { ViewV2 } from './ViewV2';
import { WrappedBuilder, wrapBuilder } from './WrappedBuilder';

export { settle, hasPendingUpdates } from './Settle';
export { takeStateMgmtLog, type StateMgmtLogEntry } from './StateMgmtConsole';
export { ObserveV2 } from './ObserveV2';
export { ViewV2 } from './ViewV2';
export { PUV2ViewBase } from './PUV2ViewBase';
export type { IMonitor, IMonitorValue } from './MonitorV2';

/** The globals of this half, by the names the transpiled code uses. */
export const stateMgmtGlobals = {
  ViewV2, ViewPU, PUV2ViewBase, WrappedBuilder, wrapBuilder,
  ObservedV2, Trace, Local, Param, Once, Require, Event, Provider, Consumer, Monitor, Computed,
};

/** Installs stateMgmtGlobals on globalThis (idempotent). */
export function installStateMgmtGlobals(): void {
  Object.assign(globalThis, stateMgmtGlobals);
}
