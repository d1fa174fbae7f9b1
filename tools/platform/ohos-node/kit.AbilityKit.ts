// Node emulation of `@kit.AbilityKit`, the part the demo app uses: `common` (its Context types),
// `UIAbility`, `AbilityConstant`, `Want` and `contextConstant.AreaMode`. Source: interface_sdk-js tag
// OpenHarmony-v5.0.0-Release kits/@kit.AbilityKit.d.ts. The contexts come from an AppSandbox
// (app/AppSandbox.ts), which also runs an ability when a test wants one (ability/AbilityLauncher.ts).
import AbilityConstant from './ability/AbilityConstant';
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

namespace contextConstant {
  export const AreaMode = EmulatedAreaMode;
  export type AreaMode = EmulatedAreaMode;
}

export { AbilityConstant, common, contextConstant, UIAbility, Want };
