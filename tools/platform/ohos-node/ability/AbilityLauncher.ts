// Starts and stops an app's UIAbility in an AppSandbox the way the ability runtime does for a cold start from
// the launcher: context and want set, then onCreate (launchReason START_ABILITY), onWindowStageCreate,
// onForeground; stopping runs onBackground, onWindowStageWillDestroy, onWindowStageDestroy, onDestroy
// (the lifecycle order of the Stage model guide "UIAbility Lifecycle"). Pages do not need it: they get
// `sandbox.context` as their host context directly.
import type { AppSandbox } from '../app/AppSandbox';
import { WindowStage } from '../ui/WindowStage';
import AbilityConstant from './AbilityConstant';
import type UIAbility from './UIAbility';
import Want from './Want';

export interface StartedAbility<T extends UIAbility> {
  ability: T;
  windowStage: WindowStage;
}

export function startAbility<T extends UIAbility>(sandbox: AppSandbox, AbilityClass: new () => T):
  StartedAbility<T> {
  const ability = new AbilityClass();
  const want = new Want();
  want.bundleName = sandbox.identity.bundleName;
  want.moduleName = sandbox.identity.moduleName;
  want.abilityName = sandbox.abilityName;
  ability.context = sandbox.context;
  ability.launchWant = want;
  ability.lastRequestWant = want;
  const windowStage = new WindowStage();
  ability.onCreate(want, {
    launchReason: AbilityConstant.LaunchReason.START_ABILITY,
    lastExitReason: sandbox.launches > 1 ? AbilityConstant.LastExitReason.NORMAL :
      AbilityConstant.LastExitReason.UNKNOWN,
    lastExitMessage: '',
  });
  ability.onWindowStageCreate(windowStage);
  ability.onForeground();
  return { ability, windowStage };
}

export async function stopAbility<T extends UIAbility>(started: StartedAbility<T>): Promise<void> {
  started.ability.onBackground();
  started.ability.onWindowStageWillDestroy(started.windowStage);
  started.ability.onWindowStageDestroy();
  await started.ability.onDestroy();
}
