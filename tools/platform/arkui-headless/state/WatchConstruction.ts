// WatchConstruction: turning the @Monitor / @Computed entries the decorators left on a prototype into MonitorV2 /
// ComputedV2 objects of one instance (OBS constructMonitor, constructComputed). A ViewV2 does it in
// finalizeConstruction; an @ObservedV2 object one microtask after its constructor (MON AsyncAddMonitorV2, COMP
// AsyncAddComputedV2: the constructor of a subclass must have assigned its fields first).
import { COMPUTED_PREFIX, ComputedV2 } from './ComputedV2';
import { type MonitorFunction, MonitorV2, WATCH_PREFIX } from './MonitorV2';
import { COMPUTED_REFS, MONITOR_REFS, ObserveV2 } from './ObserveV2';

type SymbolBag = Record<symbol, Record<string, unknown> | undefined>;

/** OBS constructMonitor: one MonitorV2 per path string, run once to record its dependencies. */
export function constructMonitor(owningObject: object, owningObjectName: string): void {
  const entries = (owningObject as SymbolBag)[Symbol.for(WATCH_PREFIX + owningObjectName)];
  if (entries === undefined) return;
  for (const [pathString, monitorFunc] of Object.entries(entries)) {
    if (typeof monitorFunc !== 'function' || pathString.length === 0) continue;
    const monitor = new MonitorV2(owningObject, pathString, monitorFunc as MonitorFunction);
    monitor.InitRun();
    const refs = (owningObject as SymbolBag)[MONITOR_REFS] ??= {};
    const existing = refs[monitorFunc.name];
    if (existing instanceof MonitorV2) {
      // OBS: a redefined monitor of the same name (subclass) replaces the old one, which must stop firing
      ObserveV2.getObserve().clearWatch(existing.getMonitorId());
    }
    refs[monitorFunc.name] = monitor;
  }
}

/** OBS constructComputed */
export function constructComputed(owningObject: object, owningObjectName: string): void {
  const entries = (owningObject as SymbolBag)[Symbol.for(COMPUTED_PREFIX + owningObjectName)];
  if (entries === undefined) return;
  for (const [propertyName, computeFunc] of Object.entries(entries)) {
    if (typeof computeFunc !== 'function') continue;
    const computed = new ComputedV2(owningObject, propertyName, computeFunc as (this: object) => unknown);
    computed.InitRun();
    const refs = (owningObject as SymbolBag)[COMPUTED_REFS] ??= {};
    const existing = refs[propertyName];
    if (existing instanceof ComputedV2) {
      ObserveV2.getObserve().clearBinding(existing.getComputedId());
    }
    refs[propertyName] = computed;
  }
}

const pending: Array<{ target: object; name: string }> = [];

/** MON AsyncAddMonitorV2 + COMP AsyncAddComputedV2 for @ObservedV2 instances: computed first, as COMP queues. */
export function constructWatchesSoon(target: object, name: string): void {
  if (pending.length === 0) {
    Promise.resolve(true).then(() => {
      const jobs = pending.splice(0, pending.length);
      for (const job of jobs) constructComputed(job.target, job.name);
      for (const job of jobs) constructMonitor(job.target, job.name);
    });
  }
  pending.push({ target, name });
}
