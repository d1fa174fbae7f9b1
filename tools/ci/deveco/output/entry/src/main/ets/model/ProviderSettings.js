var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * ProviderSettings: what the user typed in the settings panel, shared by the chat and the acceptance
 * tab. SettingsPersistence keeps provider, model and base URL in preferences and the API key in the
 * Asset Store; the key is never printed or logged.
 */
import { ClientOptions, JsonObject, JsonValue, ModelRequest, OpenAICompatibleClient } from '@arkagent/core';
import { DemoWeatherTool } from './DemoWeatherTool';
import { ProviderPresets } from './ProviderPresets';
let ProviderSettings = class ProviderSettings {
    constructor() {
        this.providerId = ProviderPresets.DEEPSEEK.id;
        this.apiKey = '';
        this.model = ProviderPresets.DEEPSEEK.defaultModel;
        /** Empty: the provider's own base URL. */
        this.baseUrl = '';
        this.isThinkingEnabled = true;
        /** Offer the demo's get_weather tool to the model (answered locally). */
        this.isWeatherToolEnabled = false;
        /** The outcome of the last save or load, when it failed (operation and error code); else empty. */
        this.storageStatus = '';
        /** The key was typed since it was last saved or loaded (SettingsPersistence saves it then). */
        this.isApiKeyEdited = false;
    }
    get preset() {
        return ProviderPresets.byId(this.providerId);
    }
    get hasApiKey() {
        return this.apiKey.trim().length > 0;
    }
    /** Switches provider and resets the model to that provider's default. */
    selectProvider(id) {
        if (id !== this.providerId) {
            this.providerId = id;
            this.model = ProviderPresets.byId(id).defaultModel;
        }
    }
    /** A client for the current settings; `apiKey` overrides the typed key (acceptance's wrong-key run). */
    createClient(transport, apiKey = this.apiKey) {
        const options = new ClientOptions();
        options.apiKey = apiKey.trim();
        options.baseUrl = this.baseUrl.trim();
        return new OpenAICompatibleClient(options, transport, this.preset.createProfile());
    }
    /** `{"thinking":{"type":"enabled"|"disabled"}}`, as both profiles consume it. */
    thinkingExtensions() {
        const type = this.isThinkingEnabled ? 'enabled' : 'disabled';
        return new JsonObject().set('thinking', JsonValue.object(new JsonObject().set('type', JsonValue.string(type))));
    }
    /** The request template of the chat: model, extensions and, when enabled, the demo tool. */
    chatTemplate() {
        const template = new ModelRequest();
        template.model = this.model.trim().length > 0 ? this.model.trim() : this.preset.defaultModel;
        template.extensions = this.thinkingExtensions();
        if (this.isWeatherToolEnabled) {
            template.tools = [DemoWeatherTool.definition()];
        }
        return template;
    }
};
__decorate([
    Trace
], ProviderSettings.prototype, "providerId", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "apiKey", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "model", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "baseUrl", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "isThinkingEnabled", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "isWeatherToolEnabled", void 0);
__decorate([
    Trace
], ProviderSettings.prototype, "storageStatus", void 0);
ProviderSettings = __decorate([
    ObservedV2
], ProviderSettings);
export { ProviderSettings };
//# sourceMappingURL=ProviderSettings.js.map