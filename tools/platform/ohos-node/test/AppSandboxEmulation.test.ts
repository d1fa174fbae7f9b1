// AppSandbox, the emulated device: the contexts' sandbox paths (Stage model guide, "Application Context"
// table 1), what restart() ends, and entry's EntryAbility run by the launcher (it loads pages/Index).
import './StateDecoratorStandIns';
import { describe, it, expect } from '@ohos/hypium';
import EntryAbility from '../../../../entry/src/main/ets/entryability/EntryAbility';
import { contextConstant } from '../kit.AbilityKit';
import { AppSandbox, startAbility, stopAbility } from '../EmulationControls';

export default function appSandboxEmulationTest() {
  describe('AppSandboxEmulation', () => {
    it('a UIAbilityContext has the module\'s el2 folders; the ApplicationContext the app\'s', 0, () => {
      const sandbox = AppSandbox.create();
      try {
        const context = sandbox.context;
        const paths = [context.filesDir, context.cacheDir, context.tempDir, context.preferencesDir, context.databaseDir,
          context.bundleCodeDir, context.distributedFilesDir, context.resourceDir].map((p) => sandbox.devicePath(p));
        expect(paths).assertDeepEquals([
          '/data/storage/el2/base/haps/entry/files', '/data/storage/el2/base/haps/entry/cache',
          '/data/storage/el2/base/haps/entry/temp', '/data/storage/el2/base/haps/entry/preferences',
          '/data/storage/el2/database/entry', '/data/storage/el1/bundle', '/data/storage/el2/distributedfiles',
          '/data/storage/el1/bundle/entry/resources/resfile',
        ]);
        const app = context.getApplicationContext();
        expect(sandbox.devicePath(app.filesDir)).assertEqual('/data/storage/el2/base/files');
        expect(app.applicationInfo.name).assertEqual('com.arkagent.demo');
        context.area = contextConstant.AreaMode.EL1;
        expect(sandbox.devicePath(context.filesDir)).assertEqual('/data/storage/el1/base/haps/entry/files');
      } finally {
        sandbox.dispose();
      }
    });

    it('restart(): a new process with a new context; stop(): no context until the next start', 0, () => {
      const sandbox = AppSandbox.create();
      try {
        const before = sandbox.context;
        const firstProcess = sandbox.process;
        sandbox.restart();
        expect(firstProcess.isAlive).assertFalse();
        expect(sandbox.context === before).assertFalse();
        expect(sandbox.launches).assertEqual(2);
        expect(sandbox.context.filesDir).assertEqual(before.filesDir);
        sandbox.stop();
        let message = '';
        try {
          sandbox.context;
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message.includes('restart()')).assertTrue();
      } finally {
        sandbox.dispose();
      }
    });

    it('startAbility runs entry\'s EntryAbility: it gets the context and loads pages/Index', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const started = startAbility(sandbox, EntryAbility);
        expect(started.ability.context === sandbox.context).assertTrue();
        expect(started.ability.launchWant.abilityName).assertEqual('EntryAbility');
        expect(started.windowStage.loadedPages).assertDeepEquals(['pages/Index']);
        await stopAbility(started);
      } finally {
        sandbox.dispose();
      }
    });
  });
}
