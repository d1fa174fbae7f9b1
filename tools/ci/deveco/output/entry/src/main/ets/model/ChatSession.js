var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var ChatSession_1;
/*
 * ChatSession: the demo's conversation, drawn by the chat kit's ChatView. It owns one ChatController, built
 * once the app's session database is open (RdbChatSessionStore: each turn is saved as it completes, and the
 * latest session is restored at launch). What is the demo's own: the get_weather tool, send_message (which asks
 * the user first: the kit's approval card) and A2UI (with the tools ticked, the controller runs each request as an
 * AgentRuntime loop over the ToolRegistry), the answer's pacing, the settings applied before every request the
 * view starts (ChatViewHooks.onBeforeRequest, which refuses without a key), the attachment button (PhotoPicker: gallery photos as picture parts), and the
 * developer's status line. The controller stays the only owner of the conversation state; the kit's view
 * mirrors it.
 */
import { ChatController, ChatControllerOptions, ChatViewHooks, RdbChatSessionStore, SmoothTextPacerOptions, ToolRegistry } from '@arkagent/core';
import { A2uiChat } from './A2uiChat';
import { DemoMessageTool } from './DemoMessageTool';
import { DemoWeatherTool } from './DemoWeatherTool';
import { PhotoPicker } from './PhotoPicker';
let ChatSession = ChatSession_1 = class ChatSession {
    constructor(settings, transport) {
        /** Undefined until open() has restored the saved conversation (ChatView shows an empty chat until then). */
        this.controller = undefined;
        /** `reason · n deltas in m UI updates`, or why a request was refused. */
        this.statusLine = ChatSession_1.LOADING;
        this.isGenerating = false;
        this.hasMessages = false;
        /** What ChatView hands to the app; the app's go-ahead applies the current settings. */
        this.hooks = new ChatViewHooks();
        /** A2UI: the model may draw surfaces (forms, cards) with send_a2ui_json_to_client when the tools are on. */
        this.a2ui = new A2uiChat();
        this.options = new ChatControllerOptions();
        this.tools = new ToolRegistry();
        this.photos = new PhotoPicker();
        this.settings = settings;
        this.transport = transport;
        // The answer flows at a steady pace, cluster by cluster, instead of in network bursts (at most 300 ms behind).
        this.options.textPacing = new SmoothTextPacerOptions();
        // A registration error would be a bug in the demo tool's schema: it shows as the status line.
        const registered = this.tools.register(DemoWeatherTool.definition(), new DemoWeatherTool());
        const asksFirst = this.tools.register(DemoMessageTool.definition(), new DemoMessageTool(), DemoMessageTool.policy());
        const failed = !registered.ok ? registered : asksFirst;
        if (!failed.ok) {
            this.statusLine = `Demo tool not registered: ${failed.error?.message}`;
        }
        const a2uiProblem = this.a2ui.register(this.tools);
        if (a2uiProblem.length > 0) {
            this.statusLine = a2uiProblem;
        }
        this.options.a2uiStore = this.a2ui.store;
        this.hooks.onBeforeRequest = () => this.prepareRequest();
        this.hooks.onAttachment = () => {
            this.attachPhotos();
        };
    }
    /**
     * Opens the session database in `context` (the page's host context; none: the chat is not saved), restores
     * the latest conversation, then hands the controller to the view. A database that cannot be opened leaves a
     * chat that works but is not saved, and says so.
     */
    async open(context) {
        if (context !== undefined) {
            const opened = await RdbChatSessionStore.open(context);
            if (opened.ok) {
                this.options.sessionStore = opened.value;
            }
            else {
                this.statusLine = `Chats are not saved: ${opened.error?.code}`;
            }
        }
        const controller = new ChatController(this.settings.createClient(this.transport), this.template(), this.options);
        controller.addListener(this);
        const restored = await controller.sessions?.restoreLatest();
        if (restored !== undefined && !restored.ok) {
            this.statusLine = `Saved chat not restored: ${restored.error?.code}`;
        }
        if (this.statusLine === ChatSession_1.LOADING) {
            this.statusLine = 'Idle';
        }
        this.hasMessages = controller.uiMessages.length > 0;
        this.controller = controller;
    }
    /** An empty conversation; the one shown stays saved. */
    startNew() {
        const controller = this.controller;
        const sessions = controller?.sessions;
        if (sessions !== undefined) {
            sessions.startNew();
        }
        else if (controller !== undefined) {
            controller.clear();
        }
    }
    stop() {
        this.controller?.stop();
    }
    /** The controller's listener: one call per flush or state change. */
    onMessagesChanged(messages, reason) {
        const controller = this.controller;
        if (controller === undefined) {
            return;
        }
        this.isGenerating = controller.isGenerating;
        this.hasMessages = messages.length > 0;
        const run = controller.isGenerating || this.options.toolRegistry === undefined ? undefined :
            controller.lastRunResult;
        const steps = run !== undefined && run.steps.length > 1 ? ` · ${run.status} in ${run.steps.length} steps` : '';
        this.statusLine = `${reason}${steps} · ${controller.deltaCount} deltas in ${controller.flushCount} UI updates`;
    }
    /** The attachment button: the picked photos wait in the input as thumbnails; one that cannot go says why. */
    async attachPhotos() {
        const pending = this.hooks.attachments;
        const room = pending.maxCount - pending.parts.length;
        if (room <= 0) {
            this.statusLine = `At most ${pending.maxCount} pictures per message`;
            return;
        }
        const picked = await this.photos.pick(room);
        for (const part of picked.parts) {
            pending.add(part);
        }
        if (picked.problems.length > 0) {
            this.statusLine = `Picture not attached: ${picked.problems.join(', ')}`;
        }
    }
    /** Before each request: refuse without a key; else the current settings (the tool turns the agent loop on). */
    prepareRequest() {
        const controller = this.controller;
        if (controller === undefined) {
            return false;
        }
        if (!this.settings.hasApiKey) {
            this.statusLine = 'Enter an API key first';
            return false;
        }
        this.options.toolRegistry = this.settings.isWeatherToolEnabled ? this.tools : undefined;
        controller.reconfigure(this.settings.createClient(this.transport), this.template());
        return true;
    }
    template() {
        const template = this.settings.chatTemplate();
        return this.settings.isWeatherToolEnabled ? this.a2ui.withPrompt(template) : template;
    }
};
/** The status line until open() is done: a request before is refused. */
ChatSession.LOADING = 'Loading the saved chat…';
__decorate([
    Trace
], ChatSession.prototype, "controller", void 0);
__decorate([
    Trace
], ChatSession.prototype, "statusLine", void 0);
__decorate([
    Trace
], ChatSession.prototype, "isGenerating", void 0);
__decorate([
    Trace
], ChatSession.prototype, "hasMessages", void 0);
ChatSession = ChatSession_1 = __decorate([
    ObservedV2
], ChatSession);
export { ChatSession };
//# sourceMappingURL=ChatSession.js.map