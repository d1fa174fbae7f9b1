var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * A2uiNodeState: the observable copy of one A2uiNode that ArkUI renders (@ObservedV2, fields @Trace).
 * A2uiSurfaceModel copies a node into it when the surface reports the node changed, so a data update
 * redraws exactly the components bound to what changed.
 */
import { JsonObject } from '../../core/JsonModel';
let A2uiNodeState = class A2uiNodeState {
    constructor(key, id) {
        this.component = '';
        this.props = new JsonObject();
        this.children = [];
        this.failedChecks = [];
        this.revision = -1;
        this.key = key;
        this.id = id;
    }
    get isEnabled() {
        return this.failedChecks.length === 0;
    }
    text(name) {
        return this.props.get(name)?.asString() ?? '';
    }
    number(name, fallback) {
        return this.props.get(name)?.asNumber() ?? fallback;
    }
    flag(name) {
        return this.props.get(name)?.asBoolean() ?? false;
    }
    /** `accessibility.label`, or `fallback` when the agent gave none. */
    accessibilityLabel(fallback = '') {
        return this.props.get('accessibility')?.get('label')?.asString() ?? fallback;
    }
    /** `accessibility.description`, or ''. */
    accessibilityDescription() {
        return this.props.get('accessibility')?.get('description')?.asString() ?? '';
    }
    /** Copies `node` when its revision moved; `children` are the states of its children. */
    update(node, children) {
        if (node.revision === this.revision) {
            return false;
        }
        this.revision = node.revision;
        this.component = node.component;
        this.props = node.props;
        this.failedChecks = node.failedChecks;
        this.children = children;
        return true;
    }
};
__decorate([
    Trace
], A2uiNodeState.prototype, "component", void 0);
__decorate([
    Trace
], A2uiNodeState.prototype, "props", void 0);
__decorate([
    Trace
], A2uiNodeState.prototype, "children", void 0);
__decorate([
    Trace
], A2uiNodeState.prototype, "failedChecks", void 0);
A2uiNodeState = __decorate([
    ObservedV2
], A2uiNodeState);
export { A2uiNodeState };
//# sourceMappingURL=A2uiNodeState.js.map