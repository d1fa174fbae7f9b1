var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { MarkdownBlockView } from './MarkdownBlockView';
import { MarkdownTheme } from './MarkdownTheme';
export class MarkdownView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("blocks", (params && "blocks" in params) ? params.blocks : []);
        this.initParam("theme", (params && "theme" in params) ? params.theme : new MarkdownTheme());
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: this.theme.blockSpacing });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const block = _item;
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new MarkdownBlockView(this, { block: block, theme: this.theme, onLinkClick: this.onLinkClick }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownView.ets", line: 25, col: 9 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    block: block,
                                    theme: this.theme,
                                    onLinkClick: this.onLinkClick
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                block: block, theme: this.theme
                            });
                        }
                    }, { name: "MarkdownBlockView" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.blocks, forEachItemGenFunction, (block) => `${block.parserId}:${block.id}:${block.version}`, false, false);
        }, ForEach);
        ForEach.pop();
        Column.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("blocks" in params) {
            this.updateParam("blocks", params.blocks);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], MarkdownView.prototype, "blocks", void 0);
__decorate([
    Param
], MarkdownView.prototype, "theme", void 0);
__decorate([
    Event
], MarkdownView.prototype, "onLinkClick", void 0);
//# sourceMappingURL=MarkdownView.js.map