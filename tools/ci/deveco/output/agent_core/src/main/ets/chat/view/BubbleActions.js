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
 * BubbleActions: the row under a finished message: the variant pager (`‹ 1/2 ›`, when regenerate or edit
 * made alternatives), then for an answer Copy, Regenerate and the thumbs (the chosen one highlighted), for
 * a user message Copy and Edit. Every button says what it does to a screen reader; the row only raises events,
 * ChatView decides what they do.
 */
import { ChatRole } from '../../domain/ChatRole';
import { ActionButton } from './ActionButton';
import { BubbleModel } from './BubbleModel';
import { ChatFeedback } from './ChatFeedback';
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
export class BubbleActions extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("message", (params && "message" in params) ? params.message : new BubbleModel('', ChatRole.assistant));
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("isGenerating", (params && "isGenerating" in params) ? params.isGenerating : false);
        this.onCopy = "onCopy" in params ? params.onCopy : () => {
        };
        this.onRegenerate = "onRegenerate" in params ? params.onRegenerate : () => {
        };
        this.onEdit = "onEdit" in params ? params.onEdit : () => {
        };
        this.onFeedback = "onFeedback" in params ? params.onFeedback : (feedback) => {
        };
        this.onShowVariant = "onShowVariant" in params ? params.onShowVariant : (index) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 4 });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.variantCount > 1) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: '‹', spoken: this.labels.previousVariant, isEnabled: this.message.variantIndex > 0,
                                    theme: this.theme, onTap: () => this.onShowVariant(this.message.variantIndex - 1) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 35, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: '‹',
                                        spoken: this.labels.previousVariant,
                                        isEnabled: this.message.variantIndex > 0,
                                        theme: this.theme,
                                        onTap: () => this.onShowVariant(this.message.variantIndex - 1)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: '‹', spoken: this.labels.previousVariant, isEnabled: this.message.variantIndex > 0,
                                    theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(`${this.message.variantIndex + 1}/${this.message.variantCount}`);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.mutedColor);
                    }, Text);
                    Text.pop();
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: '›', spoken: this.labels.nextVariant,
                                    isEnabled: this.message.variantIndex + 1 < this.message.variantCount,
                                    theme: this.theme, onTap: () => this.onShowVariant(this.message.variantIndex + 1) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 40, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: '›',
                                        spoken: this.labels.nextVariant,
                                        isEnabled: this.message.variantIndex + 1 < this.message.variantCount,
                                        theme: this.theme,
                                        onTap: () => this.onShowVariant(this.message.variantIndex + 1)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: '›', spoken: this.labels.nextVariant,
                                    isEnabled: this.message.variantIndex + 1 < this.message.variantCount,
                                    theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new ActionButton(this, { label: this.labels.copy, theme: this.theme, onTap: () => this.onCopy() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 44, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            label: this.labels.copy,
                            theme: this.theme,
                            onTap: () => this.onCopy()
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        label: this.labels.copy, theme: this.theme
                    });
                }
            }, { name: "ActionButton" });
        }
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.isUser) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: this.labels.edit, isEnabled: !this.isGenerating, theme: this.theme,
                                    onTap: () => this.onEdit() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 46, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: this.labels.edit,
                                        isEnabled: !this.isGenerating,
                                        theme: this.theme,
                                        onTap: () => this.onEdit()
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: this.labels.edit, isEnabled: !this.isGenerating, theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: this.labels.regenerate, isEnabled: !this.isGenerating, theme: this.theme,
                                    onTap: () => this.onRegenerate() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 49, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: this.labels.regenerate,
                                        isEnabled: !this.isGenerating,
                                        theme: this.theme,
                                        onTap: () => this.onRegenerate()
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: this.labels.regenerate, isEnabled: !this.isGenerating, theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: '👍', spoken: this.labels.thumbsUp, isSelected: this.message.feedback === ChatFeedback.UP,
                                    theme: this.theme, onTap: () => this.onFeedback(ChatFeedback.UP) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 51, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: '👍',
                                        spoken: this.labels.thumbsUp,
                                        isSelected: this.message.feedback === ChatFeedback.UP,
                                        theme: this.theme,
                                        onTap: () => this.onFeedback(ChatFeedback.UP)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: '👍', spoken: this.labels.thumbsUp, isSelected: this.message.feedback === ChatFeedback.UP,
                                    theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: '👎', spoken: this.labels.thumbsDown,
                                    isSelected: this.message.feedback === ChatFeedback.DOWN,
                                    theme: this.theme, onTap: () => this.onFeedback(ChatFeedback.DOWN) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/BubbleActions.ets", line: 53, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: '👎',
                                        spoken: this.labels.thumbsDown,
                                        isSelected: this.message.feedback === ChatFeedback.DOWN,
                                        theme: this.theme,
                                        onTap: () => this.onFeedback(ChatFeedback.DOWN)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: '👎', spoken: this.labels.thumbsDown,
                                    isSelected: this.message.feedback === ChatFeedback.DOWN,
                                    theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                });
            }
        }, If);
        If.pop();
        Row.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("message" in params) {
            this.updateParam("message", params.message);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
        if ("isGenerating" in params) {
            this.updateParam("isGenerating", params.isGenerating);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], BubbleActions.prototype, "message", void 0);
__decorate([
    Param
], BubbleActions.prototype, "theme", void 0);
__decorate([
    Param
], BubbleActions.prototype, "labels", void 0);
__decorate([
    Param
], BubbleActions.prototype, "isGenerating", void 0);
__decorate([
    Event
], BubbleActions.prototype, "onCopy", void 0);
__decorate([
    Event
], BubbleActions.prototype, "onRegenerate", void 0);
__decorate([
    Event
], BubbleActions.prototype, "onEdit", void 0);
__decorate([
    Event
], BubbleActions.prototype, "onFeedback", void 0);
__decorate([
    Event
], BubbleActions.prototype, "onShowVariant", void 0);
//# sourceMappingURL=BubbleActions.js.map