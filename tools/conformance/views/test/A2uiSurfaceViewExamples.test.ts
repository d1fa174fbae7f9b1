// A2uiSurfaceView draws every A2UI v0.9 example of the basic and minimal catalogs (../shared/conformance,
// read there; the suite reports itself skipped without it) on the headless ArkUI runtime: every node of the
// surface's tree has its view, every value a `{path}` binding resolves to shows in the elements its node
// draws (Modals opened first: their content is a sheet), every Text shows its resolved text, and no string
// anywhere in the tree still holds `${`. Streamed message by message to a view already on screen, each
// example ends in the tree it draws when mounted whole. The two login forms, filled in as a user does, send
// what was typed (the basic one only once its checks pass).
import { describe, it, expect } from '@ohos/hypium';
import { A2uiPresentation } from '../../../../agent_core/src/main/ets/a2ui/A2uiPresentation';
import { A2uiTextMarkdown } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiTextMarkdown';
import { loadExamples, skippedWithoutSpec } from '../../a2ui/support/Conformance';
import { allNodes } from '../../a2ui/support/Tree';
import { A2uiSurfaceHarness, RawMessage } from '../support/A2uiSurfaceHarness';
import { boundValues } from '../support/BoundValues';
import { isShown, unresolvedTemplates } from '../support/ShownValues';

function surfaceIdsOf(messages: RawMessage[]): string[] {
  const ids = messages.map((m) => (m.createSurface as { surfaceId?: string } | undefined)?.surfaceId);
  return ids.filter((id): id is string => id !== undefined);
}

