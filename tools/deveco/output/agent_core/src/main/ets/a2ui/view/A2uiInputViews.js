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
 * The input components of the basic catalog, two-way bound (a2ui_protocol.md "Two-way binding"): each
 * shows its node's resolved value and hands every change to the surface at once (A2uiViewContext.input
 * -> surface.setValue), which writes the bound path; the model update flows back as new props.
 * TextField variants map to input types (obscured -> password, number -> numeric keyboard, longText ->
 * TextArea). A failing check's message shows under the input once the user has changed it (renderer_guide.md
 * "Reactive Validation": the first failing check's message as a hint).
 */
import { JsonValue } from '../../core/JsonModel';
import { A2uiDateTimeParts, A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiViewTheme } from './A2uiViewTheme';
export class A2uiCheckHint extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isShown", (params && "isShown" in params) ? params.isShown : false);
        this.initParam("inset", (params && "inset" in params) ? params.inset : 0);
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isShown && this.state.failedChecks.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.state.failedChecks[0]);
                        Text.fontSize(12);
                        Text.fontColor(this.theme.errorColor);
                        Text.margin({ left: this.inset });
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("state" in params) {
            this.updateParam("state", params.state);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("isShown" in params) {
            this.updateParam("isShown", params.isShown);
        }
        if ("inset" in params) {
            this.updateParam("inset", params.inset);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiCheckHint.prototype, "state", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "theme", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "isShown", void 0);
__decorate([
    Param
], A2uiCheckHint.prototype, "inset", void 0);
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
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiInputViews.ets", line: 54, col: 7 });
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
export class A2uiCheckBoxView extends ViewV2 {
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
            Column.margin(this.context.theme.margin);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: 8 });
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Checkbox.create({ name: this.state.key });
            Checkbox.select(this.state.flag('value'));
            Checkbox.onChange((value) => {
                if (value !== this.state.flag('value')) {
                    this.isEdited = true;
                    this.context.input(this.state.key, JsonValue.boolean(value));
                }
            });
        }, Checkbox);
        Checkbox.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.state.text('label'));
            Text.fontSize(16);
            Text.fontColor(this.context.theme.textColor);
            Text.layoutWeight(1);
        }, Text);
        Text.pop();
        Row.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiInputViews.ets", line: 105, col: 7 });
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
], A2uiCheckBoxView.prototype, "state", void 0);
__decorate([
    Param
], A2uiCheckBoxView.prototype, "context", void 0);
__decorate([
    Local
], A2uiCheckBoxView.prototype, "isEdited", void 0);
export class A2uiSliderView extends ViewV2 {
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
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.state.text('label'));
            Text.fontSize(14);
            Text.fontColor(this.context.theme.textColor);
            Text.layoutWeight(1);
        }, Text);
        Text.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(String(this.state.number('value', 0)));
            Text.fontSize(14);
            Text.fontColor(this.context.theme.mutedColor);
        }, Text);
        Text.pop();
        Row.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Slider.create({
                value: this.state.number('value', 0),
                min: this.state.number('min', 0),
                max: this.state.number('max', 100),
                step: this.step(),
                style: SliderStyle.OutSet
            });
            Slider.selectedColor(this.context.theme.primaryColor);
            Slider.width('100%');
            Slider.onChange((value, mode) => {
                if (value !== this.state.number('value', 0)) {
                    this.isEdited = true;
                    this.context.input(this.state.key, JsonValue.number(value));
                }
            });
        }, Slider);
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiInputViews.ets", line: 146, col: 7 });
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
    /** Whole steps for ranges of integers wider than 1, otherwise a hundredth of the range. */
    step() {
        const min = this.state.number('min', 0);
        const max = this.state.number('max', 100);
        return max - min > 1 && Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100;
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
], A2uiSliderView.prototype, "state", void 0);
__decorate([
    Param
], A2uiSliderView.prototype, "context", void 0);
__decorate([
    Local
], A2uiSliderView.prototype, "isEdited", void 0);
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
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.text('label').length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.state.text('label'));
                        Text.fontSize(14);
                        Text.fontColor(this.context.theme.textColor);
                    }, Text);
                    Text.pop();
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
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiInputViews.ets", line: 224, col: 7 });
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
export class A2uiDateTimeView extends ViewV2 {
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
            Column.margin(this.context.theme.margin);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.text('label').length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.state.text('label'));
                        Text.fontSize(14);
                        Text.fontColor(this.context.theme.textColor);
                    }, Text);
                    Text.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.state.text('value').length > 0 ? this.state.text('value') : 'Choose…');
            Text.fontSize(16);
            Text.fontColor(this.state.text('value').length > 0 ? this.context.theme.textColor : this.context.theme.mutedColor);
            Text.padding(10);
            Text.width('100%');
            Text.borderRadius(8);
            Text.border({ width: 1, color: this.context.theme.outlineColor });
            Text.onClick(() => {
                this.pick();
            });
        }, Text);
        Text.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiInputViews.ets", line: 287, col: 7 });
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
    enableDate() {
        // Neither flag set: a date picker (a DateTimeInput with nothing to pick would be useless).
        return this.state.flag('enableDate') || !this.state.flag('enableTime');
    }
    /** The native date picker, then the time picker when both are enabled; the result is written as ISO 8601. */
    pick() {
        const parts = A2uiPresentation.dateTimeParts(this.state.text('value')) ?? new A2uiDateTimeParts();
        const now = new Date();
        const selected = new Date(parts.hasDate ? parts.year : now.getFullYear(), parts.hasDate ? parts.month - 1 :
            now.getMonth(), parts.hasDate ? parts.day : now.getDate(), parts.hasTime ? parts.hour : now.getHours(), parts.hasTime ? parts.minute : now.getMinutes());
        if (this.enableDate()) {
            DatePickerDialog.show({
                selected: selected,
                onDateAccept: (value) => {
                    const picked = new A2uiDateTimeParts();
                    picked.year = value.getFullYear();
                    picked.month = value.getMonth() + 1;
                    picked.day = value.getDate();
                    picked.hour = selected.getHours();
                    picked.minute = selected.getMinutes();
                    if (this.state.flag('enableTime')) {
                        this.pickTime(picked, value);
                    }
                    else {
                        this.write(picked);
                    }
                }
            });
        }
        else {
            const picked = new A2uiDateTimeParts();
            this.pickTime(picked, selected);
        }
    }
    pickTime(picked, selected) {
        TimePickerDialog.show({
            selected: selected,
            useMilitaryTime: true,
            onAccept: (value) => {
                picked.hour = value.hour !== undefined ? value.hour : 0;
                picked.minute = value.minute !== undefined ? value.minute : 0;
                this.write(picked);
            }
        });
    }
    write(parts) {
        const value = A2uiPresentation.isoValue(parts, this.enableDate(), this.state.flag('enableTime'));
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
], A2uiDateTimeView.prototype, "state", void 0);
__decorate([
    Param
], A2uiDateTimeView.prototype, "context", void 0);
__decorate([
    Local
], A2uiDateTimeView.prototype, "isEdited", void 0);
//# sourceMappingURL=A2uiInputViews.js.map