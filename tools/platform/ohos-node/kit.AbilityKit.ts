// Node emulation of `@kit.AbilityKit`, the part the demo app uses: `common` (its Context types),
// `UIAbility`, `AbilityConstant`, `Want`, `contextConstant.AreaMode`, `ConfigurationConstant.ColorMode` and
// `abilityAccessCtrl` (requestPermissionsFromUser, ability/AccessControl.ts).
// Source: interface_sdk-js tag OpenHarmony-v5.0.0-Release kits/@kit.AbilityKit.d.ts. The contexts come from an AppSandbox
// (app/AppSandbox.ts), which also runs an ability when a test wants one (ability/AbilityLauncher.ts).
import AbilityConstant from './ability/AbilityConstant';
import abilityAccessCtrl from './ability/AccessControl';
import UIAbility from './ability/UIAbility';
import Want from './ability/Want';
import { AreaMode as EmulatedAreaMode } from './app/EmulatedContext';
import type { EmulatedAbilityContext, EmulatedContext } from './app/EmulatedContext';

namespace common {
  export type Context = EmulatedContext;
  export type BaseContext = EmulatedContext;
  export type ApplicationContext = EmulatedContext;
  export type UIAbilityContext = EmulatedAbilityContext;
  export type AbilityStageContext = EmulatedAbilityContext;
  /** On a device `common` holds types only; a value keeps the namespace importable at run time here. */
  export const emulated = true;
}

/** api/@ohos.app.ability.ConfigurationConstant.d.ts:92-138 (the colour modes; the other enums are not emulated). */
namespace ConfigurationConstant {
  export enum ColorMode {
    COLOR_MODE_NOT_SET = -1,
    COLOR_MODE_DARK = 0,
    COLOR_MODE_LIGHT = 1,
  }
}

/** api/@ohos.app.ability.Configuration.d.ts (the fields read here). */
export interface Configuration {
  colorMode?: ConfigurationConstant.ColorMode;
  language?: string;
}

/** api/@ohos.app.ability.EnvironmentCallback.d.ts:55, :76: a class an app extends. */
export class EnvironmentCallback {
  onConfigurationUpdated(config: Configuration): void {}
  onMemoryLevel(level: number): void {}
}

namespace contextConstant {
  export const AreaMode = EmulatedAreaMode;
  export type AreaMode = EmulatedAreaMode;
}

export type { Permissions, PermissionRequestResult } from './ability/AccessControl';
export { AbilityConstant, abilityAccessCtrl, common, ConfigurationConstant, contextConstant, UIAbility, Want };
