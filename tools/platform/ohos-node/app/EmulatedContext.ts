// The Context objects of the emulated app (`common.Context`, `common.ApplicationContext`,
// `common.UIAbilityContext`; declarations: interface_sdk-js tag OpenHarmony-v5.0.0-Release api/application/
// Context.d.ts:145-332 for the directory properties, UIAbilityContext.d.ts:94-164). The paths follow the
// sandbox layout of the Stage model guide ("Application Context", table 1: an ApplicationContext gets
// `<prefix>/<el>/base/files`, a UIAbilityContext `<prefix>/<el>/base/haps/<module-name>/files`, and so on),
// under the AppSandbox folder that stands for `/`. `area` picks the encryption level (contextConstant.AreaMode,
// EL2 by default) as on a device; reading a directory property creates the directory (assumed: the device's
// sandbox has them from installation on).
import fs from 'node:fs';
import path from 'node:path';
import type { AppIdentity, AppProcess } from './AppProcess';

/** contextConstant.AreaMode (api/@ohos.app.ability.contextConstant.d.ts). */
export enum AreaMode {
  EL1 = 0,
  EL2 = 1,
  EL3 = 2,
  EL4 = 3,
  EL5 = 4,
}

const LEVEL_NAMES = ['el1', 'el2', 'el3', 'el4', 'el5'];

function ensured(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The application-level Context (what getApplicationContext() returns). */
export class EmulatedContext {
  /** BaseContext.stageMode: preferences and the other data kits accept stage-model contexts only. */
  readonly stageMode: boolean = true;
  area: AreaMode = AreaMode.EL2;
  readonly applicationInfo: { name: string };
  protected readonly identity: AppIdentity;
  protected readonly process: AppProcess;

  constructor(process: AppProcess) {
    this.process = process;
    this.identity = process.identity;
    this.applicationInfo = { name: process.identity.bundleName };
    process.bind(this);
  }

  /** `<prefix>` of the guide's table: the sandbox's /data/storage. */
  protected storage(...parts: string[]): string {
    return ensured(path.join(this.identity.root, 'data', 'storage', ...parts));
  }

  protected level(): string {
    return LEVEL_NAMES[this.area] ?? 'el2';
  }

  /** The `base` folder files/cache/preferences/temp sit in: app-wide here, per module in a UIAbilityContext. */
  protected base(): string[] {
    return [this.level(), 'base'];
  }

  get bundleCodeDir(): string {
    return this.storage('el1', 'bundle');
  }

  get cacheDir(): string {
    return this.storage(...this.base(), 'cache');
  }

  get tempDir(): string {
    return this.storage(...this.base(), 'temp');
  }

  get filesDir(): string {
    return this.storage(...this.base(), 'files');
  }

  get preferencesDir(): string {
    return this.storage(...this.base(), 'preferences');
  }

  get databaseDir(): string {
    return this.storage(this.level(), 'database');
  }

  get distributedFilesDir(): string {
    return this.storage('el2', 'distributedfiles');
  }

  get cloudFileDir(): string {
    return this.storage('el2', 'cloud');
  }

  getApplicationContext(): EmulatedContext {
    return applicationContextOf(this.process);
  }
}

/** A UIAbilityContext: module-level directories, plus the ability's own information. */
export class EmulatedAbilityContext extends EmulatedContext {
  readonly abilityInfo: { bundleName: string; moduleName: string; name: string };
  readonly currentHapModuleInfo: { name: string };

  constructor(process: AppProcess, abilityName: string) {
    super(process);
    const app = this.identity;
    this.abilityInfo = { bundleName: app.bundleName, moduleName: app.moduleName, name: abilityName };
    this.currentHapModuleInfo = { name: this.identity.moduleName };
  }

  protected base(): string[] {
    return [this.level(), 'base', 'haps', this.identity.moduleName];
  }

  get databaseDir(): string {
    return this.storage(this.level(), 'database', this.identity.moduleName);
  }

  get resourceDir(): string {
    return this.storage('el1', 'bundle', this.identity.moduleName, 'resources', 'resfile');
  }
}

const applicationContexts = new WeakMap<AppProcess, EmulatedContext>();

/** One ApplicationContext per process. */
export function applicationContextOf(process: AppProcess): EmulatedContext {
  let context = applicationContexts.get(process);
  if (context === undefined) {
    context = new EmulatedContext(process);
    applicationContexts.set(process, context);
  }
  return context;
}
