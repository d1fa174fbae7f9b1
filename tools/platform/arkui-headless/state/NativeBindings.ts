// NativeBindings: where the state half finds the native half. The real state_mgmt calls globals the C++ engine
// installs (ViewStackProcessor, NativeViewPartialUpdate, ForEach, If); so does this one, looked up at call time so
// a test can install a fake and the native half can be loaded after this file. See ../native/NativeInterface.ts.
import type {
  ForEachApi, IfApi, NativeGlobals, NativeViewPartialUpdateClass, ViewStackProcessorApi,
} from '../native/NativeInterface';

function lookUp<K extends keyof NativeGlobals>(name: K): NativeGlobals[K] {
  const value = (globalThis as unknown as Partial<NativeGlobals>)[name];
  if (value === undefined) {
    throw new Error(`arkui-headless: the native half is not installed (globalThis.${name} is missing): ` +
      'import tools/platform/arkui-headless/install.ts before any view');
  }
  return value as NativeGlobals[K];
}

export function viewStackProcessor(): ViewStackProcessorApi {
  return lookUp('ViewStackProcessor');
}

export function nativeViewPartialUpdate(): NativeViewPartialUpdateClass {
  return lookUp('NativeViewPartialUpdate');
}

export function forEachNative(): ForEachApi {
  return lookUp('ForEach');
}

export function ifNative(): IfApi {
  return lookUp('If');
}
