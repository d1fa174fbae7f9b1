// `@ohos.security.asset` emulation: the NAPI checks (a 401 thrown at once), the service's answers (DUPLICATED,
// NOT_FOUND, ... as an Error with a number code, rejected), per-app rows, and that the store outlives an app
// restart (asset/*.ts cite the 5.0.0 source).
import { describe, it, expect } from '@ohos/hypium';
import { asset } from '../kit.AssetStoreKit';
import { AppSandbox, failNextAssetCall, resetAssetFaults } from '../EmulationControls';

const bytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));
const text = (value: unknown): string => Buffer.from(value as Uint8Array).toString('utf8');

function keyMap(alias: string, secret?: string): asset.AssetMap {
  const map: asset.AssetMap = new Map();
  map.set(asset.Tag.ALIAS, bytes(alias));
  if (secret !== undefined) map.set(asset.Tag.SECRET, bytes(secret));
  return map;
}

function secretQuery(alias: string): asset.AssetMap {
  const map = keyMap(alias);
  map.set(asset.Tag.RETURN_TYPE, asset.ReturnType.ALL);
  return map;
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: unknown; isError: boolean }> {
  try {
    await promise;
  } catch (error) {
    return { code: (error as { code?: unknown }).code, isError: error instanceof Error };
  }
  throw new Error('expected a rejection');
}

function thrown(fn: () => unknown): { code?: unknown; message?: string } | 'no throw' {
  try {
    fn();
    return 'no throw';
  } catch (error) {
    return { code: (error as { code?: unknown }).code, message: (error as Error).message };
  }
}

