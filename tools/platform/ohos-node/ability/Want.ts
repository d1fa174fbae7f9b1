// `Want` of `@kit.AbilityKit` (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.app.ability.Want.d.ts:
// a class of optional fields): what starts an ability.

export default class Want {
  bundleName?: string;
  abilityName?: string;
  deviceId?: string;
  uri?: string;
  type?: string;
  flags?: number;
  action?: string;
  parameters?: Record<string, Object>;
  entities?: Array<string>;
  moduleName?: string;
}
