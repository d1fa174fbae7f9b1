var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { MarkdownView } from '../../markdown/view/MarkdownView';
import { A2uiPresentation } from '../A2uiPresentation';
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
import { A2uiComponentView } from './A2uiComponentView';
import { A2uiTextMarkdown } from './A2uiTextMarkdown';
export class A2uiTextView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isOnPrimary", (params && "isOnPrimary" in params) ? params.isOnPrimary : false);
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.finalizeConstruction();
    }
    get isMarkdown() {
        return A2uiTextMarkdown.isMarkdown(this.state.text('text'));
    }
    get blocks() {
        return this.isMarkdown ? A2uiTextMarkdown.blocks(this.state.text('text')) : [];
    }
    get markdownTheme() {
        return A2uiTextMarkdown.theme(this.theme, this.state.text('variant'), this.isOnPrimary);
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isMarkdown) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Column.create();
                        Column.margin(this.isOnPrimary ? 0 : this.theme.margin);
                    }, Column);
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownView(this, {
                                    blocks: this.blocks,
                                    theme: this.markdownTheme,
                                    onLinkClick: (href) => {
                                        this.onLinkClick(href);
                                    }
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTextView.ets", line: 47, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        blocks: this.blocks,
                                        theme: this.markdownTheme,
                                        onLinkClick: (href) => {
                                            this.onLinkClick(href);
                                        }
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    blocks: this.blocks,
                                    theme: this.markdownTheme
                                });
                            }
                        }, { name: "MarkdownView" });
                    }
                    Column.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(A2uiPresentation.plainText(this.state.text('text')));
                        Text.fontSize(A2uiPresentation.textSize(this.state.text('variant')));
                        Text.fontWeight(A2uiPresentation.isHeading(this.state.text('variant')) ? FontWeight.Bold : FontWeight.Normal);
                        Text.fontStyle(this.state.text('variant') === 'caption' ? FontStyle.Italic : FontStyle.Normal);
                        Text.fontColor(this.isOnPrimary ? this.theme.onPrimaryColor :
                            (this.state.text('variant') === 'caption' ? this.theme.mutedColor : this.theme.textColor));
                        Text.margin(this.isOnPrimary ? 0 : this.theme.margin);
                    }, Text);
                    Text.pop();
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
], A2uiTextView.prototype, "state", void 0);
__decorate([
    Param
], A2uiTextView.prototype, "theme", void 0);
__decorate([
    Param
], A2uiTextView.prototype, "isOnPrimary", void 0);
__decorate([
    Event
], A2uiTextView.prototype, "onLinkClick", void 0);
__decorate([
    Computed
], A2uiTextView.prototype, "isMarkdown", null);
__decorate([
    Computed
], A2uiTextView.prototype, "blocks", null);
__decorate([
    Computed
], A2uiTextView.prototype, "markdownTheme", null);
function drawText(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiTextView(parent ? parent : this, {
                    state: state,
                    theme: context.theme,
                    isOnPrimary: isOnPrimary,
                    onLinkClick: (href) => {
                        context.openLink(href);
                    }
                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiTextView.ets", line: 70, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme,
                        isOnPrimary: isOnPrimary,
                        onLinkClick: (href) => {
                            context.openLink(href);
                        }
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state,
                    theme: context.theme,
                    isOnPrimary: isOnPrimary
                });
            }
        }, { name: "A2uiTextView" });
    }
}
/** The basic catalog's Text. */
export const TEXT_VIEW = new A2uiComponentView('Text', wrapBuilder(drawText));
//# sourceMappingURL=A2uiTextView.js.map