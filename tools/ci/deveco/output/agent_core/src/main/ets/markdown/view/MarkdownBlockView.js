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
 * MarkdownBlockView: one MarkdownBlock as ArkUI: paragraphs and headings as MarkdownInlineText, code
 * blocks monospace in a horizontal Scroll, lists (nested) with their markers, quotes with a bar, tables as
 * MarkdownTableView, thematic breaks as a Divider. Lists and quotes draw their children with this same
 * component. Every ForEach of blocks is keyed by `${id}:${version}`, so a block that did not change is
 * not rebuilt (a block's children come from its own parser; MarkdownView adds the parser to its keys).
 */
import { MarkdownBlock } from '../MarkdownBlock';
import { MarkdownBlockKind } from '../MarkdownBlockKind';
import { MarkdownInlineText } from './MarkdownInlineText';
import { MarkdownTableView } from './MarkdownTableView';
import { MarkdownTheme } from './MarkdownTheme';
const BULLETS = ['•', '◦', '▪'];
export class MarkdownBlockView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("block", (params && "block" in params) ? params.block : new MarkdownBlock(0, MarkdownBlockKind.PARAGRAPH, true));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new MarkdownTheme());
        this.initParam("depth", (params && "depth" in params) ? params.depth : 0);
        this.initParam("isQuoted", (params && "isQuoted" in params) ? params.isQuoted : false);
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.block.kind === MarkdownBlockKind.PARAGRAPH) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownInlineText(this, { spans: this.block.spans, theme: this.theme, fontSize: this.theme.fontSize,
                                    isQuoted: this.isQuoted, onLinkClick: this.onLinkClick }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets", line: 30, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        spans: this.block.spans,
                                        theme: this.theme,
                                        fontSize: this.theme.fontSize,
                                        isQuoted: this.isQuoted,
                                        onLinkClick: this.onLinkClick
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    spans: this.block.spans, theme: this.theme, fontSize: this.theme.fontSize,
                                    isQuoted: this.isQuoted
                                });
                            }
                        }, { name: "MarkdownInlineText" });
                    }
                });
            }
            else if (this.block.kind === MarkdownBlockKind.HEADING) {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        __Common__.create();
                        __Common__.margin({ top: this.block.level <= 2 ? 6 : 2 });
                    }, __Common__);
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownInlineText(this, {
                                    spans: this.block.spans,
                                    theme: this.theme,
                                    fontSize: this.theme.headingSize(this.block.level),
                                    isBold: true,
                                    isQuoted: this.isQuoted,
                                    onLinkClick: this.onLinkClick
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets", line: 33, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        spans: this.block.spans,
                                        theme: this.theme,
                                        fontSize: this.theme.headingSize(this.block.level),
                                        isBold: true,
                                        isQuoted: this.isQuoted,
                                        onLinkClick: this.onLinkClick
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    spans: this.block.spans,
                                    theme: this.theme,
                                    fontSize: this.theme.headingSize(this.block.level),
                                    isBold: true,
                                    isQuoted: this.isQuoted
                                });
                            }
                        }, { name: "MarkdownInlineText" });
                    }
                    __Common__.pop();
                });
            }
            else if (this.block.kind === MarkdownBlockKind.CODE) {
                this.ifElseBranchUpdateFunction(2, () => {
                    this.codeBlock.bind(this)();
                });
            }
            else if (this.block.kind === MarkdownBlockKind.LIST) {
                this.ifElseBranchUpdateFunction(3, () => {
                    this.list.bind(this)();
                });
            }
            else if (this.block.kind === MarkdownBlockKind.QUOTE) {
                this.ifElseBranchUpdateFunction(4, () => {
                    this.quote.bind(this)();
                });
            }
            else if (this.block.kind === MarkdownBlockKind.TABLE) {
                this.ifElseBranchUpdateFunction(5, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MarkdownTableView(this, { block: this.block, theme: this.theme, onLinkClick: this.onLinkClick }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets", line: 49, col: 9 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        block: this.block,
                                        theme: this.theme,
                                        onLinkClick: this.onLinkClick
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    block: this.block, theme: this.theme
                                });
                            }
                        }, { name: "MarkdownTableView" });
                    }
                });
            }
            else if (this.block.kind === MarkdownBlockKind.THEMATIC_BREAK) {
                this.ifElseBranchUpdateFunction(6, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Divider.create();
                        Divider.color(this.theme.ruleColor);
                        Divider.margin({ top: 4, bottom: 4 });
                    }, Divider);
                });
            }
            else {
                this.ifElseBranchUpdateFunction(7, () => {
                });
            }
        }, If);
        If.pop();
        Column.pop();
    }
    codeBlock(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.padding(10);
            Column.borderRadius(8);
            Column.backgroundColor(this.theme.codeBlockBackground);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.block.language.length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.block.language);
                        Text.fontSize(12);
                        Text.fontColor(this.theme.codeLabelColor);
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
            Scroll.create();
            Scroll.scrollable(ScrollDirection.Horizontal);
            Scroll.scrollBar(BarState.Auto);
            Scroll.align(Alignment.TopStart);
            Scroll.width('100%');
        }, Scroll);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create(this.block.code);
            Text.fontFamily(this.theme.codeFontFamily);
            Text.fontSize(this.theme.codeFontSize);
            Text.fontColor(this.theme.textColor);
        }, Text);
        Text.pop();
        Scroll.pop();
        Column.pop();
    }
    list(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: this.block.isTight ? 2 : this.theme.blockSpacing });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, index) => {
                const item = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Row.create();
                    Row.alignItems(VerticalAlign.Top);
                    Row.width('100%');
                }, Row);
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Text.create(this.block.isOrdered ? `${this.block.start + index}.` : BULLETS[this.depth % BULLETS.length]);
                    Text.fontSize(this.theme.fontSize);
                    Text.fontColor(this.isQuoted ? this.theme.quoteTextColor : this.theme.textColor);
                    Text.constraintSize({ minWidth: 22 });
                    Text.margin({ right: 4 });
                }, Text);
                Text.pop();
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Column.create({ space: this.block.isTight ? 2 : this.theme.blockSpacing });
                    Column.alignItems(HorizontalAlign.Start);
                    Column.layoutWeight(1);
                }, Column);
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    ForEach.create();
                    const forEachItemGenFunction = _item => {
                        const child = _item;
                        {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                if (isInitialRender) {
                                    let componentCall = new MarkdownBlockView(this, {
                                        block: child,
                                        theme: this.theme,
                                        depth: this.depth + 1,
                                        isQuoted: this.isQuoted,
                                        onLinkClick: this.onLinkClick
                                    }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets", line: 98, col: 15 });
                                    ViewV2.create(componentCall);
                                    let paramsLambda = () => {
                                        return {
                                            block: child,
                                            theme: this.theme,
                                            depth: this.depth + 1,
                                            isQuoted: this.isQuoted,
                                            onLinkClick: this.onLinkClick
                                        };
                                    };
                                    componentCall.paramsGenerator_ = paramsLambda;
                                }
                                else {
                                    this.updateStateVarsOfChildByElmtId(elmtId, {
                                        block: child,
                                        theme: this.theme,
                                        depth: this.depth + 1,
                                        isQuoted: this.isQuoted
                                    });
                                }
                            }, { name: "MarkdownBlockView" });
                        }
                    };
                    this.forEachUpdateFunction(elmtId, item.children, forEachItemGenFunction, (child) => `${child.id}:${child.version}`, false, false);
                }, ForEach);
                ForEach.pop();
                Column.pop();
                Row.pop();
            };
            this.forEachUpdateFunction(elmtId, this.block.children, forEachItemGenFunction, (item) => `${item.id}:${item.version}:${this.block.isTight}`, true, false);
        }, ForEach);
        ForEach.pop();
        Column.pop();
    }
    quote(parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create();
            Row.alignItems(VerticalAlign.Top);
            Row.width('100%');
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create();
            Column.width(3);
            Column.height('100%');
            Column.backgroundColor(this.theme.quoteBarColor);
            Column.margin({ right: 8 });
        }, Column);
        Column.pop();
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: this.theme.blockSpacing });
            Column.alignItems(HorizontalAlign.Start);
            Column.layoutWeight(1);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const child = _item;
                {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new MarkdownBlockView(this, {
                                block: child,
                                theme: this.theme,
                                depth: this.depth,
                                isQuoted: true,
                                onLinkClick: this.onLinkClick
                            }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/markdown/view/MarkdownBlockView.ets", line: 128, col: 11 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    block: child,
                                    theme: this.theme,
                                    depth: this.depth,
                                    isQuoted: true,
                                    onLinkClick: this.onLinkClick
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            this.updateStateVarsOfChildByElmtId(elmtId, {
                                block: child,
                                theme: this.theme,
                                depth: this.depth,
                                isQuoted: true
                            });
                        }
                    }, { name: "MarkdownBlockView" });
                }
            };
            this.forEachUpdateFunction(elmtId, this.block.children, forEachItemGenFunction, (child) => `${child.id}:${child.version}`, false, false);
        }, ForEach);
        ForEach.pop();
        Column.pop();
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
        if ("depth" in params) {
            this.updateParam("depth", params.depth);
        }
        if ("isQuoted" in params) {
            this.updateParam("isQuoted", params.isQuoted);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], MarkdownBlockView.prototype, "block", void 0);
__decorate([
    Param
], MarkdownBlockView.prototype, "theme", void 0);
__decorate([
    Param
], MarkdownBlockView.prototype, "depth", void 0);
__decorate([
    Param
], MarkdownBlockView.prototype, "isQuoted", void 0);
__decorate([
    Event
], MarkdownBlockView.prototype, "onLinkClick", void 0);
//# sourceMappingURL=MarkdownBlockView.js.map