/*
 * The basic catalog's Row: its children side by side, each taking its `weight` as layoutWeight. A Row
 * adds no margin of its own (the guide's leaf-margin strategy). Drawn by a builder alone: it keeps no state.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiFlexLayout } from './A2uiFlexLayout';
import { a2uiWeightedChild } from './A2uiWeightedChild';
function drawRow(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Row.create();
        Row.justifyContent(A2uiFlexLayout.mainAxis(state.text('justify')));
        Row.alignItems(A2uiFlexLayout.acrossRow(state.text('align')));
        Row.width('100%');
    }, Row);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            a2uiWeightedChild.bind(this)(child, context, isOnPrimary);
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Row.pop();
}
/** The basic catalog's Row. */
export const ROW_VIEW = new A2uiComponentView('Row', wrapBuilder(drawRow));
//# sourceMappingURL=A2uiRowView.js.map