// `npm run demo -- --scenario a2ui`: the model's invalid form is rejected with VALIDATION_FAILED, the corrected
// form is printed as a text tree, the scripted user's input enables the button, its press sends the action
// message as the next user turn, and the model's answer follows; exit 0, for both providers. A2uiTreePrinter on
// its own: one line per node, placeholders, inputs and their checks.
import { spawnSync } from 'node:child_process';
import { describe, it, expect } from '@ohos/hypium';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiTreePrinter } from '../A2uiTreePrinter.mjs';

const DEMO = 'tools/showcase/demo/demo.mjs';
const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const TREE_BEFORE = `▣ surface contact (basic catalog)
Card #root
└─ Column #form
   ├─ Text #title h3 "联系我们"
   ├─ TextField #name "姓名" = "" ✗ 请填写姓名
   ├─ TextField #email "邮箱" = "" ✗ 请填写有效的邮箱
   └─ Button #submit primary → submit_contact [disabled: 请填写姓名和有效的邮箱]
      └─ Text #submit-label "提交"`;

const TREE_AFTER = `   ├─ TextField #name "姓名" = "Ada Lovelace"
   ├─ TextField #email "邮箱" = "ada@example.com"
   └─ Button #submit primary → submit_contact [enabled]`;

export default function a2uiDemoTest() {
  describe('npm run demo -- --scenario a2ui', () => {
    for (const provider of ['deepseek', 'zhipu']) {
      it(`${provider}: VALIDATION_FAILED, the corrected form as a tree, input, the action turn, the answer; exit 0`, 0, () => {
        const run = spawnSync(process.execPath, [DEMO, '--fast', '--scenario', 'a2ui', '--provider', provider],
          { encoding: 'utf8', timeout: 8000, env: { ...process.env, NO_COLOR: '1' } });
        const out = run.stdout;
        const seen = ['send_a2ui_json_to_client rejected (VALIDATION_FAILED)', '"path":"/components/5/child"',
          'ran send_a2ui_json_to_client locally', TREE_BEFORE, '✎ name = "Ada Lovelace"', '✎ email = "ada@example.com"',
          TREE_AFTER, '你: {"version":"v0.9","action":{"name":"submit_contact","surfaceId":"contact","sourceComponentId":"submit"',
          '"context":{"name":"Ada Lovelace","email":"ada@example.com"}}}',
          '我们会在一个工作日内通过 ada@example.com 联系你', '✓ run completed · 1 step · 0 tool calls']
          .map((part) => `${part}: ${out.includes(part)}`);
        expect(seen.join('\n')).assertEqual(seen.map((line) => line.replace(/false$/, 'true')).join('\n'));
        // The answer comes after the action turn, the tree before the input.
        expect(out.indexOf(TREE_BEFORE) < out.indexOf('✎ name') && out.indexOf('你: {"version"') < out.indexOf('联系你'))
          .assertTrue();
        expect(run.status).assertEqual(0);
        expect(out.includes('replay-key')).assertFalse();
      });
    }
  });

  describe('A2uiTreePrinter', () => {
    it('one line per node in slot order; placeholders, checks, checkboxes, sliders and choices', 0, () => {
      const store = new A2uiSurfaceStore();
      store.applyJson(`{"version":"v0.9","createSurface":{"surfaceId":"s","catalogId":"${BASIC}"}}`);
      const printer = new A2uiTreePrinter(false);
      expect(printer.lines(store.surface('s')).join('\n')).assertEqual('▣ surface s (basic catalog)\n  (no root component yet)');
      store.applyJson('{"version":"v0.9","updateComponents":{"surfaceId":"s","components":[' +
        '{"id":"root","component":"Column","children":["agree","size","color","later"],"align":"center"},' +
        '{"id":"agree","component":"CheckBox","label":"I agree","value":{"path":"/agree"}},' +
        '{"id":"size","component":"Slider","label":"Size","min":1,"max":5,"value":{"path":"/size"}},' +
        '{"id":"color","component":"ChoicePicker","options":[{"label":"Red","value":"r"},{"label":"Blue","value":"b"}],' +
        '"value":{"path":"/color"}}]}}');
      store.applyJson('{"version":"v0.9","updateDataModel":{"surfaceId":"s","value":{"agree":false,"size":3,"color":["b"]}}}');
      store.surface('s')!.setValue('agree', JsonValue.boolean(true));
      expect(printer.lines(store.surface('s')).join('\n')).assertEqual([
        '▣ surface s (basic catalog)',
        'Column #root align=center',
        '├─ CheckBox #agree [x] "I agree"',
        '├─ Slider #size "Size" = 3 in [1, 5]',
        '├─ ChoicePicker #color ○ Red  ◉ Blue',
        '└─ … #later (not arrived yet)'].join('\n'));
    });
  });
}
