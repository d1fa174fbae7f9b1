// The demo app's list code and the chat kit's list it draws its chat with, read as syntax (ohos-typescript's
// ArkTS parser), for the two list rules they must keep (the view suites run the lists; these say why):
//  - ChatView follows the newest message from a @Monitor on its model's data, not from the List's
//    onSizeChange (which fires only when the List's own frame changes size, never when its content grows);
//  - every ForEach key depends on its item: a key made of the index alone lets a new list's items reuse the
//    old components under the same keys, and ForEach does not redraw them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { findNodes, parseEts, ts } from '../../../ci/test/support/EtsSyntax';
import type { Node } from '../../../ci/test/support/EtsSyntax';

const COMPONENTS = path.resolve(process.cwd(), 'entry', 'src', 'main', 'ets', 'components');
/** The chat kit's view: since issue 20 entry's chat is ChatView, so its list is the one to check. */
const CHAT_VIEW = path.resolve(process.cwd(), 'agent_core', 'src', 'main', 'ets', 'chat', 'view', 'ChatView.ets');

function calls(root: Node, name: string): import('typescript').CallExpression[] {
  return findNodes(root, (n) => ts.isCallExpression(n) && (ts.isPropertyAccessExpression(n.expression) ?
    n.expression.name.text === name : ts.isIdentifier(n.expression) && n.expression.text === name)) as
    import('typescript').CallExpression[];
}

/** `Monitor('a', 'b') method -> body text` for every @Monitor method. */
function monitors(root: Node): Array<{ paths: string[]; body: string }> {
  return findNodes(root, (n) => ts.isMethodDeclaration(n)).flatMap((n) => {
    const method = n as import('typescript').MethodDeclaration;
    const decorators = (method as unknown as { decorators?: import('typescript').Decorator[] }).decorators ??
      (ts.canHaveDecorators?.(method) ? ts.getDecorators(method) ?? [] : []);
    return decorators.filter((d) => ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression) &&
      d.expression.expression.text === 'Monitor').map((d) => ({
      paths: (d.expression as import('typescript').CallExpression).arguments
        .filter(ts.isStringLiteral).map((a) => a.text),
      body: method.body?.getText() ?? '',
    }));
  });
}

/** For each ForEach with a key generator: `<key source> uses item: <bool>`. */
function forEachKeys(root: Node): string[] {
  return calls(root, 'ForEach').filter((c) => c.arguments.length >= 3).map((c) => {
    const key = c.arguments[2];
    if (!ts.isArrowFunction(key) || key.parameters.length === 0) return `${key.getText()} uses item: false`;
    const item = key.parameters[0].name.getText();
    const usesItem = findNodes(key.body, (n) => ts.isIdentifier(n) && n.text === item).length > 0;
    return `${key.getText()} uses item: ${usesItem}`;
  });
}

export default function entryPanelsTest() {
  describe('EntryPanels', () => {
    it('ChatView scrolls to the newest message from a @Monitor on its model\'s data, not onSizeChange', 0, () => {
      const view = parseEts(CHAT_VIEW);
      expect(calls(view, 'onSizeChange').length).assertEqual(0);
      const scrolling = monitors(view).filter((m) => m.body.includes('scrollEdge(Edge.Bottom)'));
      expect(scrolling.map((m) => m.paths.join(', ')).join(' | ')).assertEqual('model.syncCount');
    });

    it('every ForEach key in the demo\'s components depends on its item, not on the index alone', 0, () => {
      const files = fs.readdirSync(COMPONENTS).filter((f) => f.endsWith('.ets')).sort();
      const keys = files.flatMap((f) => forEachKeys(parseEts(path.join(COMPONENTS, f))).map((k) => `${f}: ${k}`));
      expect(keys.length).assertLarger(1);
      expect(keys.filter((k) => k.endsWith('uses item: false')).join('\n')).assertEqual('');
    });
  });
}
