// What the emulated device's accessibility service received from the app (accessibility.sendAccessibilityEvent),
// and what tests may steer about it: read the events and the texts announced as a screen reader would speak
// them, make the next send fail with a code, and start over between tests (EmulationControls re-exports these).
import type { BusinessError } from '../ohos.base';

/** "Input parameter error" (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.accessibility.d.ts:352). */
export const PARAMETER_ERROR = 401;

/** One event as the service received it (a copy of the EventInfo's fields). */
export interface SentAccessibilityEvent {
  readonly type: string;
  readonly bundleName: string;
  readonly triggerAction: string;
  readonly textAnnouncedForAccessibility?: string;
}

class AccessibilityState {
  events: SentAccessibilityEvent[] = [];
  nextFault: number | undefined = undefined;
}

const state = new AccessibilityState();

export function accessibilityState(): AccessibilityState {
  return state;
}

export function accessibilityError(code: number, message: string): BusinessError {
  // As the other NAPI emulations: a plain { code, message } object, not an Error instance (ohos.base.ts).
  return { code, message, name: 'BusinessError' } as BusinessError;
}

/** Every event the service received since the last reset, oldest first. */
export function accessibilityEvents(): SentAccessibilityEvent[] {
  return state.events.slice();
}

/** The texts of the 'announceForAccessibility' events since the last reset: what a screen reader spoke. */
export function announcedTexts(): string[] {
  return state.events.filter((e) => e.type === 'announceForAccessibility')
    .map((e) => e.textAnnouncedForAccessibility ?? '');
}

/** The next sendAccessibilityEvent rejects with `code` and the service receives nothing. */
export function failNextAccessibilityEvent(code: number): void {
  state.nextFault = code;
}

/** No events, no fault: a fresh device. */
export function resetAccessibility(): void {
  state.events = [];
  state.nextFault = undefined;
}
