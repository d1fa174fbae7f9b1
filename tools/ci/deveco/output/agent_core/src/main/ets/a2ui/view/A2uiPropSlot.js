var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var A2uiPropSlot_1;
let A2uiPropSlot = A2uiPropSlot_1 = class A2uiPropSlot {
    constructor(value) {
        this.value = undefined;
        /** The value's JSON text ('' for none): what `set` compares, as a new value is always a new object. */
        this.json = '';
        this.value = value;
        this.json = A2uiPropSlot_1.jsonOf(value);
    }
    /** Takes `value` when it differs from the current one (only then do its readers update). */
    set(value) {
        const json = A2uiPropSlot_1.jsonOf(value);
        if (json !== this.json) {
            this.json = json;
            this.value = value;
        }
    }
    static jsonOf(value) {
        return value !== undefined ? JSON.stringify(value.toRaw()) : '';
    }
};
__decorate([
    Trace
], A2uiPropSlot.prototype, "value", void 0);
A2uiPropSlot = A2uiPropSlot_1 = __decorate([
    ObservedV2
], A2uiPropSlot);
export { A2uiPropSlot };
//# sourceMappingURL=A2uiPropSlot.js.map