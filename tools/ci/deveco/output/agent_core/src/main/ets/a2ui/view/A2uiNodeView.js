var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
/*
 * A2uiNodeView: one node of a surface as native ArkUI, drawn by the builder its surface's registry holds for
 * the node's component (A2uiViewRegistry; a placeholder when it holds none). Containers draw their children
 * with this same view. Children are keyed by node key, and a node redraws only when its A2uiNodeState
 * changes.
 *
 * Why a ForEach of one item at the root: a builder call is not observed, so a node whose component changes
 * (a placeholder filled in, a component redefined under the same id) must be drawn afresh by its new
 * builder. The item's key names the component and everything the builder was given, so any change of them
 * replaces the drawing, and nothing else does.
 */
import { A2uiNodeState } from './A2uiNodeState';
import { PLACEHOLDER_BUILDER } from './A2uiPlaceholderView';
import { A2uiViewContext } from './A2uiViewContext';
export class A2uiNodeView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.initParam("isOnPrimary", (params && "isOnPrimary" in params) ? params.isOnPrimary : false);
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const component = _item;
                this.builderOf(component).builder.bind(this)(this.state, this.context, this.isOnPrimary);
            };
            this.forEachUpdateFunction(elmtId, [this.state.component], forEachItemGenFunction, (component) => `${this.state.key}:${component}:${this.isOnPrimary}:${this.context.id}`, false, false);
        }, ForEach);
        ForEach.pop();
    }
    builderOf(component) {
        return this.context.views.builderFor(component) ?? PLACEHOLDER_BUILDER;
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("state" in params) {
            this.updateParam("state", params.state);
        }
        if ("context" in params) {
            this.updateParam("context", params.context);
        }
        if ("isOnPrimary" in params) {
            this.updateParam("isOnPrimary", params.isOnPrimary);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiNodeView.prototype, "state", void 0);
__decorate([
    Param
], A2uiNodeView.prototype, "context", void 0);
__decorate([
    Param
], A2uiNodeView.prototype, "isOnPrimary", void 0);
//# sourceMappingURL=A2uiNodeView.js.map