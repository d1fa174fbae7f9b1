var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * ChatSession: the page's view of one ChatController. It listens to the controller (one call per
 * flush, not per delta) and mirrors the UiMessages into observable MessageViews. With the demo tool on,
 * the controller runs each request as an AgentRuntime loop over a ToolRegistry: the tool calls show as
 * cards on the answer, and their `tool` messages stay out of the list (the cards carry their results).
 * Answers are paced (ChatControllerOptions.textPacing) so they flow steadily instead of in bursts.
 * With the tools on, the model may also draw A2UI surfaces (A2uiChat): each is a message of the list, and
 * a Button's action goes back as the next user turn (sendAction).
 * The controller stays the only owner of the conversation state.
 */
import { ChatController, ChatControllerOptions, ChatRole, SmoothTextPacerOptions, ToolRegistry } from '@arkagent/core';
import { A2uiChat } from './A2uiChat';
import { DemoWeatherTool } from './DemoWeatherTool';
import { MessageView } from './MessageView';
class SessionListener {
    constructor(session) {
        this.session = session;
    }
    onMessagesChanged(messages, reason) {
        this.session.sync(messages, reason);
    }
}
let ChatSession = class ChatSession {
    constructor(settings, transport) {
        this.messages = [];
        this.isGenerating = false;
        /** `reason · n deltas in m UI updates`. */
        this.statusLine = 'Idle';
        this.options = new ChatControllerOptions();
        this.tools = new ToolRegistry();
        this.views = new Map();
        /** A2UI: the model may draw surfaces (forms, cards) with send_a2ui_json_to_client when the tools are on. */
        this.a2ui = new A2uiChat();
        this.settings = settings;
        this.transport = transport;
        // The answer flows at a steady pace, cluster by cluster, instead of in network bursts (at most 300 ms behind).
        this.options.textPacing = new SmoothTextPacerOptions();
        // A registration error would be a bug in the demo tool's schema: it shows as a status line.
        const registered = this.tools.register(DemoWeatherTool.definition(), new DemoWeatherTool());
        if (!registered.ok) {
            this.statusLine = `Demo tool not registered: ${registered.error?.message}`;
        }
        const a2uiProblem = this.a2ui.register(this.tools);
        if (a2uiProblem.length > 0) {
            this.statusLine = a2uiProblem;
        }
        this.options.a2uiStore = this.a2ui.store;
        this.controller = new ChatController(settings.createClient(transport), settings.chatTemplate(), this.options);
        this.controller.addListener(new SessionListener(this));
    }
    /** Sends `prompt` with the current settings; false when there is nothing to send or no key. */
    send(prompt) {
        if (!this.settings.hasApiKey) {
            this.statusLine = 'Enter an API key first';
            return false;
        }
        this.reconfigure();
        return this.controller.send(prompt) !== undefined;
    }
    stop() {
        this.controller.stop();
    }
    retry(messageId) {
        this.reconfigure();
        this.controller.retry(messageId);
    }
    clear() {
        this.controller.clear();
    }
    /** The surface a surface message shows. */
    surface(surfaceId) {
        return this.a2ui.surface(surfaceId);
    }
    /** A surface's Button was pressed: its action message is the next user turn. */
    sendAction(message) {
        if (!this.settings.hasApiKey) {
            this.statusLine = 'Enter an API key first';
            return false;
        }
        this.reconfigure();
        return this.controller.sendAction(message) !== undefined;
    }
    /** A surface's view could not draw something or refused input: the agent hears it with the next turn. */
    reportSurfaceError(surfaceId, error) {
        this.controller.reportSurfaceError(surfaceId, error);
    }
    /** Called by the controller's listener: copies what changed into the observable views. */
    sync(messages, reason) {
        const next = [];
        // Tool results are shown on the answer's cards, not as bubbles of their own.
        const shown = messages.filter((message) => message.role !== ChatRole.tool);
        let hasNewList = shown.length !== this.messages.length;
        for (let i = 0; i < shown.length; i++) {
            let view = this.views.get(shown[i].id);
            if (view === undefined) {
                view = new MessageView(shown[i].id, shown[i].role);
                this.views.set(view.id, view);
            }
            view.update(shown[i]);
            hasNewList = hasNewList || this.messages[i] !== view;
            next.push(view);
        }
        if (hasNewList) {
            // Only a changed list is reassigned; a flush changes @Trace fields of the views it touched.
            this.messages = next;
            this.forgetRemoved(messages);
        }
        this.isGenerating = this.controller.isGenerating;
        const run = this.controller.isGenerating || this.options.toolRegistry === undefined ? undefined :
            this.controller.lastRunResult;
        const steps = run !== undefined && run.steps.length > 1 ? ` · ${run.status} in ${run.steps.length} steps` : '';
        this.statusLine = `${reason}${steps} · ${this.controller.deltaCount} deltas in ` +
            `${this.controller.flushCount} UI updates`;
    }
    /** The current settings for the next request; the demo tool turns the agent loop on. */
    reconfigure() {
        this.options.toolRegistry = this.settings.isWeatherToolEnabled ? this.tools : undefined;
        const template = this.settings.chatTemplate();
        this.controller.reconfigure(this.settings.createClient(this.transport), this.settings.isWeatherToolEnabled ? this.a2ui.withPrompt(template) : template);
    }
    forgetRemoved(messages) {
        const kept = new Set(messages.map((message) => message.id));
        const ids = Array.from(this.views.keys());
        for (let i = 0; i < ids.length; i++) {
            if (!kept.has(ids[i])) {
                this.views.delete(ids[i]);
            }
        }
    }
};
__decorate([
    Trace
], ChatSession.prototype, "messages", void 0);
__decorate([
    Trace
], ChatSession.prototype, "isGenerating", void 0);
__decorate([
    Trace
], ChatSession.prototype, "statusLine", void 0);
ChatSession = __decorate([
    ObservedV2
], ChatSession);
export { ChatSession };
//# sourceMappingURL=ChatSession.js.map