var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { ChatController, ChatControllerOptions, ChatView, ClientOptions, DeepSeekProviderProfile, HarmonyHttpTransport, ModelRequest, OpenAICompatibleClient, RdbChatSessionStore } from '@arkagent/core';
class MinimalChatPage extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.controller = undefined;
        this.finalizeConstruction();
    }
    async aboutToAppear() {
        const client = new ClientOptions();
        client.apiKey = ''; // your key (entry keeps it in the Asset Store)
        const request = new ModelRequest();
        request.model = 'deepseek-chat';
        const options = new ChatControllerOptions(); // a store that cannot open leaves a chat that works, unsaved
        options.sessionStore = (await RdbChatSessionStore.open(this.getUIContext().getHostContext())).value;
        this.controller = new ChatController(new OpenAICompatibleClient(client, new HarmonyHttpTransport(), new DeepSeekProviderProfile()), request, options);
        await this.controller.sessions?.restoreLatest(); // the last conversation, as it was saved; the view follows
    }
    initialRender() { this.observeComponentCreation2((elmtId, isInitialRender) => {
        Column.create();
    }, Column); {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new ChatView(this, { controller: this.controller, suggestions: ['What can you do?'] }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/pages/MinimalChatPage.ets", line: 19, col: 24 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        controller: this.controller,
                        suggestions: ['What can you do?']
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                this.updateStateVarsOfChildByElmtId(elmtId, {
                    controller: this.controller, suggestions: ['What can you do?']
                });
            }
        }, { name: "ChatView" });
    } Column.pop(); }
    rerender() {
        this.updateDirtyElements();
    }
    static getEntryName() {
        return "MinimalChatPage";
    }
}
__decorate([
    Local
], MinimalChatPage.prototype, "controller", void 0);
registerNamedRoute(() => new MinimalChatPage(undefined, {}), "", { bundleName: "com.arkagent.demo", moduleName: "entry", pagePath: "pages/MinimalChatPage", pageFullPath: "entry/src/main/ets/pages/MinimalChatPage", integratedHsp: "false" });
//# sourceMappingURL=MinimalChatPage.js.map