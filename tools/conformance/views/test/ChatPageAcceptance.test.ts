// The demo app's Acceptance tab (entry components/AcceptancePanel.ets, beside the chat kit's ChatView on the
// page): LiveAcceptance's four scenarios against the provider the settings select, over the same transport as
// the chat, one result line each as it finishes, then the summary. Run here against the replay server, which
// answers the app's requests in order (it sends no scenario header): a streamed answer, a forced tool call, an
// answer cancelled after its first delta, then a wrong key. The lines hold counts and facts only (the checks
// every app test gets, support/ChatAppRun.ts, also hold: no key printed).
import { describe, it, expect } from '@ohos/hypium';
import type { ChatApp } from '../support/ChatApp';
import { withChatApp } from '../support/ChatAppRun';
import { sequenceOf } from '../support/ScenarioFolder';
import { screenLines } from '../support/ScreenText';

const FAST: { writeDelayMs: [number, number]; maxWriteBytes: number } = { writeDelayMs: [0, 1], maxWriteBytes: 512 };

/** The Acceptance tab as the user reads it: each line of the panel. */
function panel(app: ChatApp): string[] {
  return screenLines(app.page.byType('AcceptancePanel'));
}

export default function chatPageAcceptanceTest() {
  describe('ChatPageAcceptance', () => {
    it('the four scenarios run against the selected provider, one line each, then the summary', 0, async () => {
      const replay = { scenario: 'deepseek/views-acceptance', ...FAST, compose: {
        'deepseek/views-acceptance': sequenceOf('deepseek', ['reasoning', 'tool-call', 'reasoning', 'reasoning']) } };
      await withChatApp({ replay }, async ({ app, server }) => {
        app.page.switchTab('Acceptance');
        await app.pause(0);
        app.tap({ type: 'Button', text: 'Run acceptance for DeepSeek' });
        await app.waitFor('the summary', () => panel(app).some((line) => line.endsWith('scenarios ok')));
        const lines = panel(app);
        // One line per scenario, in order, its duration masked (the machine's).
        expect(lines.filter((line) => line.startsWith('deepseek ')).map((line) => line.replace(/ ms=\d+$/, ' ms=#'))
          .join('\n')).assertEqual([
          'deepseek stream-text model=deepseek-reasoner status=ok events=model_complete=1,model_start=1,' +
            'reasoning_delta=34,text_delta=11,usage=1 hasDelta=true terminals=1 afterTerminal=0 ms=#',
          'deepseek stream-tool model=deepseek-chat status=ok events=model_complete=1,model_start=1,tool_call_delta=18,' +
            'usage=1 toolCount=1 firstTool=get_weather argsLen=50 terminals=1 afterTerminal=0 ms=#',
          'deepseek cancel model=deepseek-reasoner status=ok events=error=1,model_start=1,reasoning_delta=1 ' +
            'errorLayer=cancelled errorCode=cancelled completed=false hasComplete=false terminals=1 afterTerminal=0 ms=#',
          'deepseek auth-failure model=deepseek-reasoner status=ok events=error=1,model_start=1 errorLayer=provider ' +
            'errorCode=authentication_failed completed=false hasComplete=false terminals=1 afterTerminal=0 ms=#',
        ].join('\n'));
        expect(lines[lines.length - 1]).assertEqual('4/4 scenarios ok');
        // The wrong-key run reached the server with a key it refused; the others with the typed one.
        expect(server.requests.map((r) => r.authValid).join()).assertEqual('true,true,true,false');
      });
    });

    it('without an API key the run cannot start and the panel says why', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST }, connect: false }, async ({ app, server }) => {
        app.page.switchTab('Acceptance');
        await app.pause(0);
        expect(panel(app).slice(1, 3).join(' · '))
          .assertEqual('[Run acceptance for DeepSeek (disabled)] · Enter an API key in Settings first');
        expect(server.requests.length).assertEqual(0);
      });
    });
  });
}
