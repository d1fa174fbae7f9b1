// `UIAbility` of `@kit.AbilityKit` (interface_sdk-js tag OpenHarmony-v5.0.0-Release
// api/@ohos.app.ability.UIAbility.d.ts:31-52): the base class an app's EntryAbility extends, with its context
// and every lifecycle callback doing nothing by default. The runtime sets `context` and `launchWant` before
// onCreate; here ability/AbilityLauncher.ts does.
import type AbilityConstant from './AbilityConstant';
import type { EmulatedAbilityContext } from '../app/EmulatedContext';
import type { WindowStage } from '../ui/WindowStage';
import type Want from './Want';

export default class UIAbility {
  context!: EmulatedAbilityContext;
  launchWant!: Want;
  lastRequestWant!: Want;

  onCreate(_want: Want, _launchParam: AbilityConstant.LaunchParam): void {}

  onWindowStageCreate(_windowStage: WindowStage): void {}

  onWindowStageWillDestroy(_windowStage: WindowStage): void {}

  onWindowStageDestroy(): void {}

  onWindowStageRestore(_windowStage: WindowStage): void {}

  onDestroy(): void | Promise<void> {}

  onForeground(): void {}

  onBackground(): void {}

  onNewWant(_want: Want, _launchParam: AbilityConstant.LaunchParam): void {}

  onDump(_params: Array<string>): Array<string> {
    return [];
  }

  onPrepareToTerminate(): boolean {
    return false;
  }

  onBackPressed(): boolean {
    return false;
  }
}
