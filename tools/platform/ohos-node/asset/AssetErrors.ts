// The errors `@ohos.security.asset` throws or rejects with: an Error whose `code` is the NUMBER (CreateJsError,
// security_asset tag OpenHarmony-v5.0.0-Release frameworks/js/napi/src/asset_napi_common.cpp:305-321, through
// arkui_napi's napi_create_error), with the service's fixed message per code
// (frameworks/js/napi/inc/asset_napi_error_code.h:28-50) or the NAPI layer's own text for a bad argument.
// Argument errors are thrown synchronously even by the Promise functions (asset_napi_common.cpp:393-417).
import type { BusinessError } from '../ohos.base';
import { ErrorCode } from './AssetTypes';

const MESSAGES: ReadonlyMap<number, string> = new Map([
  [ErrorCode.PERMISSION_DENIED, "The caller doesn't have the permission."],
  [ErrorCode.NOT_SYSTEM_APPLICATION, 'Non-system applications use system APIs.'],
  [ErrorCode.INVALID_ARGUMENT, 'The argument is invalid.'],
  [ErrorCode.UNSUPPORTED, 'The capability is not supported.'],
  [ErrorCode.SERVICE_UNAVAILABLE, 'The ASSET service is unavailable.'],
  [ErrorCode.NOT_FOUND, 'The asset is not found.'],
  [ErrorCode.DUPLICATED, 'The asset already exists.'],
  [ErrorCode.ACCESS_DENIED, 'Access to the asset is denied.'],
  [ErrorCode.STATUS_MISMATCH, 'The screen lock status does not match.'],
  [ErrorCode.OUT_OF_MEMORY, 'Insufficient memory.'],
  [ErrorCode.DATA_CORRUPTED, 'The asset is corrupted.'],
  [ErrorCode.DATABASE_ERROR, 'The database operation failed.'],
  [ErrorCode.CRYPTO_ERROR, 'The cryptography operation failed.'],
  [ErrorCode.IPC_ERROR, 'IPC failed.'],
  [ErrorCode.BMS_ERROR, 'Calling the Bundle Manager service failed.'],
  [ErrorCode.ACCOUNT_ERROR, 'Calling the OS Account service failed.'],
  [ErrorCode.ACCESS_TOKEN_ERROR, 'Calling the Access Token service failed.'],
  [ErrorCode.FILE_OPERATION_ERROR, 'The file operation failed.'],
  [ErrorCode.GET_SYSTEM_TIME_ERROR, 'Getting the system time failed.'],
  [ErrorCode.LIMIT_EXCEEDED, 'The cache exceeds the limit.'],
]);

export function assetError(code: number, message?: string): BusinessError {
  const error = new Error(message ?? MESSAGES.get(code) ?? '') as BusinessError;
  error.code = code;
  return error;
}

/** What the service answers with; thrown inside the emulated service and turned into a rejection. */
export class AssetServiceFailure extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, detail: string) {
    super(detail);
    this.code = code;
  }
}
