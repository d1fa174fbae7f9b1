// A2uiSurfaceView cannot run on Node (ArkUI), so its source is read as syntax (ohos-typescript's ArkTS
// parser): A2uiNodeView has a branch for every component of the basic catalog and for nothing else, the
// list of drawn components the model reports against is the catalog's, and every ForEach key uses its item.
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { createBasicCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/BasicCatalog';
import { findNodes, parseEts, ts } from '../../../ci/test/support/EtsSyntax';
import type { Node } from '../../../ci/test/support/EtsSyntax';

const VIEW = path.resolve(process.cwd(), 'agent_core', 'src', 'main', 'ets', 'a2ui', 'view');

function parse(file: string): Node {
  return parseEts(path.join(VIEW, file));
}

export default function a2uiViewCoverageTest() {
  describe('A2uiViewCoverage', () => {
    const catalog = createBasicCatalog().componentNames().sort().join(',');

    it('A2uiNodeView has a branch for each basic catalog component', 0, () => {
      const compared = findNodes(parse('A2uiNodeView.ets'), (n) => ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken && n.left.getText() === 'this.state.component' &&
        ts.isStringLiteral(n.right)) as import('typescript').BinaryExpression[];
      const names = [...new Set(compared.map((n) => (n.right as import('typescript').StringLiteral).text))].sort();
      expect(names.join(',')).assertEqual(catalog);
    });

    it('the components the model reports as drawable are the catalog\'s', 0, () => {
      const declaration = findNodes(parse('A2uiSurfaceModel.ets'), (n) => ts.isVariableDeclaration(n) &&
        n.name.getText() === 'DRAWN_COMPONENTS')[0] as import('typescript').VariableDeclaration;
      const names = (declaration.initializer as import('typescript').ArrayLiteralExpression).elements
        .map((e) => (e as import('typescript').StringLiteral).text).sort();
      expect(names.join(',')).assertEqual(catalog);
    });

    it('every ForEach key uses its item', 0, () => {
      const bad: string[] = [];
      for (const file of fs.readdirSync(VIEW).filter((f) => f.endsWith('.ets'))) {
        const calls = findNodes(parse(file), (n) => ts.isCallExpression(n) && ts.isIdentifier(n.expression) &&
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
