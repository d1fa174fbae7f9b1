// UserInput: what the device does when the user acts on a component - the native state it changes and
// the events it fires, in the platform's order. A `$$` binding's changeEvent fires before the component's
// own event, as the event hubs call their value-change event first (text_field_event_hub.h FireOnChange:
// onValueChangeEvent_ then onChange_; toggle/checkbox/select alike). A tap goes to the nearest element at
// or above the target that has onClick, and does nothing when that element or one on the way is disabled
// (enabled(false) turns the gesture hub off).
import { Element, Handler } from './Element';
import { ENUMS } from './Enums';
import type { NativeRuntime } from './NativeRuntime';

export class UserInputError extends Error {}

function call(handler: unknown, ...args: unknown[]): void {
  if (typeof handler === 'function') (handler as (...a: unknown[]) => unknown)(...args);
}

function fire(element: Element, event: string, ...args: unknown[]): void {
  call(element.events.get(event), ...args);
}

export function isEnabled(element: Element): boolean {
  for (const node of element.ancestry()) {
    if (node.attribute('enabled') === false) return false;
  }
  return true;
}

function expectType(element: Element, types: readonly string[], action: string): void {
  if (!types.includes(element.type)) {
    throw new UserInputError(`${action}: expected ${types.join(' or ')}, got ${element.name} #${element.elmtId}`);
  }
}

function clickEvent(target: Element): Record<string, unknown> {
  return { x: 0, y: 0, windowX: 0, windowY: 0, displayX: 0, displayY: 0, screenX: 0, screenY: 0,
    timestamp: Date.now() * 1e6, source: 2, target: { area: { width: 0, height: 0 }, id: target.key },
    preventDefault: () => undefined };
}

/** Taps `target`; returns the element whose onClick ran, or undefined (none, or disabled). */
export function click(rt: NativeRuntime, target: Element): Element | undefined {
  const hit = hitTarget(target);
  let holder: Element | undefined;
  for (const node of hit.ancestry()) {
    if (node.events.has('onClick') && node.attribute('hitTestBehavior') !== ENUMS.HitTestMode?.None) {
      holder = node;
      break;
    }
  }
  if (holder === undefined || !isEnabled(holder)) return undefined;
  // A Toggle, Checkbox or Radio changes on the same tap that runs its onClick.
  fire(holder, 'onClick', clickEvent(target));
  rt.touch();
  return holder;
}

/**
 * Where the hit test lands for a tap on `target` (HitTestMode, common.d.ts API 12): a node with `Block` "responds
 * to the hit test, its child and sibling nodes are blocked", so the outermost Block above the target takes the
 * touch; a node with `None` does not respond itself (its children still do), so its onClick is skipped above.
 */
function hitTarget(target: Element): Element {
  let hit = target;
  for (const node of target.ancestry()) {
    if (node !== target && node.attribute('hitTestBehavior') === ENUMS.HitTestMode?.Block) hit = node;
  }
  return hit;
}

function changeValue(element: Element, key: string, value: unknown, event: string, ...args: unknown[]): void {
  element.state.set(key, value);
  call(element.state.get(`${key}$changeEvent`), value);
  call(element.events.get(`_onChangeEvent_${key}`), value);
  fire(element, event, ...args);
}

const TEXT_FIELDS = ['TextInput', 'TextArea', 'Search'];

/** Focuses a text field: onEditChange(true) the first time (TextFieldPattern on focus). */
export function focus(rt: NativeRuntime, element: Element): void {
  expectType(element, TEXT_FIELDS, 'focus');
  if (element.state.get('isEditing') === true) return;
  element.state.set('isEditing', true);
  fire(element, 'onEditChange', true);
  rt.touch();
}

export function blur(rt: NativeRuntime, element: Element): void {
  expectType(element, TEXT_FIELDS, 'blur');
  if (element.state.get('isEditing') !== true) return;
  element.state.set('isEditing', false);
  fire(element, 'onEditChange', false);
  rt.touch();
}

/**
 * Types `text` at the end of the field, one character at a time as an input method commits them:
 * onChange(value) with the whole new value after each (a Search fires onChange too).
 */
export function type(rt: NativeRuntime, element: Element, text: string): void {
  expectType(element, TEXT_FIELDS, 'type');
  if (!isEnabled(element)) throw new UserInputError(`type: ${element.name} #${element.elmtId} is disabled`);
  focus(rt, element);
  for (const char of Array.from(text)) {
    const value = String(element.state.get('text') ?? '') + char;
    changeValue(element, 'text', value, 'onChange', value);
  }
  rt.touch();
}

/** Selects all and deletes: one onChange(''). */
export function clear(rt: NativeRuntime, element: Element): void {
  expectType(element, TEXT_FIELDS, 'clear');
  focus(rt, element);
  if (String(element.state.get('text') ?? '') !== '') changeValue(element, 'text', '', 'onChange', '');
  rt.touch();
}

