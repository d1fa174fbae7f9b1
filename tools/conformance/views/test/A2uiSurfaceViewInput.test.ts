// A2uiSurfaceView as the user acts on it (the booking form of A2uiViewFixtures, on the headless ArkUI
// runtime): each input component writes its bound path of the surface's data model (read back from the
// surface after the act) and shows the value it wrote; a Button press calls onAction with the client action
// message, its context resolved against the data model at the press; a failing check disables the Button
// and shows its message, and a TextField shows its own check's message once the user has edited it.
import { describe, it, expect } from '@ohos/hypium';
import { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { A2uiSurfaceHarness, FIXED_NOW } from '../support/A2uiSurfaceHarness';
import { bookingForm } from '../support/A2uiViewFixtures';
import { selectedOptions } from '../support/ShownValues';

/** JSON with keys sorted, so two values compare whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ?
    Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v));
}

function optionElement(h: A2uiSurfaceHarness, key: string, value: string): Element {
  const found = h.own(key).filter((e) => (e.type === 'Radio' && (e.arg as { value?: string }).value === value) ||
    (e.type === 'Checkbox' && (e.arg as { name?: string }).name === value));
  if (found.length !== 1) throw new Error(`${found.length} options ${value} in ${key}\n${h.page.print({}, h.nodeView(key))}`);
  return found[0] as Element;
}

/** The texts node `key` draws itself, in tree order. */
function textsOf(h: A2uiSurfaceHarness, key: string): string[] {
  return h.own(key).filter((e) => e.type === 'Text').map((e) => h.page.text(e) ?? '');
}

export default function a2uiSurfaceViewInputTest() {
  describe('A2uiSurfaceView input', () => {
    it('typing into a TextField writes each keystroke to its path and the texts bound to it follow', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      const field = h.ownOf('name', 'TextInput');
      expect(h.page.text(field)).assertEqual('');
      h.page.type(field, 'Ada');
      await h.page.settle();
      expect(h.data().name).assertEqual('Ada');
      expect(h.page.text(h.ownOf('name', 'TextInput'))).assertEqual('Ada');
      expect(h.page.text(h.ownOf('heading', 'Text'))).assertEqual('Booking for Ada');
      h.page.replaceText(h.ownOf('name', 'TextInput'), 'Grace');
      await h.page.settle();
      expect(h.data().name).assertEqual('Grace');
      expect(h.page.text(h.ownOf('heading', 'Text'))).assertEqual('Booking for Grace');
      expect(h.errors.length).assertEqual(0);
    });

    it('a TextField shows its failing check\'s message once the user has edited it, and drops it when the check passes', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      expect(textsOf(h, 'name').includes('Name is required')).assertFalse();
      h.page.type(h.ownOf('name', 'TextInput'), 'A');
      await h.page.settle();
      expect(textsOf(h, 'name').includes('Name is required')).assertFalse();
      h.page.clear(h.ownOf('name', 'TextInput'));
      await h.page.settle();
      expect(h.data().name).assertEqual('');
      expect(textsOf(h, 'name').join('|')).assertEqual('Name is required');
      h.page.type(h.ownOf('name', 'TextInput'), 'B');
      await h.page.settle();
      expect(textsOf(h, 'name').length).assertEqual(0);
    });

    it('toggling the CheckBox writes true, then false, to its path and the Checkbox shows it', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      expect(h.ownOf('vip', 'Checkbox').attribute('select')).assertEqual(false);
      expect(textsOf(h, 'vip').join('|')).assertEqual('VIP lounge');
      h.page.toggle(h.ownOf('vip', 'Checkbox'));
      await h.page.settle();
      expect(h.data().vip).assertEqual(true);
      expect(h.ownOf('vip', 'Checkbox').attribute('select')).assertEqual(true);
      h.page.toggle(h.ownOf('vip', 'Checkbox'));
      await h.page.settle();
      expect(h.data().vip).assertEqual(false);
      expect(h.ownOf('vip', 'Checkbox').attribute('select')).assertEqual(false);
    });

    it('sliding the Slider writes the number to its path and the value text follows', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      const slider = h.ownOf('guests', 'Slider');
      expect(canonical((slider.arg as Record<string, unknown>))).assertContain('"max":8');
      expect(textsOf(h, 'guests').join('|')).assertEqual('Guests|2');
      h.page.slide(slider, 5);
      await h.page.settle();
      expect(h.data().guests).assertEqual(5);
      expect(textsOf(h, 'guests').join('|')).assertEqual('Guests|5');
      expect((h.ownOf('guests', 'Slider').arg as { value?: number }).value).assertEqual(5);
    });

    it('checking a Radio of a mutually exclusive ChoicePicker writes that option alone to its path', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      expect(selectedOptions(h.own('seat')).join(',')).assertEqual('window');
      h.page.checkRadio(optionElement(h, 'seat', 'aisle'));
      await h.page.settle();
      expect(canonical(h.data().seat)).assertEqual('["aisle"]');
      expect(selectedOptions(h.own('seat')).join(',')).assertEqual('aisle');
      expect(h.errors.length).assertEqual(0);
    });

    it('the Checkboxes of a multiple-selection ChoicePicker add and remove their options in the list at its path', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      h.page.toggle(optionElement(h, 'extras', 'meal'));
      await h.page.settle();
      h.page.toggle(optionElement(h, 'extras', 'wifi'));
      await h.page.settle();
      expect(canonical(h.data().extras)).assertEqual('["meal","wifi"]');
      expect(selectedOptions(h.own('extras')).sort().join(',')).assertEqual('meal,wifi');
      h.page.toggle(optionElement(h, 'extras', 'meal'));
      await h.page.settle();
      expect(canonical(h.data().extras)).assertEqual('["wifi"]');
      expect(selectedOptions(h.own('extras')).join(',')).assertEqual('wifi');
    });

    it('a DateTimeInput opens the date picker on a tap and writes the accepted date as YYYY-MM-DD', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      expect(textsOf(h, 'day').join('|')).assertEqual('Day|Choose…');
      expect(h.page.click(h.own('day').find((e) => h.page.text(e) === 'Choose…') as Element)).assertTrue();
      expect(h.page.dialogs.map((d) => d.kind).join(',')).assertEqual('DatePickerDialog');
      h.page.acceptDate(new Date(2026, 2, 14));
      await h.page.settle();
      expect(h.data().day).assertEqual('2026-03-14');
      expect(textsOf(h, 'day').join('|')).assertEqual('Day|2026-03-14');
    });

    it('a DateTimeInput with date and time asks for the date, then the time, and writes YYYY-MM-DDTHH:MM:00', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      h.page.click(h.own('departure').find((e) => h.page.text(e) === 'Choose…') as Element);
      h.page.acceptDate(new Date(2026, 6, 1));
      expect(h.page.dialogs.map((d) => d.kind).join(',')).assertEqual('TimePickerDialog');
      h.page.acceptTime(9, 45);
      await h.page.settle();
      expect(h.data().departure).assertEqual('2026-07-01T09:45:00');
      expect(textsOf(h, 'departure').join('|')).assertEqual('Departure|2026-07-01T09:45:00');
    });

    it('a time-only DateTimeInput asks for the time alone and writes HH:MM; a cancelled picker writes nothing', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      const tap = (): boolean => h.page.click(h.own('time').find((e) => e.events.has('onClick')) as Element);
      tap();
      h.page.cancelDialog();
      await h.page.settle();
      expect(h.data().time).assertEqual('');
      tap();
      expect(h.page.dialogs.map((d) => d.kind).join(',')).assertEqual('TimePickerDialog');
      h.page.acceptTime(18, 5);
      await h.page.settle();
      expect(h.data().time).assertEqual('18:05');
    });

    it('a CheckBox and a Slider show their failing check\'s message once the user has changed them', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      expect(textsOf(h, 'terms').join('|')).assertEqual('I accept the terms');
      h.page.toggle(h.ownOf('terms', 'Checkbox'));
      await h.page.settle();
      expect(textsOf(h, 'terms').join('|')).assertEqual('I accept the terms');
      h.page.toggle(h.ownOf('terms', 'Checkbox'));
      await h.page.settle();
      expect(h.data().terms).assertEqual(false);
      expect(textsOf(h, 'terms').join('|')).assertEqual('I accept the terms|Accept the terms to book');
      h.page.slide(h.ownOf('guests', 'Slider'), 7);
      await h.page.settle();
      expect(textsOf(h, 'guests').join('|')).assertEqual('Guests|7|At most 6 guests');
      h.page.slide(h.ownOf('guests', 'Slider'), 4);
      await h.page.settle();
      expect(textsOf(h, 'guests').join('|')).assertEqual('Guests|4');
    });

    it('a Button press calls onAction with the action message, its context resolved against the data model', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      h.page.type(h.ownOf('name', 'TextInput'), 'Ada');
      h.page.slide(h.ownOf('guests', 'Slider'), 3);
      h.page.toggle(h.ownOf('vip', 'Checkbox'));
      await h.page.settle();
      h.page.checkRadio(optionElement(h, 'seat', 'aisle'));
      await h.page.settle();
      h.page.toggle(optionElement(h, 'extras', 'bag'));
      await h.page.settle();
      expect(h.page.click('Book')).assertTrue();
      await h.page.settle();
      expect(h.actions.length).assertEqual(1);
      expect(canonical(h.actions[0])).assertEqual(canonical({ version: 'v0.9', action: {
        name: 'book', surfaceId: 'booking', sourceComponentId: 'book', timestamp: new Date(FIXED_NOW).toISOString(),
        context: { name: 'Ada', guests: 3, vip: true, seat: ['aisle'], extras: ['bag'], day: '', greeting: 'Hi Ada',
          source: 'booking-form' },
      } }));
      expect(h.errors.length).assertEqual(0);
    });

    it('a failing check disables the Button, shows its message, and a tap sends nothing until the check passes', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(bookingForm());
      const button = (): Element => h.ownOf('book', 'Button');
      expect(h.page.isEnabled(button())).assertFalse();
      expect(textsOf(h, 'book').join('|')).assertEqual('Enter a name to book');
      expect(h.page.click('Book')).assertFalse();
      await h.page.settle();
      expect(h.actions.length).assertEqual(0);
      h.page.type(h.ownOf('name', 'TextInput'), 'Ada');
      await h.page.settle();
      expect(h.page.isEnabled(button())).assertTrue();
      expect(textsOf(h, 'book').length).assertEqual(0);
      expect(h.page.click('Book')).assertTrue();
      expect(h.actions.length).assertEqual(1);
    });
  });
}
