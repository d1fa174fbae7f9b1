/*
 * The basic catalog's Row and Column: their children along one axis, each taking its `weight` as its share of
 * the free space (layoutWeight), placed by `justify` on the main axis and `align` across it (the catalog's
 * default: start on the main axis, centre across a Row, start across a Column). Neither adds a margin of its
 * own (the guide's leaf-margin strategy). Drawn by builders alone: they keep no state. One file for both, as
 * they differ only in their axis.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeView } from './A2uiNodeView';
function drawRow(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Row.create();
        Row.justifyContent(mainAxis(state.text('justify')));
        Row.alignItems(state.text('align') === 'start' ? VerticalAlign.Top :
            (state.text('align') === 'end' ? VerticalAlign.Bottom : VerticalAlign.Center));
        Row.width('100%');
    }, Row);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            weightedChild.bind(this)(child, context, isOnPrimary);
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Row.pop();
}
function drawColumn(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Column.create();
        Column.justifyContent(mainAxis(state.text('justify')));
        Column.alignItems(state.text('align') === 'center' ? HorizontalAlign.Center :
            (state.text('align') === 'end' ? HorizontalAlign.End : HorizontalAlign.Start));
        Column.width('100%');
    }, Column);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            weightedChild.bind(this)(child, context, isOnPrimary);
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Column.pop();
}
function weightedChild(child, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        If.create();
        if (child.value('weight')?.asNumber() !== undefined) {
            (parent ? parent : this).ifElseBranchUpdateFunction(0, () => {
                (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                    __Common__.create();
                    __Common__.layoutWeight(child.number('weight', 1));
                }, __Common__);
                {
                    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiFlexView.ets", line: 42, col: 5 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: context,
                                    isOnPrimary: isOnPrimary
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: context, isOnPrimary: isOnPrimary
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
                __Common__.pop();
            });
        }
        else {
            (parent ? parent : this).ifElseBranchUpdateFunction(1, () => {
                {
                    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiFlexView.ets", line: 45, col: 5 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: context,
                                    isOnPrimary: isOnPrimary
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: context, isOnPrimary: isOnPrimary
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
            });
        }
    }, If);
    If.pop();
}
function mainAxis(justify) {
    switch (justify) {
        case 'center':
            return FlexAlign.Center;
        case 'end':
            return FlexAlign.End;
        case 'spaceBetween':
            return FlexAlign.SpaceBetween;
        case 'spaceAround':
            return FlexAlign.SpaceAround;
        case 'spaceEvenly':
            return FlexAlign.SpaceEvenly;
        default:
            return FlexAlign.Start;
    }
}
/** The basic catalog's Row. */
export const ROW_VIEW = new A2uiComponentView('Row', wrapBuilder(drawRow));
/** The basic catalog's Column. */
export const COLUMN_VIEW = new A2uiComponentView('Column', wrapBuilder(drawColumn));
//# sourceMappingURL=A2uiFlexView.js.map