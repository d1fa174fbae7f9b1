var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var A2uiNodeState_1;
import { A2uiPropSlot } from './A2uiPropSlot';
let A2uiNodeState = A2uiNodeState_1 = class A2uiNodeState {
    constructor(key, id) {
        this.component = '';
        this.children = [];
        this.failedChecks = [];
        /** The node's revision last copied (-1: none yet). */
        this.revision = -1;
        this.node = undefined;
        /** One slot per property a view has read. */
        this.slots = new Map();
        this.key = key;
        this.id = id;
    }
    get isEnabled() {
        return this.failedChecks.length === 0;
    }
    /** Property `name` as resolved (undefined when the node has none); a view reading it updates when it changes. */
    value(name) {
        let slot = this.slots.get(name);
        if (slot === undefined) {
            slot = new A2uiPropSlot(this.node !== undefined ? this.node.props.get(name) : undefined);
            this.slots.set(name, slot);
        }
        return slot.value;
    }
    text(name) {
        return this.value(name)?.asString() ?? '';
    }
    number(name, fallback) {
        return this.value(name)?.asNumber() ?? fallback;
    }
    flag(name) {
        return this.value(name)?.asBoolean() ?? false;
    }
    /** `accessibility.label`, or `fallback` when the agent gave none. */
    accessibilityLabel(fallback = '') {
        return this.value('accessibility')?.get('label')?.asString() ?? fallback;
    }
    /** `accessibility.description`, or ''. */
    accessibilityDescription() {
        return this.value('accessibility')?.get('description')?.asString() ?? '';
    }
    /** Whether `node` has changed since it was last copied here (its revision moved). */
    isBehind(node) {
        return node.revision !== this.revision;
    }
    /** Copies `node` when its revision moved; `children` are the states of its children. */
    update(node, children) {
        if (node.revision === this.revision) {
            return false;
        }
        this.revision = node.revision;
        this.node = node;
        this.component = node.component;
        this.slots.forEach((slot, name) => {
            slot.set(node.props.get(name));
        });
        if (!A2uiNodeState_1.same(this.failedChecks, node.failedChecks)) {
            this.failedChecks = node.failedChecks;
        }
        if (!A2uiNodeState_1.same(this.children, children)) {
            this.children = children;
        }
        return true;
    }
    /** The same items in the same order (a new array of them must not redraw their readers). */
    static same(a, b) {
        if (a.length !== b.length) {
            return false;
        }
        for (let i = 0; i < a.length; i++) {
            if (a[i] !== b[i]) {
                return false;
            }
        }
        return true;
    }
};
__decorate([
    Trace
], A2uiNodeState.prototype, "component", void 0);
__decorate([
    Trace
], A2uiNodeState.prototype, "children", void 0);
__decorate([
    Trace
], A2uiNodeState.prototype, "failedChecks", void 0);
A2uiNodeState = A2uiNodeState_1 = __decorate([
    ObservedV2
], A2uiNodeState);
export { A2uiNodeState };
//# sourceMappingURL=A2uiNodeState.js.map