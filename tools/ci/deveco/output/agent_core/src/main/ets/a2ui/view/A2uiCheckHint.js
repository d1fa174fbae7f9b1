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
 * A2uiCheckHint: a failing check's message under an input once the user has changed it (renderer_guide.md
 * "Reactive Validation": the first failing check's message as a hint).
 */
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
export class A2uiCheckHint extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isShown", (params && "isShown" in params) ? params.isShown : false);
        this.initParam("inset", (params && "inset" in params) ? params.inset : 0);
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isShown && this.state.failedChecks.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.state.failedChecks[0]);
                        Text.fontSize(12);
                        Text.fontColor(this.theme.errorColor);
                        Text.margin({ left: this.inset });
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
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
        if ("isShown" in params) {
            this.updateParam("isShown", params.isShown);
        }
        if ("inset" in params) {
            this.updateParam("inset", params.inset);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiCheckHint.prototype, "state", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "theme", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "isShown", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "inset", void 0);
//# sourceMappingURL=A2uiCheckHint.js.map