// What tests may steer in the @ohos emulation, beyond what a real server can make happen: where the
// `headersReceive` events land relative to the body (http/HeaderOrder.ts; every order is one the netstack
// source allows), and an HttpRequest whose native object is missing (http/BrokenNativeWrap.ts); the emulated
// device an app runs on (app/AppSandbox.ts: its contexts, restart()) and its abilities (ability/AbilityLauncher.ts);
// failed preferences writes (data/PreferencesFile.ts), Asset Store answers (asset/AssetFaults.ts) and the system
// pasteboard (pasteboard/SystemPasteboardState.ts: what is on it, a refused write, the read permission), the
// accessibility service (accessibility/AccessibilityState.ts: the events and announced texts, a refused send), the
// permission dialogs' answers (ability/AccessControl.ts: the scripted user, preset grants and refusals) and the
// photo library a picker's file://media URI opens (file/MediaLibrary.ts) and what the user picks in the system photo
// picker (file/PhotoPickerScript.ts). Never
// imported by code under agent_core/src/main or entry/src/main.
export { HEADER_ORDERS, setHeaderOrder, withHeaderOrder } from './http/HeaderOrder';
export type { HeaderOrder, HeaderOrderChooser, HeaderOrderPolicy, HeaderOrderRequest } from './http/HeaderOrder';
export { breakNextNativeWrap } from './http/BrokenNativeWrap';
export { AppSandbox } from './app/AppSandbox';
export type { AppSandboxOptions } from './app/AppSandbox';
export { startAbility, stopAbility } from './ability/AbilityLauncher';
export type { StartedAbility } from './ability/AbilityLauncher';
export { failNextPreferencesWrite, resetPreferencesFaults } from './data/PreferencesFile';
export { failNextAssetCall, resetAssetFaults } from './asset/AssetFaults';
export {
  systemPasteboardText, systemPasteboardWrites, failNextPasteboardWrite, grantPasteboardRead, resetPasteboard,
} from './pasteboard/SystemPasteboardState';
export {
  accessibilityEvents, announcedTexts, failNextAccessibilityEvent, resetAccessibility,
} from './accessibility/AccessibilityState';
export type { SentAccessibilityEvent } from './accessibility/AccessibilityState';
export { addMediaFile, resetMediaLibrary } from './file/MediaLibrary';
export { photoPickerRequests, resetPhotoPicker, scriptPhotoPick, scriptPhotoPickCancel } from './file/PhotoPickerScript';
export type { PhotoPickerRequest } from './file/PhotoPickerScript';
export { scriptPermissionDialog, setPermissionState, permissionDialogs, resetPermissions } from './ability/AccessControl';
export type { PermissionState } from './ability/AccessControl';
