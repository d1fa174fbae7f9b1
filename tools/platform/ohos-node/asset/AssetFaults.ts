// Failures tests may ask the emulated asset service for, beyond what a bad argument causes: the next calls
// answer with a given asset.ErrorCode (e.g. 24000001 SERVICE_UNAVAILABLE while the service restarts, 24000005
// STATUS_MISMATCH for a DEVICE_UNLOCKED asset on a locked screen). They apply after the argument checks, as a
// failure inside the service would.
import type { ErrorCode } from './AssetTypes';

const pending: ErrorCode[] = [];

/** The next `count` asset calls that reach the service fail with `code`. */
export function failNextAssetCall(code: ErrorCode, count = 1): void {
  for (let i = 0; i < count; i++) pending.push(code);
}

export function resetAssetFaults(): void {
  pending.length = 0;
}

/** The failure the next service call must give, if one was asked for. */
export function takeAssetFault(): ErrorCode | undefined {
  return pending.shift();
}
