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
 * MessageBubble: one message of ChatView's list. The user's words on the user's colour, right-aligned, under
 * the thumbnails of the pictures they carried (AttachmentThumbnails); an Edit turns them into a field with
 * Send edit / Cancel; an answer on the assistant's colour: the reasoning
 * (ReasoningBlock, folding once the answer starts), the answer in MarkdownView, a card per tool call
 * (ChatToolCard), then the ending: a calm "Stopped" marker for an answer the user stopped, the error text
 * for one that failed, each with Retry; Continue where the answer can go on (stopped or cut, and the provider
 * continues a prefix); the actions (BubbleActions) once the message is finished. The
 * answer is one item for a screen reader, saying the blocks finished so far (BubbleModel.finishedText).
 * The bubble only raises events; ChatView decides what they do.
 */
import { ChatRole } from '../../domain/ChatRole';
import { MarkdownTheme } from '../../markdown/view/MarkdownTheme';
import { MarkdownView } from '../../markdown/view/MarkdownView';
import { ActionButton } from './ActionButton';
import { AttachmentThumbnails } from './AttachmentThumbnails';
import { BubbleActions } from './BubbleActions';
import { BubbleModel } from './BubbleModel';
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
import { ChatToolCard } from './ChatToolCard';
import { ReasoningBlock } from './ReasoningBlock';
export class MessageBubble extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("message", (params && "message" in params) ? params.message : new BubbleModel('', ChatRole.assistant));
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("markdownTheme", (params && "markdownTheme" in params) ? params.markdownTheme : new MarkdownTheme());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("isGenerating", (params && "isGenerating" in params) ? params.isGenerating : false);
        this.initParam("showsUsage", (params && "showsUsage" in params) ? params.showsUsage : false);
        this.onRetry = "onRetry" in params ? params.onRetry : (messageId) => {
        };
        this.onCopy = "onCopy" in params ? params.onCopy : (messageId) => {
        };
        this.onRegenerate = "onRegenerate" in params ? params.onRegenerate : (messageId) => {
        };
        this.onContinue = "onContinue" in params ? params.onContinue : (messageId) => {
        };
        this.onEdit = "onEdit" in params ? params.onEdit : (messageId, text) => {
        };
        this.onFeedback = "onFeedback" in params ? params.onFeedback : (messageId, feedback) => {
        };
        this.onShowVariant = "onShowVariant" in params ? params.onShowVariant : (messageId, index) => {
        };
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.isEditing = false;
        this.draft = '';
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 6 });
            Column.alignItems(this.message.isUser ? HorizontalAlign.End : HorizontalAlign.Start);
            Column.padding(this.theme.bubblePadding);
            Column.borderRadius(this.theme.bubbleRadius);
            Column.backgroundColor(this.message.isUser ? this.theme.userBubbleColor : this.theme.assistantBubbleColor);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.reasoning.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ReasoningBlock(this, { reasoning: this.message.reasoning, hasAnswer: this.message.hasAnswer, theme: this.theme,
                                    labels: this.labels }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 60, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        reasoning: this.message.reasoning,
                                        hasAnswer: this.message.hasAnswer,
                                        theme: this.theme,
                                        labels: this.labels
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    reasoning: this.message.reasoning, hasAnswer: this.message.hasAnswer, theme: this.theme,
                                    labels: this.labels
                                });
                            }
                        }, { name: "ReasoningBlock" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.isUser) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.userText.bind(this)();
                });
            }
            else if (this.message.hasAnswer) {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Column.create();
                        Column.width('100%');
                        Column.accessibilityGroup(true);
                        Column.accessibilityText(`${this.labels.assistant}: ${this.message.finishedText}`);
                    }, Column);
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownView(this, { blocks: this.message.blocks, theme: this.markdownTheme, onLinkClick: this.onLinkClick }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 68, col: 11 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        blocks: this.message.blocks,
                                        theme: this.markdownTheme,
                                        onLinkClick: this.onLinkClick
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    blocks: this.message.blocks, theme: this.markdownTheme
                                });
                            }
                        }, { name: "MarkdownView" });
                    }
                    Column.pop();
                });
            }
            else if (this.message.isInFlight && this.message.toolCards.length === 0 &&
                this.message.reasoning.length === 0) {
                this.ifElseBranchUpdateFunction(2, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.labels.thinking);
                        Text.fontSize(this.theme.smallFontSize);
                        Text.fontColor(this.theme.mutedColor);
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(3, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const card = _item;
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new ChatToolCard(this, { card: card, theme: this.theme, labels: this.labels }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 81, col: 9 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    card: card,
                                    theme: this.theme,
                                    labels: this.labels
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                card: card, theme: this.theme, labels: this.labels
                            });
                        }
                    }, { name: "ChatToolCard" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.message.toolCards, forEachItemGenFunction, (card) => card.key, false, false);
        }, ForEach);
        ForEach.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.canRetry) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.ending.bind(this)();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.canContinue) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: this.labels.continueAnswer, spoken: this.labels.continueAnswerSpoken,
                                    isEnabled: !this.isGenerating, theme: this.theme, onTap: () => this.onContinue(this.message.id) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 89, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: this.labels.continueAnswer,
                                        spoken: this.labels.continueAnswerSpoken,
                                        isEnabled: !this.isGenerating,
                                        theme: this.theme,
                                        onTap: () => this.onContinue(this.message.id)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: this.labels.continueAnswer, spoken: this.labels.continueAnswerSpoken,
                                    isEnabled: !this.isGenerating, theme: this.theme
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
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.showsUsage && this.message.usageText.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.usageText);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.mutedColor);
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
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.hasActions && !this.isEditing) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new BubbleActions(this, {
                                    message: this.message,
                                    theme: this.theme,
                                    labels: this.labels,
                                    isGenerating: this.isGenerating,
                                    onCopy: () => this.onCopy(this.message.id),
                                    onRegenerate: () => this.onRegenerate(this.message.id),
                                    onEdit: () => this.startEdit(),
                                    onFeedback: (feedback) => this.onFeedback(this.message.id, feedback),
                                    onShowVariant: (index) => this.onShowVariant(this.message.id, index)
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 100, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        message: this.message,
                                        theme: this.theme,
                                        labels: this.labels,
                                        isGenerating: this.isGenerating,
                                        onCopy: () => this.onCopy(this.message.id),
                                        onRegenerate: () => this.onRegenerate(this.message.id),
                                        onEdit: () => this.startEdit(),
                                        onFeedback: (feedback) => this.onFeedback(this.message.id, feedback),
                                        onShowVariant: (index) => this.onShowVariant(this.message.id, index)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    message: this.message,
                                    theme: this.theme,
                                    labels: this.labels,
                                    isGenerating: this.isGenerating
                                });
                            }
                        }, { name: "BubbleActions" });
                    }
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
    userText(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isEditing) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextArea.create({ text: this.draft });
                        TextArea.fontSize(this.theme.fontSize);
                        TextArea.fontColor(this.theme.textColor);
                        TextArea.backgroundColor(this.theme.inputBackground);
                        TextArea.borderRadius(this.theme.inputRadius);
                        TextArea.accessibilityText(this.labels.edit);
                        TextArea.onChange((value) => {
                            this.draft = value;
                        });
                    }, TextArea);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: this.theme.spacing });
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel(this.labels.cancelEdit);
                        Button.fontSize(this.theme.captionFontSize);
                        Button.height(this.theme.smallButtonHeight);
                        Button.fontColor(this.theme.chipTextColor);
                        Button.backgroundColor(this.theme.chipBackground);
                        Button.onClick(() => {
                            this.isEditing = false;
                        });
                    }, Button);
                    Button.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel(this.labels.saveEdit);
                        Button.fontSize(this.theme.captionFontSize);
                        Button.height(this.theme.smallButtonHeight);
                        Button.fontColor(this.theme.onAccentColor);
                        Button.backgroundColor(this.theme.accentColor);
                        Button.enabled(this.draft.trim().length > 0 && !this.isGenerating);
                        Button.onClick(() => {
                            this.isEditing = false;
                            this.onEdit(this.message.id, this.draft);
                        });
                    }, Button);
                    Button.pop();
                    Row.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        If.create();
                        if (this.message.images.length > 0) {
                            this.ifElseBranchUpdateFunction(0, () => {
                                {
                                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                                        if (isInitialRender) {
                                            let componentCall = new AttachmentThumbnails(this, { urls: this.message.images, theme: this.theme, labels: this.labels }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 154, col: 9 });
                                            ViewV2.create(componentCall);
                                            let paramsLambda = () => {
                                                return {
                                                    urls: this.message.images,
                                                    theme: this.theme,
                                                    labels: this.labels
                                                };
                                            };
                                            componentCall.paramsGenerator_ = paramsLambda;
                                        }
                                        else {
                                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                                urls: this.message.images, theme: this.theme, labels: this.labels
                                            });
                                        }
                                    }, { name: "AttachmentThumbnails" });
                                }
                            });
                        }
                        else {
                            this.ifElseBranchUpdateFunction(1, () => {
                            });
                        }
                    }, If);
                    If.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.content);
                        Text.fontSize(this.theme.fontSize);
                        Text.fontColor(this.theme.userTextColor);
                        Text.width('100%');
                        Text.textAlign(TextAlign.End);
                        Text.accessibilityText(`${this.labels.you}: ${this.message.content}`);
                    }, Text);
                    Text.pop();
                });
            }
        }, If);
        If.pop();
    }
    /** How an answer ended when it did not finish: stopped (calm, muted) or failed (the error), and Retry. */
    ending(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: this.theme.spacing });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.isStopped) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(`■ ${this.labels.stopped}`);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.mutedColor);
                        Text.accessibilityText(this.labels.stopped);
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
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new ActionButton(this, { label: this.labels.retry, theme: this.theme, onTap: () => this.onRetry(this.message.id) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/MessageBubble.ets", line: 175, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            label: this.labels.retry,
                            theme: this.theme,
                            onTap: () => this.onRetry(this.message.id)
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        label: this.labels.retry, theme: this.theme
                    });
                }
            }, { name: "ActionButton" });
        }
        Row.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.errorText.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.errorText);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.errorColor);
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
    }
    startEdit() {
        this.draft = this.message.content;
        this.isEditing = true;
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
        if ("markdownTheme" in params) {
            this.updateParam("markdownTheme", params.markdownTheme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
        if ("isGenerating" in params) {
            this.updateParam("isGenerating", params.isGenerating);
        }
        if ("showsUsage" in params) {
            this.updateParam("showsUsage", params.showsUsage);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], MessageBubble.prototype, "message", void 0);
__decorate([
    Param
], MessageBubble.prototype, "theme", void 0);
__decorate([
    Param
], MessageBubble.prototype, "markdownTheme", void 0);
__decorate([
    Param
], MessageBubble.prototype, "labels", void 0);
__decorate([
    Param
], MessageBubble.prototype, "isGenerating", void 0);
__decorate([
    Param
], MessageBubble.prototype, "showsUsage", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onRetry", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onCopy", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onRegenerate", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onContinue", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onEdit", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onFeedback", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onShowVariant", void 0);
__decorate([
    Event
], MessageBubble.prototype, "onLinkClick", void 0);
__decorate([
    Local
], MessageBubble.prototype, "isEditing", void 0);
__decorate([
    Local
], MessageBubble.prototype, "draft", void 0);
//# sourceMappingURL=MessageBubble.js.map