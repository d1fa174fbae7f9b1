// An emulated device with one app installed, on a temporary folder: the folder stands for the device's `/`
// (the app's files under data/storage/..., the Asset Store's database under data/service/...). It runs one
// app process at a time (app/AppProcess.ts); restart() kills it and starts a new one - the test's way to
// check what survives a relaunch: what preferences flushed to disk and what the Asset Store holds, never
// what only lived in memory. The contexts it hands out are what `getHostContext()` / `getContext(this)`
// return on a device (the UIAbilityContext of the entry ability).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppProcess, runningProcess } from './AppProcess';
import type { AppIdentity } from './AppProcess';
import { applicationContextOf, EmulatedAbilityContext, EmulatedContext } from './EmulatedContext';

export interface AppSandboxOptions {
  /** AppScope/app.json5 `bundleName` of the demo app unless given. */
  bundleName?: string;
  /** entry/src/main/module.json5 `name` unless given. */
  moduleName?: string;
  /** The UIAbility the context belongs to (module.json5 `mainElement`). */
  abilityName?: string;
  userId?: number;
  /** Granted permissions, e.g. 'ohos.permission.STORE_PERSISTENT_DATA' (none unless given). */
  permissions?: readonly string[];
  /** An existing folder to use as the device's `/` (kept by dispose()); a new temporary one otherwise. */
  root?: string;
}

export class AppSandbox {
  readonly identity: AppIdentity;
  readonly abilityName: string;
  private readonly ownsRoot: boolean;
  private current: AppProcess;
  private abilityContext: EmulatedAbilityContext;
  private started = 1;

  private constructor(identity: AppIdentity, abilityName: string, ownsRoot: boolean) {
    this.identity = identity;
    this.abilityName = abilityName;
    this.ownsRoot = ownsRoot;
    this.current = new AppProcess(identity);
    this.abilityContext = new EmulatedAbilityContext(this.current, abilityName);
    this.current.makeRunning();
  }

  /** Installs the app on a new emulated device and starts it: it is the running app from now on. */
  static create(options: AppSandboxOptions = {}): AppSandbox {
    const ownsRoot = options.root === undefined;
    const root = options.root ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-sandbox-'));
    const identity: AppIdentity = {
      root,
      bundleName: options.bundleName ?? 'com.arkagent.demo',
      moduleName: options.moduleName ?? 'entry',
      userId: options.userId ?? 100,
      permissions: [...(options.permissions ?? [])],
    };
    return new AppSandbox(identity, options.abilityName ?? 'EntryAbility', ownsRoot);
  }

  get root(): string {
    return this.identity.root;
  }

  /** The process running now (a new one after each restart()). */
  get process(): AppProcess {
    return this.current;
  }

  /** How many times the app has been started (1 until the first restart()). */
  get launches(): number {
    return this.started;
  }

  /** The entry ability's UIAbilityContext in the running process: what the pages get as their context. */
  get context(): EmulatedAbilityContext {
    this.requireRunning('context');
    return this.abilityContext;
  }

  get applicationContext(): EmulatedContext {
    this.requireRunning('applicationContext');
    return applicationContextOf(this.current);
  }

  /**
   * Kills the app and starts it again, as a user swiping it away and tapping its icon: every in-memory cache
   * is dropped (what was not flushed is gone), objects from the old process stop working, files stay.
   */
  restart(): void {
    this.stop();
    this.current = new AppProcess(this.identity);
    this.abilityContext = new EmulatedAbilityContext(this.current, this.abilityName);
    this.current.makeRunning();
    this.started += 1;
  }

  /** Kills the app without starting it again. */
  stop(): void {
    this.current.end();
  }

  /** The device path of a file in this sandbox (`/data/storage/...`), for messages and assertions. */
  devicePath(localPath: string): string {
    return '/' + path.relative(this.root, localPath).split(path.sep).join('/');
  }

  /** Stops the app and deletes the emulated device (unless its root was given). */
  dispose(): void {
    this.stop();
    if (this.ownsRoot) fs.rmSync(this.root, { recursive: true, force: true });
  }

  /** The sandbox whose app runs now, if any. */
  static runningIdentity(): AppIdentity | undefined {
    return runningProcess()?.identity;
  }

  private requireRunning(what: string): void {
    if (!this.current.isAlive) {
      throw new Error(`AppSandbox.${what}: the app is stopped; call restart() to start it again`);
    }
  }
}
