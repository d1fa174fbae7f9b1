// What the device does when the user acts: the native state a component keeps changes and its events fire
// in the platform's order, `$$` bindings first (test/support/FakeView plays the state half; the views are
// written as ets-loader 5.0.0 emits them).
import { describe, it, expect } from '@ohos/hypium';
import { mount, Page } from '../HeadlessUi';
import { FakeView, ui } from './support/FakeView';

const { Column, Row, Text, Button, TextInput, Toggle, Checkbox, Slider, Radio, Select, Tabs, TabContent } = ui;
const { ToggleType, SliderChangeMode, InputType } = ui as unknown as Record<string, Record<string, number>>;

function mountView(render: (view: FakeView) => void): Promise<Page> {
  return mount(class Screen extends FakeView {
    constructor() {
      super(-1, render);
    }
  });
}

export default function nativeUserInputTest() {
  describe('native user input', () => {
    it('a tap runs the nearest onClick at or above the target, and nothing when that element is disabled', 0, async () => {
      const log: string[] = [];
      let isEnabled = true;
      let view: FakeView | undefined;
      let buttonId = -1;
      const page = await mountView((v) => {
        view = v;
        v.observeComponentCreation2(() => { Column.create(); Column.onClick(() => log.push('column')); }, Column);
        buttonId = v.observeComponentCreation2(() => {
          Button.createWithChild();
          Button.enabled(isEnabled);
          Button.onClick(() => log.push('button'));
        }, Button);
        v.observeComponentCreation2(() => { Text.create('Send'); }, Text);
        Text.pop();
        Button.pop();
        v.observeComponentCreation2(() => { Text.create('plain'); }, Text);
        Text.pop();
        Column.pop();
      });
      expect(page.click('Send')).assertTrue();
      expect(page.click('plain')).assertTrue();
      isEnabled = false;
      view?.update(buttonId);
      expect(page.click('Send')).assertFalse();
      expect(page.isEnabled('Send')).assertFalse();
      expect(log.join(',')).assertEqual('button,column');
    });

    it('a Block hit test behaviour above the target takes the tap; a None one lets its onClick be skipped', 0, async () => {
      const log: string[] = [];
      const HitTestMode = (globalThis as unknown as { HitTestMode: { Block: number; None: number } }).HitTestMode;
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Column.create(); Column.onClick(() => log.push('page')); }, Column);
        v.observeComponentCreation2(() => {
          Column.create();
          Column.hitTestBehavior(HitTestMode.Block);
          Column.onClick(() => log.push('block'));
        }, Column);
        v.observeComponentCreation2(() => { Button.createWithLabel('inner'); Button.onClick(() => log.push('inner')); }, Button);
        Button.pop();
        Column.pop();
        v.observeComponentCreation2(() => {
          Row.create();
          Row.hitTestBehavior(HitTestMode.None);
          Row.onClick(() => log.push('none'));
        }, Row);
        v.observeComponentCreation2(() => { Text.create('through'); }, Text);
        Text.pop();
        Row.pop();
        Column.pop();
      });
      expect(page.click('inner')).assertTrue();
      expect(page.click('through')).assertTrue();
      expect(log.join(',')).assertEqual('block,page');
    });

    it('typing commits one character at a time: the $$ changeEvent, then onChange with the whole value', 0, async () => {
      const log: string[] = [];
      let bound = '';
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          TextInput.create({ placeholder: 'Ask', text: { value: bound, changeEvent: (x: string) => { bound = x; log.push(`$$${x}`); } } });
          TextInput.type(InputType.Password);
          TextInput.onEditChange((editing: boolean) => log.push(`edit:${editing}`));
          TextInput.onChange((x: string) => log.push(x));
          TextInput.onSubmit((key: number, event: { text: string }) => log.push(`submit:${key}:${event.text}`));
        }, TextInput);
      });
      page.type({ placeholder: 'Ask' }, 'hé');
      page.submit({ placeholder: 'Ask' });
      expect(log.join(' ')).assertEqual('edit:true $$h h $$hé hé submit:6:hé edit:false');
      expect(bound).assertEqual('hé');
      expect(page.text({ type: 'TextInput' })).assertEqual('hé');
    });

    it('a text field shows the text its update function passes again, and keeps what was typed otherwise', 0, async () => {
      let prompt = 'draft';
      let inputId = -1;
      let view: FakeView | undefined;
      const page = await mountView((v) => {
        view = v;
        inputId = v.observeComponentCreation2(() => {
          TextInput.create({ text: prompt });
          TextInput.onChange((x: string) => { prompt = x; });
        }, TextInput);
      });
      page.type({ type: 'TextInput' }, '!');
      expect(page.text({ type: 'TextInput' })).assertEqual('draft!');
      prompt = '';
      view?.update(inputId);
      expect(page.text({ type: 'TextInput' })).assertEqual('');
    });

    it('Toggle and Checkbox flip their value and report it; the Toggle $$ binding hears it first', 0, async () => {
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Row.create(); }, Row);
        v.observeComponentCreation2(() => {
          Toggle.create({ type: ToggleType.Checkbox, isOn: { value: false, changeEvent: (x: boolean) => log.push(`$$${x}`) } });
          Toggle.onChange((x: boolean) => log.push(`toggle:${x}`));
        }, Toggle);
        Toggle.pop();
        v.observeComponentCreation2(() => {
          Checkbox.create({ name: 'c' });
          Checkbox.select(true);
          Checkbox.onChange((x: boolean) => log.push(`checkbox:${x}`));
        }, Checkbox);
        Checkbox.pop();
        Row.pop();
      });
      page.toggle({ type: 'Toggle' });
      page.toggle({ type: 'Checkbox' });
      page.toggle({ type: 'Checkbox' }, false);
      expect(log.join(' ')).assertEqual('$$true toggle:true checkbox:false');
    });

    it('a slide is clamped and stepped, and reported as Begin, Moving, End', 0, async () => {
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          Slider.create({ value: 10, min: 0, max: 50, step: 5 });
          Slider.onChange((value: number, mode: number) => log.push(`${value}/${mode}`));
        }, Slider);
      });
      page.slide({ type: 'Slider' }, 23);
      page.slide({ type: 'Slider' }, 99);
      const m = SliderChangeMode;
      expect(log.join(' ')).assertEqual(
        `25/${m.Begin} 25/${m.Moving} 25/${m.End} 50/${m.Begin} 50/${m.Moving} 50/${m.End}`);
    });

    it('checking a Radio unchecks the checked one of its group first', 0, async () => {
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Column.create(); }, Column);
        for (const value of ['a', 'b']) {
          v.observeComponentCreation2(() => {
            Radio.create({ value, group: 'g' });
            Radio.checked(value === 'a');
            Radio.key(value);
            Radio.onChange((isChecked: boolean) => log.push(`${value}:${isChecked}`));
          }, Radio);
        }
        Column.pop();
      });
      page.checkRadio({ key: 'b' });
      page.checkRadio({ key: 'b' });
      expect(log.join(' ')).assertEqual('a:false b:true');
    });

    it('picking a Select option reports its index and value', 0, async () => {
      let picked = '';
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          Select.create([{ value: 'DeepSeek' }, { value: 'Qwen' }]);
          Select.onSelect((index: number, value: string) => { picked = `${index}:${value}`; });
        }, Select);
      });
      page.selectOption({ type: 'Select' }, 1);
      expect(picked).assertEqual('1:Qwen');
    });

    it('a tab bar tap reports onTabBarClick, then the index binding and onChange', 0, async () => {
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          Tabs.create({ index: { value: 0, changeEvent: (i: number) => log.push(`$$${i}`) } });
          Tabs.onTabBarClick((i: number) => log.push(`tap:${i}`));
          Tabs.onChange((i: number) => log.push(`change:${i}`));
        }, Tabs);
        for (const title of ['One', 'Two']) {
          v.observeComponentCreation2(() => { TabContent.create(() => undefined); TabContent.tabBar(title); }, TabContent);
          TabContent.pop();
        }
        Tabs.pop();
      });
      page.switchTab('Two');
      page.switchTab('Two');
      expect(log.join(' ')).assertEqual('tap:1 $$1 change:1 tap:1');
    });

    it('a shown picker dialog waits for the test; accepting calls onDateAccept then onAccept', 0, async () => {
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          Text.create('Choose');
          Text.onClick(() => (ui.DatePickerDialog.show)({
            selected: new Date(2024, 0, 1),
            onDateAccept: (d: Date) => log.push(`date:${d.getMonth() + 1}/${d.getDate()}`),
            onAccept: (r: { year: number; month: number; day: number }) => log.push(`result:${r.year}-${r.month}-${r.day}`),
          }));
        }, Text);
        Text.pop();
      });
      page.click('Choose');
      expect(page.dialogs.length).assertEqual(1);
      page.acceptDate(new Date(2025, 4, 17));
      expect(log.join(' ')).assertEqual('date:5/17 result:2025-4-17');
      expect(page.dialogs.length).assertEqual(0);
    });

    it('bindSheet builds its content while shown; a swipe-away clears the binding and reports onDisappear', 0, async () => {
      let isShown = true;
      const log: string[] = [];
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => {
          Column.create();
          Column.bindSheet({ value: isShown, changeEvent: (x: boolean) => { isShown = x; log.push(`$$${x}`); } }, {
            builder: () => {
              v.observeComponentCreation2(() => { Text.create('in the sheet'); }, Text);
              Text.pop();
            },
          }, { onDisappear: () => log.push('disappear') });
        }, Column);
        Column.pop();
      });
      expect(page.print()).assertEqual([
        '<Screen>',
        '  Column bindSheet=({changeEvent: ƒ, value: true}, {builder: ƒ}, {onDisappear: ƒ})',
        '    sheet:',
        '      Text("in the sheet")',
      ].join('\n'));
      page.dismissSheet({ type: 'Column' });
      await page.settle();
      expect(log.join(' ')).assertEqual('$$false disappear');
      expect(page.query('in the sheet')).assertUndefined();
    });
  });
}
