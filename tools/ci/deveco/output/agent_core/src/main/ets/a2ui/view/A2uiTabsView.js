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
 * A2uiTabsView: the basic catalog's Tabs: one tab per child, titled by its `tabs` entry, the content scrolling
 * within the theme's height. A struct, not a builder alone: the selected tab is state of the view.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiNodeView } from './A2uiNodeView';
import { A2uiViewContext } from './A2uiViewContext';
export class A2uiTabsView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.selectedTab = 0;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Tabs.create({ barPosition: BarPosition.Start, index: this.selectedTab });
            Tabs.barMode(BarMode.Scrollable);
            Tabs.onChange((index) => {
                this.selectedTab = index;
            });
            Tabs.height(this.context.theme.tabsHeight);
            Tabs.width('100%');
        }, Tabs);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, index) => {
                const child = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    TabContent.create(() => {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            Scroll.create();
                            Scroll.align(Alignment.TopStart);
                        }, Scroll);
                        {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                if (isInitialRender) {
                                    let componentCall = new A2uiNodeView(this, { state: child, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTabsView.ets", line: 21, col: 13 });
                                    ViewV2.create(componentCall);
                                    let paramsLambda = () => {
                                        return {
                                            state: child,
                                            context: this.context
                                        };
                                    };
                                    componentCall.paramsGenerator_ = paramsLambda;
                                }
                                else {
                                    this.updateStateVarsOfChildByElmtId(elmtId, {
                                        state: child, context: this.context
                                    });
                                }
                            }, { name: "A2uiNodeView" });
                        }
                        Scroll.pop();
                    });
                    TabContent.tabBar(this.tabTitle(index));
                }, TabContent);
                TabContent.pop();
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}:${this.tabTitle(index)}`, true, true);
        }, ForEach);
        ForEach.pop();
        Tabs.pop();
    }
    tabTitle(index) {
        const tabs = this.state.value('tabs')?.asArray();
        const tab = tabs !== undefined ? tabs.get(index) : undefined;
        return tab !== undefined ? (tab.get('title')?.asString() ?? '') : '';
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
], A2uiTabsView.prototype, "state", void 0);
__decorate([
    Param
], A2uiTabsView.prototype, "context", void 0);
__decorate([
    Local
], A2uiTabsView.prototype, "selectedTab", void 0);
function drawTabs(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiTabsView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTabsView.ets", line: 45, col: 3 });
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
        }, { name: "A2uiTabsView" });
    }
}
/** The basic catalog's Tabs. */
export const TABS_VIEW = new A2uiComponentView('Tabs', wrapBuilder(drawTabs));
//# sourceMappingURL=A2uiTabsView.js.map