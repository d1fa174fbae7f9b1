// `@ohos/hamock` on Node: DevEco ships hamock as its own package; its API (MockKit, when,
// ArgumentMatchers) is the one @ohos/hypium 1.0.13 still carries, so one test file serves both.
export { MockKit, when, ArgumentMatchers } from '@ohos/hypium';
