var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * ChatViewModel: ChatView's view of one ChatController. It listens to the controller (one call per flush,
 * not per delta) and mirrors its UiMessages into observable BubbleModels; tool results stay out of the list
 * (the answer's cards carry them). The controller stays the only owner of the conversation: the view
 * model never changes a UiMessage, it only copies. `syncCount` moves on every call, so the list can follow
 * an answer that grew without a new message. A block an answer finished is handed to `onAnnounce` once.
 */
import { ChatRole } from '../../domain/ChatRole';
import { BubbleModel } from './BubbleModel';
class ViewListener {
    constructor(model) {
        this.model = model;
    }
    onMessagesChanged(messages, reason) {
        this.model.sync(messages);
    }
}
let ChatViewModel = class ChatViewModel {
    constructor() {
        this.messages = [];
        this.isGenerating = false;
        /** Listener calls so far: each one a flush or a state change of the conversation. */
        this.syncCount = 0;
        /** Hears the text of each block an answer finished (for screen readers). */
        this.onAnnounce = (messageId, text) => {
        };
        this.listener = new ViewListener(this);
        this.models = new Map();
    }
    get isEmpty() {
        return this.messages.length === 0;
    }
    /** Starts mirroring `controller` (and stops mirroring the previous one); undefined shows an empty chat. */
    attach(controller) {
        if (this.controller === controller) {
            return;
        }
        this.detach();
        this.controller = controller;
        if (controller !== undefined) {
            controller.addListener(this.listener);
        }
        this.sync(controller !== undefined ? controller.uiMessages : []);
    }
    detach() {
        if (this.controller !== undefined) {
            this.controller.removeListener(this.listener);
            this.controller = undefined;
        }
    }
    /** The bubble model of message `messageId`, if it is on the list. */
    bubble(messageId) {
        return this.models.get(messageId);
    }
    /** Copies what changed into the observable models (the listener calls it). */
    sync(messages) {
        const next = [];
        const shown = messages.filter((message) => message.role !== ChatRole.tool);
        let hasNewList = shown.length !== this.messages.length;
        for (let i = 0; i < shown.length; i++) {
            let model = this.models.get(shown[i].id);
            if (model === undefined) {
                model = new BubbleModel(shown[i].id, shown[i].role);
                this.models.set(model.id, model);
            }
            model.update(shown[i]);
            const announced = model.takeAnnouncement();
            if (announced.length > 0) {
                this.onAnnounce(model.id, announced);
            }
            // Only the last message can be continued; asking once per sync keeps it O(messages).
            const canContinue = i === shown.length - 1 && this.controller !== undefined &&
                this.controller.canContinue(model.id);
            if (model.canContinue !== canContinue) {
                model.canContinue = canContinue;
            }
            hasNewList = hasNewList || this.messages[i] !== model;
            next.push(model);
        }
        if (hasNewList) {
            // Only a changed list is reassigned; a flush changes @Trace fields of the models it touched.
            this.messages = next;
            this.forgetRemoved(messages);
        }
        this.isGenerating = this.controller !== undefined && this.controller.isGenerating;
        this.syncCount++;
    }
    forgetRemoved(messages) {
        const kept = new Set(messages.map((message) => message.id));
        const ids = Array.from(this.models.keys());
        for (let i = 0; i < ids.length; i++) {
            if (!kept.has(ids[i])) {
                this.models.delete(ids[i]);
            }
        }
    }
};
__decorate([
    Trace
], ChatViewModel.prototype, "messages", void 0);
__decorate([
    Trace
], ChatViewModel.prototype, "isGenerating", void 0);
__decorate([
    Trace
], ChatViewModel.prototype, "syncCount", void 0);
ChatViewModel = __decorate([
    ObservedV2
], ChatViewModel);
export { ChatViewModel };
//# sourceMappingURL=ChatViewModel.js.map