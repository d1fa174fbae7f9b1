var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { ChatSession } from '../model/ChatSession';
import { DemoServices } from '../model/DemoServices';
import { ProviderSettings } from '../model/ProviderSettings';
import { MessageBubble } from './MessageBubble';
import { SurfaceMessageItem } from './SurfaceMessageItem';
export class ChatPanel extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("session", (params && "session" in params) ? params.session : new ChatSession(new ProviderSettings(), DemoServices.transport));
        this.prompt = '';
        this.scroller = new Scroller();
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 8 });
            Column.padding(8);
            Column.width('100%');
            Column.height('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            List.create({ space: 8, scroller: this.scroller });
            List.layoutWeight(1);
            List.width('100%');
        }, List);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const item = _item;
                this.messageItem.bind(this)(item);
            };
            this.forEachUpdateFunction(elmtId, this.session.messages, forEachItemGenFunction, (item) => item.id, false, false);
        }, ForEach);
        ForEach.pop();
        List.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.session.statusLine);
            Text.fontSize(12);
            Text.fontColor('#8A8A8A');
            Text.width('100%');
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 8 });
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            TextInput.create({ placeholder: 'Ask something', text: this.prompt });
            TextInput.layoutWeight(1);
            TextInput.onChange((value) => {
                this.prompt = value;
            });
            TextInput.onSubmit(() => {
                this.send();
            });
        }, TextInput);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.session.isGenerating) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel('Stop');
                        Button.backgroundColor('#C0392B');
                        Button.onClick(() => {
                            this.session.stop();
                        });
                    }, Button);
                    Button.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Button.createWithLabel('Send');
                        Button.enabled(this.prompt.trim().length > 0);
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
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel('Clear conversation');
            Button.fontSize(12);
            Button.height(28);
            Button.backgroundColor('#E0E0E0');
            Button.fontColor(Color.Black);
            Button.enabled(!this.session.isGenerating && this.session.messages.length > 0);
            Button.onClick(() => {
                this.session.clear();
            });
        }, Button);
        Button.pop();
        Column.pop();
    }
    /**
     * Every sync sets `statusLine` (its counts move on each flush) and a new or removed message replaces
     * `messages`: together they mark each change of the list's data. scrollEdge takes effect at the List's
     * next layout, so it reaches the grown or added item. A user who scrolled up to read is left there.
     */
    onListDataChanged(monitor) {
        if (this.scroller.isAtEnd()) {
            this.scroller.scrollEdge(Edge.Bottom);
        }
    }
    messageItem(item, parent = null) {
        {
            const itemCreation = (elmtId, isInitialRender) => {
                ViewStackProcessor.StartGetAccessRecordingFor(elmtId);
                itemCreation2(elmtId, isInitialRender);
                if (!isInitialRender) {
                    ListItem.pop();
                }
                ViewStackProcessor.StopGetAccessRecording();
            };
            const itemCreation2 = (elmtId, isInitialRender) => {
                ListItem.create(deepRenderFunction, true);
            };
            const deepRenderFunction = (elmtId, isInitialRender) => {
                itemCreation(elmtId, isInitialRender);
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    If.create();
                    if (item.surfaceId.length > 0) {
                        this.ifElseBranchUpdateFunction(0, () => {
                            {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    if (isInitialRender) {
                                        let componentCall = new SurfaceMessageItem(this, {
                                            surface: this.session.surface(item.surfaceId),
                                            onAction: (message) => {
                                                this.session.sendAction(message);
                                            },
                                            onError: (surfaceId, error) => {
                                                this.session.reportSurfaceError(surfaceId, error);
                                            }
                                        }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/components/ChatPanel.ets", line: 94, col: 9 });
                                        ViewV2.create(componentCall);
                                        let paramsLambda = () => {
                                            return {
                                                surface: this.session.surface(item.surfaceId),
                                                onAction: (message) => {
                                                    this.session.sendAction(message);
                                                },
                                                onError: (surfaceId, error) => {
                                                    this.session.reportSurfaceError(surfaceId, error);
                                                }
                                            };
                                        };
                                        componentCall.paramsGenerator_ = paramsLambda;
                                    }
                                    else {
                                        this.updateStateVarsOfChildByElmtId(elmtId, {
                                            surface: this.session.surface(item.surfaceId)
                                        });
                                    }
                                }, { name: "SurfaceMessageItem" });
                            }
                        });
                    }
                    else {
                        this.ifElseBranchUpdateFunction(1, () => {
                            {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    if (isInitialRender) {
                                        let componentCall = new MessageBubble(this, {
                                            message: item,
                                            onRetry: (messageId) => {
                                                this.session.retry(messageId);
                                            }
                                        }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/components/ChatPanel.ets", line: 104, col: 9 });
                                        ViewV2.create(componentCall);
                                        let paramsLambda = () => {
                                            return {
                                                message: item,
                                                onRetry: (messageId) => {
                                                    this.session.retry(messageId);
                                                }
                                            };
                                        };
                                        componentCall.paramsGenerator_ = paramsLambda;
                                    }
                                    else {
                                        this.updateStateVarsOfChildByElmtId(elmtId, {
                                            message: item
                                        });
                                    }
                                }, { name: "MessageBubble" });
                            }
                        });
                    }
                }, If);
                If.pop();
                ListItem.pop();
            };
            this.observeComponentCreation2(itemCreation2, ListItem);
            ListItem.pop();
        }
    }
    send() {
        if (this.session.send(this.prompt)) {
            this.prompt = '';
            this.scroller.scrollEdge(Edge.Bottom);
        }
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("session" in params) {
            this.updateParam("session", params.session);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], ChatPanel.prototype, "session", void 0);
__decorate([
    Local
], ChatPanel.prototype, "prompt", void 0);
__decorate([
    Monitor('session.messages', 'session.statusLine')
], ChatPanel.prototype, "onListDataChanged", null);
//# sourceMappingURL=ChatPanel.js.map