/** The enter key: onSubmit(enterKeyType, SubmitEvent); editing ends unless keepEditableState() was called. */
export function submit(rt: NativeRuntime, element: Element): void {
  expectType(element, TEXT_FIELDS, 'submit');
  focus(rt, element);
  let keep = false;
  const text = String(element.state.get('text') ?? '');
  const enterKey = element.attribute('enterKeyType') ?? ENUMS.EnterKeyType.Done;
  if (element.type === 'Search') fire(element, 'onSubmit', text);
  else fire(element, 'onSubmit', enterKey, { text, keepEditableState: () => { keep = true; } });
  if (!keep && element.type !== 'TextArea') blur(rt, element);
  rt.touch();
}

/** Toggle: flips isOn, onChange(isOn). Checkbox: flips select, onChange(value). */
export function toggle(rt: NativeRuntime, element: Element, to?: boolean): void {
  expectType(element, ['Toggle', 'Checkbox'], 'toggle');
  if (!isEnabled(element)) throw new UserInputError(`toggle: ${element.name} #${element.elmtId} is disabled`);
  const key = element.type === 'Toggle' ? 'isOn' : 'select';
  const next = to ?? element.state.get(key) !== true;
  if (next === (element.state.get(key) === true)) return;
  changeValue(element, key, next, 'onChange', next);
  rt.touch();
}

/** Radio: checks it (onChange(true)) and unchecks the checked one of its group first (onChange(false)). */
export function checkRadio(rt: NativeRuntime, element: Element): void {
  expectType(element, ['Radio'], 'checkRadio');
  if (!isEnabled(element)) throw new UserInputError(`checkRadio: Radio #${element.elmtId} is disabled`);
  if (element.state.get('checked') === true) return;
  const group = (element.arg as { group?: unknown } | undefined)?.group;
  for (const root of rt.roots) {
    for (const other of root.walk()) {
      if (other === element || other.type !== 'Radio' || other.state.get('checked') !== true) continue;
      if ((other.arg as { group?: unknown } | undefined)?.group !== group) continue;
      changeValue(other, 'checked', false, 'onChange', false);
    }
  }
  changeValue(element, 'checked', true, 'onChange', true);
  rt.touch();
}

/**
 * Slider: a drag to `value` (clamped to min..max, rounded to the step): onChange(value, Begin), then
 * Moving, then End (SliderChangeMode).
 */
export function slide(rt: NativeRuntime, element: Element, value: number): void {
  expectType(element, ['Slider'], 'slide');
  if (!isEnabled(element)) throw new UserInputError(`slide: Slider #${element.elmtId} is disabled`);
  const min = Number(element.state.get('min') ?? 0);
  const max = Number(element.state.get('max') ?? 100);
  const step = Number(element.state.get('step') ?? 1);
  let next = Math.min(max, Math.max(min, value));
  if (step > 0) next = min + Math.round((next - min) / step) * step;
  const mode = ENUMS.SliderChangeMode;
  element.state.set('value', next);
  call(element.state.get('value$changeEvent'), next);
  for (const m of [mode.Begin, mode.Moving, mode.End]) fire(element, 'onChange', next, m);
  rt.touch();
}

/** Select: picks option `index`: selected / value bindings, then onSelect(index, value). */
export function selectOption(rt: NativeRuntime, element: Element, index: number): void {
  expectType(element, ['Select'], 'selectOption');
  const options = Array.isArray(element.arg) ? element.arg as Array<{ value?: unknown }> : [];
  const option = options[index];
  if (option === undefined) throw new UserInputError(`selectOption: no option ${index} (${options.length} options)`);
  const value = String(option.value ?? '');
  element.state.set('selected', index);
  element.state.set('value', value);
  call(element.state.get('selected$changeEvent'), index);
  call(element.events.get('_onChangeEvent_selected'), index);
  call(element.state.get('value$changeEvent'), value);
  call(element.events.get('_onChangeEvent_value'), value);
  fire(element, 'onSelect', index, value);
  rt.touch();
}

/** Tabs: a tap on tab bar item `index`: onTabBarClick(index), then the index binding and onChange(index). */
export function switchTab(rt: NativeRuntime, tabs: Element, index: number): void {
  expectType(tabs, ['Tabs'], 'switchTab');
  const current = tabs.state.get('index') ?? 0;
  fire(tabs, 'onTabBarClick', index);
  if (current === index) return;
  tabs.state.set('index', index);
  call(tabs.state.get('index$changeEvent'), index);
  fire(tabs, 'onChange', index);
  rt.requestFrame();
}

/** The user closes a sheet (swipe down): the isShow binding gets false, the sheet goes. */
export function dismissSheet(rt: NativeRuntime, element: Element, close: () => void): void {
  const dismiss = (element.attribute('bindSheet') !== undefined ? element.attributes.get('bindSheet') : undefined);
  const options = (dismiss?.[2] ?? {}) as { onWillDismiss?: Handler };
  if (typeof options.onWillDismiss === 'function') {
    (options.onWillDismiss as (action: { dismiss: () => void; reason: number }) => void)({ dismiss: close, reason: 1 });
    return;
  }
  call(element.state.get('sheet$changeEvent'), false);
  close();
}
