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
 * MarkdownTableView: a table block in a horizontal Scroll, columns as wide as MarkdownTableLayout says
 * (computed once per table version), the header row bold on a tinted background, cells aligned as the
 * delimiter row asks.
 */
import { MarkdownBlock } from '../MarkdownBlock';
import { MarkdownBlockKind } from '../MarkdownBlockKind';
import { MarkdownTableAlignment } from '../MarkdownTableAlignment';
import { MarkdownInlineText } from './MarkdownInlineText';
import { MarkdownTableLayout } from './MarkdownTableLayout';
import { MarkdownTheme } from './MarkdownTheme';
export class MarkdownTableView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("block", (params && "block" in params) ? params.block : new MarkdownBlock(0, MarkdownBlockKind.TABLE, true));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new MarkdownTheme());
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.finalizeConstruction();
    }
    get columnWidths() {
        return MarkdownTableLayout.columnWidths(this.block);
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Scroll.create();
            Scroll.scrollable(ScrollDirection.Horizontal);
            Scroll.scrollBar(BarState.Auto);
            Scroll.align(Alignment.TopStart);
            Scroll.width('100%');
        }, Scroll);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
            Column.border({ width: 1, color: this.theme.tableBorderColor });
        }, Column);
        this.row.bind(this)(this.block.header, true);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const cells = _item;
                this.row.bind(this)(cells, false);
            };
            this.forEachUpdateFunction(elmtId, this.block.rows, forEachItemGenFunction, (cells, index) => `${index}`, false, true);
        }, ForEach);
        ForEach.pop();
        Column.pop();
        Scroll.pop();
    }
    row(cells, isHeader, parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.backgroundColor(isHeader ? this.theme.tableHeaderBackground : Color.Transparent);
            Row.border({ width: { bottom: 1 }, color: this.theme.tableBorderColor });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, index) => {
                const cell = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Column.create();
                    Column.width(this.columnWidths[index]);
                    Column.padding({ left: 8, right: 8, top: 6, bottom: 6 });
                    Column.alignItems(this.block.alignments[index] === MarkdownTableAlignment.CENTER ? HorizontalAlign.Center :
                        this.block.alignments[index] === MarkdownTableAlignment.RIGHT ? HorizontalAlign.End : HorizontalAlign.Start);
                    Column.border({ width: { right: 1 }, color: this.theme.tableBorderColor });
                }, Column);
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new MarkdownInlineText(this, {
                                spans: cell.spans,
                                theme: this.theme,
                                fontSize: this.theme.fontSize - 1,
                                isBold: isHeader,
                                onLinkClick: this.onLinkClick
                            }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownTableView.ets", line: 48, col: 11 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    spans: cell.spans,
                                    theme: this.theme,
                                    fontSize: this.theme.fontSize - 1,
                                    isBold: isHeader,
                                    onLinkClick: this.onLinkClick
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                spans: cell.spans,
                                theme: this.theme,
                                fontSize: this.theme.fontSize - 1,
                                isBold: isHeader
                            });
                        }
                    }, { name: "MarkdownInlineText" });
                }
                Column.pop();
            };
            this.forEachUpdateFunction(elmtId, cells, forEachItemGenFunction, (cell, index) => `${index}`, true, true);
        }, ForEach);
        ForEach.pop();
        Row.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("block" in params) {
            this.updateParam("block", params.block);
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
], MarkdownTableView.prototype, "block", void 0);
__decorate([
    Param
], MarkdownTableView.prototype, "theme", void 0);
__decorate([
    Event
], MarkdownTableView.prototype, "onLinkClick", void 0);
__decorate([
    Computed
], MarkdownTableView.prototype, "columnWidths", null);
//# sourceMappingURL=MarkdownTableView.js.map