// `@ohos.data.preferences` emulation against an AppSandbox: what survives a restart is what flush() wrote, as
// on a device (data/*.ts cite the 5.0.0 source); the error shapes of a bad argument (thrown, string code) and
// of a native failure (rejected `{ code, message }`), and what the sync forms do with the latter (nothing).
import fs from 'node:fs';
import { describe, it, expect } from '@ohos/hypium';
import { preferences } from '../kit.ArkData';
import { AppSandbox, failNextPreferencesWrite, resetPreferencesFaults } from '../EmulationControls';

/** What `fn` threw: its code (string or number) or 'no throw'. */
function thrownCode(fn: () => void): unknown {
  try {
    fn();
    return 'no throw';
  } catch (error) {
    return (error as { code?: unknown }).code;
  }
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: unknown; message?: string; isError: boolean }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: unknown; message?: string };
    return { code: e.code, message: e.message, isError: error instanceof Error };
  }
  throw new Error('expected a rejection');
}

export default function preferencesEmulationTest() {
  describe('PreferencesEmulation', () => {
    it('a value put and flushed is read back by the restarted app', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await preferences.getPreferences(sandbox.context, 'settings');
        await store.put('model', 'deepseek-chat');
        await store.flush();
        sandbox.restart();
        const reopened = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        expect(reopened.getSync('model', '')).assertEqual('deepseek-chat');
        expect(reopened.hasSync('model')).assertTrue();
      } finally {
        sandbox.dispose();
      }
    });

    it('a value put but never flushed is gone after a restart, though the same process still sees it', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        store.putSync('kept', 1);
        await store.flush();
        store.putSync('lost', 2);
        // One process, one cached store per file: a second getPreferences sees the unflushed value.
        expect(preferences.getPreferencesSync(sandbox.context, { name: 'settings' }).getSync('lost', 0)).assertEqual(2);
        sandbox.restart();
        const reopened = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        expect(reopened.getSync('kept', 0)).assertEqual(1);
        expect(reopened.getSync('lost', 0)).assertEqual(0);
        expect(reopened.hasSync('lost')).assertFalse();
      } finally {
        sandbox.dispose();
      }
    });

    it('the file is <UIAbilityContext.preferencesDir>/<name>, the module\'s el2 preferences folder', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'arkagent_settings' });
        expect(fs.existsSync(`${sandbox.context.preferencesDir}/arkagent_settings`)).assertFalse();
        store.putSync('k', 'v');
        await store.flush();
        const file = `${sandbox.context.preferencesDir}/arkagent_settings`;
        expect(fs.existsSync(file)).assertTrue();
        expect(sandbox.devicePath(file)).assertEqual('/data/storage/el2/base/haps/entry/preferences/arkagent_settings');
      } finally {
        sandbox.dispose();
      }
    });

    it('an object from before the restart throws, naming the fix', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const old = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        sandbox.restart();
        let message = '';
        try {
          old.getSync('k', '');
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message.includes('getPreferences(sandbox.context')).assertTrue();
      } finally {
        sandbox.dispose();
      }
    });

    it('removePreferencesFromCache: the next getPreferences reads the file; the old object keeps working', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        store.putSync('flushed', 'yes');
        await store.flush();
        store.putSync('unflushed', 'yes');
        await preferences.removePreferencesFromCache(sandbox.context, 'settings');
        const fresh = await preferences.getPreferences(sandbox.context, 'settings');
        expect(fresh.getSync('flushed', '')).assertEqual('yes');
        expect(fresh.getSync('unflushed', 'absent')).assertEqual('absent');
        expect(store.getSync('unflushed', 'absent')).assertEqual('yes');
      } finally {
        sandbox.dispose();
      }
    });

    it('deletePreferences removes the file: the restarted app finds nothing', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        store.putSync('k', 'v');
        await store.flush();
        await preferences.deletePreferences(sandbox.context, 'settings');
        expect(fs.existsSync(`${sandbox.context.preferencesDir}/settings`)).assertFalse();
        sandbox.restart();
        expect(preferences.getPreferencesSync(sandbox.context, { name: 'settings' }).getSync('k', '')).assertEqual('');
      } finally {
        sandbox.dispose();
      }
    });

    it('every ValueType comes back from the file with its type; a mixed array comes back through JSON', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'types' });
        store.putSync('number', 1.5);
        store.putSync('boolean', true);
        store.putSync('strings', ['a', 'b']);
        store.putSync('empty', []);
        store.putSync('numbers', [1, 2]);
        store.putSync('bytes', new Uint8Array([0, 255]));
        store.putSync('object', { a: [1, 'x'] });
        store.putSync('mixed', [1, 'x']);
        store.putSync('big', 12345678901234567890n);
        await store.flush();
        sandbox.restart();
        const back = preferences.getPreferencesSync(sandbox.context, { name: 'types' });
        expect(back.getSync('number', 0)).assertEqual(1.5);
        expect(back.getSync('boolean', false)).assertTrue();
        expect(back.getSync('strings', [])).assertDeepEquals(['a', 'b']);
        expect(back.getSync('empty', ['default'])).assertDeepEquals([]);
        expect(back.getSync('numbers', [])).assertDeepEquals([1, 2]);
        const bytes = back.getSync('bytes', 0);
        expect(bytes instanceof Uint8Array).assertTrue();
        expect(Array.from(bytes as Uint8Array)).assertDeepEquals([0, 255]);
        expect(back.getSync('object', {})).assertDeepEquals({ a: [1, 'x'] });
        expect(back.getSync('mixed', [])).assertDeepEquals([1, 'x']);
        expect(back.getSync('big', 0) === 12345678901234567890n).assertTrue();
        expect(Object.keys(back.getAllSync()).length).assertEqual(9);
      } finally {
        sandbox.dispose();
      }
    });

    it('get of a missing key gives back the very defValue object', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        const fallback = { any: 'object' };
        expect(store.getSync('missing', fallback) === fallback).assertTrue();
        expect((await store.get('missing', fallback)) === fallback).assertTrue();
      } finally {
        sandbox.dispose();
      }
    });

    it('a bad argument throws at once, also from the Promise form: an Error with the string code \'401\'', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        expect(thrownCode(() => store.put('k'.repeat(1025), 'v'))).assertEqual('401');
        expect(thrownCode(() => store.put('k', undefined as unknown as string))).assertEqual('401');
        expect(thrownCode(() => store.putSync('k', null as unknown as string))).assertEqual('401');
        expect(thrownCode(() => preferences.getPreferences({ filesDir: '/tmp' }, 'settings'))).assertEqual('401');
        expect(thrownCode(() => preferences.getPreferencesSync(sandbox.context, { name: 'x', dataGroupId: 'group' })))
          .assertEqual('15501002');
        let accepted: Promise<void> | undefined;
        expect(thrownCode(() => {
          accepted = store.put('k'.repeat(1024), 'v');
        })).assertEqual('no throw');
        await accepted;
      } finally {
        sandbox.dispose();
      }
    });

    it('a native failure rejects with a plain { code: 15500000 }; the Sync form returns undefined instead', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        const empty = await rejection(store.put('', 'v'));
        expect(empty.code).assertEqual(15500000);
        expect(empty.isError).assertFalse();
        // napi_async_call.cpp:132-137 (5.0.0): a sync call never reports its native failure.
        expect(thrownCode(() => store.putSync('', 'v'))).assertEqual('no throw');
        expect(store.hasSync('')).assertFalse();
      } finally {
        sandbox.dispose();
      }
    });

    it('a failed write rejects flush() with 15500000; the next flush has nothing left to write', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        store.putSync('k', 'v');
        failNextPreferencesWrite();
        const failed = await rejection(store.flush());
        expect(failed.code).assertEqual(15500000);
        // The changed keys were taken before the write: this flush succeeds and writes nothing.
        await store.flush();
        sandbox.restart();
        expect(preferences.getPreferencesSync(sandbox.context, { name: 'settings' }).getSync('k', '')).assertEqual('');
      } finally {
        resetPreferencesFaults();
        sandbox.dispose();
      }
    });

    it('on(\'change\') hears each key a flush wrote, not the puts before it; a callback gets (undefined, data)', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = preferences.getPreferencesSync(sandbox.context, { name: 'settings' });
        const heard: string[] = [];
        const listener = (key: string) => heard.push(key);
        store.on('change', listener);
        store.putSync('a', 1);
        store.putSync('b', 2);
        store.putSync('a', 1);
        expect(heard.length).assertEqual(0);
        await store.flush();
        await new Promise<void>((resolve) => setImmediate(resolve));
        expect(heard).assertDeepEquals(['a', 'b']);
        store.off('change', listener);
        const result = await new Promise<unknown[]>((resolve) => store.get('a', 0, (err: unknown, data: unknown) =>
          resolve([err, data])));
        expect(result).assertDeepEquals([undefined, 1]);
      } finally {
        sandbox.dispose();
      }
    });
  });
}
