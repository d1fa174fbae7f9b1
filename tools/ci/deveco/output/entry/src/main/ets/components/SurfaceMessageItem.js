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
 * SurfaceMessageItem: a surface message of the chat list (UiMessage.surfaceId): the A2UI surface drawn by
 * the library's A2uiSurfaceView, native ArkUI. A Button's action message goes to `onAction` (the session
 * sends it as the next user turn); what the view could not draw or refused goes to `onError` with the
 * surface's id (the session hands it to the agent with the next turn). The list keys this item by its
 * message id, and a surface created again gets a new message, so a view never outlives its surface.
 */
import { A2uiSurfaceView } from '@arkagent/core';
export class SurfaceMessageItem extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("surface", (params && "surface" in params) ? params.surface : undefined);
        this.onAction = "onAction" in params ? params.onAction : (message) => {
        };
        this.onError = "onError" in params ? params.onError : (surfaceId, error) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
            Column.padding(10);
            Column.borderRadius(12);
            Column.border({ width: 1, color: '#E0E0E0' });
            Column.backgroundColor('#FFFFFF');
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.surface !== undefined) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiSurfaceView(this, {
                                    surface: this.surface,
                                    onAction: (message) => {
                                        this.onAction(message);
                                    },
                                    onError: (error) => {
                                        this.onError(this.surface !== undefined ? this.surface.id : '', error);
                                    }
                                }, undefined, elmtId, () => { }, { page: "entry/src/main/ets/components/SurfaceMessageItem.ets", line: 21, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        surface: this.surface,
                                        onAction: (message) => {
                                            this.onAction(message);
                                        },
                                        onError: (error) => {
                                            this.onError(this.surface !== undefined ? this.surface.id : '', error);
                                        }
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    surface: this.surface
                                });
                            }
                        }, { name: "A2uiSurfaceView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create('This surface was removed');
                        Text.fontSize(12);
                        Text.fontColor('#8A8A8A');
                    }, Text);
                    Text.pop();
                });
            }
        }, If);
        If.pop();
        Column.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("surface" in params) {
            this.updateParam("surface", params.surface);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], SurfaceMessageItem.prototype, "surface", void 0);
__decorate([
    Event
], SurfaceMessageItem.prototype, "onAction", void 0);
__decorate([
    Event
], SurfaceMessageItem.prototype, "onError", void 0);
//# sourceMappingURL=SurfaceMessageItem.js.map