var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { ToolCardStatus } from '../ToolCardStatus';
let ToolCardModel = class ToolCardModel {
    constructor(key) {
        this.name = '';
        this.argumentsJson = '';
        this.status = ToolCardStatus.STREAMING;
        this.resultContent = '';
        /** `120 ms`, or empty until the call has its result. */
        this.durationText = '';
        this.key = key;
    }
    get isError() {
        return this.status === ToolCardStatus.ERROR;
    }
    get isDone() {
        return this.status === ToolCardStatus.DONE;
    }
    update(card) {
        this.name = card.name.length > 0 ? card.name : '…';
        this.argumentsJson = card.argumentsJson;
        this.status = card.status;
        this.resultContent = card.errorCode !== undefined ? `${card.errorCode}: ${card.resultContent}` : card.resultContent;
        this.durationText = card.durationMs !== undefined ? `${card.durationMs} ms` : '';
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
ToolCardModel = __decorate([
    ObservedV2
], ToolCardModel);
export { ToolCardModel };
//# sourceMappingURL=ToolCardModel.js.map