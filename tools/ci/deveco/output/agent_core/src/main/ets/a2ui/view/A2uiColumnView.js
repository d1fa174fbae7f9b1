/*
 * The basic catalog's Column: its children top to bottom, each taking its `weight` as layoutWeight. A Column
 * adds no margin of its own (the guide's leaf-margin strategy). Drawn by a builder alone: it keeps no state.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiFlexLayout } from './A2uiFlexLayout';
import { a2uiWeightedChild } from './A2uiWeightedChild';
function drawColumn(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Column.create();
        Column.justifyContent(A2uiFlexLayout.mainAxis(state.text('justify')));
        Column.alignItems(A2uiFlexLayout.acrossColumn(state.text('align')));
        Column.width('100%');
    }, Column);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            a2uiWeightedChild.bind(this)(child, context, isOnPrimary);
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Column.pop();
}
/** The basic catalog's Column. */
export const COLUMN_VIEW = new A2uiComponentView('Column', wrapBuilder(drawColumn));
//# sourceMappingURL=A2uiColumnView.js.map