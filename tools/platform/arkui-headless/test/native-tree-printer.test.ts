// The tree as text for golden snapshots: stable (attributes and events sorted, handlers by name, enum
// members by name where the attribute or create option says which enum), syntax nodes hidden unless
// asked for, native state and update counts on request.
import { describe, it, expect } from '@ohos/hypium';
import { mount, Page } from '../HeadlessUi';
import { FakeView, ui } from './support/FakeView';

const { Column, Text, Span, Toggle, If, ForEach, __Common__, Button, Row, List, TextInput } = ui;
const Scroller = ui.Scroller as unknown as new () => object;
const e = ui as unknown as Record<string, Record<string, number | string>>;

function mountView(render: (view: FakeView) => void): Promise<Page> {
  return mount(class Golden extends FakeView {
    constructor() {
      super(-1, render);
    }
  });
}

class Badge extends FakeView {}

function create(view: object): void {
  (ui.NativeViewPartialUpdate as unknown as { create(view: object): void }).create(view);
}

const render = (v: FakeView): void => {
  v.observeComponentCreation2(() => {
    Column.create({ space: 4 });
    Column.width('100%');
    Column.alignItems(e.HorizontalAlign.Start);
    Column.onClick(() => undefined);
    Column.backgroundColor(e.Color.Transparent);
  }, Column);
  v.observeComponentCreation2(() => { Text.create(); Text.fontWeight(e.FontWeight.Bold); }, Text);
  v.observeComponentCreation2((elmtId: number) => {
    ForEach.create();
    v.forEachUpdateFunction(elmtId, ['a', 'b'], (item: string) => {
      v.observeComponentCreation2(() => {
        Span.create(item);
        Span.fontStyle(e.FontStyle.Italic);
        Span.decoration({ type: e.TextDecorationType.Underline, color: '#f00' });
      }, Span);
    }, (item: string) => item);
  }, ForEach);
  ForEach.pop();
  Text.pop();
  v.observeComponentCreation2(() => { List.create({ scroller: new Scroller() }); }, List);
  List.pop();
  v.observeComponentCreation2(() => { Row.create(); Row.alignItems(e.VerticalAlign.Top); }, Row);
  v.observeComponentCreation2(() => {
    Toggle.create({ type: e.ToggleType.Checkbox, isOn: true });
    Toggle.onChange(() => undefined);
  }, Toggle);
  Toggle.pop();
  v.observeComponentCreation2(() => { Button.createWithLabel('Go', { type: e.ButtonType.Capsule }); }, Button);
  Button.pop();
  Row.pop();
  v.observeComponentCreation2(() => {
    If.create();
    v.ifElseBranchUpdateFunction(0, () => {
      v.observeComponentCreation2(() => { __Common__.create(); __Common__.layoutWeight(1); }, __Common__);
      v.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
        if (isInitialRender) create(new Badge(elmtId));
      }, { name: 'Badge' });
      __Common__.pop();
    });
  }, If);
  If.pop();
  Column.pop();
};

export default function nativeTreePrinterTest() {
  describe('native tree printer', () => {
    it('prints one sorted line per element, enums by member, custom components in angle brackets', 0, async () => {
      const page = await mountView(render);
      expect(page.print()).assertEqual([
        '<Golden>',
        '  Column({space: 4}) alignItems=HorizontalAlign.Start backgroundColor="#00000000" onClick width="100%"',
        '    Text fontWeight="bold"',
        '      Span("a") decoration={color: "#f00", type: TextDecorationType.Underline} fontStyle=FontStyle.Italic',
        '      Span("b") decoration={color: "#f00", type: TextDecorationType.Underline} fontStyle=FontStyle.Italic',
        '    List({scroller: Scroller})',
        '    Row alignItems=VerticalAlign.Top',
        '      Toggle({isOn: true, type: ToggleType.Checkbox}) onChange',
        '      Button("Go", {type: ButtonType.Capsule})',
        '    __Common__ layoutWeight=1',
        '      <Badge>',
      ].join('\n'));
    });

    it('shows If, ForEach and their items, element ids and native state when asked', 0, async () => {
      const page = await mountView(render);
      const text = page.print({ syntax: true, state: true }, { type: 'Row' });
      expect(text).assertEqual([
        'Row alignItems=VerticalAlign.Top',
        '  Toggle({isOn: true, type: ToggleType.Checkbox}) onChange state.isOn=true',
        '  Button("Go", {type: ButtonType.Capsule})',
      ].join('\n'));
      const ifText = page.print({ syntax: true }, { type: '__Common__' });
      expect(ifText).assertEqual('__Common__ layoutWeight=1\n  <Badge>');
      const all = page.print({ syntax: true });
      expect(all.includes('    If(branch 0)\n      __Common__')).assertTrue();
      expect(all.includes('      ForEach\n        SyntaxItem("a")\n          Span("a") decoration=')).assertTrue();
      const ids = page.print({ ids: true }, { type: 'Toggle' });
      expect(ids).assertEqual(`Toggle({isOn: true, type: ToggleType.Checkbox}) onChange #${page.byType('Toggle').elmtId}`);
    });
    it('never prints what a password field holds, neither its text option nor the text typed into it', 0, async () => {
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Column.create(); }, Column);
        v.observeComponentCreation2(() => {
          TextInput.create({ placeholder: 'API key', text: 'sk-canary-123456' });
          TextInput.type(e.InputType.Password);
        }, TextInput);
        v.observeComponentCreation2(() => { TextInput.create({ placeholder: 'Model', text: 'glm-4.5' }); }, TextInput);
        Column.pop();
      });
      page.type({ placeholder: 'API key' }, 'x');
      const text = page.print({ state: true });
      expect(text.includes('sk-canary')).assertFalse();
      expect(text).assertContain('TextInput({placeholder: "API key", text: "[hidden]"}) type=InputType.Password state.isEditing=true state.text="[hidden]"');
      expect(text).assertContain('text: "glm-4.5"');
    });
  });
}
