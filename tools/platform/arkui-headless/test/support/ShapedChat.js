// ShapedChat: two @ComponentV2 structs written out as ets-loader 5.0.0 emits them (compare
// /tmp/emit/entry/entry/src/main/ets/components/ChatPanel.js: the __decorate prologue, the ViewPU check,
// initParam / @Event in the constructor, observeComponentCreation2 per component, ListItem deep render
// functions inside ForEach, If branches, ViewV2.create for a child with its paramsLambda,
// updateStateVarsOfChildByElmtId on update). The source it stands for:
//
//   @ComponentV2 struct ShapedMessage { @Param text: string = ''; @Event onRemove: () => void = () => {};
//     build() { Row({ space: 8 }) { Text(this.text); Button('×').onClick(() => this.onRemove()) } } }
//   @ComponentV2 struct ShapedChat { @Local prompt: string = ''; @Local messages: string[] = [];
//     build() { Column() {
//       List() { ForEach(this.messages, (m: string, i: number) => { ListItem() {
//         ShapedMessage({ text: m, onRemove: () => this.remove(i) }) } }, (m: string, i: number) => `${i}:${m}`) }
//       if (this.messages.length > 0) { Text(`${this.messages.length} messages`) } else { Text('No messages') }
//       Row() { TextInput({ placeholder: 'Ask', text: this.prompt }).onChange((v) => { this.prompt = v; })
//         Button('Send').enabled(this.prompt.trim().length > 0).onClick(() => this.send()) } } } }
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
export class ShapedMessage extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("text", (params && "text" in params) ? params.text : '');
        this.onRemove = "onRemove" in params ? params.onRemove : () => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 8 });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.text);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel('×');
            Button.onClick(() => {
                this.onRemove();
            });
        }, Button);
        Button.pop();
        Row.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("text" in params) {
            this.updateParam("text", params.text);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], ShapedMessage.prototype, "text", void 0);
__decorate([
    Event
], ShapedMessage.prototype, "onRemove", void 0);
export class ShapedChat extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.prompt = '';
        this.messages = [];
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            List.create();
        }, List);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, i) => {
                const m = _item;
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
                        {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                if (isInitialRender) {
                                    let componentCall = new ShapedMessage(this, { text: m, onRemove: () => this.remove(i) }, undefined, elmtId, () => { }, { page: "test/support/ShapedChat.ets", line: 9, col: 11 });
                                    ViewV2.create(componentCall);
                                    let paramsLambda = () => {
                                        return {
                                            text: m,
                                            onRemove: () => this.remove(i)
                                        };
                                    };
                                    componentCall.paramsGenerator_ = paramsLambda;
                                }
                                else {
                                    this.updateStateVarsOfChildByElmtId(elmtId, {
                                        text: m
                                    });
                                }
                            }, { name: "ShapedMessage" });
                        }
                        ListItem.pop();
                    };
                    this.observeComponentCreation2(itemCreation2, ListItem);
                    ListItem.pop();
                }
            };
            this.forEachUpdateFunction(elmtId, this.messages, forEachItemGenFunction, (m, i) => `${i}:${m}`, true, true);
        }, ForEach);
        ForEach.pop();
        List.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.messages.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(`${this.messages.length} messages`);
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create('No messages');
                    }, Text);
                    Text.pop();
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            TextInput.create({ placeholder: 'Ask', text: this.prompt });
            TextInput.onChange((v) => {
                this.prompt = v;
            });
        }, TextInput);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel('Send');
            Button.enabled(this.prompt.trim().length > 0);
            Button.onClick(() => {
                this.send();
            });
        }, Button);
        Button.pop();
        Row.pop();
        Column.pop();
    }
    send() {
        this.messages = this.messages.concat([this.prompt]);
        this.prompt = '';
    }
    remove(index) {
        this.messages = this.messages.filter((m, i) => i !== index);
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Local
], ShapedChat.prototype, "prompt", void 0);
__decorate([
    Local
], ShapedChat.prototype, "messages", void 0);
