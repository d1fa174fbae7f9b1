// One run of the emulated app: what a device keeps per process and loses when the app is killed and started
// again. On a device the Preferences cache is a static map of the app process (distributeddatamgr_preferences
// tag OpenHarmony-v5.0.0-Release, frameworks/native/src/preferences_helper.cpp:33) and a Preferences instance
// does not flush when it dies (frameworks/native/src/preferences_impl.cpp:136-138), so a restart keeps only
// what flush() wrote. Emulations that hold per-process state register onEnd(); AppSandbox.restart() ends the
// process. The running process is also "the caller" for services that identify the app by its process (the
// Asset Store has no context argument: the service reads the caller's identity from IPC).

/** Who the app is: what a system service sees of its caller. */
export interface AppIdentity {
  /** The sandbox folder on this machine that stands for the device's `/` as the app sees it. */
  readonly root: string;
  readonly bundleName: string;
  readonly moduleName: string;
  /** The OS account; 100 is the first user on a phone. */
  readonly userId: number;
  /** Permissions granted to the app (module.json5 requestPermissions, once granted). */
  readonly permissions: readonly string[];
}

let nextPid = 1;
let running: AppProcess | undefined;
const contextProcesses = new WeakMap<object, AppProcess>();

export class AppProcess {
  readonly identity: AppIdentity;
  readonly pid: number;
  private alive = true;
  private readonly endListeners: Array<() => void> = [];

  constructor(identity: AppIdentity) {
    this.identity = identity;
    this.pid = nextPid++;
  }

  get isAlive(): boolean {
    return this.alive;
  }

  /** Runs `listener` once when this process ends (at once if it has ended). */
  onEnd(listener: () => void): void {
    if (!this.alive) listener();
    else this.endListeners.push(listener);
  }

  /** Kills the process: every listener runs, then it is no longer the running one. */
  end(): void {
    if (!this.alive) return;
    this.alive = false;
    for (const listener of this.endListeners.splice(0)) listener();
    if (running === this) running = undefined;
  }

  /** Makes this the foreground app: the caller system services see. */
  makeRunning(): void {
    if (!this.alive) throw new Error(`app process ${this.pid} has ended: start a new one (AppSandbox.restart())`);
    running = this;
  }

  /** Marks `context` as created in this process (contexts die with their process). */
  bind(context: object): void {
    contextProcesses.set(context, this);
  }
}

/** The process of the app in the foreground, if an AppSandbox has started one. */
export function runningProcess(): AppProcess | undefined {
  return running;
}

/** The process a Context was created in; undefined for a context AppSandbox did not make. */
export function processOf(context: object): AppProcess | undefined {
  return contextProcesses.get(context);
}
