var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * MessageView: the observable copy of one UiMessage that the ArkUI list renders (@ObservedV2, fields
 * @Trace). ChatSession copies a UiMessage into it only when the UiMessage's revision moved, so a flush
 * redraws the bubbles that changed and nothing else. An answer's text is also kept as Markdown blocks
 * (AnswerMarkdown: one incremental parser per answer, fed what each flush appended).
 */
import { MessageStatus } from '@arkagent/core';
import { A2uiChat } from './A2uiChat';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ToolCardView } from './ToolCardView';
let MessageView = class MessageView {
    constructor(id, role) {
        this.content = '';
        /** An answer's content as Markdown blocks (MarkdownView keys them by id and version); empty for the user. */
        this.blocks = [];
        this.reasoning = '';
        this.status = MessageStatus.IDLE;
        this.errorText = '';
        /** One card per tool call, in call order. */
        this.toolCards = [];
        this.usageText = '';
        /** The A2UI surface a surface message shows (UiMessage.surfaceId); '' for any other message. */
        this.surfaceId = '';
        this.revision = -1;
        this.markdown = new AnswerMarkdown();
        this.id = id;
        this.role = role;
    }
    get isUser() {
        return this.role === 'user';
    }
    get canRetry() {
        return this.role === 'assistant' &&
            (this.status === MessageStatus.ERROR || this.status === MessageStatus.CANCELLED);
    }
    /** Copies `message` when it changed since the last copy; returns whether it did. */
    update(message) {
        if (message.revision === this.revision) {
            return false;
        }
        this.revision = message.revision;
        this.content = message.action !== undefined ? A2uiChat.actionLabel(message.action) : message.content;
        this.surfaceId = message.surfaceId ?? '';
        if (!this.isUser) {
            this.blocks = this.markdown.update(message.content, !message.isInFlight);
        }
        this.reasoning = message.reasoning;
        this.status = message.status;
        this.errorText = message.error !== undefined ? message.error.describe() : '';
        this.updateCards(message);
        const usage = message.usage;
        this.usageText = usage === undefined ? '' : `tokens ${usage.promptTokens} in / ${usage.completionTokens} out` +
            (usage.reasoningTokens !== undefined ? ` (${usage.reasoningTokens} reasoning)` : '');
        return true;
    }
    /** Card views are reused by position, so a streaming card keeps its view; the list changes only in length. */
    updateCards(message) {
        const cards = message.toolCards;
        const views = this.toolCards.length === cards.length ? this.toolCards : cards.map((card, index) => index < this.toolCards.length ? this.toolCards[index] : new ToolCardView(`${this.id}:${index}`));
        for (let i = 0; i < cards.length; i++) {
            views[i].update(cards[i]);
        }
        if (views !== this.toolCards) {
            this.toolCards = views;
        }
    }
};
__decorate([
    Trace
], MessageView.prototype, "content", void 0);
__decorate([
    Trace
], MessageView.prototype, "blocks", void 0);
__decorate([
    Trace
], MessageView.prototype, "reasoning", void 0);
__decorate([
    Trace
], MessageView.prototype, "status", void 0);
__decorate([
    Trace
], MessageView.prototype, "errorText", void 0);
__decorate([
    Trace
], MessageView.prototype, "toolCards", void 0);
__decorate([
    Trace
], MessageView.prototype, "usageText", void 0);
__decorate([
    Trace
], MessageView.prototype, "surfaceId", void 0);
MessageView = __decorate([
    ObservedV2
], MessageView);
export { MessageView };
//# sourceMappingURL=MessageView.js.map