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
 * A2uiNodeView: one node of a surface as native ArkUI, chosen by its component type; containers draw
 * their children with this same view (Row, Column, List, Card, Tabs, Modal, Button). Children are keyed
 * by node key, and a node redraws only when its A2uiNodeState changes. A child in a Row or Column takes
 * its `weight` as layoutWeight. Spacing follows the guide's leaf-margin strategy: Row, Column and List
 * add none; leaves, Cards, Buttons and inputs carry the margin.
 */
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiCheckBoxView } from './A2uiCheckBoxView';
import { A2uiCheckHint } from './A2uiCheckHint';
import { A2uiChoicePickerView } from './A2uiChoicePickerView';
import { A2uiDateTimeView } from './A2uiDateTimeView';
import { A2uiIconView } from './A2uiIconView';
import { A2uiImageView } from './A2uiImageView';
import { A2uiPlaceholderView } from './A2uiPlaceholderView';
import { A2uiSliderView } from './A2uiSliderView';
import { A2uiTextFieldView } from './A2uiTextFieldView';
import { A2uiTextView } from './A2uiTextView';
import { A2uiVideoView } from './A2uiVideoView';
import { A2uiViewContext } from './A2uiViewContext';
export class A2uiNodeView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("context", (params && "context" in params) ? params.context : new A2uiViewContext());
        this.initParam("isOnPrimary", (params && "isOnPrimary" in params) ? params.isOnPrimary : false);
        this.isModalOpen = false;
        this.selectedTab = 0;
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.component === 'Text') {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiTextView(this, { state: this.state, theme: this.context.theme, isOnPrimary: this.isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 35, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        theme: this.context.theme,
                                        isOnPrimary: this.isOnPrimary
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, theme: this.context.theme, isOnPrimary: this.isOnPrimary
                                });
                            }
                        }, { name: "A2uiTextView" });
                    }
                });
            }
            else if (this.state.component === 'Image') {
                this.ifElseBranchUpdateFunction(1, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiImageView(this, { state: this.state, theme: this.context.theme }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 37, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        theme: this.context.theme
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, theme: this.context.theme
                                });
                            }
                        }, { name: "A2uiImageView" });
                    }
                });
            }
            else if (this.state.component === 'Icon') {
                this.ifElseBranchUpdateFunction(2, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiIconView(this, { state: this.state, theme: this.context.theme, isOnPrimary: this.isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 39, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        theme: this.context.theme,
                                        isOnPrimary: this.isOnPrimary
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, theme: this.context.theme, isOnPrimary: this.isOnPrimary
                                });
                            }
                        }, { name: "A2uiIconView" });
                    }
                });
            }
            else if (this.state.component === 'Video' || this.state.component === 'AudioPlayer') {
                this.ifElseBranchUpdateFunction(3, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiVideoView(this, { state: this.state, theme: this.context.theme, isAudio: this.state.component === 'AudioPlayer' }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 41, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        theme: this.context.theme,
                                        isAudio: this.state.component === 'AudioPlayer'
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, theme: this.context.theme, isAudio: this.state.component === 'AudioPlayer'
                                });
                            }
                        }, { name: "A2uiVideoView" });
                    }
                });
            }
            else if (this.state.component === 'Row') {
                this.ifElseBranchUpdateFunction(4, () => {
                    this.row.bind(this)();
                });
            }
            else if (this.state.component === 'Column') {
                this.ifElseBranchUpdateFunction(5, () => {
                    this.column.bind(this)();
                });
            }
            else if (this.state.component === 'List') {
                this.ifElseBranchUpdateFunction(6, () => {
                    this.list.bind(this)();
                });
            }
            else if (this.state.component === 'Card') {
                this.ifElseBranchUpdateFunction(7, () => {
                    this.card.bind(this)();
                });
            }
            else if (this.state.component === 'Tabs') {
                this.ifElseBranchUpdateFunction(8, () => {
                    this.tabs.bind(this)();
                });
            }
            else if (this.state.component === 'Modal') {
                this.ifElseBranchUpdateFunction(9, () => {
                    this.modal.bind(this)();
                });
            }
            else if (this.state.component === 'Divider') {
                this.ifElseBranchUpdateFunction(10, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Divider.create();
                        Divider.vertical(this.state.text('axis') === 'vertical');
                        Divider.strokeWidth(1);
                        Divider.color(this.context.theme.outlineColor);
                        Divider.margin({ top: 4, bottom: 4 });
                    }, Divider);
                });
            }
            else if (this.state.component === 'Button') {
                this.ifElseBranchUpdateFunction(11, () => {
                    this.button.bind(this)();
                });
            }
            else if (this.state.component === 'TextField') {
                this.ifElseBranchUpdateFunction(12, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiTextFieldView(this, { state: this.state, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 63, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, context: this.context
                                });
                            }
                        }, { name: "A2uiTextFieldView" });
                    }
                });
            }
            else if (this.state.component === 'CheckBox') {
                this.ifElseBranchUpdateFunction(13, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiCheckBoxView(this, { state: this.state, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 65, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, context: this.context
                                });
                            }
                        }, { name: "A2uiCheckBoxView" });
                    }
                });
            }
            else if (this.state.component === 'ChoicePicker') {
                this.ifElseBranchUpdateFunction(14, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiChoicePickerView(this, { state: this.state, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 67, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, context: this.context
                                });
                            }
                        }, { name: "A2uiChoicePickerView" });
                    }
                });
            }
            else if (this.state.component === 'Slider') {
                this.ifElseBranchUpdateFunction(15, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiSliderView(this, { state: this.state, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 69, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, context: this.context
                                });
                            }
                        }, { name: "A2uiSliderView" });
                    }
                });
            }
            else if (this.state.component === 'DateTimeInput') {
                this.ifElseBranchUpdateFunction(16, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiDateTimeView(this, { state: this.state, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 71, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state,
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state, context: this.context
                                });
                            }
                        }, { name: "A2uiDateTimeView" });
                    }
                });
            }
            else if (this.state.component.length === 0) {
                this.ifElseBranchUpdateFunction(17, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiPlaceholderView(this, { label: '…', theme: this.context.theme }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 73, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: '…',
                                        theme: this.context.theme
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: '…', theme: this.context.theme
                                });
                            }
                        }, { name: "A2uiPlaceholderView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(18, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiPlaceholderView(this, { label: `${this.state.component} is not supported`, theme: this.context.theme }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 75, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        label: `${this.state.component} is not supported`,
                                        theme: this.context.theme
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    label: `${this.state.component} is not supported`, theme: this.context.theme
                                });
                            }
                        }, { name: "A2uiPlaceholderView" });
                    }
                });
            }
        }, If);
        If.pop();
    }
    row(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.justifyContent(this.mainAxis());
            Row.alignItems(this.state.text('align') === 'start' ? VerticalAlign.Top :
                (this.state.text('align') === 'end' ? VerticalAlign.Bottom : VerticalAlign.Center));
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                this.weighted.bind(this)(child);
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
        }, ForEach);
        ForEach.pop();
        Row.pop();
    }
    column(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.justifyContent(this.mainAxis());
            Column.alignItems(this.state.text('align') === 'center' ? HorizontalAlign.Center :
                (this.state.text('align') === 'end' ? HorizontalAlign.End : HorizontalAlign.Start));
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                this.weighted.bind(this)(child);
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
        }, ForEach);
        ForEach.pop();
        Column.pop();
    }
    /** A child of a Row or Column: its `weight`, when it has one, is its share of the free space. */
    weighted(child, parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (child.value('weight')?.asNumber() !== undefined) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        __Common__.create();
                        __Common__.layoutWeight(child.number('weight', 1));
                    }, __Common__);
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: child, context: this.context, isOnPrimary: this.isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 109, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: child,
                                        context: this.context,
                                        isOnPrimary: this.isOnPrimary
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: child, context: this.context, isOnPrimary: this.isOnPrimary
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                    __Common__.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: child, context: this.context, isOnPrimary: this.isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 112, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: child,
                                        context: this.context,
                                        isOnPrimary: this.isOnPrimary
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: child, context: this.context, isOnPrimary: this.isOnPrimary
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                });
            }
        }, If);
        If.pop();
    }
    list(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            List.create();
            List.listDirection(this.state.text('direction') === 'horizontal' ? Axis.Horizontal : Axis.Vertical);
            List.scrollBar(BarState.Off);
            List.width('100%');
        }, List);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                {
                    const itemCreation = (elmtId, isInitialRender) => {
                        ViewStackProcessor.StartGetAccessRecordingFor(elmtId);
                        itemCreation2(elmtId, isInitialRender);
                        if (!isInitialRender) {
                            ListItem.pop();
                        }
                        ViewStackProcessor.StopGetAccessRecording();
                    };
                    const itemCreation2 = (elmtId, isInitialRender) => {
                        ListItem.create(deepRenderFunction, true);
                    };
                    const deepRenderFunction = (elmtId, isInitialRender) => {
                        itemCreation(elmtId, isInitialRender);
                        {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                if (isInitialRender) {
                                    let componentCall = new A2uiNodeView(this, { state: child, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 121, col: 11 });
                                    ViewV2.create(componentCall);
                                    let paramsLambda = () => {
                                        return {
                                            state: child,
                                            context: this.context
                                        };
                                    };
                                    componentCall.paramsGenerator_ = paramsLambda;
                                }
                                else {
                                    this.updateStateVarsOfChildByElmtId(elmtId, {
                                        state: child, context: this.context
                                    });
                                }
                            }, { name: "A2uiNodeView" });
                        }
                        ListItem.pop();
                    };
                    this.observeComponentCreation2(itemCreation2, ListItem);
                    ListItem.pop();
                }
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
        }, ForEach);
        ForEach.pop();
        List.pop();
    }
    card(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
            Column.padding(this.context.theme.cardPadding);
            Column.borderRadius(this.context.theme.cardRadius);
            Column.border({ width: 1, color: this.context.theme.outlineColor });
            Column.margin(this.context.theme.margin);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(this, { state: child, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 134, col: 9 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: this.context
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: this.context
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
        }, ForEach);
        ForEach.pop();
        Column.pop();
    }
    tabs(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Tabs.create({ barPosition: BarPosition.Start, index: this.selectedTab });
            Tabs.barMode(BarMode.Scrollable);
            Tabs.onChange((index) => {
                this.selectedTab = index;
            });
            Tabs.height(this.context.theme.tabsHeight);
            Tabs.width('100%');
        }, Tabs);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, index) => {
                const child = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    TabContent.create(() => {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            Scroll.create();
                            Scroll.align(Alignment.TopStart);
                        }, Scroll);
                        {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                if (isInitialRender) {
                                    let componentCall = new A2uiNodeView(this, { state: child, context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 150, col: 13 });
                                    ViewV2.create(componentCall);
                                    let paramsLambda = () => {
                                        return {
                                            state: child,
                                            context: this.context
                                        };
                                    };
                                    componentCall.paramsGenerator_ = paramsLambda;
                                }
                                else {
                                    this.updateStateVarsOfChildByElmtId(elmtId, {
                                        state: child, context: this.context
                                    });
                                }
                            }, { name: "A2uiNodeView" });
                        }
                        Scroll.pop();
                    });
                    TabContent.tabBar(this.tabTitle(index));
                }, TabContent);
                TabContent.pop();
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}:${this.tabTitle(index)}`, true, true);
        }, ForEach);
        ForEach.pop();
        Tabs.pop();
    }
    tabTitle(index) {
        const tabs = this.state.value('tabs')?.asArray();
        const tab = tabs !== undefined ? tabs.get(index) : undefined;
        return tab !== undefined ? (tab.get('title')?.asString() ?? '') : '';
    }
    /** The trigger shows in place and takes the tap (its own action does not run); the content opens in a sheet. */
    modal(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.hitTestBehavior(HitTestMode.Block);
            Column.onClick(() => {
                this.isModalOpen = true;
            });
            Column.bindSheet(this.isModalOpen, { builder: () => {
                    this.modalContent.call(this);
                } }, {
                height: SheetSize.MEDIUM,
                dragBar: true,
                onDisappear: () => {
                    this.isModalOpen = false;
                }
            });
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.children.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: this.state.children[0], context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 176, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state.children[0],
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state.children[0], context: this.context
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        Column.pop();
    }
    modalContent(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Scroll.create();
            Scroll.align(Alignment.TopStart);
        }, Scroll);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.state.children.length > 1) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new A2uiNodeView(this, { state: this.state.children[1], context: this.context }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 197, col: 11 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        state: this.state.children[1],
                                        context: this.context
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    state: this.state.children[1], context: this.context
                                });
                            }
                        }, { name: "A2uiNodeView" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                });
            }
        }, If);
        If.pop();
        Column.pop();
        Scroll.pop();
    }
    /** The Button, and under it the message of its first failing check (why it is disabled). */
    button(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
        }, Column);
        this.buttonBody.bind(this)();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new A2uiCheckHint(this, { state: this.state, theme: this.context.theme, isShown: true, inset: this.context.theme.margin }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 210, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            state: this.state,
                            theme: this.context.theme,
                            isShown: true,
                            inset: this.context.theme.margin
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        state: this.state, theme: this.context.theme, isShown: true, inset: this.context.theme.margin
                    });
                }
            }, { name: "A2uiCheckHint" });
        }
        Column.pop();
    }
    buttonBody(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Button.createWithChild({ type: ButtonType.Normal, stateEffect: true });
            Button.enabled(this.state.isEnabled);
            Button.accessibilityText(this.state.accessibilityLabel());
            Button.accessibilityDescription(this.state.isEnabled ? this.state.accessibilityDescription() : this.state.failedChecks[0]);
            Button.opacity(this.state.isEnabled ? 1 : 0.4);
            Button.backgroundColor(this.isPrimary() ? this.context.theme.primaryColor :
                (this.state.text('variant') === 'borderless' ? Color.Transparent : this.context.theme.surfaceColor));
            Button.border(this.state.text('variant') === 'default' || this.state.text('variant').length === 0 ?
                { width: 1, color: this.context.theme.outlineColor } : { width: 0 });
            Button.borderRadius(8);
            Button.padding({ left: 12, right: 12, top: 6, bottom: 6 });
            Button.margin(this.context.theme.margin);
            Button.onClick(() => {
                this.context.press(this.state.key);
            });
        }, Button);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(this, { state: child, context: this.context, isOnPrimary: this.isPrimary() }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiNodeView.ets", line: 220, col: 11 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: this.context,
                                    isOnPrimary: this.isPrimary()
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: this.context, isOnPrimary: this.isPrimary()
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.state.children, forEachItemGenFunction, (child, index) => `${index}:${child.key}`, false, true);
        }, ForEach);
        ForEach.pop();
        Row.pop();
        Button.pop();
    }
    isPrimary() {
        return this.state.text('variant') === 'primary';
    }
    mainAxis() {
        switch (this.state.text('justify')) {
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
        if ("isOnPrimary" in params) {
            this.updateParam("isOnPrimary", params.isOnPrimary);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiNodeView.prototype, "state", void 0);
__decorate([
    Param
], A2uiNodeView.prototype, "context", void 0);
__decorate([
    Param
], A2uiNodeView.prototype, "isOnPrimary", void 0);
__decorate([
    Local
], A2uiNodeView.prototype, "isModalOpen", void 0);
__decorate([
    Local
], A2uiNodeView.prototype, "selectedTab", void 0);
//# sourceMappingURL=A2uiNodeView.js.map