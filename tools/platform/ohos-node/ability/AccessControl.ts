// Node emulation of `abilityAccessCtrl` (@kit.AbilityKit), the part an app uses to ask for permissions:
// createAtManager().requestPermissionsFromUser(context, permissionList) with its promise and callback forms.
// Declarations: interface_sdk-js master (commit 2c550ecc4c) api/@ohos.abilityAccessCtrl.d.ts:270-352 and
// api/security/PermissionRequestResult.d.ts:35-119. What it follows:
// - `context` is the UIAbility's context (d.ts:291-293: another kind "may report an error or fail to display
//   the dialog box"): anything but an EmulatedAbilityContext rejects with 12100009 ("an error occurs when
//   creating the pop-up window"); a missing context or an empty list throws 401 (d.ts:303-304, :341).
// - per permission, authResults 0 granted, -1 not granted, 2 invalid request (PermissionRequestResult.d.ts:
//   50-59), with dialogShownResults (:70-87) and errorReasons (:89-118: 1 bad name, 2 not declared);
// - a permission already granted shows no dialog and answers 0; one the user refused shows no dialog again
//   and answers -1 (d.ts:280-283, "the authorization dialog box cannot be brought up again"); a new one shows
//   the dialog once, and the scripted user answers it (refuses unless a test scripted yes).
// Tests steer it through EmulationControls (scriptPermissionDialog, setPermissionState, permissionDialogs).
import type { AsyncCallback, BusinessError } from '../ohos.base';
import { EmulatedAbilityContext } from '../app/EmulatedContext';

export type Permissions = string;

/** PermissionRequestResult.d.ts:35-119. */
export interface PermissionRequestResult {
  permissions: string[];
  authResults: number[];
  dialogShownResults?: boolean[];
  errorReasons?: number[];
}

export type PermissionState = 'granted' | 'refused' | 'undeclared';

class AccessState {
  readonly states = new Map<string, PermissionState>();
  readonly answers = new Map<string, boolean>();
  readonly dialogs: string[] = [];
}

const state = new AccessState();
const NAME = /^ohos\.permission\.[A-Za-z0-9_.]{1,200}$/;

function businessError(code: number, message: string): BusinessError {
  return { code, message, name: 'BusinessError' } as BusinessError;
}

/** The user's answer to the next dialog for `permission` (and every later one until reset). */
export function scriptPermissionDialog(permission: string, isAllowed: boolean): void {
  state.answers.set(permission, isAllowed);
}

/** Sets where `permission` stands before any dialog: granted, refused before, or not in module.json5. */
export function setPermissionState(permission: string, permissionState: PermissionState): void {
  state.states.set(permission, permissionState);
}

/** The permissions a dialog was shown for, in order. */
export function permissionDialogs(): string[] {
  return state.dialogs.slice();
}

/** A fresh install: nothing granted, nothing refused, every name declared, no scripted answer. */
export function resetPermissions(): void {
  state.states.clear();
  state.answers.clear();
  state.dialogs.length = 0;
}

function answer(permission: string): { auth: number; shown: boolean; reason: number } {
  if (!NAME.test(permission)) return { auth: 2, shown: false, reason: 1 };
  const known = state.states.get(permission);
  if (known === 'undeclared') return { auth: 2, shown: false, reason: 2 };
  if (known === 'granted') return { auth: 0, shown: false, reason: 0 };
  if (known === 'refused') return { auth: -1, shown: false, reason: 0 };
  state.dialogs.push(permission);
  const isAllowed = state.answers.get(permission) === true;
  state.states.set(permission, isAllowed ? 'granted' : 'refused');
  return { auth: isAllowed ? 0 : -1, shown: true, reason: 0 };
}

class AtManager {
  requestPermissionsFromUser(context: unknown, permissionList: Permissions[]): Promise<PermissionRequestResult>;
  requestPermissionsFromUser(context: unknown, permissionList: Permissions[],
    callback: AsyncCallback<PermissionRequestResult>): void;
  requestPermissionsFromUser(context: unknown, permissionList: Permissions[],
    callback?: AsyncCallback<PermissionRequestResult>): Promise<PermissionRequestResult> | void {
    if (context === undefined || context === null || !Array.isArray(permissionList) || permissionList.length === 0) {
      throw businessError(401, 'Parameter error. The context or the permission list is missing.');
    }
    const settled = new Promise<PermissionRequestResult>((resolve, reject) => {
      // The dialog is asynchronous on a device: the answer comes in a later task.
      setTimeout(() => {
        if (!(context instanceof EmulatedAbilityContext)) {
          reject(businessError(12100009, 'Common inner error. The context is not a UIAbility context.'));
          return;
        }
        const answers = permissionList.map(answer);
        resolve({
          permissions: permissionList.slice(),
          authResults: answers.map((a) => a.auth),
          dialogShownResults: answers.map((a) => a.shown),
          errorReasons: answers.map((a) => a.reason),
        });
      }, 0);
    });
    if (callback === undefined) return settled;
    settled.then((result) => callback(undefined as unknown as BusinessError, result),
      (error: BusinessError) => callback(error, undefined as unknown as PermissionRequestResult));
  }
}

const abilityAccessCtrl = {
  createAtManager(): AtManager {
    return new AtManager();
  },
};

export default abilityAccessCtrl;
