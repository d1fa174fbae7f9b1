// Node emulation of `@ohos.base`: the callback and error types every OpenHarmony API uses. Types only
// (the module has no runtime values on the device either). Source: @arkts/declarations api/@ohos.base.d.ts.
// Note: what netstack actually rejects with is a plain `{ code, message }` object (NapiUtils::
// CreateErrorMessage), not an Error instance, although the declaration says `extends Error`.

export interface Callback<T> {
  (data: T): void;
}

export interface ErrorCallback<T extends Error = BusinessError> {
  (err: T): void;
}

export interface AsyncCallback<T, E = void> {
  (err: BusinessError<E>, data: T): void;
}

export interface BusinessError<T = void> extends Error {
  code: number;
  data?: T;
}
