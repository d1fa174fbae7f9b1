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
 * InputBar: the bottom of ChatView: suggested prompts (when the host passes any: ChatView does while the
 * chat is empty; a tap sends one), a multi-line TextArea, Send that turns into Stop while an answer is
 * being generated, and the attachment and voice buttons, shown only when the host handles them
 * (ChatViewHooks): the kit never picks files or records audio itself. The pictures the host attached
 * (PendingAttachments, given here as their URLs) show above the field as thumbnails with a remove button; they
 * go with the text. The text is the bar's own state; it is cleared when `onSend` accepts it.
 */
import { AttachmentThumbnails } from './AttachmentThumbnails';
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
export class InputBar extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("isGenerating", (params && "isGenerating" in params) ? params.isGenerating : false);
        this.initParam("suggestions", (params && "suggestions" in params) ? params.suggestions : []);
        this.initParam("hasAttachment", (params && "hasAttachment" in params) ? params.hasAttachment : false);
        this.initParam("hasVoice", (params && "hasVoice" in params) ? params.hasVoice : false);
        this.initParam("attachments", (params && "attachments" in params) ? params.attachments : []);
        this.onSend = "onSend" in params ? params.onSend : (text) => false;
        this.onStop = "onStop" in params ? params.onStop : () => {
        };
        this.onAttachment = "onAttachment" in params ? params.onAttachment : () => {
        };
        this.onVoiceInput = "onVoiceInput" in params ? params.onVoiceInput : () => {
        };
        this.onRemoveAttachment = "onRemoveAttachment" in params ? params.onRemoveAttachment : (index) => {
        };
        this.text = '';
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: this.theme.spacing });
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.suggestions.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Flex.create({ wrap: FlexWrap.Wrap });
                        Flex.width('100%');
                    }, Flex);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        ForEach.create();
                        const forEachItemGenFunction = _item => {
                            const prompt = _item;
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Text.create(prompt);
                                Text.fontSize(this.theme.smallFontSize);
                                Text.fontColor(this.theme.chipTextColor);
                                Text.backgroundColor(this.theme.chipBackground);
                                Text.borderRadius(this.theme.chipRadius);
                                Text.padding({ left: 12, right: 12, top: 6, bottom: 6 });
                                Text.margin({ right: this.theme.spacing, bottom: this.theme.spacing });
                                Text.accessibilityText(`${this.labels.suggestion}: ${prompt}`);
                                Text.onClick(() => {
                                    this.onSend(prompt);
                                });
                            }, Text);
                            Text.pop();
                        };
                        this.forEachUpdateFunction(elmtId, this.suggestions, forEachItemGenFunction, (prompt) => prompt, false, false);
                    }, ForEach);
                    ForEach.pop();
                    Flex.pop();
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
            if (this.attachments.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new AttachmentThumbnails(this, { urls: this.attachments, theme: this.theme, labels: this.labels, isRemovable: true,
                                    onRemove: (index) => this.onRemoveAttachment(index) }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/InputBar.ets", line: 58, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        urls: this.attachments,
                                        theme: this.theme,
                                        labels: this.labels,
                                        isRemovable: true,
                                        onRemove: (index) => this.onRemoveAttachment(index)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    urls: this.attachments, theme: this.theme, labels: this.labels, isRemovable: true
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
            Row.create({ space: this.theme.spacing });
            Row.alignItems(VerticalAlign.Bottom);
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.hasAttachment) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel('+');
                        Button.height(this.theme.buttonHeight);
                        Button.fontColor(this.theme.accentColor);
                        Button.backgroundColor(this.theme.chipBackground);
                        Button.accessibilityText(this.labels.attach);
                        Button.onClick(() => {
                            this.onAttachment();
                        });
                    }, Button);
                    Button.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            TextArea.create({ placeholder: this.labels.placeholder, text: this.text });
            TextArea.layoutWeight(1);
            TextArea.fontSize(this.theme.fontSize);
            TextArea.fontColor(this.theme.textColor);
            TextArea.placeholderColor(this.theme.mutedColor);
            TextArea.backgroundColor(this.theme.inputBackground);
            TextArea.borderRadius(this.theme.inputRadius);
            TextArea.maxLines(this.theme.inputMaxLines);
            TextArea.accessibilityText(this.labels.placeholder);
            TextArea.onChange((value) => {
                this.text = value;
            });
        }, TextArea);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.hasVoice) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel('🎤');
                        Button.height(this.theme.buttonHeight);
                        Button.backgroundColor(this.theme.chipBackground);
                        Button.accessibilityText(this.labels.voice);
                        Button.onClick(() => {
                            this.onVoiceInput();
                        });
                    }, Button);
                    Button.pop();
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
            if (this.isGenerating) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel(this.labels.stop);
                        Button.height(this.theme.buttonHeight);
                        Button.fontColor(this.theme.onAccentColor);
                        Button.backgroundColor(this.theme.stopColor);
                        Button.accessibilityText(this.labels.stop);
                        Button.onClick(() => {
                            this.onStop();
                        });
                    }, Button);
                    Button.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel(this.labels.send);
                        Button.height(this.theme.buttonHeight);
                        Button.fontColor(this.theme.onAccentColor);
                        Button.backgroundColor(this.theme.accentColor);
                        Button.enabled(this.text.trim().length > 0 || this.attachments.length > 0);
                        Button.accessibilityText(this.labels.send);
                        Button.onClick(() => {
                            this.send();
                        });
                    }, Button);
                    Button.pop();
                });
            }
        }, If);
        If.pop();
        Row.pop();
        Column.pop();
    }
    send() {
        if (this.onSend(this.text)) {
            this.text = '';
        }
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
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
        if ("suggestions" in params) {
            this.updateParam("suggestions", params.suggestions);
        }
        if ("hasAttachment" in params) {
            this.updateParam("hasAttachment", params.hasAttachment);
        }
        if ("hasVoice" in params) {
            this.updateParam("hasVoice", params.hasVoice);
        }
        if ("attachments" in params) {
            this.updateParam("attachments", params.attachments);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], InputBar.prototype, "theme", void 0);
__decorate([
    Param
], InputBar.prototype, "labels", void 0);
__decorate([
    Param
], InputBar.prototype, "isGenerating", void 0);
__decorate([
    Param
], InputBar.prototype, "suggestions", void 0);
__decorate([
    Param
], InputBar.prototype, "hasAttachment", void 0);
__decorate([
    Param
], InputBar.prototype, "hasVoice", void 0);
__decorate([
    Param
], InputBar.prototype, "attachments", void 0);
__decorate([
    Event
], InputBar.prototype, "onSend", void 0);
__decorate([
    Event
], InputBar.prototype, "onStop", void 0);
__decorate([
    Event
], InputBar.prototype, "onAttachment", void 0);
__decorate([
    Event
], InputBar.prototype, "onVoiceInput", void 0);
__decorate([
    Event
], InputBar.prototype, "onRemoveAttachment", void 0);
__decorate([
    Local
], InputBar.prototype, "text", void 0);
//# sourceMappingURL=InputBar.js.map