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
 * A2uiChoicePickerView: the basic catalog's ChoicePicker (single or multiple choice), two-way bound to its
 * value path (a2ui_protocol.md "Two-way binding"), with its check hint once changed.
 */
import { JsonValue } from '../../core/JsonModel';
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiComponentView } from './A2uiComponentView';
import { drawFieldLabel } from './A2uiFieldLabel';
export class A2uiChoicePickerView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.filter = '';
        this.isEdited = false;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
            Column.margin(this.context.theme.margin);
        }, Column);
        drawFieldLabel.bind(this)(this.state, this.context);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.flag('filterable')) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        TextInput.create({ text: this.filter, placeholder: 'Filter' });
                        TextInput.onChange((value) => {
                            this.filter = value;
                        });
                    }, TextInput);
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.text('displayStyle') === 'chips') {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Flex.create({ wrap: FlexWrap.Wrap });
                    }, Flex);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        ForEach.create();
                        const forEachItemGenFunction = _item => {
                            const option = _item;
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Text.create(option.get('label')?.asString() ?? '');
                                Text.fontSize(14);
                                Text.padding({ left: 12, right: 12, top: 6, bottom: 6 });
                                Text.margin(4);
                                Text.borderRadius(16);
                                Text.border({ width: 1, color: this.isSelected(option) ? this.context.theme.primaryColor :
                                        this.context.theme.outlineColor });
                                Text.backgroundColor(this.isSelected(option) ? this.context.theme.primaryColor : Color.Transparent);
                                Text.fontColor(this.isSelected(option) ? this.context.theme.onPrimaryColor : this.context.theme.textColor);
                                Text.onClick(() => {
                                    this.toggle(option);
                                });
                            }, Text);
                            Text.pop();
                        };
                        this.forEachUpdateFunction(elmtId, this.visibleOptions(), forEachItemGenFunction, (option) => `${this.optionValue(option)}:${this.isSelected(option)}`, false, false);
                    }, ForEach);
                    ForEach.pop();
                    Flex.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        ForEach.create();
                        const forEachItemGenFunction = _item => {
                            const option = _item;
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Row.create({ space: 8 });
                            }, Row);
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                If.create();
                                if (this.isExclusive()) {
                                    this.ifElseBranchUpdateFunction(0, () => {
                                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                                            Radio.create({ value: this.optionValue(option), group: this.state.key });
                                            Radio.checked(this.isSelected(option));
                                            Radio.onChange((isChecked) => {
                                                if (isChecked !== this.isSelected(option)) {
                                                    this.toggle(option);
                                                }
                                            });
                                        }, Radio);
                                    });
                                }
                                else {
                                    this.ifElseBranchUpdateFunction(1, () => {
                                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                                            Checkbox.create({ name: this.optionValue(option), group: this.state.key });
                                            Checkbox.select(this.isSelected(option));
                                            Checkbox.onChange((isChecked) => {
                                                if (isChecked !== this.isSelected(option)) {
                                                    this.toggle(option);
                                                }
                                            });
                                        }, Checkbox);
                                        Checkbox.pop();
                                    });
                                }
                            }, If);
                            If.pop();
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Text.create(option.get('label')?.asString() ?? '');
                                Text.fontSize(16);
                                Text.fontColor(this.context.theme.textColor);
                            }, Text);
                            Text.pop();
                            Row.pop();
                        };
                        this.forEachUpdateFunction(elmtId, this.visibleOptions(), forEachItemGenFunction, (option) => `${this.optionValue(option)}:${this.isSelected(option)}`, false, false);
                    }, ForEach);
                    ForEach.pop();
                });
            }
        }, If);
        If.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiChoicePickerView.ets", line: 72, col: 7 });
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
    isExclusive() {
        return this.state.text('variant') !== 'multipleSelection';
    }
    selected() {
        const values = this.state.value('value')?.asArray();
        return values !== undefined ? values.map((value) => value.asString() ?? '') : [];
    }
    optionValue(option) {
        return option.get('value')?.asString() ?? '';
    }
    isSelected(option) {
        return this.selected().indexOf(this.optionValue(option)) >= 0;
    }
    /** The options whose label contains the filter text (case-insensitive), as the guide asks. */
    visibleOptions() {
        const options = this.state.value('options')?.asArray();
        const all = options !== undefined ? options.slice() : [];
        const needle = this.filter.trim().toLowerCase();
        return needle.length === 0 ? all :
            all.filter((option) => (option.get('label')?.asString() ?? '').toLowerCase().indexOf(needle) >= 0);
    }
    toggle(option) {
        const next = A2uiPresentation.toggled(this.selected(), this.optionValue(option), this.isExclusive());
        this.isEdited = true;
        this.context.input(this.state.key, JsonValue.array(next.map((value) => JsonValue.string(value))));
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
], A2uiChoicePickerView.prototype, "state", void 0);
__decorate([
    Param
], A2uiChoicePickerView.prototype, "context", void 0);
__decorate([
    Local
], A2uiChoicePickerView.prototype, "filter", void 0);
__decorate([
    Local
], A2uiChoicePickerView.prototype, "isEdited", void 0);
function drawChoicePicker(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiChoicePickerView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiChoicePickerView.ets", line: 114, col: 3 });
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
        }, { name: "A2uiChoicePickerView" });
    }
}
/** The basic catalog's ChoicePicker. */
export const CHOICE_PICKER_VIEW = new A2uiComponentView('ChoicePicker', wrapBuilder(drawChoicePicker));
//# sourceMappingURL=A2uiChoicePickerView.js.map