// How each `@ohos.security.asset` function runs (security_asset tag OpenHarmony-v5.0.0-Release,
// frameworks/js/napi/src/asset_napi_common.cpp:229-236, :353-417 and the *Sync bodies, e.g.
// asset_napi_add.cpp:86-104): too few arguments or a bad argument throws a 401 at once, even from the Promise
// functions; then the service runs - later, for a promise (napi async work), in place for a *Sync call - and
// its failure rejects the promise or is thrown. The caller is the app AppSandbox runs now.
import { runningProcess } from '../app/AppProcess';
import { assetError, AssetServiceFailure } from './AssetErrors';
import { takeAssetFault } from './AssetFaults';
import type { AssetCaller } from './AssetService';
import { ErrorCode } from './AssetTypes';

function currentCaller(): AssetCaller {
  const process = runningProcess();
  if (process === undefined) {
    throw new Error('asset: no emulated app is running; create one with AppSandbox.create() (or restart() it) first');
  }
  const app = process.identity;
  return { root: app.root, userId: app.userId, owner: `${app.bundleName}_0`, permissions: app.permissions };
}

/** ParseJsArgs (asset_napi_common.cpp:229-236). */
export function requireArguments(args: unknown[], count: number): void {
  if (args.length < count) throw assetError(ErrorCode.INVALID_ARGUMENT, 'The number of arguments is insufficient.');
}

function serve<T>(caller: AssetCaller, work: (caller: AssetCaller) => T): T {
  const fault = takeAssetFault();
  if (fault !== undefined) throw assetError(fault);
  try {
    return work(caller);
  } catch (failure) {
    if (failure instanceof AssetServiceFailure) throw assetError(failure.code);
    throw failure;
  }
}

/** A Promise function: `check` has already run; the service answers on a later turn. */
export function callAsync<T>(work: (caller: AssetCaller) => T): Promise<T> {
  const caller = currentCaller();
  return new Promise<T>((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(serve(caller, work));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export function callSync<T>(work: (caller: AssetCaller) => T): T {
  return serve(currentCaller(), work);
}
