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
 * AttachmentThumbnails: a row of picture thumbnails (ChatTheme.thumbnailSize, cropped square), used twice: in
 * InputBar for the pictures waiting to be sent, each with a remove button (`isRemovable`), and in a user's
 * MessageBubble for the pictures the message carried. ArkUI's Image takes the `data:image/jpeg;base64,...` URL
 * as its src. Each thumbnail tells a screen reader `Image 1 of 2`.
 */
import { ChatLabels } from './ChatLabels';
import { ChatTheme } from './ChatTheme';
export class AttachmentThumbnails extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("urls", (params && "urls" in params) ? params.urls : []);
        this.initParam("theme", (params && "theme" in params) ? params.theme : ChatTheme.light());
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("isRemovable", (params && "isRemovable" in params) ? params.isRemovable : false);
        this.onRemove = "onRemove" in params ? params.onRemove : (index) => {
        };
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Row.create({ space: this.theme.spacing });
        }, Row);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            ForEach.create();
            const forEachItemGenFunction = (_item, index) => {
                const url = _item;
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Stack.create({ alignContent: Alignment.TopEnd });
                }, Stack);
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    Image.create(url);
                    Image.width(this.theme.thumbnailSize);
                    Image.height(this.theme.thumbnailSize);
                    Image.objectFit(ImageFit.Cover);
                    Image.borderRadius(this.theme.thumbnailRadius);
                    Image.accessibilityText(`${this.labels.image} ${index + 1} of ${this.urls.length}`);
                }, Image);
                this.observeComponentCreation2((elmtId, isInitialRender) => {
                    If.create();
                    if (this.isRemovable) {
                        this.ifElseBranchUpdateFunction(0, () => {
                            this.observeComponentCreation2((elmtId, isInitialRender) => {
                                Button.createWithLabel('×');
                                Button.fontSize(this.theme.captionFontSize);
                                Button.height(this.theme.smallButtonHeight);
                                Button.fontColor(this.theme.onAccentColor);
                                Button.backgroundColor(this.theme.mutedColor);
                                Button.accessibilityText(`${this.labels.removeImage} ${index + 1}`);
                                Button.onClick(() => {
                                    this.onRemove(index);
                                });
                            }, Button);
                            Button.pop();
                        });
                    }
                    else {
                        this.ifElseBranchUpdateFunction(1, () => {
                        });
                    }
                }, If);
                If.pop();
                Stack.pop();
            };
            this.forEachUpdateFunction(elmtId, this.urls, forEachItemGenFunction, (url, index) => `${index}:${url.length}:${url.substring(url.length - 16)}`, true, true);
        }, ForEach);
        ForEach.pop();
        Row.pop();
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("urls" in params) {
            this.updateParam("urls", params.urls);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
        if ("isRemovable" in params) {
            this.updateParam("isRemovable", params.isRemovable);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], AttachmentThumbnails.prototype, "urls", void 0);
__decorate([
    Param
], AttachmentThumbnails.prototype, "theme", void 0);
__decorate([
    Param
], AttachmentThumbnails.prototype, "labels", void 0);
__decorate([
    Param
], AttachmentThumbnails.prototype, "isRemovable", void 0);
__decorate([
    Event
], AttachmentThumbnails.prototype, "onRemove", void 0);
//# sourceMappingURL=AttachmentThumbnails.js.map