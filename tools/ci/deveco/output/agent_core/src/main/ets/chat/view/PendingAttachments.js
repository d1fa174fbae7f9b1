var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var PendingAttachments_1;
let PendingAttachments = PendingAttachments_1 = class PendingAttachments {
    constructor() {
        /** How many pictures one message may carry. */
        this.maxCount = 4;
        this.parts = [];
    }
    /** Adds an image part; false when it is no image part or the message already holds `maxCount`. */
    add(part) {
        if (!part.isImage || part.image === undefined || this.parts.length >= this.maxCount) {
            return false;
        }
        this.parts = this.parts.concat([part]);
        return true;
    }
    /** Removes the picture at `index` (the remove button). */
    remove(index) {
        if (index >= 0 && index < this.parts.length) {
            this.parts = this.parts.filter((part, at) => at !== index);
        }
    }
    clear() {
        this.parts = [];
    }
    /** What each thumbnail shows: the picture's `data:` (or https) URL, in order. */
    get urls() {
        return PendingAttachments_1.urlsOf(this.parts);
    }
    /** The image URLs of `parts` (a user message's parts, for its bubble), in order; text parts are skipped. */
    static urlsOf(parts) {
        const urls = [];
        for (const part of parts) {
            if (part.isImage && part.image !== undefined) {
                urls.push(part.image.wireUrl);
            }
        }
        return urls;
    }
};
__decorate([
    Trace
], PendingAttachments.prototype, "parts", void 0);
PendingAttachments = PendingAttachments_1 = __decorate([
    ObservedV2
], PendingAttachments);
export { PendingAttachments };
//# sourceMappingURL=PendingAttachments.js.map