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
 * A2uiIconView: the basic catalog's Icon (catalog name -> glyph, or an SVG path).
 */
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiIconView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isOnPrimary", (params && "isOnPrimary" in params) ? params.isOnPrimary : false);
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.svgPath().length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Path.create();
                        Path.commands(this.svgPath());
                        Path.fill(this.isOnPrimary ? this.theme.onPrimaryColor : this.theme.textColor);
                        Path.width(24);
                        Path.height(24);
                        Path.margin(this.theme.margin);
                    }, Path);
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.glyph());
                        Text.accessibilityText(this.state.accessibilityLabel(this.state.text('name')));
                        Text.fontSize(22);
                        Text.fontColor(this.isOnPrimary ? this.theme.onPrimaryColor : this.theme.textColor);
                        Text.margin(this.isOnPrimary ? 0 : this.theme.margin);
                    }, Text);
                    Text.pop();
                });
            }
        }, If);
        If.pop();
    }
    /** The `{svgPath}` form of `name`, or ''. */
    svgPath() {
        return this.state.value('name')?.get('svgPath')?.asString() ?? '';
    }
    /** The catalog icon's glyph; an unknown name shows a hollow square. */
    glyph() {
        const glyph = A2uiPresentation.iconGlyph(this.state.text('name'));
        return glyph.length > 0 ? glyph : '□';
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
], A2uiIconView.prototype, "state", void 0);
__decorate([
    Param
], A2uiIconView.prototype, "theme", void 0);
__decorate([
    Param
], A2uiIconView.prototype, "isOnPrimary", void 0);
function drawIcon(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiIconView(parent ? parent : this, { state: state, theme: context.theme, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiIconView.ets", line: 47, col: 3 });
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
        }, { name: "A2uiIconView" });
    }
}
/** The basic catalog's Icon. */
export const ICON_VIEW = new A2uiComponentView('Icon', wrapBuilder(drawIcon));
//# sourceMappingURL=A2uiIconView.js.map