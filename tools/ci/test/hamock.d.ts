// Types of `@ohos/hamock` for the Node check: DevEco's hamock exposes the MockKit API that
// @ohos/hypium 1.0.13 still carries, so the same names are re-declared from hypium.
export { MockKit, when, ArgumentMatchers, VerificationMode } from '@ohos/hypium';
