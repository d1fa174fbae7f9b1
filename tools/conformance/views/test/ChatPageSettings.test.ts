// The demo app's settings panel across a restart: what the user types (provider, API key, model, base URL)
// is committed when a field is submitted or left, and when the page is hidden; it is kept by
// SettingsPersistence in the emulated preferences (provider, model, base URL) and Asset Store (each
// provider's key), and is back when the app is killed and started again (AppSandbox.restart(): only what
// was flushed survives). The key is shown as dots and nowhere else: not in a Text, not in the preferences
// file, not in anything printed (support/ChatAppRun.ts checks the output of every test).
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
import { textOf } from '../../../platform/arkui-headless/HeadlessUi';
import type { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { CANARY_KEYS } from '../support/AppReplay';
import type { ChatApp } from '../support/ChatApp';
import { keyLeaks, withChatApp } from '../support/ChatAppRun';
import { isPasswordField, screenLines } from '../support/ScreenText';

const FAST: { writeDelayMs: [number, number]; maxWriteBytes: number } = { writeDelayMs: [0, 1], maxWriteBytes: 512 };

function dots(text: string): string {
  return '•'.repeat(text.length);
}

/** The settings panel as the user reads it, one line. */
function settingsLine(app: ChatApp): string {
  return screenLines(app.page.byType('SettingsPanel')).join(' · ');
}

/** Every file under `dir` (recursively), read as text. */
function filesUnder(dir: string): Array<{ file: string; text: string }> {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name)).map((file) => ({ file, text: fs.readFileSync(file, 'latin1') }));
}

/** The elements holding `key` anywhere (text, create arguments, native state), as `Type(attributes)`. */
function holdersOf(app: ChatApp, key: string): string[] {
  const holds = (e: Element): boolean => (textOf(e) ?? '').includes(key) ||
    JSON.stringify(e.createArgs).includes(key) ||
    [...e.state.values()].some((v) => typeof v === 'string' && v.includes(key));
  return [...app.page.root.walk()].filter((e) => !e.isDestroyed && e.kind === 'component' && holds(e))
    .map((e) => `${e.type}${isPasswordField(e) ? '(password)' : ''}`);
}

