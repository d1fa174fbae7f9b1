// Controllers: the controller classes views construct (Scroller, VideoController, TabsController,
// TextInputController, ...). Nothing is laid out headless, so they record what the view asked for
// (`calls`) and answer from that record: a Scroller is at its end until asked to scroll to the top.
// Method names: interface_sdk-js v5.0.0 api/@internal/component/ets/{scroll,video,tabs,text_input}.d.ts.

export interface ControllerCall {
  readonly method: string;
  readonly args: unknown[];
}

export class RecordingController {
  readonly calls: ControllerCall[] = [];

  protected record(method: string, args: unknown[]): void {
    this.calls.push({ method, args });
  }
}

export class Scroller extends RecordingController {
  private atEnd = true;

  scrollTo(options: unknown): void {
    this.record('scrollTo', [options]);
  }

  scrollEdge(edge: number, options?: unknown): void {
    this.record('scrollEdge', options === undefined ? [edge] : [edge, options]);
    // Edge.Top = 0, Edge.Bottom = 2 (Enums.ts): a list scrolled to its top is no longer at its end.
    this.atEnd = edge !== 0;
  }

  scrollToIndex(index: number, smooth?: boolean, align?: unknown): void {
    this.record('scrollToIndex', [index, smooth, align]);
  }

  scrollPage(options: unknown): void {
    this.record('scrollPage', [options]);
  }

  scrollBy(dx: unknown, dy: unknown): void {
    this.record('scrollBy', [dx, dy]);
  }

  fling(velocity: number): void {
    this.record('fling', [velocity]);
  }

  currentOffset(): { xOffset: number; yOffset: number } {
    return { xOffset: 0, yOffset: 0 };
  }

  isAtEnd(): boolean {
    return this.atEnd;
  }

  /** Test control: as if the user scrolled away from the end (true) or back to it. */
  setAtEnd(atEnd: boolean): void {
    this.atEnd = atEnd;
  }
}

export class ListScroller extends Scroller {}

export class VideoController extends RecordingController {
  start(): void { this.record('start', []); }
  pause(): void { this.record('pause', []); }
  stop(): void { this.record('stop', []); }
  reset(): void { this.record('reset', []); }
  setCurrentTime(value: number, mode?: unknown): void { this.record('setCurrentTime', [value, mode]); }
  requestFullscreen(value: boolean): void { this.record('requestFullscreen', [value]); }
  exitFullscreen(): void { this.record('exitFullscreen', []); }
}

export class TabsController extends RecordingController {
  changeIndex(value: number): void { this.record('changeIndex', [value]); }
  preloadItems(indices: number[]): Promise<void> {
    this.record('preloadItems', [indices]);
    return Promise.resolve();
  }
}

export class TextInputController extends RecordingController {
  caretPosition(value: number): void { this.record('caretPosition', [value]); }
  setTextSelection(start: number, end: number): void { this.record('setTextSelection', [start, end]); }
  stopEditing(): void { this.record('stopEditing', []); }
}

export class TextAreaController extends TextInputController {}
export class SearchController extends TextInputController {}
export class TextClockController extends RecordingController {}
export class TextTimerController extends RecordingController {}
export class SwiperController extends RecordingController {
  showNext(): void { this.record('showNext', []); }
  showPrevious(): void { this.record('showPrevious', []); }
  changeIndex(index: number, useAnimation?: boolean): void { this.record('changeIndex', [index, useAnimation]); }
}

export const CONTROLLERS: Record<string, new () => object> = {
  Scroller, ListScroller, VideoController, TabsController, TextInputController, TextAreaController, SearchController,
  TextClockController, TextTimerController, SwiperController,
};

// A bundler may rename a class to avoid a clash (esbuild: `Scroller2`); the tree printer shows an instance by
// its class name, which must stay the platform's.
for (const [name, cls] of Object.entries(CONTROLLERS)) Object.defineProperty(cls, 'name', { value: name });
