// Node emulation of `@ohos.accessibility` (`import { accessibility } from '@kit.AccessibilityKit'`), the part an
// app uses to have the screen reader speak, following the declarations of interface_sdk-js tag
// OpenHarmony-v5.0.0-Release (API 12) api/@ohos.accessibility.d.ts:
// - EventType (d.ts:104-107, 'announceForAccessibility' since 12) and Action (d.ts:77-80);
// - class EventInfo (d.ts:689): constructor(jsonObject) (d.ts:697) and constructor(type, bundleName,
//   triggerAction) (d.ts:707); the fields type, bundleName, triggerAction (d.ts:762) and
//   textAnnouncedForAccessibility (d.ts:834, since 12), the rest kept as given;
// - sendAccessibilityEvent(event) as a Promise (d.ts:361) and with a callback (d.ts:347); 401 when the event is
//   not an EventInfo-shaped object with a known type, a string bundleName and a known triggerAction (d.ts:349-352).
// Assumed (not in the declaration): the 401 is thrown at once, as the other NAPI emulations' argument errors
// are; an 'announceForAccessibility' event without a non-empty textAnnouncedForAccessibility is a 401 too
// (there is nothing to speak); an event is received whether or not a screen reader is on (the service drops
// what no one listens to, which an app cannot see). The events go to accessibility/AccessibilityState.ts.
import type { AsyncCallback } from './ohos.base';
import { accessibilityError, accessibilityState, PARAMETER_ERROR } from './accessibility/AccessibilityState';

const EVENT_TYPES = ['accessibilityFocus', 'accessibilityFocusClear', 'click', 'longClick', 'focus', 'select',
  'hoverEnter', 'hoverExit', 'textUpdate', 'textSelectionUpdate', 'scroll', 'requestFocusForAccessibility',
  'announceForAccessibility'];
const ACTIONS = ['accessibilityFocus', 'clearAccessibilityFocus', 'focus', 'clearFocus', 'clearSelection', 'click',
  'longClick', 'cut', 'copy', 'paste', 'select', 'setText', 'delete', 'scrollForward', 'scrollBackward',
  'setSelection', 'setCursorPosition', 'home', 'back', 'recentTask', 'notificationCenter', 'controlCenter', 'common'];

export type EventType = string;
export type Action = string;

export class EventInfo {
  type: EventType = '';
  bundleName = '';
  triggerAction: Action = '';
  textAnnouncedForAccessibility?: string;
  [field: string]: unknown;

  constructor(typeOrJson: EventType | Record<string, unknown>, bundleName?: string, triggerAction?: Action) {
    if (typeof typeOrJson === 'object' && typeOrJson !== null) {
      Object.assign(this, typeOrJson);
      return;
    }
    this.type = typeOrJson;
    this.bundleName = bundleName as string;
    this.triggerAction = triggerAction as Action;
  }
}

function problem(event: unknown): string {
  if (typeof event !== 'object' || event === null) return 'The event must be an EventInfo.';
  const e = event as Record<string, unknown>;
  if (typeof e.type !== 'string' || !EVENT_TYPES.includes(e.type)) return `Unknown event type ${String(e.type)}.`;
  if (typeof e.bundleName !== 'string') return 'The bundleName must be a string.';
  if (typeof e.triggerAction !== 'string' || !ACTIONS.includes(e.triggerAction)) {
    return `Unknown triggerAction ${String(e.triggerAction)}.`;
  }
  if (e.type === 'announceForAccessibility' &&
    (typeof e.textAnnouncedForAccessibility !== 'string' || e.textAnnouncedForAccessibility.length === 0)) {
    return 'An announceForAccessibility event needs textAnnouncedForAccessibility.';
  }
  return '';
}

export function sendAccessibilityEvent(event: EventInfo): Promise<void>;
export function sendAccessibilityEvent(event: EventInfo, callback: AsyncCallback<void>): void;
export function sendAccessibilityEvent(event: EventInfo, callback?: AsyncCallback<void>): Promise<void> | void {
  const wrong = problem(event);
  if (wrong.length > 0) throw accessibilityError(PARAMETER_ERROR, `Parameter error. ${wrong}`);
  const state = accessibilityState();
  const fault = state.nextFault;
  state.nextFault = undefined;
  if (fault === undefined) {
    state.events.push({
      type: event.type, bundleName: event.bundleName, triggerAction: event.triggerAction,
      ...(event.textAnnouncedForAccessibility !== undefined ?
        { textAnnouncedForAccessibility: event.textAnnouncedForAccessibility } : {}),
    });
  }
  const error = fault !== undefined ? accessibilityError(fault, 'The accessibility service refused the event.') : undefined;
  if (callback !== undefined) {
    queueMicrotask(() => callback(error as never, undefined));
    return;
  }
  return error !== undefined ? Promise.reject(error) : Promise.resolve();
}

const accessibility = { EventInfo, sendAccessibilityEvent };
export default accessibility;
