var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var ToolCardModel_1;
/*
 * ToolCardModel: the observable copy of one ToolCard (a tool call of an answer) that ChatToolCard draws:
 * name, arguments as they stream, status, the result the model read and the duration; for a call whose tool
 * asks first, the approval: whether Approve / Deny are offered, how it was decided, the arguments as readable
 * `name: value` lines, the permissions the tool will ask for and the reason the user types. approve() and
 * deny() go to the card's live request (ToolCardApproval); on a restored card they do nothing. Colours are the view's business
 * (ChatTheme), not the model's.
 */
import { JsonCodec } from '../../core/JsonCodec';
import { ToolCardStatus } from '../ToolCardStatus';
/** Readable lines an approval card shows at most (the raw JSON stays below for the rest). */
const MAX_ARGUMENT_LINES = 8;
/** Code points of one value shown on its line. */
const MAX_VALUE_LENGTH = 120;
/** Code points of a typed deny reason the model reads (the field stops there; a pasted longer one is cut). */
export const MAX_DENY_REASON_LENGTH = 200;
let ToolCardModel = ToolCardModel_1 = class ToolCardModel {
    constructor(key) {
        this.name = '';
        this.argumentsJson = '';
        this.status = ToolCardStatus.STREAMING;
        this.resultContent = '';
        /** `120 ms`, or empty until the call has its result. */
        this.durationText = '';
        /** The call's tool asks the user first (the approval lines show). */
        this.hasApproval = false;
        /** Approve / Deny are offered: the request waits and its run lives. */
        this.isAsking = false;
        this.isApproved = false;
        this.isDenied = false;
        /** The run ended, or the session was restored, before a decision. */
        this.isUndecided = false;
        this.approvalReason = '';
        /** The permissions the tool needs, comma-separated; empty when none. */
        this.permissionsText = '';
        /** The arguments as `name: value` lines (an approval card shows them rather than the JSON). */
        this.argumentLines = [];
        /** What the user typed in the reason field while the card asks; it goes with Deny. */
        this.denyReasonDraft = '';
        this.key = key;
    }
    get isError() {
        return this.status === ToolCardStatus.ERROR;
    }
    get isDone() {
        return this.status === ToolCardStatus.DONE;
    }
    /** Approve was tapped: the call may run. */
    approve() {
        if (this.approval !== undefined) {
            this.approval.approve();
        }
    }
    /** Deny was tapped: the model reads a denial, with the typed reason when there is one. */
    deny() {
        if (this.approval !== undefined) {
            this.approval.deny(ToolCardModel_1.reasonOf(this.denyReasonDraft));
        }
    }
    update(card) {
        this.name = card.name.length > 0 ? card.name : '…';
        this.argumentsJson = card.argumentsJson;
        this.status = card.status;
        this.resultContent = card.errorCode !== undefined ? `${card.errorCode}: ${card.resultContent}` : card.resultContent;
        this.durationText = card.durationMs !== undefined ? `${card.durationMs} ms` : '';
        this.updateApproval(card);
    }
    updateApproval(card) {
        const approval = card.approval;
        this.approval = approval;
        this.hasApproval = approval !== undefined;
        this.isAsking = approval !== undefined && approval.isDecidable;
        this.isApproved = approval !== undefined && approval.isApproved;
        this.isDenied = approval !== undefined && approval.isDenied;
        this.isUndecided = approval !== undefined && approval.isUndecided;
        this.approvalReason = approval !== undefined && approval.reason !== undefined ? approval.reason : '';
        this.permissionsText = approval !== undefined ? approval.permissions.join(', ') : '';
        const lines = approval !== undefined ? ToolCardModel_1.readable(card.argumentsJson) : [];
        if (lines.join('\n') !== this.argumentLines.join('\n')) {
            this.argumentLines = lines;
        }
    }
    /** The typed reason, trimmed and cut at MAX_DENY_REASON_LENGTH code points; undefined when blank. */
    static reasonOf(draft) {
        const trimmed = draft.trim();
        if (trimmed.length === 0) {
            return undefined;
        }
        return ToolCardModel_1.firstCodePoints(trimmed, MAX_DENY_REASON_LENGTH);
    }
    /**
     * The first `max` code points of `text` (so a cut never ends in half a surrogate pair); `text` itself when it
     * has no more. Splits into code points only when the UTF-16 length could exceed `max`.
     */
    static firstCodePoints(text, max) {
        const points = text.length > max ? Array.from(text) : [];
        return points.length > max ? points.slice(0, max).join('') : text;
    }
    /** `name: value` per top-level argument (strings as they are, other values as JSON), bounded. */
    static readable(argumentsJson) {
        const parsed = JsonCodec.parseObject(argumentsJson.trim().length > 0 ? argumentsJson : '{}');
        if (!parsed.ok) {
            return [];
        }
        const args = parsed.value;
        const keys = args.keys();
        const lines = [];
        for (let i = 0; i < keys.length && i < MAX_ARGUMENT_LINES; i++) {
            const value = args.get(keys[i]);
            const text = value.asString() ?? JsonCodec.stringify(value);
            const shown = ToolCardModel_1.firstCodePoints(text, MAX_VALUE_LENGTH);
            lines.push(`${keys[i]}: ${shown.length < text.length ? `${shown}…` : shown}`);
        }
        return lines;
    }
};
__decorate([
    Trace
], ToolCardModel.prototype, "name", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "argumentsJson", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "status", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "resultContent", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "durationText", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "hasApproval", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "isAsking", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "isApproved", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "isDenied", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "isUndecided", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "approvalReason", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "permissionsText", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "argumentLines", void 0);
__decorate([
    Trace
], ToolCardModel.prototype, "denyReasonDraft", void 0);
ToolCardModel = ToolCardModel_1 = __decorate([
    ObservedV2
], ToolCardModel);
export { ToolCardModel };
//# sourceMappingURL=ToolCardModel.js.map