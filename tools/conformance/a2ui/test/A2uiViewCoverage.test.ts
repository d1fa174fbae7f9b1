// The A2UI views' source read as syntax (ohos-typescript's ArkTS parser): every ForEach key uses its item.
// (That every basic catalog component has a view is checked through the registry itself:
// tools/conformance/views/test/A2uiViewRegistry.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { findNodes, parseEts, ts } from '../../../ci/test/support/EtsSyntax';
import type { Node } from '../../../ci/test/support/EtsSyntax';

const VIEW = path.resolve(process.cwd(), 'agent_core', 'src', 'main', 'ets', 'a2ui', 'view');

function parse(file: string): Node {
  return parseEts(path.join(VIEW, file));
}

export default function a2uiViewCoverageTest() {
  describe('A2uiViewCoverage', () => {
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
