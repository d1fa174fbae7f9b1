// ViewStackProcessor: the JS-visible static API the state management calls (jsview/js_view_stack_processor.cpp
// JSViewStackProcessor::JSBind): element ids, the reserved id an update function's `create` claims
// (StartGetAccessRecordingFor / StopGetAccessRecording), the id whose reads are being recorded
// (Get/SetElmtIdToAccountFor), implicit pops, visual states for stateStyles, and the removed ids.
import type { NativeRuntime } from './NativeRuntime';
import { visualState } from './components/ComponentClass';

const VISUAL_STATES = new Set(['normal', 'focused', 'pressed', 'clicked', 'disabled', 'hover', 'selected']);

export function createViewStackProcessor(rt: NativeRuntime): object {
  return {
    name: 'ViewStackProcessor',
    AllocateNewElmetIdForNextComponent: (): number => rt.register.makeUniqueId(),
    MakeUniqueId: (): number => rt.register.makeUniqueId(),
    StartGetAccessRecordingFor: (elmtId: number): void => rt.stack.startGetAccessRecordingFor(elmtId),
    StopGetAccessRecording: (): void => rt.stack.stopGetAccessRecording(),
    GetElmtIdToAccountFor: (): number => rt.stack.elmtIdToAccountFor,
    SetElmtIdToAccountFor: (elmtId: number): void => { rt.stack.elmtIdToAccountFor = elmtId; },
    ImplicitPopBeforeContinue: (): void => rt.stack.implicitPopBeforeContinue(),
    visualState: (state?: string): void => {
      // StringToVisualState: "clicked" is "pressed"; anything else (or nothing) clears the state.
      visualState.current = state !== undefined && VISUAL_STATES.has(state) && state !== 'normal'
        ? (state === 'clicked' ? 'pressed' : state) : '';
    },
    UsesNewPipeline: (): boolean => true,
    getApiVersion: (): number => 12,
    moveDeletedElmtIds: (out: number[]): void => { out.push(...rt.register.moveRemovedItems()); },
    scheduleUpdateOnNextVSync: (callback: ((containerId: number) => boolean) | null): void =>
      rt.scheduleUpdateOnNextVSync(callback),
    sendStateInfo: (_info: string): void => {},
    PushPrebuildCompCmd: (): void => {},
    CheckIsPrebuildTimeout: (): boolean => false,
    GetAndPushFrameNode: (): void => {},
  };
}
