/*
 * The basic catalog's Divider: a one-pixel line in the outline colour, horizontal unless `axis` is vertical.
 * Drawn by a builder alone: it keeps no state.
 */
import { A2uiComponentView } from './A2uiComponentView';
function drawDivider(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Divider.create();
        Divider.vertical(state.text('axis') === 'vertical');
        Divider.strokeWidth(1);
        Divider.color(context.theme.outlineColor);
        Divider.margin({ top: 4, bottom: 4 });
    }, Divider);
}
/** The basic catalog's Divider. */
export const DIVIDER_VIEW = new A2uiComponentView('Divider', wrapBuilder(drawDivider));
//# sourceMappingURL=A2uiDividerView.js.map