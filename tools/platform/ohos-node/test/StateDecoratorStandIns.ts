// Stand-ins for the ArkUI state-management decorators (@ObservedV2, @Trace) that entry's model classes carry:
// on a device they are ArkUI runtime globals; here they leave the class as it is, so a test can import
// entry/src/main/ets/model/*.ets and drive it without a UI. Installed only when nothing defined them first
// (a headless UI runtime, when loaded, brings the real behaviour). Import it before the model files.
const globals = globalThis as Record<string, unknown>;
if (globals.ObservedV2 === undefined) globals.ObservedV2 = <T>(target: T): T => target;
if (globals.Trace === undefined) globals.Trace = (): void => {};

export {};
