// The BusinessError `@ohos.util` throws for a wrong argument: an Error carrying code 401
// (commonlibrary/ets_utils js_util: "Parameter error. ..."). Unlike netstack's rejections this one is
// thrown synchronously and is a real Error.
export class UtilBusinessError extends Error {
  readonly code: number;

  constructor(message: string, code: number = 401) {
    super(message);
    this.name = 'BusinessError';
    this.code = code;
  }
}

export function parameterError(detail: string): UtilBusinessError {
  return new UtilBusinessError(`Parameter error. ${detail}`);
}
