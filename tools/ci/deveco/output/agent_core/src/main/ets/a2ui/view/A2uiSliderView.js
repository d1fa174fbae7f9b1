var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
/*
 * A2uiSliderView: the basic catalog's Slider, two-way bound to its value path (a2ui_protocol.md
 * "Two-way binding"), with its check hint once changed.
 */
import { JsonValue } from '../../core/JsonModel';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiSliderView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.isEdited = false;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
            Column.padding({ left: this.context.theme.margin, right: this.context.theme.margin });
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.state.text('label'));
            Text.fontSize(14);
            Text.fontColor(this.context.theme.textColor);
            Text.layoutWeight(1);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(String(this.state.number('value', 0)));
            Text.fontSize(14);
            Text.fontColor(this.context.theme.mutedColor);
        }, Text);
        Text.pop();
        Row.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Slider.create({
                value: this.state.number('value', 0),
                min: this.state.number('min', 0),
                max: this.state.number('max', 100),
                step: this.step(),
                style: SliderStyle.OutSet
            });
            Slider.selectedColor(this.context.theme.primaryColor);
            Slider.width('100%');
            Slider.onChange((value, mode) => {
                if (value !== this.state.number('value', 0)) {
                    this.isEdited = true;
                    this.context.input(this.state.key, JsonValue.number(value));
                }
            });
        }, Slider);
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiSliderView.ets", line: 44, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            state: this.state,
                            theme: this.context.theme,
                            isShown: this.isEdited
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        state: this.state, theme: this.context.theme, isShown: this.isEdited
                    });
                }
            }, { name: "A2uiCheckHint" });
        }
        Column.pop();
    }
    /** Whole steps for ranges of integers wider than 1, otherwise a hundredth of the range. */
    step() {
        const min = this.state.number('min', 0);
        const max = this.state.number('max', 100);
        return max - min > 1 && Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100;
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("state" in params) {
            this.updateParam("state", params.state);
        }
        if ("context" in params) {
            this.updateParam("context", params.context);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiSliderView.prototype, "state", void 0);
__decorate([
    Param
], A2uiSliderView.prototype, "context", void 0);
__decorate([
    Local
], A2uiSliderView.prototype, "isEdited", void 0);
function drawSlider(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiSliderView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiSliderView.ets", line: 61, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        context: context
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, context: context
                });
            }
        }, { name: "A2uiSliderView" });
    }
}
/** The basic catalog's Slider. */
export const SLIDER_VIEW = new A2uiComponentView('Slider', wrapBuilder(drawSlider));
//# sourceMappingURL=A2uiSliderView.js.map