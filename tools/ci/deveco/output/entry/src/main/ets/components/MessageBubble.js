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
 * MessageBubble: one message of the chat list: the reasoning in a dimmed block that collapses, the
 * answer in Markdown (MarkdownView over the message's blocks; the user's text stays plain), a card per
 * tool call (ToolCardItem), then status, usage and error; a Retry button on an answer that failed or was
 * stopped.
 */
import { MarkdownView } from '@arkagent/core';
import { MessageView } from '../model/MessageView';
import { ToolCardItem } from './ToolCardItem';
export class MessageBubble extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("message", (params && "message" in params) ? params.message : new MessageView('', 'assistant'));
        this.onRetry = "onRetry" in params ? params.onRetry : (messageId) => {
        };
        this.isReasoningExpanded = true;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 6 });
            Column.alignItems(this.message.isUser ? HorizontalAlign.End : HorizontalAlign.Start);
            Column.padding(10);
            Column.borderRadius(12);
            Column.backgroundColor(this.message.isUser ? '#DCEBFF' : '#FFFFFF');
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.message.reasoning.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Column.create({ space: 4 });
                        Column.alignItems(HorizontalAlign.Start);
                        Column.padding(8);
                        Column.borderRadius(8);
                        Column.backgroundColor('#F2F2F2');
                        Column.width('100%');
                    }, Column);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.isReasoningExpanded ? 'Reasoning ▾' : 'Reasoning ▸');
                        Text.fontSize(12);
                        Text.fontColor('#8A8A8A');
                        Text.onClick(() => {
                            this.isReasoningExpanded = !this.isReasoningExpanded;
                        });
                    }, Text);
                    Text.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        If.create();
                        if (this.isReasoningExpanded) {
                            this.ifElseBranchUpdateFunction(0, () => {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    Text.create(this.message.reasoning);
                                    Text.fontSize(13);
                                    Text.fontColor('#8A8A8A');
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
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.content);
                        Text.fontSize(16);
                        Text.width('100%');
                        Text.textAlign(TextAlign.End);
                    }, Text);
                    Text.pop();
                });
            }
            else if (this.message.blocks.length > 0) {
                this.ifElseBranchUpdateFunction(1, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownView(this, { blocks: this.message.blocks }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/components/MessageBubble.ets", line: 49, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        blocks: this.message.blocks
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    blocks: this.message.blocks
                                });
                            }
                        }, { name: "MarkdownView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(2, () => {
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
                            let componentCall = new ToolCardItem(this, { card: card }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/components/MessageBubble.ets", line: 53, col: 9 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    card: card
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                card: card
                            });
                        }
                    }, { name: "ToolCardItem" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.message.toolCards, forEachItemGenFunction, (card) => card.key, false, false);
        }, ForEach);
        ForEach.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (!this.message.isUser) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: 8 });
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.status);
                        Text.fontSize(12);
                        Text.fontColor('#8A8A8A');
                    }, Text);
                    Text.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        If.create();
                        if (this.message.usageText.length > 0) {
                            this.ifElseBranchUpdateFunction(0, () => {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    Text.create(this.message.usageText);
                                    Text.fontSize(12);
                                    Text.fontColor('#8A8A8A');
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
                        if (this.message.canRetry) {
                            this.ifElseBranchUpdateFunction(0, () => {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    Button.createWithLabel('Retry');
                                    Button.fontSize(12);
                                    Button.height(24);
                                    Button.onClick(() => {
                                        this.onRetry(this.message.id);
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
                    Row.pop();
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
            if (this.message.errorText.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.message.errorText);
                        Text.fontSize(12);
                        Text.fontColor('#C0392B');
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
        if ("message" in params) {
            this.updateParam("message", params.message);
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
    Event
], MessageBubble.prototype, "onRetry", void 0);
__decorate([
    Local
], MessageBubble.prototype, "isReasoningExpanded", void 0);
//# sourceMappingURL=MessageBubble.js.map