/*
 * The basic catalog's List: its children as list items, vertical or horizontal, without a scroll bar. A List
 * adds no margin of its own (the guide's leaf-margin strategy). Drawn by a builder alone: it keeps no state.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeView } from './A2uiNodeView';
function drawList(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        List.create();
        List.listDirection(state.text('direction') === 'horizontal' ? Axis.Horizontal : Axis.Vertical);
        List.scrollBar(BarState.Off);
        List.width('100%');
    }, List);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            {
                const itemCreation = (elmtId, isInitialRender) => {
                    ViewStackProcessor.StartGetAccessRecordingFor(elmtId);
                    itemCreation2(elmtId, isInitialRender);
                    if (!isInitialRender) {
                        ListItem.pop();
                    }
                    ViewStackProcessor.StopGetAccessRecording();
                };
                const itemCreation2 = (elmtId, isInitialRender) => {
                    ListItem.create(deepRenderFunction, true);
                };
                const deepRenderFunction = (elmtId, isInitialRender) => {
                    itemCreation(elmtId, isInitialRender);
                    {
                        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiListView.ets", line: 15, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: child,
                                        context: context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                                    state: child, context: context
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                    ListItem.pop();
                };
                this.observeComponentCreation2(itemCreation2, ListItem);
                ListItem.pop();
            }
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    List.pop();
}
/** The basic catalog's List. */
export const LIST_VIEW = new A2uiComponentView('List', wrapBuilder(drawList));
//# sourceMappingURL=A2uiListView.js.map