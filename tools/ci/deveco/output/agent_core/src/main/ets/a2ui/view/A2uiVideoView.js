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
 * Video and AudioPlayer: the native Video component with its controls (seeking included). ArkUI has no
 * audio player component, so AudioPlayer is a Video of a control bar's height with its description above:
 * the platform player plays audio URLs, and the view needs no media kit of its own.
 */
import { A2uiNodeState } from './A2uiNodeState';
import { A2uiViewTheme } from './A2uiViewTheme';
import { A2uiComponentView } from './A2uiComponentView';
export class A2uiVideoView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("state", (params && "state" in params) ? params.state : new A2uiNodeState('', ''));
        this.initParam("theme", (params && "theme" in params) ? params.theme : new A2uiViewTheme());
        this.initParam("isAudio", (params && "isAudio" in params) ? params.isAudio : false);
        this.controller = new VideoController();
        this.finalizeConstruction();
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: 4 });
            Column.alignItems(HorizontalAlign.Start);
            Column.width('100%');
            Column.margin(this.theme.margin);
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.isAudio && this.state.text('description').length > 0) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.state.text('description'));
                        Text.fontSize(14);
                        Text.fontColor(this.theme.textColor);
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
            Video.create({ src: this.state.text('url'), controller: this.controller });
            Video.controls(true);
            Video.autoPlay(false);
            Video.objectFit(ImageFit.Contain);
            Video.width('100%');
            Video.height(this.isAudio ? this.theme.audioHeight : this.theme.videoHeight);
        }, Video);
        Column.pop();
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
        if ("isAudio" in params) {
            this.updateParam("isAudio", params.isAudio);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], A2uiVideoView.prototype, "state", void 0);
__decorate([
    Param
], A2uiVideoView.prototype, "theme", void 0);
__decorate([
    Param
], A2uiVideoView.prototype, "isAudio", void 0);
function drawVideo(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiVideoView(parent ? parent : this, { state: state, theme: context.theme, isAudio: false }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiVideoView.ets", line: 41, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme,
                        isAudio: false
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, theme: context.theme, isAudio: false
                });
            }
        }, { name: "A2uiVideoView" });
    }
}
/** The basic catalog's Video. */
export const VIDEO_VIEW = new A2uiComponentView('Video', wrapBuilder(drawVideo));
function drawAudioPlayer(state, context, isOnPrimary, parent = null) {
    {
        (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
            if (isInitialRender) {
                let componentCall = new A2uiVideoView(parent ? parent : this, { state: state, theme: context.theme, isAudio: true }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiVideoView.ets", line: 49, col: 3 });
                ViewV2.create(componentCall);
                let paramsLambda = () => {
                    return {
                        state: state,
                        theme: context.theme,
                        isAudio: true
                    };
                };
                componentCall.paramsGenerator_ = paramsLambda;
            }
            else {
                (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                    state: state, theme: context.theme, isAudio: true
                });
            }
        }, { name: "A2uiVideoView" });
    }
}
/** The basic catalog's AudioPlayer. */
export const AUDIO_PLAYER_VIEW = new A2uiComponentView('AudioPlayer', wrapBuilder(drawAudioPlayer));
//# sourceMappingURL=A2uiVideoView.js.map