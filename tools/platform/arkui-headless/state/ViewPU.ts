// ViewPU: the V1 (@Component) base class, present only as the name every transpiled file's preamble tests
// (`if (!("finalizeConstruction" in ViewPU.prototype)) Reflect.set(...)`). V1 state management (ObservedPropertyPU,
// @State/@Prop/@Link) is not emulated: constructing one says so.
import { PUV2ViewBase } from './PUV2ViewBase';

export abstract class ViewPU extends PUV2ViewBase {
  constructor() {
    throw new Error('arkui-headless emulates @ComponentV2 (ViewV2) only; a V1 @Component (ViewPU) cannot run');
    super(undefined);
  }

  protected finalizeConstruction(): void {}
}
