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
 * The display leaves of the basic catalog: Text (variant -> type size; Markdown markers stripped, the
 * guide's fallback), Image (variant -> box, fit -> ImageFit), Icon (catalog name -> glyph, or an SVG
 * path), Divider, and the placeholder shown while a child has not arrived or cannot be drawn.
 */
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
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
//# sourceMappingURL=A2uiTextView.js.map