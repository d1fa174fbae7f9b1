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
 * Index: the demo page. Settings on top (provider, key, model, base URL, thinking, the get_weather tool), then
 * two tabs: Chat (the chat kit's ChatView over ChatSession's controller, saved in the app's database and
 * restored at launch, with the demo's status line and New chat under it) and Acceptance (LiveAcceptance's
 * scenarios against the selected provider). All network traffic goes through DemoServices' one transport.
 * The settings are restored when the page appears and saved when the panel commits an edit and when the page
 * is hidden (SettingsPersistence: preferences, and the Asset Store for the key).
 */
import { ChatView } from '@arkagent/core';
import { AcceptancePanel } from '../components/AcceptancePanel';
import { SettingsPanel } from '../components/SettingsPanel';
import { ChatSession } from '../model/ChatSession';
import { DemoServices } from '../model/DemoServices';
import { ProviderSettings } from '../model/ProviderSettings';
import { SettingsPersistence } from '../model/SettingsPersistence';
class Index extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.settings = new ProviderSettings();
        this.session = new ChatSession(this.settings, DemoServices.transport);
        this.persistence = undefined;
        this.finalizeConstruction();
    }
    aboutToAppear() {
        const context = this.getUIContext().getHostContext();
        if (context !== undefined) {
            this.persistence = new SettingsPersistence(context);
            this.persistence.restore(this.settings);
        }
        this.session.open(context);
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 8 });
            Column.padding(12);
            Column.width('100%');
            Column.height('100%');
            Column.backgroundColor('#F5F6F8');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create('ArkAgent');
            Text.fontSize(24);
            Text.fontWeight(FontWeight.Bold);
            Text.width('100%');
        }, Text);
        Text.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new SettingsPanel(this, {
                        settings: this.settings,
                        onCommit: () => this.saveSettings(),
                        onSelectProvider: (providerId) => this.selectProvider(providerId)
                    }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/pages/Index.ets", line: 41, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            settings: this.settings,
                            onCommit: () => this.saveSettings(),
                            onSelectProvider: (providerId) => this.selectProvider(providerId)
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        settings: this.settings
                    });
                }
            }, { name: "SettingsPanel" });
        }
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Tabs.create();
            Tabs.layoutWeight(1);
            Tabs.width('100%');
        }, Tabs);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            TabContent.create(() => {
                this.chatTab.bind(this)();
            });
            TabContent.tabBar('Chat');
        }, TabContent);
        TabContent.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            TabContent.create(() => {
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new AcceptancePanel(this, { settings: this.settings }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/pages/Index.ets", line: 54, col: 11 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    settings: this.settings
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                settings: this.settings
                            });
                        }
                    }, { name: "AcceptancePanel" });
                }
            });
            TabContent.tabBar('Acceptance');
        }, TabContent);
        TabContent.pop();
        Tabs.pop();
        Column.pop();
    }
    chatTab(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.width('100%');
            Column.height('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.layoutWeight(1);
            Column.width('100%');
        }, Column);
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new ChatView(this, {
                        controller: this.session.controller,
                        hooks: this.session.hooks,
                        surfaceStore: this.session.a2ui.store,
                        suggestions: ['北京天气怎么样？', '你能做什么？'],
                        showsUsage: true
                    }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/pages/Index.ets", line: 71, col: 9 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            controller: this.session.controller,
                            hooks: this.session.hooks,
                            surfaceStore: this.session.a2ui.store,
                            suggestions: ['北京天气怎么样？', '你能做什么？'],
                            showsUsage: true
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        controller: this.session.controller,
                        hooks: this.session.hooks,
                        surfaceStore: this.session.a2ui.store,
                        suggestions: ['北京天气怎么样？', '你能做什么？'],
                        showsUsage: true
                    });
                }
            }, { name: "ChatView" });
        }
        Column.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 8 });
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.session.statusLine);
            Text.fontSize(12);
            Text.fontColor('#8A8A8A');
            Text.layoutWeight(1);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel('New chat');
            Button.fontSize(12);
            Button.height(28);
            Button.backgroundColor('#E0E0E0');
            Button.fontColor(Color.Black);
            Button.enabled(!this.session.isGenerating && this.session.hasMessages);
            Button.onClick(() => {
                this.session.startNew();
            });
        }, Button);
        Button.pop();
        Row.pop();
        Column.pop();
    }
    onPageHide() {
        this.saveSettings();
    }
    aboutToDisappear() {
        this.session.stop();
    }
    saveSettings() {
        if (this.persistence !== undefined) {
            this.persistence.save(this.settings);
        }
    }
    selectProvider(providerId) {
        if (this.persistence !== undefined) {
            this.persistence.switchProvider(this.settings, providerId);
        }
        else {
            this.settings.selectProvider(providerId);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
    static getEntryName() {
        return "Index";
    }
}
__decorate([
    Local
], Index.prototype, "settings", void 0);
__decorate([
    Local
], Index.prototype, "session", void 0);
registerNamedRoute(() => new Index(undefined, {}), "", { bundleName: "com.arkagent.demo", moduleName: "entry", pagePath: "pages/Index", pageFullPath: "entry/src/main/ets/pages/Index", integratedHsp: "false" });
//# sourceMappingURL=Index.js.map