var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { A2uiBasicViews } from './A2uiBasicViews';
import { A2uiNodeView } from './A2uiNodeView';
import { A2uiSurfaceModel } from './A2uiSurfaceModel';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiViewRegistry } from './A2uiViewRegistry';
import { A2uiViewTheme } from './A2uiViewTheme';
export class A2uiSurfaceView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("surface", (params && "surface" in params) ? params.surface : undefined);
        this.initParam("views", (params && "views" in params) ? params.views : new A2uiViewRegistry());
        this.initParam("theme", (params && "theme" in params) ? params.theme : undefined);
        this.initParam("urlHandler", (params && "urlHandler" in params) ? params.urlHandler : undefined);
        this.onAction = "onAction" in params ? params.onAction : (message) => {
        };
        this.onError = "onError" in params ? params.onError : (error) => {
        };
        this.model = new A2uiSurfaceModel();
        this.context = new A2uiViewContext();
        this.drawnViews = new A2uiViewRegistry();
        this.finalizeConstruction();
    }
    aboutToAppear() {
        const surface = this.surface;
        if (surface === undefined) {
            return;
        }
        this.drawnViews = A2uiBasicViews.registry().withViews(this.views);
        this.context = this.contextFor(surface);
        this.model.attach(surface, this.drawnViews, (error) => {
            this.context.report(error);
        });
    }
    /**
     * A new palette (a chat that followed the system into dark mode) redraws the surface in it: the new context
     * keys every node view afresh, so a container's own state (a Tabs' selected tab) starts over.
     */
    onThemeChanged(monitor) {
        const surface = this.surface;
        if (surface !== undefined) {
            this.context = this.contextFor(surface);
        }
    }
    contextFor(surface) {
        return new A2uiViewContext(surface, A2uiViewTheme.of(surface.theme(), this.theme), (message) => {
            this.onAction(message);
        }, (error) => {
            this.onError(error);
        }, this.drawnViews, this.urlHandler);
    }
    aboutToDisappear() {
        this.model.detach();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.model.root !== undefined) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: this.model.root, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiSurfaceView.ets", line: 96, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.model.root,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.model.root, context: this.context
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
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("surface" in params) {
            this.updateParam("surface", params.surface);
        }
        if ("views" in params) {
            this.updateParam("views", params.views);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("urlHandler" in params) {
            this.updateParam("urlHandler", params.urlHandler);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiSurfaceView.prototype, "surface", void 0);
__decorate([
    Param
], A2uiSurfaceView.prototype, "views", void 0);
__decorate([
    Param
], A2uiSurfaceView.prototype, "theme", void 0);
__decorate([
    Param
], A2uiSurfaceView.prototype, "urlHandler", void 0);
__decorate([
    Event
], A2uiSurfaceView.prototype, "onAction", void 0);
__decorate([
    Event
], A2uiSurfaceView.prototype, "onError", void 0);
__decorate([
    Local
], A2uiSurfaceView.prototype, "model", void 0);
__decorate([
    Local
], A2uiSurfaceView.prototype, "context", void 0);
__decorate([
    Monitor('theme')
], A2uiSurfaceView.prototype, "onThemeChanged", null);
//# sourceMappingURL=A2uiSurfaceView.js.map