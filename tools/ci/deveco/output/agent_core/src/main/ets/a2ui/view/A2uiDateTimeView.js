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
 * A2uiDateTimeView: the basic catalog's DateTimeInput (date, time or both through the platform's picker
 * dialogs), two-way bound to its value path (a2ui_protocol.md "Two-way binding"), with its check hint once
 * changed.
 */
import { JsonValue } from '../../core/JsonModel';
import { A2uiDateTimeParts, A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewContext } from './A2uiViewContext';
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiComponentView } from './A2uiComponentView';
import { drawFieldLabel } from './A2uiFieldLabel';
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
        drawFieldLabel.bind(this)(this.state, this.context);
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
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: this.isEdited }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiDateTimeView.ets", line: 33, col: 7 });
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
function drawDateTime(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiDateTimeView(parent ? parent : this, { state: state, context: context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiDateTimeView.ets", line: 96, col: 3 });
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
        }, { name: "A2uiDateTimeView" });
    }
}
/** The basic catalog's DateTimeInput. */
export const DATE_TIME_VIEW = new A2uiComponentView('DateTimeInput', wrapBuilder(drawDateTime));
//# sourceMappingURL=A2uiDateTimeView.js.map