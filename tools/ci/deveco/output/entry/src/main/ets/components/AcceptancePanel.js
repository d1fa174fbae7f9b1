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
 * AcceptancePanel: runs LiveAcceptance's four scenarios (stream-text, stream-tool, cancel, auth-failure)
 * against the selected provider over the device's HarmonyHttpTransport, and shows one result line per
 * scenario as it finishes. The lines hold counts and facts only: never the key, a prompt or an answer.
 */
import { AcceptanceTarget, ArkAgentError, LiveAcceptance } from '@arkagent/core';
import { DemoServices } from '../model/DemoServices';
import { ProviderSettings } from '../model/ProviderSettings';
export class AcceptancePanel extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("settings", (params && "settings" in params) ? params.settings : new ProviderSettings());
        this.lines = [];
        this.isRunning = false;
        this.summary = '';
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
            Text.create('Four scenarios against the live service: a streamed answer, a forced tool call, a cancel after ' +
                'the first delta, a wrong key. Takes up to a few minutes.');
            Text.fontSize(13);
            Text.fontColor('#8A8A8A');
            Text.width('100%');
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithLabel(this.isRunning ? 'Running…' : `Run acceptance for ${this.settings.preset.label}`);
            Button.enabled(!this.isRunning && this.settings.hasApiKey);
            Button.onClick(() => {
                this.run();
            });
        }, Button);
        Button.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (!this.settings.hasApiKey) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create('Enter an API key in Settings first');
                        Text.fontSize(13);
                        Text.fontColor('#C0392B');
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
            List.create({ space: 6 });
            List.layoutWeight(1);
            List.width('100%');
        }, List);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            // Keyed by position and text: a bare index would let a second run's lines reuse the first run's
            // components under the same keys, and ForEach would not redraw them.
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const line = _item;
                this.resultLine.bind(this)(line);
            };
            this.forEachUpdateFunction(elmtId, this.lines, forEachItemGenFunction, (line, index) => `${index}:${line}`, false, true);
        }, ForEach);
        // Keyed by position and text: a bare index would let a second run's lines reuse the first run's
        // components under the same keys, and ForEach would not redraw them.
        ForEach.pop();
        List.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.summary);
            Text.fontSize(14);
            Text.fontWeight(FontWeight.Medium);
            Text.width('100%');
        }, Text);
        Text.pop();
        Column.pop();
    }
    resultLine(line, parent = null) {
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
                    Text.create(line);
                    Text.fontSize(12);
                    Text.fontFamily('monospace');
                    Text.fontColor(line.includes('status=ok') ? '#1E7B34' : '#C0392B');
                    Text.width('100%');
                }, Text);
                Text.pop();
                ListItem.pop();
            };
            this.observeComponentCreation2(itemCreation2, ListItem);
            ListItem.pop();
        }
    }
    async run() {
        this.isRunning = true;
        this.lines = [];
        this.summary = '';
        const target = this.target();
        const acceptance = new LiveAcceptance();
        let passed = 0;
        for (let i = 0; i < LiveAcceptance.SCENARIOS.length; i++) {
            try {
                const result = await acceptance.runScenario(target, LiveAcceptance.SCENARIOS[i]);
                passed += result.isOk ? 1 : 0;
                this.lines = this.lines.concat([result.line]);
            }
            catch (thrown) {
                // ArkAgentError messages are redacted; nothing else is shown.
                const error = ArkAgentError.fromThrown('acceptance_failed', thrown);
                this.lines = this.lines.concat([`${LiveAcceptance.SCENARIOS[i]} status=fail ${error.layer}/${error.code}`]);
            }
        }
        this.summary = `${passed}/${LiveAcceptance.SCENARIOS.length} scenarios ok`;
        this.isRunning = false;
    }
    target() {
        const settings = this.settings;
        const target = new AcceptanceTarget();
        target.provider = settings.preset.id;
        target.model = settings.chatTemplate().model;
        target.toolModel = settings.preset.toolModel;
        target.apiKey = settings.apiKey.trim();
        target.textExtensions = settings.thinkingExtensions();
        target.clientFactory = (apiKey, scenario) => settings.createClient(DemoServices.transport, apiKey);
        return target;
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("settings" in params) {
            this.updateParam("settings", params.settings);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], AcceptancePanel.prototype, "settings", void 0);
__decorate([
    Local
], AcceptancePanel.prototype, "lines", void 0);
__decorate([
    Local
], AcceptancePanel.prototype, "isRunning", void 0);
__decorate([
    Local
], AcceptancePanel.prototype, "summary", void 0);
//# sourceMappingURL=AcceptancePanel.js.map