/*
 * The basic catalog's Button: its children in a button of its variant (primary: the theme's primary colour,
 * its children in the contrasting one; borderless; default: outlined), a tap sending its action through the
 * surface (A2uiViewContext.press), and under it the message of its first failing check (why it is disabled).
 * Drawn by builders alone: it keeps no state.
 */
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiNodeView } from './A2uiNodeView';
function drawButton(state, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Column.create();
        Column.alignItems(HorizontalAlign.Start);
    }, Column);
    buttonBody.bind(this)(state, context);
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiCheckHint(parent ? parent : this, { state: state, theme: context.theme, isShown: true, inset: context.theme.margin }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiButtonView.ets", line: 17, col: 5 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme,
                        isShown: true,
                        inset: context.theme.margin
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, theme: context.theme, isShown: true, inset: context.theme.margin
                });
            }
        }, { name: "A2uiCheckHint" });
    }
    Column.pop();
}
function buttonBody(state, context, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Button.createWithChild({ type: ButtonType.Normal, stateEffect: true });
        Button.enabled(state.isEnabled);
        Button.accessibilityText(state.accessibilityLabel());
        Button.accessibilityDescription(state.isEnabled ? state.accessibilityDescription() : state.failedChecks[0]);
        Button.opacity(state.isEnabled ? 1 : 0.4);
        Button.backgroundColor(state.text('variant') === 'primary' ? context.theme.primaryColor :
            (state.text('variant') === 'borderless' ? Color.Transparent : context.theme.surfaceColor));
        Button.border(state.text('variant') === 'default' || state.text('variant').length === 0 ?
            { width: 1, color: context.theme.outlineColor } : { width: 0 });
        Button.borderRadius(8);
        Button.padding({ left: 12, right: 12, top: 6, bottom: 6 });
        Button.margin(context.theme.margin);
        Button.onClick(() => {
            context.press(state.key);
        });
    }, Button);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        Row.create();
    }, Row);
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        ForEach.create();
        const forEachItemGenFunction = _item => {
            const child = _item;
            {
                (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                    if (isInitialRender) {
                        let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context, isOnPrimary: state.text('variant') === 'primary' }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiButtonView.ets", line: 27, col: 9 });
                        ViewV2.create(componentCall);
                        let paramsLambda = () => {
                            return {
                                state: child,
                                context: context,
                                isOnPrimary: state.text('variant') === 'primary'
                            };
                        };
                        componentCall.paramsGenerator_ = paramsLambda;
                    }
                    else {
                        (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                            state: child, context: context, isOnPrimary: state.text('variant') === 'primary'
                        });
                    }
                }, { name: "A2uiNodeView" });
            }
        };
        (parent ? parent : this).forEachUpdateFunction(elmtId, state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
    }, ForEach);
    ForEach.pop();
    Row.pop();
    Button.pop();
}
/** The basic catalog's Button. */
export const BUTTON_VIEW = new A2uiComponentView('Button', wrapBuilder(drawButton));
//# sourceMappingURL=A2uiButtonView.js.map