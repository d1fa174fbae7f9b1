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
 * SettingsPanel: provider, API key (a password field), model, optional base URL, thinking and the demo
 * tool. Collapsible, so the chat gets the screen once it is set up. It only edits ProviderSettings; the
 * page persists them: `onCommit` when a field is left or submitted (and when the panel collapses),
 * `onSelectProvider` for a provider switch (each provider has its own stored key).
 */
import { ProviderPresets } from '../model/ProviderPresets';
import { ProviderSettings } from '../model/ProviderSettings';
export class SettingsPanel extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("settings", (params && "settings" in params) ? params.settings : new ProviderSettings());
        this.isExpanded = true;
        this.onCommit = "onCommit" in params ? params.onCommit : () => {
        };
        this.onSelectProvider = "onSelectProvider" in params ? params.onSelectProvider : (providerId) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 8 });
            Column.padding(12);
            Column.borderRadius(12);
            Column.backgroundColor('#FFFFFF');
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(`${this.settings.preset.label} · ${this.settings.model}`);
            Text.fontSize(14);
            Text.fontWeight(FontWeight.Medium);
            Text.layoutWeight(1);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.isExpanded ? 'Settings ▾' : 'Settings ▸');
            Text.fontSize(13);
            Text.fontColor('#3A6EA5');
            Text.onClick(() => {
                this.isExpanded = !this.isExpanded;
                if (!this.isExpanded) {
                    this.onCommit();
                }
            });
        }, Text);
        Text.pop();
        Row.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isExpanded) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: 8 });
                        Row.width('100%');
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        ForEach.create();
                        const forEachItemGenFunction = _item => {
                            const preset = _item;
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Button.createWithLabel(preset.label);
                                Button.fontSize(14);
                                Button.height(32);
                                Button.backgroundColor(preset.id === this.settings.providerId ? '#3A6EA5' : '#E0E0E0');
                                Button.fontColor(preset.id === this.settings.providerId ? Color.White : Color.Black);
                                Button.onClick(() => {
                                    this.onSelectProvider(preset.id);
                                });
                            }, Button);
                            Button.pop();
                        };
                        this.forEachUpdateFunction(elmtId, ProviderPresets.ALL, forEachItemGenFunction, (preset) => preset.id, false, false);
                    }, ForEach);
                    ForEach.pop();
                    Row.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({ placeholder: 'API key (kept in the Asset Store)', text: this.settings.apiKey });
                        TextInput.type(InputType.Password);
                        TextInput.onChange((value) => {
                            if (value !== this.settings.apiKey) {
                                this.settings.apiKey = value;
                                this.settings.isApiKeyEdited = true;
                            }
                        });
                        TextInput.onEditChange((isEditing) => this.commitWhenDone(isEditing));
                        TextInput.onSubmit(() => this.onCommit());
                    }, TextInput);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({ placeholder: `Model (default ${this.settings.preset.defaultModel})`, text: this.settings.model });
                        TextInput.onChange((value) => {
                            this.settings.model = value;
                        });
                        TextInput.onEditChange((isEditing) => this.commitWhenDone(isEditing));
                        TextInput.onSubmit(() => this.onCommit());
                    }, TextInput);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({
                            placeholder: `Base URL (default ${this.settings.preset.defaultBaseUrl})`,
                            text: this.settings.baseUrl
                        });
                        TextInput.onChange((value) => {
                            this.settings.baseUrl = value;
                        });
                        TextInput.onEditChange((isEditing) => this.commitWhenDone(isEditing));
                        TextInput.onSubmit(() => this.onCommit());
                    }, TextInput);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: 16 });
                        Row.width('100%');
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: 4 });
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Toggle.create({ type: ToggleType.Checkbox, isOn: this.settings.isThinkingEnabled });
                        Toggle.onChange((isOn) => {
                            this.settings.isThinkingEnabled = isOn;
                        });
                    }, Toggle);
                    Toggle.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create('Thinking');
                        Text.fontSize(14);
                    }, Text);
                    Text.pop();
                    Row.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Row.create({ space: 4 });
                    }, Row);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Toggle.create({ type: ToggleType.Checkbox, isOn: this.settings.isWeatherToolEnabled });
                        Toggle.onChange((isOn) => {
                            this.settings.isWeatherToolEnabled = isOn;
                        });
                    }, Toggle);
                    Toggle.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create('get_weather tool');
                        Text.fontSize(14);
                    }, Text);
                    Text.pop();
                    Row.pop();
                    Row.pop();
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        If.create();
                        if (this.settings.storageStatus.length > 0) {
                            this.ifElseBranchUpdateFunction(0, () => {
                                this.observeComponentCreation2((elmtId, isInitialRender) => {
                                    Text.create(this.settings.storageStatus);
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
    commitWhenDone(isEditing) {
        if (!isEditing) {
            this.onCommit();
        }
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
], SettingsPanel.prototype, "settings", void 0);
__decorate([
    Local
], SettingsPanel.prototype, "isExpanded", void 0);
__decorate([
    Event
], SettingsPanel.prototype, "onCommit", void 0);
__decorate([
    Event
], SettingsPanel.prototype, "onSelectProvider", void 0);
//# sourceMappingURL=SettingsPanel.js.map