/*
 * The basic catalog's Card: its children in an outlined, transparent box (nested cards stay distinct), with
 * the leaf margin. Drawn by a builder alone: it keeps no state.
 */
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeView } from './A2uiNodeView';
function drawCard(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Column.create();
        Column.alignItems(HorizontalAlign.Start);
        Column.padding(context.theme.cardPadding);
        Column.borderRadius(context.theme.cardRadius);
        Column.border({ width: 1, color: context.theme.outlineColor });
        Column.margin(context.theme.margin);
    }, Column);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            {
                (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                    if (isInitialRender) {
                        let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiCardView.ets", line: 14, col: 7 });
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
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Column.pop();
}
/** The basic catalog's Card. */
export const CARD_VIEW = new A2uiComponentView('Card', wrapBuilder(drawCard));
//# sourceMappingURL=A2uiCardView.js.map