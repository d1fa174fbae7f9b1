var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { A2uiSurfaceView } from '../../a2ui/view/A2uiSurfaceView';
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
export class ChatSurfaceItem extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("surface", (params && "surface" in params) ? params.surface : undefined);
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("linkHandler", (params && "linkHandler" in params) ? params.linkHandler : undefined);
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
            Column.padding(this.theme.bubblePadding);
            Column.borderRadius(this.theme.bubbleRadius);
            Column.border({ width: 1, color: this.theme.outlineColor });
            Column.backgroundColor(this.theme.assistantBubbleColor);
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
                                    theme: this.theme.a2uiTheme(),
                                    urlHandler: this.linkHandler,
                                    onAction: (message) => {
                                        this.onAction(message);
                                    },
                                    onError: (error) => {
                                        this.onError(this.surface !== undefined ? this.surface.id : '', error);
                                    }
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatSurfaceItem.ets", line: 31, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        surface: this.surface,
                                        theme: this.theme.a2uiTheme(),
                                        urlHandler: this.linkHandler,
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
                                    surface: this.surface,
                                    theme: this.theme.a2uiTheme(),
                                    urlHandler: this.linkHandler
                                });
                            }
                        }, { name: "A2uiSurfaceView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.labels.surfaceRemoved);
                        Text.fontSize(this.theme.captionFontSize);
                        Text.fontColor(this.theme.mutedColor);
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
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
        if ("linkHandler" in params) {
            this.updateParam("linkHandler", params.linkHandler);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], ChatSurfaceItem.prototype, "surface", void 0);
__decorate([
    Param
], ChatSurfaceItem.prototype, "theme", void 0);
__decorate([
    Param
], ChatSurfaceItem.prototype, "labels", void 0);
__decorate([
    Param
], ChatSurfaceItem.prototype, "linkHandler", void 0);
__decorate([
    Event
], ChatSurfaceItem.prototype, "onAction", void 0);
__decorate([
    Event
], ChatSurfaceItem.prototype, "onError", void 0);
//# sourceMappingURL=ChatSurfaceItem.js.map