export default function a2uiSurfaceViewExamplesTest() {
  describe('A2uiSurfaceView examples', () => {
    if (skippedWithoutSpec('A2uiSurfaceView examples')) return;
    const examples = loadExamples().map((e) => ({ ...e, messages: e.messages as RawMessage[] }));

    it('every example draws a view for each node of its tree and reports no error', 0, async () => {
      const problems: string[] = [];
      let views = 0;
      for (const example of examples) {
        for (const surfaceId of surfaceIdsOf(example.messages)) {
          const h = await A2uiSurfaceHarness.mount(example.messages, { surfaceId });
          await h.openModals();
          const missing = allNodes(h.surface.root()).filter((n) => !h.hasNodeView(n.key)).map((n) => n.key);
          if (missing.length > 0) problems.push(`${example.file}: no view for ${missing.join(', ')}`);
          if (h.errors.length > 0) problems.push(`${example.file}: onError ${h.errors.map((e) => e.describe()).join('; ')}`);
          const placeholders = h.page.findAll({ type: 'A2uiPlaceholderView' });
          if (placeholders.length > 0) problems.push(`${example.file}: ${placeholders.length} placeholders`);
          views += h.nodeViews().length;
          h.page.unmount();
        }
      }
      process.stdout.write(`A2uiSurfaceView examples: ${examples.length} examples, ${views} node views drawn\n`);
      expect(problems.join('\n') || 'none').assertEqual('none');
    });

    it('every value a {path} binding resolves to shows in the elements of its node', 0, async () => {
      const problems: string[] = [];
      let checked = 0;
      let unset = 0;
      for (const example of examples) {
        for (const surfaceId of surfaceIdsOf(example.messages)) {
          const h = await A2uiSurfaceHarness.mount(example.messages, { surfaceId });
          await h.openModals();
          for (const bound of boundValues(h.surface, example.messages)) {
            // A path holding nothing resolves to the property's default ("" for a string): that is what shows.
            const value = bound.value !== undefined ? bound.value : h.surface.node(bound.key)?.props.get(bound.property)?.toRaw();
            if (bound.value === undefined) unset++;
            checked++;
            const rules = { shownText: (t: string) => A2uiPresentation.plainText(t),
              selected: bound.component === 'ChoicePicker' ? h.selectedChoices(bound.key) : undefined };
            if (!isShown(value, h.own(bound.key), rules)) {
              problems.push(`${example.file} ${bound.key}.${bound.property} = ${JSON.stringify(value)} ` +
                `(${bound.path}) is not shown:\n${h.page.print({ state: true }, h.nodeView(bound.key))}`);
            }
          }
          h.page.unmount();
        }
      }
      process.stdout.write(`A2uiSurfaceView examples: ${checked} bound values shown (${unset} of them unset, as their default)\n`);
      expect(checked > 0).assertTrue();
      expect(problems.join('\n') || 'none').assertEqual('none');
    });

    it('every Text shows its resolved text, and no string in any tree holds ${', 0, async () => {
      const problems: string[] = [];
      let texts = 0;
      for (const example of examples) {
        for (const surfaceId of surfaceIdsOf(example.messages)) {
          const h = await A2uiSurfaceHarness.mount(example.messages, { surfaceId });
          await h.openModals();
          for (const node of allNodes(h.surface.root()).filter((n) => n.component === 'Text')) {
            const text = node.props.get('text')?.asString() ?? '';
            // A Text with Markdown markers is drawn by MarkdownView (35_markdown-text): its inline texts, one per
            // leaf block, show the parsed blocks' plain text; any other Text is one Text as before.
            const isMarkdown = A2uiTextMarkdown.isMarkdown(text);
            const expected = isMarkdown ? A2uiTextMarkdown.blocks(text).map((b) => b.plainText()).join('\n') :
              A2uiPresentation.plainText(text);
            const shown = isMarkdown ? h.own(node.key).filter((e) => e.type === 'Text' &&
              [...e.ancestry()].some((a) => a.name === 'MarkdownInlineText')).map((e) => h.page.text(e)).join('\n') :
              h.page.text(h.ownOf(node.key, 'Text'));
            texts++;
            if (shown !== expected) problems.push(`${example.file} ${node.key}: shows ${JSON.stringify(shown)}, resolved ${JSON.stringify(expected)}`);
          }
          problems.push(...unresolvedTemplates(h.page.root).map((s) => `${example.file}: ${s}`));
          h.page.unmount();
        }
      }
      process.stdout.write(`A2uiSurfaceView examples: ${texts} texts as resolved\n`);
      expect(texts > 0).assertTrue();
      expect(problems.join('\n') || 'none').assertEqual('none');
    });

    it('the login forms send what the user typed: minimal (4) at once, basic (09) once its checks pass', 0, async () => {
      const minimal = examples.find((e) => e.catalog === 'minimal' && e.file.startsWith('4_'))!;
      const m = await A2uiSurfaceHarness.mount(minimal.messages);
      m.page.type(m.ownOf('username_field', 'TextInput'), 'ada');
      m.page.type(m.ownOf('password_field', 'TextInput'), 'lovelace');
      await m.page.settle();
      expect(m.tap(m.page.byText('Sign In'))).assertTrue();
      const sent = m.actions[0] as { action?: { name?: string; context?: unknown } } | undefined;
      expect(JSON.stringify([sent?.action?.name, sent?.action?.context])).assertEqual('["login_submitted",{"user":"ada","pass":"lovelace"}]');
      m.page.unmount();

      const basic = examples.find((e) => e.file.startsWith('09_'))!;
      const b = await A2uiSurfaceHarness.mount(basic.messages);
      b.page.type(b.ownOf('email-field', 'TextInput'), 'ada@example.com');
      b.page.type(b.ownOf('password-field', 'TextInput'), 'short');
      await b.page.settle();
      expect(b.page.isEnabled(b.ownOf('login-btn', 'Button'))).assertFalse();
      expect(b.page.text(b.ownOf('login-btn', 'Text'))).assertEqual('Please fix errors before signing in');
      expect(b.tap(b.page.byText('Sign in'))).assertFalse();
      b.page.type(b.ownOf('password-field', 'TextInput'), '-enough');
      await b.page.settle();
      expect(b.tap(b.page.byText('Sign in'))).assertTrue();
      const login = b.actions[0] as { action?: { name?: string; context?: unknown } } | undefined;
      expect(JSON.stringify([b.actions.length, login?.action?.name, login?.action?.context]))
        .assertEqual('[1,"login",{"email":"ada@example.com"}]');
      b.page.unmount();
    });

    it('streamed message by message to a view on screen, each example ends in the tree it draws mounted whole', 0, async () => {
      const problems: string[] = [];
      for (const example of examples) {
        for (const surfaceId of surfaceIdsOf(example.messages)) {
          const whole = await A2uiSurfaceHarness.mount(example.messages, { surfaceId });
          const expected = whole.page.print();
          whole.page.unmount();
          const create = example.messages.findIndex((m) => (m.createSurface as { surfaceId?: string } | undefined)?.surfaceId === surfaceId);
          const streamed = await A2uiSurfaceHarness.mount(example.messages, { surfaceId, beforeMount: create + 1 });
          const actual = streamed.page.print();
          if (actual !== expected) problems.push(`${example.file}:\n--- mounted whole\n${expected}\n--- streamed\n${actual}`);
          if (streamed.errors.length > 0) problems.push(`${example.file} streamed: onError ${streamed.errors.map((e) => e.describe()).join('; ')}`);
          streamed.page.unmount();
        }
      }
      expect(problems.join('\n') || 'none').assertEqual('none');
    });
  });
}
