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
 * ActionButton: one small button of a bubble (Copy, Regenerate, Edit, a thumb, the variant arrows, Retry):
 * its label, what a screen reader says for it, and a selected look (the chosen thumb). A component rather
 * than a @Builder: a builder's parameters are copied when it is called, so `enabled` would never follow
 * the state it was computed from.
 */
import { ChatTheme } from './ChatTheme';
export class ActionButton extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("label", (params && "label" in params) ? params.label : '');
        this.initParam("spoken", (params && "spoken" in params) ? params.spoken : '');
        this.initParam("isEnabled", (params && "isEnabled" in params) ? params.isEnabled : true);
        this.initParam("isSelected", (params && "isSelected" in params) ? params.isSelected : false);
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.onTap = "onTap" in params ? params.onTap : () => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel(this.label);
            Button.fontSize(this.theme.captionFontSize);
            Button.height(this.theme.smallButtonHeight);
            Button.fontColor(this.isSelected ? this.theme.onAccentColor : this.theme.chipTextColor);
            Button.backgroundColor(this.isSelected ? this.theme.accentColor : this.theme.chipBackground);
            Button.enabled(this.isEnabled);
            Button.accessibilityText(this.spoken.length > 0 ? this.spoken : this.label);
            Button.onClick(() => {
                this.onTap();
            });
        }, Button);
        Button.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("label" in params) {
            this.updateParam("label", params.label);
        }
        if ("spoken" in params) {
            this.updateParam("spoken", params.spoken);
        }
        if ("isEnabled" in params) {
            this.updateParam("isEnabled", params.isEnabled);
        }
        if ("isSelected" in params) {
            this.updateParam("isSelected", params.isSelected);
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
], ActionButton.prototype, "label", void 0);
__decorate([
    Param
], ActionButton.prototype, "spoken", void 0);
__decorate([
    Param
], ActionButton.prototype, "isEnabled", void 0);
__decorate([
    Param
], ActionButton.prototype, "isSelected", void 0);
__decorate([
    Param
], ActionButton.prototype, "theme", void 0);
__decorate([
    Event
], ActionButton.prototype, "onTap", void 0);
//# sourceMappingURL=ActionButton.js.map