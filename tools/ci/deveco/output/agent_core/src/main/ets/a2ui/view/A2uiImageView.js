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
 * A2uiImageView: the basic catalog's Image (variant -> box, fit -> ImageFit).
 */
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiImageView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (A2uiPresentation.imageBox(this.state.text('variant')).isFullWidth) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Image.create(this.state.text('url'));
                        Image.objectFit(this.fit());
                        Image.accessibilityText(this.state.accessibilityLabel(this.state.text('description')));
                        Image.width('100%');
                        Image.constraintSize({ maxWidth: this.box().width > 0 ? this.box().width : '100%' });
                        Image.height(this.box().height);
                        Image.borderRadius(this.box().radius);
                        Image.margin(this.theme.margin);
                    }, Image);
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Image.create(this.state.text('url'));
                        Image.objectFit(this.fit());
                        Image.accessibilityText(this.state.accessibilityLabel(this.state.text('description')));
                        Image.width(this.box().width);
                        Image.height(this.box().height);
                        Image.borderRadius(this.box().radius);
                        Image.margin(this.theme.margin);
                    }, Image);
                });
            }
        }, If);
        If.pop();
    }
    box() {
        return A2uiPresentation.imageBox(this.state.text('variant'));
    }
    fit() {
        switch (this.state.text('fit')) {
            case 'contain':
                return ImageFit.Contain;
            case 'cover':
                return ImageFit.Cover;
            case 'none':
                return ImageFit.None;
            case 'scaleDown':
                return ImageFit.ScaleDown;
            default:
                return this.state.text('variant') === 'header' ? ImageFit.Cover : ImageFit.Fill;
        }
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
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiImageView.prototype, "state", void 0);
__decorate([
    Param
], A2uiImageView.prototype, "theme", void 0);
function drawImage(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiImageView(parent ? parent : this, { state: state, theme: context.theme }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiImageView.ets", line: 58, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, theme: context.theme
                });
            }
        }, { name: "A2uiImageView" });
    }
}
/** The basic catalog's Image. */
export const IMAGE_VIEW = new A2uiComponentView('Image', wrapBuilder(drawImage));
//# sourceMappingURL=A2uiImageView.js.map