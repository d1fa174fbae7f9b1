// The demo app's own settings code (entry/src/main/ets/model: SettingsPersistence over SettingsStore and
// ApiKeyVault) on the emulated preferences and Asset Store: what the user saved is there after the app is
// killed and started again (issue 18: "Settings survive a restart"), the API key never in the preferences
// file, and platform failures reach `storageStatus` as the operation and the code.
import './StateDecoratorStandIns';
import fs from 'node:fs';
import { describe, it, expect } from '@ohos/hypium';
import { ProviderSettings } from '../../../../entry/src/main/ets/model/ProviderSettings';
import { SettingsPersistence } from '../../../../entry/src/main/ets/model/SettingsPersistence';
import { AppSandbox, failNextAssetCall, failNextPreferencesWrite, resetAssetFaults, resetPreferencesFaults }
  from '../EmulationControls';

/** A fresh page: new ProviderSettings restored from the sandbox's running process, as Index.aboutToAppear does. */
interface Page {
  settings: ProviderSettings;
  persistence: SettingsPersistence;
}

async function launchPage(sandbox: AppSandbox): Promise<Page> {
  const settings = new ProviderSettings();
  const persistence = new SettingsPersistence(sandbox.context);
  await persistence.restore(settings);
  return { settings, persistence };
}

function snapshot(settings: ProviderSettings): string {
  return [settings.providerId, settings.model, settings.baseUrl, settings.apiKey, settings.storageStatus].join(' | ');
}

export default function entrySettingsPersistenceTest() {
  describe('EntrySettingsPersistence', () => {
    it('first launch: the defaults, no storage error', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        expect(snapshot(page.settings)).assertEqual('deepseek | deepseek-reasoner |  |  | ');
      } finally {
        sandbox.dispose();
      }
    });

    it('provider, model, base URL and API key saved before a restart are restored after it', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        await page.persistence.switchProvider(page.settings, 'zhipu');
        page.settings.model = 'glm-4.7-flash';
        page.settings.baseUrl = 'https://llm.example.test/v1';
        page.settings.apiKey = 'sk-zhipu-test';
        page.settings.isApiKeyEdited = true;
        await page.persistence.save(page.settings);
        expect(page.settings.storageStatus).assertEqual('');
        sandbox.restart();
        const relaunched = await launchPage(sandbox);
        expect(snapshot(relaunched.settings))
          .assertEqual('zhipu | glm-4.7-flash | https://llm.example.test/v1 | sk-zhipu-test | ');
        expect(relaunched.settings.isApiKeyEdited).assertFalse();
      } finally {
        sandbox.dispose();
      }
    });

    it('the API key is kept in the Asset Store only, never in the preferences file', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        page.settings.apiKey = 'sk-never-in-preferences';
        page.settings.isApiKeyEdited = true;
        await page.persistence.save(page.settings);
        const file = `${sandbox.context.preferencesDir}/arkagent_settings`;
        expect(fs.readFileSync(file, 'utf8').includes('deepseek-reasoner')).assertTrue();
        expect(fs.readFileSync(file, 'utf8').includes('sk-never-in-preferences')).assertFalse();
      } finally {
        sandbox.dispose();
      }
    });

    it('each provider keeps its own key: switching back loads the key saved for it', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        page.settings.apiKey = 'sk-deepseek';
        page.settings.isApiKeyEdited = true;
        await page.persistence.switchProvider(page.settings, 'zhipu');
        expect(page.settings.apiKey).assertEqual('');
        page.settings.apiKey = 'sk-zhipu';
        page.settings.isApiKeyEdited = true;
        await page.persistence.switchProvider(page.settings, 'deepseek');
        expect(page.settings.apiKey).assertEqual('sk-deepseek');
        sandbox.restart();
        const relaunched = await launchPage(sandbox);
        expect(snapshot(relaunched.settings)).assertEqual('deepseek | deepseek-reasoner |  | sk-deepseek | ');
      } finally {
        sandbox.dispose();
      }
    });

    it('a blank key removes the stored one', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        page.settings.apiKey = 'sk-old';
        page.settings.isApiKeyEdited = true;
        await page.persistence.save(page.settings);
        page.settings.apiKey = '   ';
        page.settings.isApiKeyEdited = true;
        await page.persistence.save(page.settings);
        sandbox.restart();
        expect((await launchPage(sandbox)).settings.apiKey).assertEqual('');
      } finally {
        sandbox.dispose();
      }
    });

    it('a failed preferences write shows "Could not save the settings (error 15500000)"; the old values stay', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const page = await launchPage(sandbox);
        page.settings.model = 'deepseek-chat';
        failNextPreferencesWrite();
        await page.persistence.save(page.settings);
        expect(page.settings.storageStatus).assertEqual('Could not save the settings (error 15500000)');
        sandbox.restart();
        expect((await launchPage(sandbox)).settings.model).assertEqual('deepseek-reasoner');
      } finally {
        resetPreferencesFaults();
        sandbox.dispose();
      }
    });

    it('an unavailable Asset Store shows "Could not read the API key (error 24000001)" on restore', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        failNextAssetCall(24000001);
        const page = await launchPage(sandbox);
        expect(page.settings.storageStatus).assertEqual('Could not read the API key (error 24000001)');
        expect(page.settings.apiKey).assertEqual('');
      } finally {
        resetAssetFaults();
        sandbox.dispose();
      }
    });
  });
}
