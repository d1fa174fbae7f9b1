var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var BubbleModel_1;
/*
 * BubbleModel: the observable copy of one UiMessage that MessageBubble draws (@ObservedV2, fields @Trace).
 * ChatViewModel copies a UiMessage into it only when the message's revision moved, so a flush redraws the
 * bubbles that changed and nothing else. An answer's text is kept as Markdown blocks (AnswerMarkdown: one
 * incremental parser per answer, fed what each flush appended). What a screen reader hears moves only
 * when a block is finished (`finishedText`, takeAnnouncement), never at every delta.
 */
import { ChatRole } from '../../domain/ChatRole';
import { MessageStatus } from '../MessageStatus';
import { AnswerMarkdown } from './AnswerMarkdown';
import { ChatFeedback } from './ChatFeedback';
import { PendingAttachments } from './PendingAttachments';
import { ToolCardModel } from './ToolCardModel';
let BubbleModel = BubbleModel_1 = class BubbleModel {
    constructor(id, role) {
        /** The URLs of the pictures a user message carried (its history message's image parts), in order. */
        this.images = [];
        /** The user's words (an A2UI action as `▶ name`); an answer's raw text (what Copy copies). */
        this.content = '';
        /** An answer's content as Markdown blocks (MarkdownView keys them by parser, id and version). */
        this.blocks = [];
        this.reasoning = '';
        this.status = MessageStatus.IDLE;
        /** Why an answer failed (`layer/code: message`); '' otherwise, and for a stopped answer. */
        this.errorText = '';
        /** One card per tool call, in call order. */
        this.toolCards = [];
        this.usageText = '';
        /** The A2UI surface a surface message shows (UiMessage.surfaceId); '' for any other message. */
        this.surfaceId = '';
        /** The plain text of the answer's finished blocks: what the bubble's accessibility text says. */
        this.finishedText = '';
        /** The user's thumbs on this answer (view state: the host keeps it if it wants to). */
        this.feedback = ChatFeedback.NONE;
        /** Which of the answer's alternatives is shown (0-based) and how many there are (regenerate). */
        this.variantIndex = 0;
        this.variantCount = 1;
        /** The answer can go on from its text (ChatController.canContinue): the bubble shows Continue. */
        this.canContinue = false;
        this.revision = -1;
        this.markdown = new AnswerMarkdown();
        /** The parser and count of final top-level blocks already announced. */
        this.announcedParser = -1;
        this.announcedBlocks = 0;
        this.pendingAnnouncement = '';
        this.id = id;
        this.role = role;
    }
    get isUser() {
        return this.role === ChatRole.user;
    }
    get isSurface() {
        return this.surfaceId.length > 0;
    }
    get isInFlight() {
        return this.status === MessageStatus.SENDING || this.status === MessageStatus.STREAMING;
    }
    get isStopped() {
        return this.status === MessageStatus.CANCELLED;
    }
    get isFailed() {
        return this.status === MessageStatus.ERROR;
    }
    /** True once the answer shows text: the reasoning block folds then. */
    get hasAnswer() {
        return this.blocks.length > 0;
    }
    get canRetry() {
        return !this.isUser && (this.isFailed || this.isStopped);
    }
    /** Copy, regenerate, edit and the thumbs: on a finished message with text. */
    get hasActions() {
        return !this.isInFlight && !this.isSurface && this.content.length > 0;
    }
    /** Copies `message` when it changed since the last copy; returns whether it did. */
    update(message) {
        if (message.revision === this.revision) {
            return false;
        }
        this.revision = message.revision;
        this.content = message.action !== undefined ? BubbleModel_1.actionLabel(message) : message.content;
        this.surfaceId = message.surfaceId ?? '';
        const history = message.historyMessage;
        this.images = this.isUser && history !== undefined ? PendingAttachments.urlsOf(history.parts) : [];
        if (!this.isUser) {
            this.blocks = this.markdown.update(message.content, !message.isInFlight);
            this.noteFinishedBlocks();
        }
        this.reasoning = message.reasoning;
        this.status = message.status;
        this.errorText = message.error !== undefined && message.status === MessageStatus.ERROR ?
            message.error.describe() : '';
        this.variantIndex = message.variantIndex;
        this.variantCount = message.variantCount;
        this.updateCards(message);
        const usage = message.usage;
        this.usageText = usage === undefined ? '' : `tokens ${usage.promptTokens} in / ${usage.completionTokens} out` +
            (usage.reasoningTokens !== undefined ? ` (${usage.reasoningTokens} reasoning)` : '');
        return true;
    }
    /** The text of the blocks finished since the last call ('' when none): what a screen reader announces. */
    takeAnnouncement() {
        const text = this.pendingAnnouncement;
        this.pendingAnnouncement = '';
        return text;
    }
    /** What a user bubble shows for an A2UI action message: `▶ submit_contact` rather than its JSON. */
    static actionLabel(message) {
        const action = message.action;
        const name = action !== undefined ? action.get('action')?.get('name')?.asString() : undefined;
        return `▶ ${name ?? 'action'}`;
    }
    /** Top-level blocks that became final since the last flush join the announcement and `finishedText`. */
    noteFinishedBlocks() {
        const blocks = this.blocks;
        const parserId = blocks.length > 0 ? blocks[0].parserId : this.announcedParser;
        if (parserId !== this.announcedParser) {
            // A new parser (a retried or replaced answer): its blocks are news, the old ones are gone.
            this.announcedParser = parserId;
            this.announcedBlocks = 0;
            this.pendingAnnouncement = '';
            this.finishedText = '';
        }
        let finished = 0;
        while (finished < blocks.length && blocks[finished].isFinal) {
            finished++;
        }
        if (finished <= this.announcedBlocks) {
            return;
        }
        const fresh = [];
        for (let i = this.announcedBlocks; i < finished; i++) {
            fresh.push(blocks[i].plainText());
        }
        this.announcedBlocks = finished;
        const text = fresh.join('\n');
        this.pendingAnnouncement = this.pendingAnnouncement.length > 0 ? `${this.pendingAnnouncement}\n${text}` : text;
        this.finishedText = this.finishedText.length > 0 ? `${this.finishedText}\n${text}` : text;
    }
    /** Card models are reused by position, so a streaming card keeps its model; the list changes only in length. */
    updateCards(message) {
        const cards = message.toolCards;
        const models = this.toolCards.length === cards.length ? this.toolCards :
            cards.map((card, index) => index < this.toolCards.length ? this.toolCards[index] : new ToolCardModel(`${this.id}:${index}`));
        for (let i = 0; i < cards.length; i++) {
            models[i].update(cards[i]);
        }
        if (models !== this.toolCards) {
            this.toolCards = models;
        }
    }
};
__decorate([
    Trace
], BubbleModel.prototype, "images", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "content", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "blocks", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "reasoning", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "status", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "errorText", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "toolCards", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "usageText", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "surfaceId", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "finishedText", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "feedback", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "variantIndex", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "variantCount", void 0);
__decorate([
    Trace
], BubbleModel.prototype, "canContinue", void 0);
BubbleModel = BubbleModel_1 = __decorate([
    ObservedV2
], BubbleModel);
export { BubbleModel };
//# sourceMappingURL=BubbleModel.js.map