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
 * A2uiTextView: the basic catalog's Text (variant -> type size; Markdown markers stripped, the guide's
 * fallback).
 */
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiTextView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isOnPrimary", (params && "isOnPrimary" in params) ? params.isOnPrimary : false);
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(A2uiPresentation.plainText(this.state.text('text')));
            Text.fontSize(A2uiPresentation.textSize(this.state.text('variant')));
            Text.fontWeight(A2uiPresentation.isHeading(this.state.text('variant')) ? FontWeight.Bold : FontWeight.Normal);
            Text.fontStyle(this.state.text('variant') === 'caption' ? FontStyle.Italic : FontStyle.Normal);
            Text.fontColor(this.isOnPrimary ? this.theme.onPrimaryColor :
                (this.state.text('variant') === 'caption' ? this.theme.mutedColor : this.theme.textColor));
            Text.margin(this.isOnPrimary ? 0 : this.theme.margin);
        }, Text);
        Text.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("state" in params) {
            this.updateParam("state", params.state);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("isOnPrimary" in params) {
            this.updateParam("isOnPrimary", params.isOnPrimary);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiTextView.prototype, "state", void 0);
__decorate([
    Param
], A2uiTextView.prototype, "theme", void 0);
__decorate([
    Param
], A2uiTextView.prototype, "isOnPrimary", void 0);
function drawText(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiTextView(parent ? parent : this, { state: state, theme: context.theme, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTextView.ets", line: 31, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme,
                        isOnPrimary: isOnPrimary
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, theme: context.theme, isOnPrimary: isOnPrimary
                });
            }
        }, { name: "A2uiTextView" });
    }
}
/** The basic catalog's Text. */
export const TEXT_VIEW = new A2uiComponentView('Text', wrapBuilder(drawText));
//# sourceMappingURL=A2uiTextView.js.map