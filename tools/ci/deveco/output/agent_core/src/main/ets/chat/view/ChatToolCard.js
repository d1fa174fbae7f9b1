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
 * ChatToolCard: one tool call inside an answer: the tool's name, its status and duration on one line, the
 * arguments as the model writes them, then the result the model read (an error in the theme's error
 * colour). A call whose tool asks first is an approval card: the arguments as readable `name: value` lines,
 * the permissions it will ask the platform for, and, while its run waits, an optional reason field and
 * Approve / Deny (the reason goes to the model with a denial); once decided, how
 * (Approved, Denied and the reason, or Not decided when the run ended first or the chat was restored). A
 * screen reader hears a card as one item (tool, name, status), except while it asks, so that the two buttons
 * can be reached.
 */
import { ActionButton } from './ActionButton';
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
import { MAX_DENY_REASON_LENGTH, ToolCardModel } from './ToolCardModel';
export class ChatToolCard extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("card", (params && "card" in params) ? params.card : new ToolCardModel(''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 2 });
            Column.alignItems(HorizontalAlign.Start);
            Column.padding(this.theme.cardPadding);
            Column.borderRadius(this.theme.cardRadius);
            Column.backgroundColor(this.theme.cardBackground);
            Column.width('100%');
            Column.accessibilityGroup(!this.card.isAsking);
            Column.accessibilityText(`${this.labels.tool} ${this.card.name}, ${this.card.status}`);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 6 });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(`🔧 ${this.card.name}`);
            Text.fontSize(this.theme.smallFontSize);
            Text.fontColor(this.theme.cardTitleColor);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.card.status);
            Text.fontSize(this.theme.captionFontSize);
            Text.fontColor(this.card.isDone ? this.theme.doneColor :
                (this.card.isError ? this.theme.errorColor : this.theme.runningColor));
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.card.durationText.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.card.durationText);
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
        Row.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.card.hasApproval) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.approval.bind(this)();
                });
            }
            else if (this.card.argumentsJson.length > 0) {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.card.argumentsJson);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontFamily('monospace');
                        Text.fontColor(this.theme.cardTextColor);
                        Text.width('100%');
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(2, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.card.resultContent.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(`→ ${this.card.resultContent}`);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.card.isError ? this.theme.errorColor : this.theme.cardTextColor);
                        Text.maxLines(4);
                        Text.textOverflow({ overflow: TextOverflow.Ellipsis });
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
    /** The arguments to decide on, the permissions, then the reason field and Approve / Deny, or how it was decided. */
    approval(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const line = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Text.create(line);
                    Text.fontSize(this.theme.captionFontSize);
                    Text.fontColor(this.theme.cardTextColor);
                    Text.width('100%');
                }, Text);
                Text.pop();
            };
            this.forEachUpdateFunction(elmtId, this.card.argumentLines, forEachItemGenFunction, (line, index) => `${index}:${line}`, false, true);
        }, ForEach);
        ForEach.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.card.permissionsText.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(`${this.labels.needsPermission}: ${this.card.permissionsText}`);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.mutedColor);
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
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.card.isAsking) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.labels.approvalQuestion);
                        Text.fontSize(this.theme.smallFontSize);
                        Text.fontColor(this.theme.textColor);
                    }, Text);
                    Text.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({ placeholder: this.labels.denyReason, text: this.card.denyReasonDraft });
                        TextInput.maxLength(MAX_DENY_REASON_LENGTH);
                        TextInput.fontSize(this.theme.captionFontSize);
                        TextInput.width('100%');
                        TextInput.onChange((value) => {
                            this.card.denyReasonDraft = value;
                        });
                    }, TextInput);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: this.theme.spacing });
                    }, Row);
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: this.labels.deny, theme: this.theme, onTap: () => this.card.deny() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatToolCard.ets", line: 94, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: this.labels.deny,
                                        theme: this.theme,
                                        onTap: () => this.card.deny()
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: this.labels.deny, theme: this.theme
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ActionButton(this, { label: this.labels.approve, theme: this.theme, isSelected: true,
                                    onTap: () => this.card.approve() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatToolCard.ets", line: 95, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: this.labels.approve,
                                        theme: this.theme,
                                        isSelected: true,
                                        onTap: () => this.card.approve()
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: this.labels.approve, theme: this.theme, isSelected: true
                                });
                            }
                        }, { name: "ActionButton" });
                    }
                    Row.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.card.isApproved ? this.labels.approved : (this.card.isDenied ?
                            (this.card.approvalReason.length > 0 ? `${this.labels.denied}: ${this.card.approvalReason}` :
                                this.labels.denied) : this.labels.notDecided));
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.card.isApproved ? this.theme.doneColor :
                            (this.card.isDenied ? this.theme.errorColor : this.theme.mutedColor));
                    }, Text);
                    Text.pop();
                });
            }
        }, If);
        If.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("card" in params) {
            this.updateParam("card", params.card);
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
], ChatToolCard.prototype, "card", void 0);
__decorate([
    Param
], ChatToolCard.prototype, "theme", void 0);
__decorate([
    Param
], ChatToolCard.prototype, "labels", void 0);
//# sourceMappingURL=ChatToolCard.js.map