// MonitorV2: one per @Monitor function of a ViewV2 or @ObservedV2 object (MON class MonitorV2, the API 12 version).
// Its paths ('session.messages') are read like an update function reads state: each object along a path is a
// dependency of the monitor's watchId. When one of them changes, the flush calls notifyChange once: the paths are
// read again (re-recording the dependencies); if any path's value differs (!==) from the one seen last, the
// function runs with the monitor as its IMonitor (dirty paths, value(path) -> { before, now, path }), and `now`
// becomes `before`.
import { MIN_WATCH_ID } from './BindingIds';
import { ObserveV2, type ObservingWatch } from './ObserveV2';
import { stateMgmtConsole } from './StateMgmtConsole';

/** IMonitorValue of the SDK (DECO): the value of one monitored path before and now. */
export interface IMonitorValue<T> {
  before: T;
  now: T;
  path: string;
}

/** IMonitor of the SDK (DECO). */
export interface IMonitor {
  readonly dirty: string[];
  value<T>(path?: string): IMonitorValue<T> | undefined;
}

export type MonitorFunction = (this: object, monitor: IMonitor) => void;

/** MON MonitorValueV2 */
class MonitorValueV2 {
  before: unknown = undefined;
  now: unknown = undefined;
  readonly path: string;
  readonly props: string[];
  private dirty_ = false;

  constructor(path: string) {
    this.path = path;
    this.props = path.split('.');
  }

  setValue(isInit: boolean, newValue: unknown): boolean {
    this.now = newValue;
    if (isInit) {
      this.before = this.now;
    }
    this.dirty_ = this.before !== this.now;
    return this.dirty_;
  }

  reset(): void {
    this.before = this.now;
    this.dirty_ = false;
  }

  isDirty(): boolean {
    return this.dirty_;
  }
}

/** MON MonitorV2.WATCH_PREFIX: Symbol.for(WATCH_PREFIX + className) holds { paths: function } on the prototype. */
export const WATCH_PREFIX = '___watch_';
/** MON MonitorV2.WATCH_INSTANCE_PREFIX: { paths: watchId } on the owning object, for clearWatchesFromTarget. */
const WATCH_INSTANCE_PREFIX = '___watch__obj_';

let nextWatchId = MIN_WATCH_ID;

export class MonitorV2 implements IMonitor, ObservingWatch {
  readonly kind = 'monitor';
  private readonly values_: MonitorValueV2[] = [];
  private readonly target_: object;
  private readonly monitorFunction_: MonitorFunction;
  private readonly watchId_: number;

  constructor(target: object, pathsString: string, func: MonitorFunction) {
    this.target_ = target;
    this.monitorFunction_ = func;
    nextWatchId += 1;
    this.watchId_ = nextWatchId;
    for (const path of pathsString.split(/\s+/g)) {
      this.values_.push(new MonitorValueV2(path));
    }
    const bag = target as Record<string, Record<string, number> | undefined>;
    const meta = bag[WATCH_INSTANCE_PREFIX] ??= {};
    meta[pathsString] = this.watchId_;
  }

  getTarget(): object {
    return this.target_;
  }

  getMonitorId(): number {
    return this.watchId_;
  }

  /** MON dirty: the paths whose value changed since the last run */
  get dirty(): string[] {
    return this.values_.filter((v) => v.isDirty()).map((v) => v.path);
  }

  /** MON value(path): the given path's value, or with no path the first dirty one */
  value<T>(path?: string): IMonitorValue<T> | undefined {
    for (const monitorValue of this.values_) {
      if ((path === undefined && monitorValue.isDirty()) || monitorValue.path === path) {
        return monitorValue as unknown as IMonitorValue<T>;
      }
    }
    return undefined;
  }

  /** MON InitRun: the first read records the dependencies and the `before` values; the function does not run. */
  InitRun(): MonitorV2 {
    this.bindRun(true);
    return this;
  }

  runChange(): void {
    this.notifyChange();
  }

  /** MON notifyChange */
  notifyChange(): void {
    if (this.bindRun(false)) {
      this.monitorFunction_.call(this.target_, this);
      for (const value of this.values_) value.reset();
    }
  }

  /** MON bindRun: every path is read (none short-circuits), so every path keeps its dependencies. */
  private bindRun(isInit: boolean): boolean {
    const observe = ObserveV2.getObserve();
    observe.startRecordDependencies(this, this.watchId_);
    let ret = false;
    try {
      for (const item of this.values_) {
        const found = this.analysisProp(isInit, item);
        if (!found.success) continue;
        const dirty = item.setValue(isInit, found.value);
        ret = ret || dirty;
      }
    } finally {
      observe.stopRecordDependencies();
    }
    return ret;
  }

  /** MON analysisProp: walk the path through the (observed) properties; a missing step ends it. */
  private analysisProp(isInit: boolean, monitoredValue: MonitorValueV2): { success: boolean; value: unknown } {
    let obj: unknown = this.target_;
    for (const prop of monitoredValue.props) {
      if (typeof obj === 'object' && obj !== null && Reflect.has(obj, prop)) {
        obj = (obj as Record<string, unknown>)[prop];
      } else {
        if (isInit) {
          stateMgmtConsole.warn(`watch prop ${monitoredValue.path} initialize not found, make sure it exists!`);
        }
        return { success: false, value: undefined };
      }
    }
    return { success: true, value: obj };
  }

  /** MON clearWatchesFromTarget: a deleted view's monitors stop. */
  static clearWatchesFromTarget(target: object): void {
    const meta = (target as Record<string, Record<string, number> | undefined>)[WATCH_INSTANCE_PREFIX];
    if (meta === undefined || typeof meta !== 'object') return;
    for (const watchId of Object.values(meta)) {
      ObserveV2.getObserve().clearWatch(watchId);
    }
  }
}
