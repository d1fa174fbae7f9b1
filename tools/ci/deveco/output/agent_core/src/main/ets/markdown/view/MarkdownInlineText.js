var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { MarkdownTheme } from './MarkdownTheme';
export class MarkdownInlineText extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("spans", (params && "spans" in params) ? params.spans : []);
        this.initParam("theme", (params && "theme" in params) ? params.theme : new MarkdownTheme());
        this.initParam("fontSize", (params && "fontSize" in params) ? params.fontSize : 16);
        this.initParam("isBold", (params && "isBold" in params) ? params.isBold : false);
        this.initParam("isQuoted", (params && "isQuoted" in params) ? params.isQuoted : false);
        this.onLinkClick = "onLinkClick" in params ? params.onLinkClick : (href) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Text.create();
        }, Text);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = _item => {
                const span = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Span.create(span.text);
                    Span.fontSize(span.isCode ? this.theme.codeFontSize : this.fontSize);
                    Span.fontWeight(span.isStrong || this.isBold ? FontWeight.Bold : FontWeight.Normal);
                    Span.fontStyle(span.isEmphasis ? FontStyle.Italic : FontStyle.Normal);
                    Span.fontFamily(span.isCode ? this.theme.codeFontFamily : 'HarmonyOS Sans');
                    Span.fontColor(span.isLink ? this.theme.linkColor : span.isCode ? this.theme.codeColor : this.plainColor());
                    Span.decoration({
                        type: span.isStrikethrough ? TextDecorationType.LineThrough :
                            span.isLink ? TextDecorationType.Underline : TextDecorationType.None,
                        color: span.isLink ? this.theme.linkColor : this.plainColor()
                    });
                    Span.textBackgroundStyle({ color: span.isCode ? this.theme.codeBackground : Color.Transparent, radius: 3 });
                    Span.onClick(() => {
                        if (span.isLink && span.href.length > 0) {
                            this.onLinkClick(span.href);
                        }
                    });
                }, Span);
            };
            this.forEachUpdateFunction(elmtId, this.spans, forEachItemGenFunction, (span, index) => `${index}:${span.text.length}`, false, true);
        }, ForEach);
        ForEach.pop();
        Text.pop();
    }
    plainColor() {
        return this.isQuoted ? this.theme.quoteTextColor : this.theme.textColor;
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("spans" in params) {
            this.updateParam("spans", params.spans);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("fontSize" in params) {
            this.updateParam("fontSize", params.fontSize);
        }
        if ("isBold" in params) {
            this.updateParam("isBold", params.isBold);
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
], MarkdownInlineText.prototype, "spans", void 0);
__decorate([
    Param
], MarkdownInlineText.prototype, "theme", void 0);
__decorate([
    Param
], MarkdownInlineText.prototype, "fontSize", void 0);
__decorate([
    Param
], MarkdownInlineText.prototype, "isBold", void 0);
__decorate([
    Param
], MarkdownInlineText.prototype, "isQuoted", void 0);
__decorate([
    Event
], MarkdownInlineText.prototype, "onLinkClick", void 0);
//# sourceMappingURL=MarkdownInlineText.js.map