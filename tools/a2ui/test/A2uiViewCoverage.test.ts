// A2uiSurfaceView cannot run on Node (ArkUI), so its source is read as syntax (ohos-typescript's ArkTS
// parser): A2uiNodeView has a branch for every component of the basic catalog and for nothing else, the
// list of drawn components the model reports against is the catalog's, and every ForEach key uses its item.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { createBasicCatalog } from '../../../agent_core/src/main/ets/a2ui/catalog/BasicCatalog';

const requireCjs = createRequire(import.meta.url);
const ts = requireCjs(path.resolve(process.cwd(), 'node_modules', 'ohos-typescript')) as typeof import('typescript');
const VIEW = path.resolve(process.cwd(), 'agent_core', 'src', 'main', 'ets', 'a2ui', 'view');

type Node = import('typescript').Node;

function parse(file: string): Node {
  const kind = (ts.ScriptKind as unknown as Record<string, number>).ETS;
  return ts.createSourceFile(file, fs.readFileSync(path.join(VIEW, file), 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function nodes(root: Node, test: (node: Node) => boolean): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

export default function a2uiViewCoverageTest() {
  describe('A2uiViewCoverage', () => {
    const catalog = createBasicCatalog().componentNames().sort().join(',');

    it('A2uiNodeView has a branch for each basic catalog component', 0, () => {
      const compared = nodes(parse('A2uiNodeView.ets'), (n) => ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken && n.left.getText() === 'this.state.component' &&
        ts.isStringLiteral(n.right)) as import('typescript').BinaryExpression[];
      const names = [...new Set(compared.map((n) => (n.right as import('typescript').StringLiteral).text))].sort();
      expect(names.join(',')).assertEqual(catalog);
    });

    it('the components the model reports as drawable are the catalog\'s', 0, () => {
      const declaration = nodes(parse('A2uiSurfaceModel.ets'), (n) => ts.isVariableDeclaration(n) &&
        n.name.getText() === 'DRAWN_COMPONENTS')[0] as import('typescript').VariableDeclaration;
      const names = (declaration.initializer as import('typescript').ArrayLiteralExpression).elements
        .map((e) => (e as import('typescript').StringLiteral).text).sort();
      expect(names.join(',')).assertEqual(catalog);
    });

    it('every ForEach key uses its item', 0, () => {
      const bad: string[] = [];
      for (const file of fs.readdirSync(VIEW).filter((f) => f.endsWith('.ets'))) {
        const calls = nodes(parse(file), (n) => ts.isCallExpression(n) && ts.isIdentifier(n.expression) &&
          n.expression.text === 'ForEach') as import('typescript').CallExpression[];
        for (const call of calls) {
          const key = call.arguments[2];
          if (key === undefined || !ts.isArrowFunction(key) || !key.body.getText().includes(key.parameters[0].name.getText())) {
            bad.push(`${file}: ${key?.getText() ?? 'no key'}`);
          }
        }
      }
      expect(bad.join('\n') || 'none').assertEqual('none');
    });
  });
}
