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
 * A2uiTextFieldView: the basic catalog's TextField, two-way bound (a2ui_protocol.md "Two-way binding"): it shows
 * its node's resolved value and hands every change to the surface at once (A2uiViewContext.input ->
 * surface.setValue), which writes the bound path. Variants map to input types (obscured -> password, number ->
 * numeric keyboard, longText -> TextArea).
 */
import { JsonValue } from '../../core/JsonModel';
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiTextFieldView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.isEdited = false;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
            Column.padding({ left: this.context.theme.margin, right: this.context.theme.margin });
            Column.margin({ top: this.context.theme.margin, bottom: this.context.theme.margin });
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (A2uiPresentation.inputKind(this.state.text('variant')) === 'multiline') {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextArea.create({ text: this.state.text('value'), placeholder: this.state.text('label') });
                        TextArea.height(96);
                        TextArea.onChange((value) => {
                            this.changed(value);
                        });
                    }, TextArea);
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({ text: this.state.text('value'), placeholder: this.state.text('label') });
                        TextInput.type(this.inputType());
                        TextInput.onChange((value) => {
                            this.changed(value);
                        });
                    }, TextInput);
                });
            }
        }, If);
        If.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTextFieldView.ets", line: 35, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            state: this.state,
                            theme: this.context.theme,
                            isShown: this.isEdited
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        state: this.state, theme: this.context.theme, isShown: this.isEdited
                    });
                }
            }, { name: "A2uiCheckHint" });
        }
        Column.pop();
    }
    inputType() {
        switch (A2uiPresentation.inputKind(this.state.text('variant'))) {
            case 'password':
                return InputType.Password;
            case 'number':
                return InputType.Number;
            default:
                return InputType.Normal;
        }
    }
    changed(value) {
        if (value === this.state.text('value')) {
            return;
        }
        this.isEdited = true;
        this.context.input(this.state.key, JsonValue.string(value));
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
], A2uiTextFieldView.prototype, "state", void 0);
__decorate([
    Param
], A2uiTextFieldView.prototype, "context", void 0);
__decorate([
    Local
], A2uiTextFieldView.prototype, "isEdited", void 0);
function drawTextField(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiTextFieldView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTextFieldView.ets", line: 65, col: 3 });
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
        }, { name: "A2uiTextFieldView" });
    }
}
/** The basic catalog's TextField. */
export const TEXT_FIELD_VIEW = new A2uiComponentView('TextField', wrapBuilder(drawTextField));
//# sourceMappingURL=A2uiTextFieldView.js.map