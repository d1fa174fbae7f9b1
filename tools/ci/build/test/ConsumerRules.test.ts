// agent_core/consumer-rules.txt keeps every public name an app uses (tools/ci/build/consumer-rules.mjs writes
// it from the program of agent_core/Index.ets): a name exported there, or a public member of an export,
// that the file does not keep fails here with the command that regenerates the file.
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { CONSUMER_RULES, KeptNames, keptNames, missingFromRules, readKeptNames } from '../consumer-rules.mjs';

interface Names { globalNames: string[]; propertyNames: string[] }

let programNames: Names | null = null;

/** The names the program needs kept (one program per run: it takes a few seconds). */
function expectedNames(): Names {
  if (programNames === null) programNames = keptNames() as Names;
  return programNames;
}

export default function consumerRulesTest() {
  describe('HAR consumer rules', () => {
    it('keep every name Index.ets exports and every public member of those exports', 0, () => {
      const expected = expectedNames();
      expect(missingFromRules(expected, readKeptNames(CONSUMER_RULES)) as string).assertEqual('');
      expect(expected.globalNames.includes('OpenAICompatibleClient')).assertTrue();
      expect(expected.propertyNames.includes('apiKey') && expected.propertyNames.includes('stream')).assertTrue();
    });

    it('keep the JSON fields read by property (Wire* interfaces), not private members', 0, () => {
      const expected = expectedNames();
      expect(['choices', 'delta', 'reasoning_content', 'tool_calls', 'finish_reason']
        .filter((name) => !expected.propertyNames.includes(name)).join(',')).assertEqual('');
      // OpenAICompatibleClient.buildHttpRequest is private: nobody outside calls it by name.
      expect(expected.propertyNames.includes('buildHttpRequest')).assertFalse();
    });

    it('an exported name the file lacks fails with the command that fixes it', 0, () => {
      const expected = new KeptNames(['ChatController', 'NewExport'], ['send']) as Names;
      const file = new KeptNames(['ChatController'], ['send']) as Names;
      expect(missingFromRules(expected, file) as string).assertEqual('agent_core/consumer-rules.txt is out of date: ' +
        'run `node tools/ci/build/consumer-rules.mjs` (-keep-global-name lacks NewExport)');
    });
  });
}
