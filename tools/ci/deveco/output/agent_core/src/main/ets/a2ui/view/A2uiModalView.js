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
 * A2uiModalView: the basic catalog's Modal. The trigger (its first child) shows in place and takes the tap
 * (the trigger's own action does not run); the content (its second child) opens in a sheet. A struct, not a
 * builder alone: whether the sheet is open is state of the view.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiNodeView } from './A2uiNodeView';
import { A2uiViewContext } from './A2uiViewContext';
export class A2uiModalView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.isModalOpen = false;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.hitTestBehavior(HitTestMode.Block);
            Column.onClick(() => {
                this.isModalOpen = true;
            });
            Column.bindSheet(this.isModalOpen, { builder: () => {
                    this.modalContent.call(this);
                } }, {
                height: SheetSize.MEDIUM,
                dragBar: true,
                onDisappear: () => {
                    this.isModalOpen = false;
                }
            });
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.children.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: this.state.children[0], context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiModalView.ets", line: 21, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state.children[0],
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state.children[0], context: this.context
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        Column.pop();
    }
    modalContent(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Scroll.create();
            Scroll.align(Alignment.TopStart);
        }, Scroll);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.children.length > 1) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: this.state.children[1], context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiModalView.ets", line: 42, col: 11 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state.children[1],
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state.children[1], context: this.context
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        Column.pop();
        Scroll.pop();
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
], A2uiModalView.prototype, "state", void 0);
__decorate([
    Param
], A2uiModalView.prototype, "context", void 0);
__decorate([
    Local
], A2uiModalView.prototype, "isModalOpen", void 0);
function drawModal(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiModalView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiModalView.ets", line: 53, col: 3 });
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
        }, { name: "A2uiModalView" });
    }
}
/** The basic catalog's Modal. */
export const MODAL_VIEW = new A2uiComponentView('Modal', wrapBuilder(drawModal));
//# sourceMappingURL=A2uiModalView.js.map