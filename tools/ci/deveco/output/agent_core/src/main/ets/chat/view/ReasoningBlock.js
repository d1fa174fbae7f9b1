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
 * ReasoningBlock: the model's reasoning above its answer, dimmed. It is open while the model thinks and
 * folds by itself once the answer starts (`hasAnswer`); a tap on its title opens or folds it, and from then
 * on the user's choice wins over the automatic one.
 */
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
export class ReasoningBlock extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("reasoning", (params && "reasoning" in params) ? params.reasoning : '');
        this.initParam("hasAnswer", (params && "hasAnswer" in params) ? params.hasAnswer : false);
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.choice = 0;
        this.finalizeConstruction();
    }
    get isOpen() {
        return this.choice === 0 ? !this.hasAnswer : this.choice === 1;
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.padding(this.theme.spacing);
            Column.borderRadius(this.theme.cardRadius);
            Column.backgroundColor(this.theme.reasoningBackground);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.isOpen ? `${this.labels.reasoning} ▾` : `${this.labels.reasoning} ▸`);
            Text.fontSize(this.theme.captionFontSize);
            Text.fontColor(this.theme.reasoningTextColor);
            Text.accessibilityText(this.labels.reasoning);
            Text.onClick(() => {
                this.choice = this.isOpen ? 2 : 1;
            });
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isOpen) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.reasoning);
                        Text.fontSize(this.theme.smallFontSize);
                        Text.fontColor(this.theme.reasoningTextColor);
                        Text.width('100%');
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
        Column.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("reasoning" in params) {
            this.updateParam("reasoning", params.reasoning);
        }
        if ("hasAnswer" in params) {
            this.updateParam("hasAnswer", params.hasAnswer);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], ReasoningBlock.prototype, "reasoning", void 0);
__decorate([
    Param
], ReasoningBlock.prototype, "hasAnswer", void 0);
__decorate([
    Param
], ReasoningBlock.prototype, "theme", void 0);
__decorate([
    Param
], ReasoningBlock.prototype, "labels", void 0);
__decorate([
    Local
], ReasoningBlock.prototype, "choice", void 0);
//# sourceMappingURL=ReasoningBlock.js.map