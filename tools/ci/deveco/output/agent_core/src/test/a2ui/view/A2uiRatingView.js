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
 * A2uiRatingView: a component of an app's own catalog, as an app would write it, for the view suites
 * (tools/conformance/views/test/A2uiViewRegistry.test.ts; its catalog entry is A2uiViewFixtures.ratingCatalogs):
 * `Rating` shows `max` stars of which `value` are filled, and a tap on a star writes its number to the
 * bound value through the surface, as the basic inputs do. It lives with the library's tests so that DevEco's
 * front end compiles it (the agent_core@test target) and the suites run its kept output.
 */
import { JsonValue } from '../../../main/ets/core/JsonModel';
import { A2uiComponentView } from '../../../main/ets/a2ui/view/A2uiComponentView';
import { A2uiNodeState } from '../../../main/ets/a2ui/view/A2uiNodeState';
import { A2uiViewContext } from '../../../main/ets/a2ui/view/A2uiViewContext';
export class A2uiRatingView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 4 });
            Row.margin(this.context.theme.margin);
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const star = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Text.create(star <= this.state.number('value', 0) ? '★' : '☆');
                    Text.fontSize(22);
                    Text.fontColor(this.context.theme.primaryColor);
                    Text.accessibilityText(`${star} of ${this.stars().length}`);
                    Text.onClick(() => {
                        this.context.input(this.state.key, JsonValue.number(star));
                    });
                }, Text);
                Text.pop();
            };
            this.forEachUpdateFunction(elmtId, this.stars(), forEachItemGenFunction, (star) => `${star}:${star <= this.state.number('value', 0)}`, false, false);
        }, ForEach);
        ForEach.pop();
        Row.pop();
    }
    /** 1 ... max (5 when the agent gave none). */
    stars() {
        const out = [];
        const max = Math.max(1, Math.min(10, Math.floor(this.state.number('max', 5))));
        for (let star = 1; star <= max; star++) {
            out.push(star);
        }
        return out;
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
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiRatingView.prototype, "state", void 0);
__decorate([
    Param
], A2uiRatingView.prototype, "context", void 0);
function drawRating(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiRatingView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/test/a2ui/view/A2uiRatingView.ets", line: 46, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        context: context
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, context: context
                });
            }
        }, { name: "A2uiRatingView" });
    }
}
/** The app catalog's Rating. */
export const RATING_VIEW = new A2uiComponentView('Rating', wrapBuilder(drawRating));
//# sourceMappingURL=A2uiRatingView.js.map