export default function assetEmulationTest() {
  describe('AssetEmulation', () => {
    it('add, then query with RETURN_TYPE ALL gives the secret and the kept attributes with their defaults', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const attributes = keyMap('arkagent.apiKey.deepseek', 'sk-1');
        attributes.set(asset.Tag.SYNC_TYPE, asset.SyncType.NEVER);
        attributes.set(asset.Tag.CONFLICT_RESOLUTION, asset.ConflictResolution.THROW_ERROR);
        await asset.add(attributes);
        const found = await asset.query(secretQuery('arkagent.apiKey.deepseek'));
        expect(found.length).assertEqual(1);
        expect(text(found[0].get(asset.Tag.SECRET))).assertEqual('sk-1');
        expect(found[0].get(asset.Tag.ACCESSIBILITY)).assertEqual(asset.Accessibility.DEVICE_FIRST_UNLOCKED);
        expect(found[0].get(asset.Tag.AUTH_TYPE)).assertEqual(asset.AuthType.NONE);
        expect(found[0].get(asset.Tag.IS_PERSISTENT)).assertFalse();
        expect(found[0].get(asset.Tag.UPDATE_TIME) instanceof Uint8Array).assertTrue();
        // Not a column: the service does not keep it.
        expect(found[0].has(asset.Tag.CONFLICT_RESOLUTION)).assertFalse();
      } finally {
        sandbox.dispose();
      }
    });

    it('adding an alias that exists rejects with DUPLICATED (24000003); OVERWRITE replaces it', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        await asset.add(keyMap('k', 'one'));
        const duplicate = await rejection(asset.add(keyMap('k', 'two')));
        expect(duplicate.code).assertEqual(asset.ErrorCode.DUPLICATED);
        expect(duplicate.code).assertEqual(24000003);
        expect(duplicate.isError).assertTrue();
        const overwrite = keyMap('k', 'three');
        overwrite.set(asset.Tag.CONFLICT_RESOLUTION, asset.ConflictResolution.OVERWRITE);
        await asset.add(overwrite);
        expect(text((await asset.query(secretQuery('k')))[0].get(asset.Tag.SECRET))).assertEqual('three');
      } finally {
        sandbox.dispose();
      }
    });

    it('query, update and remove of a missing alias reject with NOT_FOUND (24000002)', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        expect((await rejection(asset.query(secretQuery('missing')))).code).assertEqual(24000002);
        const update: asset.AssetMap = new Map([[asset.Tag.SECRET, bytes('x')]]);
        expect((await rejection(asset.update(keyMap('missing'), update))).code).assertEqual(asset.ErrorCode.NOT_FOUND);
        expect((await rejection(asset.remove(keyMap('missing')))).code).assertEqual(asset.ErrorCode.NOT_FOUND);
        expect(thrown(() => asset.querySync(secretQuery('missing')))).assertDeepEquals(
          { code: 24000002, message: 'The asset is not found.' });
      } finally {
        sandbox.dispose();
      }
    });

    it('update replaces the secret; remove deletes the asset', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        asset.addSync(keyMap('k', 'old'));
        asset.updateSync(keyMap('k'), new Map([[asset.Tag.SECRET, bytes('new')]]));
        expect(text(asset.querySync(secretQuery('k'))[0].get(asset.Tag.SECRET))).assertEqual('new');
        await asset.remove(keyMap('k'));
        expect((await rejection(asset.query(secretQuery('k')))).code).assertEqual(asset.ErrorCode.NOT_FOUND);
      } finally {
        sandbox.dispose();
      }
    });

    it('the store outlives an app restart: it belongs to the asset service, not to the app process', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        await asset.add(keyMap('k', 'kept'));
        sandbox.restart();
        expect(text((await asset.query(secretQuery('k')))[0].get(asset.Tag.SECRET))).assertEqual('kept');
      } finally {
        sandbox.dispose();
      }
    });

    it('another app on the same device neither sees nor collides with the asset', 0, async () => {
      const first = AppSandbox.create();
      const second = AppSandbox.create({ root: first.root, bundleName: 'com.example.other' });
      try {
        // `second` is the running app now: the asset is its own.
        await asset.add(keyMap('k', 'other app'));
        first.restart();
        expect((await rejection(asset.query(secretQuery('k')))).code).assertEqual(asset.ErrorCode.NOT_FOUND);
        await asset.add(keyMap('k', 'mine'));
        expect(text((await asset.query(secretQuery('k')))[0].get(asset.Tag.SECRET))).assertEqual('mine');
      } finally {
        second.dispose();
        first.dispose();
      }
    });

    it('a bad argument throws 401 at once, even from add(): the promise is never made', 0, () => {
      const sandbox = AppSandbox.create();
      try {
        expect(thrown(() => asset.add(keyMap('no secret')))).assertDeepEquals(
          { code: 401, message: 'Missing required tag[asset.Tag.SECRET].' });
        expect((thrown(() => asset.add(keyMap('k', ''))) as { code: number }).code).assertEqual(401);
        const wrongType = keyMap('k', 's');
        wrongType.set(asset.Tag.SYNC_TYPE, true as unknown as number);
        expect((thrown(() => asset.add(wrongType)) as { code: number }).code).assertEqual(401);
        expect((thrown(() => asset.query({} as asset.AssetMap)) as { message: string }).message)
          .assertEqual('Expect Map type.');
        const labelsOnly: asset.AssetMap = new Map([[asset.Tag.DATA_LABEL_CRITICAL_1, bytes('c')]]);
        expect((thrown(() => asset.remove(labelsOnly)) as { code: number }).code).assertEqual(401);
      } finally {
        sandbox.dispose();
      }
    });

    it('an attribute query leaves the secret out; a secret query without an alias is UNSUPPORTED', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const labelled = keyMap('a', 's');
        labelled.set(asset.Tag.DATA_LABEL_NORMAL_1, bytes('group'));
        await asset.add(labelled);
        const byLabel: asset.AssetMap = new Map([[asset.Tag.DATA_LABEL_NORMAL_1, bytes('group')]]);
        const found = await asset.query(byLabel);
        expect(found.length).assertEqual(1);
        expect(found[0].has(asset.Tag.SECRET)).assertFalse();
        expect(text(found[0].get(asset.Tag.ALIAS))).assertEqual('a');
        byLabel.set(asset.Tag.RETURN_TYPE, asset.ReturnType.ALL);
        expect((await rejection(asset.query(byLabel))).code).assertEqual(asset.ErrorCode.UNSUPPORTED);
      } finally {
        sandbox.dispose();
      }
    });

    it('IS_PERSISTENT needs ohos.permission.STORE_PERSISTENT_DATA: PERMISSION_DENIED without it', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const persistent = keyMap('k', 's');
        persistent.set(asset.Tag.IS_PERSISTENT, true);
        expect((await rejection(asset.add(persistent))).code).assertEqual(asset.ErrorCode.PERMISSION_DENIED);
      } finally {
        sandbox.dispose();
      }
      const granted = AppSandbox.create({ permissions: ['ohos.permission.STORE_PERSISTENT_DATA'] });
      try {
        const persistent = keyMap('k', 's');
        persistent.set(asset.Tag.IS_PERSISTENT, true);
        await asset.add(persistent);
        expect((await asset.query(secretQuery('k')))[0].get(asset.Tag.IS_PERSISTENT)).assertTrue();
      } finally {
        granted.dispose();
      }
    });

    it('failNextAssetCall: the next call that passes the checks fails with the given code', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        failNextAssetCall(asset.ErrorCode.SERVICE_UNAVAILABLE);
        expect((await rejection(asset.add(keyMap('k', 's')))).code).assertEqual(24000001);
        await asset.add(keyMap('k', 's'));
      } finally {
        resetAssetFaults();
        sandbox.dispose();
      }
    });

    it('with no emulated app running a call throws, naming AppSandbox', 0, () => {
      const sandbox = AppSandbox.create();
      sandbox.dispose();
      const outcome = thrown(() => asset.add(keyMap('k', 's')));
      expect(outcome !== 'no throw' && (outcome.message ?? '').includes('AppSandbox.create()')).assertTrue();
    });
  });
}
