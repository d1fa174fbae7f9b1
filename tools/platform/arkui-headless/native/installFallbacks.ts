// installFallbacks: what every transformed file touches at load even where the state half does not provide
// it: `ViewPU.prototype` (each file checks it for finalizeConstruction) and `ViewV2.create` (on the device
// PUV2ViewBase.create, reaching NativeViewPartialUpdate.create). Fills only what is missing.
export function installFallbacks(): void {
  const scope = globalThis as Record<string, unknown>;
  const NativeBase = scope.NativeViewPartialUpdate as (new () => object) & { create(view: object): void };
  if (typeof scope.ViewPU !== 'function') {
    scope.ViewPU = class ViewPU extends NativeBase {};
  }
  const viewV2 = scope.ViewV2 as { create?: unknown } | undefined;
  if (viewV2 !== undefined && typeof viewV2.create !== 'function') {
    Reflect.set(viewV2, 'create', (view: object) => NativeBase.create(view));
  }
}