export default function chatPageSettingsTest() {
  describe('ChatPageSettings', () => {
    it('provider, key, model and base URL typed into the panel are back after a restart, and the key still works', 0,
      async () => {
        await withChatApp({ replay: { scenario: 'zhipu/reasoning', ...FAST }, connect: false }, async (world) => {
          const first = world.app;
          expect(settingsLine(first)).assertEqual(
            'DeepSeek · deepseek-reasoner · Settings ▾ · [Zhipu GLM] · [DeepSeek] · ' +
            '⟦API key (kept in the Asset Store): ⟧ · ⟦Model (default deepseek-reasoner): deepseek-reasoner⟧ · ' +
            '⟦Base URL (default https://api.deepseek.com): ⟧ · ☑ · Thinking · ☐ · get_weather tool');
          await first.selectProvider('zhipu');
          // Three ways an edit is committed: enter (the key), leaving the field (the base URL), hiding the page
          // (the model, typed last and never left).
          await first.enter('API key', CANARY_KEYS.zhipu);
          first.page.replaceText(first.field('Base URL'), world.server.zhipuBaseUrl);
          first.page.blur(first.field('Base URL'));
          first.page.replaceText(first.field('Model'), 'glm-4.7-flash');
          await first.pause(0);
          const typed = 'Zhipu GLM · glm-4.7-flash · Settings ▾ · [Zhipu GLM] · [DeepSeek] · ' +
            `⟦API key (kept in the Asset Store): ${dots(CANARY_KEYS.zhipu)}⟧ · ` +
            '⟦Model (default glm-4.7): glm-4.7-flash⟧ · ' +
            `⟦Base URL (default https://open.bigmodel.cn/api/paas/v4): ${world.server.zhipuBaseUrl}⟧ · ` +
            '☑ · Thinking · ☐ · get_weather tool';
          expect(settingsLine(first)).assertEqual(typed);

          const app = await world.restartApp();
          expect(world.sandbox.launches).assertEqual(2);
          await app.waitFor('the key to be restored', () => (textOf(app.field('API key')) ?? '').length > 0);
          expect(settingsLine(app)).assertEqual(typed);

          // It is the key that was typed: the server takes it.
          await app.ask('你好');
          await app.waitFor('the answer', () => app.lastBubble.status === 'done');
          expect(world.server.requests.map((r) => `${r.provider} ${r.body?.model} auth=${r.authValid} ${r.status}`)
            .join())
            .assertEqual('zhipu glm-4.7-flash auth=true 200');
        });
      });

    it('the key is shown as dots only: the password field holds it, no text, no preferences file, no request record',
      0, async () => {
        await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST } }, async (world) => {
          const key = CANARY_KEYS.deepseek;
          const app = await world.restartApp();
          await app.waitFor('the key to be restored', () => (textOf(app.field('API key')) ?? '').length > 0);
          await app.ask('你好');
          await app.waitFor('the answer', () => app.lastBubble.status === 'done');

          expect(holdersOf(app, key).join()).assertEqual('TextInput(password)');
          expect(keyLeaks(screenLines(app.page.root).join('\n'), 'the screen').join()).assertEqual('');
          // The runtime's tree printer shows create arguments: the key may be there only on the password field.
          const printed = app.page.print({ state: true }).split('\n').filter((l) => l.includes(key));
          expect(printed.filter((l) => !/^\s*TextInput\(.*type=InputType\.Password/.test(l)).join('\n'))
            .assertEqual('');

          const preferences = filesUnder(world.sandbox.context.preferencesDir);
          expect(preferences.length).assertLarger(0);
          expect(preferences.filter((f) => f.text.includes(world.server.deepseekBaseUrl)).length).assertEqual(1);
          expect(preferences.flatMap((f) => keyLeaks(f.text, f.file)).join()).assertEqual('');
          expect(keyLeaks(JSON.stringify(world.server.requests), 'the request records').join()).assertEqual('');
          expect(world.server.requests[0].authValid).assertTrue();
        });
      });

    it('a key typed on while the previous one was being saved is the one kept', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST }, connect: false }, async (world) => {
        // Enter saves the key: the preferences flush, then the Asset Store write, each answered on a later turn.
        // The user types on after 0, 1, 2 ... turns: before, between and after those awaits; then leaves the app.
        const kept: string[] = [];
        for (let turns = 0; turns < 6; turns++) {
          const app = world.app;
          app.page.replaceText(app.field('API key'), `sk-old-${turns}`);
          app.page.submit(app.field('API key'));
          for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
          app.page.replaceText(app.field('API key'), `sk-new-${turns}`);
          const relaunched = await world.restartApp();
          await relaunched.waitFor('a key to be restored',
            () => (textOf(relaunched.field('API key')) ?? '').length > 0);
          kept.push(`${turns}: ${textOf(relaunched.field('API key'))}`);
        }
        expect(kept.join(', ')).assertEqual([0, 1, 2, 3, 4, 5].map((t) => `${t}: sk-new-${t}`).join(', '));
      });
    });

    it('each provider keeps its own key: a switch saves the typed one and shows the other\'s', 0, async () => {
      await withChatApp({ replay: { scenario: 'deepseek/chat', ...FAST } }, async (world) => {
        const app = world.app;
        expect(textOf(app.field('API key'))).assertEqual(CANARY_KEYS.deepseek);
        await app.selectProvider('zhipu');
        expect(textOf(app.field('API key'))).assertEqual('');
        await app.enter('API key', CANARY_KEYS.zhipu);
        await app.selectProvider('deepseek');
        await app.waitFor('the DeepSeek key', () => textOf(app.field('API key')) === CANARY_KEYS.deepseek);
        await app.selectProvider('zhipu');
        await app.waitFor('the Zhipu key', () => textOf(app.field('API key')) === CANARY_KEYS.zhipu);

        const relaunched = await world.restartApp();
        await relaunched.waitFor('the Zhipu key after the restart',
          () => textOf(relaunched.field('API key')) === CANARY_KEYS.zhipu);
        expect(settingsLine(relaunched).startsWith('Zhipu GLM · glm-4.7 · Settings ▾')).assertTrue();
      });
    });
  });
}
