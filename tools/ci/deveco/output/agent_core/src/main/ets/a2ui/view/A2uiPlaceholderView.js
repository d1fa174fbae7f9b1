var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { A2uiViewTheme } from './A2uiViewTheme';
export class A2uiPlaceholderView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("label", (params && "label" in params) ? params.label : '…');
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.label);
            Text.fontSize(12);
            Text.fontColor(this.theme.mutedColor);
            Text.padding(8);
            Text.borderRadius(6);
            Text.backgroundColor(this.theme.surfaceColor);
            Text.margin(this.theme.margin);
        }, Text);
        Text.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("label" in params) {
            this.updateParam("label", params.label);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiPlaceholderView.prototype, "label", void 0);
__decorate([
    Param
], A2uiPlaceholderView.prototype, "theme", void 0);
/** '…' for a node whose component has not arrived; "X is not supported" for one no view draws. */
function drawPlaceholder(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiPlaceholderView(parent ? parent : this, {
                    label: state.component.length === 0 ? '…' : `${state.component} is not supported`,
                    theme: context.theme
                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiPlaceholderView.ets", line: 29, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        label: state.component.length === 0 ? '…' : `${state.component} is not supported`,
                        theme: context.theme
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    label: state.component.length === 0 ? '…' : `${state.component} is not supported`,
                    theme: context.theme
                });
            }
        }, { name: "A2uiPlaceholderView" });
    }
}
export const PLACEHOLDER_BUILDER = wrapBuilder(drawPlaceholder);
//# sourceMappingURL=A2uiPlaceholderView.js.map