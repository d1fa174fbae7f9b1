// Both halves together on views written exactly as ets-loader 5.0.0 emits them (test/support/ShapedChat.js):
// the first render, then a user typing, sending and removing, each answered by the state half re-running
// only the update functions that read what changed and the native half applying them to the same elements.
import { describe, it, expect } from '@ohos/hypium';
import '../install';
import { mount } from '../HeadlessUi';
import { ShapedChat } from './support/ShapedChat';

export default function nativeE2eShapedTest() {
  describe('native + state end to end (emitted shape)', () => {
    it('renders the first frame of the emitted code', 0, async () => {
      const page = await mount(ShapedChat);
      expect(page.print()).assertEqual([
        '<ShapedChat>',
        '  Column',
        '    List',
        '    Text("No messages")',
        '    Row',
        '      TextInput({placeholder: "Ask", text: ""}) onChange',
        '      Button("Send") enabled=false onClick',
      ].join('\n'));
    });

    it('typing re-runs what reads the prompt; sending adds a list item with its child component', 0, async () => {
      const page = await mount(ShapedChat);
      page.type({ placeholder: 'Ask' }, 'hi');
      await page.settle();
      expect(page.isEnabled('Send')).assertTrue();
      expect(page.print({ updates: true }, { type: 'Row' })).assertEqual([
        'Row',
        '  TextInput({placeholder: "Ask", text: "hi"}) onChange updated=1',
        '  Button("Send") enabled=true onClick updated=1',
      ].join('\n'));
      page.click('Send');
      await page.settle();
      expect(page.print({ updates: true })).assertEqual([
        '<ShapedChat>',
        '  Column',
        '    List',
        '      ListItem',
        '        <ShapedMessage>',
        '          Row({space: 8})',
        '            Text("hi")',
        '            Button("×") onClick',
        '    Text("1 messages")',
        '    Row',
        '      TextInput({placeholder: "Ask", text: ""}) onChange updated=2',
        '      Button("Send") enabled=false onClick updated=2',
      ].join('\n'));
      expect(page.text({ type: 'TextInput' })).assertEqual('');
    });

    it('an @Event from the child removes its item: the ForEach drops it and the child view is deleted', 0, async () => {
      const page = await mount(ShapedChat);
      for (const text of ['one', 'two']) {
        page.type({ placeholder: 'Ask' }, text);
        await page.settle();
        page.click('Send');
        await page.settle();
      }
      expect(page.allByType('ShapedMessage').length).assertEqual(2);
      const removeFirst = page.findAll({ text: '×' })[0];
      if (removeFirst === undefined) throw new Error('no remove button');
      page.click(removeFirst);
      await page.settle();
      expect(page.allByType('ShapedMessage').map((m) => page.text({ where: (e) => e.type === 'Text' && e.parent?.parent === m })).join(',')).assertEqual('two');
      expect(page.query('2 messages')).assertUndefined();
      expect(page.byText('1 messages').type).assertEqual('Text');
    });
  });
}
