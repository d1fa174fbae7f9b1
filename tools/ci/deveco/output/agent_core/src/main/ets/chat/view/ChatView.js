var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
if (!("finalizeConstruction" in ViewPU.prototype)) {
    Reflect.set(ViewPU.prototype, "finalizeConstruction", () => { });
}
import { SystemAnnouncer } from '../platform/SystemAnnouncer';
import { SystemColorMode } from '../platform/SystemColorMode';
import { ChatFeedback } from './ChatFeedback';
import { ChatLabels } from './ChatLabels';
import { ChatLinkHandler } from './ChatLinkHandler';
import { ChatSurfaceItem } from './ChatSurfaceItem';
import { ChatTheme } from './ChatTheme';
import { ChatViewHooks } from './ChatViewHooks';
import { ChatViewModel } from './ChatViewModel';
import { InputBar } from './InputBar';
import { MessageBubble } from './MessageBubble';
export class ChatView extends ViewV2 {
    constructor(parent, params, __localStorage, elmtId = -1, paramsLambda, extraInfo) {
        super(parent, elmtId, extraInfo);
        this.initParam("controller", (params && "controller" in params) ? params.controller : undefined);
        this.initParam("theme", (params && "theme" in params) ? params.theme : undefined);
        this.initParam("labels", (params && "labels" in params) ? params.labels : new ChatLabels());
        this.initParam("suggestions", (params && "suggestions" in params) ? params.suggestions : []);
        this.initParam("hooks", (params && "hooks" in params) ? params.hooks : new ChatViewHooks());
        this.initParam("surfaceStore", (params && "surfaceStore" in params) ? params.surfaceStore : undefined);
        this.initParam("showsUsage", (params && "showsUsage" in params) ? params.showsUsage : false);
        this.model = new ChatViewModel();
        this.systemTheme = ChatTheme.light();
        this.scroller = new Scroller();
        this.colorMode = new SystemColorMode();
        this.systemAnnouncer = new SystemAnnouncer();
        this.hostLinks = new ChatLinkHandler((href) => this.openLink(href));
        this.finalizeConstruction();
    }
    get shownTheme() {
        return this.theme !== undefined ? this.theme : this.systemTheme;
    }
    get markdownTheme() {
        return this.shownTheme.markdownTheme();
    }
    aboutToAppear() {
        this.model.onAnnounce = (messageId, text) => {
            const hook = this.hooks.onAnnounce;
            if (hook !== undefined) {
                hook(messageId, text);
                return;
            }
            const announcer = this.hooks.announcer !== undefined ? this.hooks.announcer : this.systemAnnouncer;
            announcer.announce(text).catch(() => {
                // An announcer that rejects must not reach the UI (the contract is a Result).
            });
        };
        this.model.attach(this.controller);
        const context = this.getUIContext().getHostContext();
        if (context !== undefined) {
            this.systemAnnouncer = SystemAnnouncer.forContext(context);
            this.systemTheme = ChatTheme.forMode(SystemColorMode.isDark(context));
            this.colorMode.follow(context, (isDark) => {
                this.systemTheme = ChatTheme.forMode(isDark);
            });
        }
    }
    aboutToDisappear() {
        this.model.detach();
        this.colorMode.stop();
    }
    onControllerChanged(monitor) {
        this.model.attach(this.controller);
    }
    /**
     * Every listener call moves syncCount: a message added, a flush that grew the last one. scrollEdge takes
     * effect at the List's next layout, so it reaches the grown item. A user who scrolled up is left there.
     */
    onConversationChanged(monitor) {
        if (this.scroller.isAtEnd()) {
            this.scroller.scrollEdge(Edge.Bottom);
        }
    }
    initialRender() {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            Column.create({ space: this.shownTheme.spacing });
            Column.padding(this.shownTheme.spacing);
            Column.backgroundColor(this.shownTheme.backgroundColor);
            Column.width('100%');
            Column.height('100%');
        }, Column);
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (this.model.isEmpty) {
                this.ifElseBranchUpdateFunction(0, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Column.create();
                        Column.justifyContent(FlexAlign.Center);
                        Column.layoutWeight(1);
                        Column.width('100%');
                    }, Column);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        Text.create(this.labels.emptyTitle);
                        Text.fontSize(this.shownTheme.fontSize + 4);
                        Text.fontColor(this.shownTheme.mutedColor);
                    }, Text);
                    Text.pop();
                    Column.pop();
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        List.create({ space: this.shownTheme.spacing, scroller: this.scroller });
                        List.layoutWeight(1);
                        List.width('100%');
                    }, List);
                    this.observeComponentCreation2((elmtId, isInitialRender) => {
                        ForEach.create();
                        const forEachItemGenFunction = _item => {
                            const item = _item;
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
                                    this.messageItem.bind(this)(item);
                                    ListItem.pop();
                                };
                                this.observeComponentCreation2(itemCreation2, ListItem);
                                ListItem.pop();
                            }
                        };
                        this.forEachUpdateFunction(elmtId, this.model.messages, forEachItemGenFunction, (item) => item.id, false, false);
                    }, ForEach);
                    ForEach.pop();
                    List.pop();
                });
            }
        }, If);
        If.pop();
        {
            this.observeComponentCreation2((elmtId, isInitialRender) => {
                if (isInitialRender) {
                    let componentCall = new InputBar(this, {
                        theme: this.shownTheme,
                        labels: this.labels,
                        isGenerating: this.model.isGenerating,
                        suggestions: this.model.isEmpty ? this.suggestions : [],
                        hasAttachment: this.hooks.onAttachment !== undefined,
                        hasVoice: this.hooks.onVoiceInput !== undefined,
                        attachments: this.hooks.attachments.urls,
                        onRemoveAttachment: (index) => {
                            this.hooks.attachments.remove(index);
                        },
                        onSend: (text) => this.send(text),
                        onStop: () => {
                            this.controller?.stop();
                        },
                        onAttachment: () => this.attach(),
                        onVoiceInput: () => this.voice()
                    }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatView.ets", line: 134, col: 7 });
                    ViewV2.create(componentCall);
                    let paramsLambda = () => {
                        return {
                            theme: this.shownTheme,
                            labels: this.labels,
                            isGenerating: this.model.isGenerating,
                            suggestions: this.model.isEmpty ? this.suggestions : [],
                            hasAttachment: this.hooks.onAttachment !== undefined,
                            hasVoice: this.hooks.onVoiceInput !== undefined,
                            attachments: this.hooks.attachments.urls,
                            onRemoveAttachment: (index) => {
                                this.hooks.attachments.remove(index);
                            },
                            onSend: (text) => this.send(text),
                            onStop: () => {
                                this.controller?.stop();
                            },
                            onAttachment: () => this.attach(),
                            onVoiceInput: () => this.voice()
                        };
                    };
                    componentCall.paramsGenerator_ = paramsLambda;
                }
                else {
                    this.updateStateVarsOfChildByElmtId(elmtId, {
                        theme: this.shownTheme,
                        labels: this.labels,
                        isGenerating: this.model.isGenerating,
                        suggestions: this.model.isEmpty ? this.suggestions : [],
                        hasAttachment: this.hooks.onAttachment !== undefined,
                        hasVoice: this.hooks.onVoiceInput !== undefined,
                        attachments: this.hooks.attachments.urls
                    });
                }
            }, { name: "InputBar" });
        }
        Column.pop();
    }
    messageItem(item, parent = null) {
        this.observeComponentCreation2((elmtId, isInitialRender) => {
            If.create();
            if (item.isSurface) {
                this.ifElseBranchUpdateFunction(0, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new ChatSurfaceItem(this, {
                                    surface: this.surfaceStore !== undefined ? this.surfaceStore.surface(item.surfaceId) : undefined,
                                    theme: this.shownTheme,
                                    labels: this.labels,
                                    linkHandler: this.hooks.onLinkClick !== undefined ? this.hostLinks : undefined,
                                    onAction: (message) => this.sendAction(message),
                                    onError: (surfaceId, error) => {
                                        this.controller?.reportSurfaceError(surfaceId, error);
                                    }
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatView.ets", line: 162, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        surface: this.surfaceStore !== undefined ? this.surfaceStore.surface(item.surfaceId) : undefined,
                                        theme: this.shownTheme,
                                        labels: this.labels,
                                        linkHandler: this.hooks.onLinkClick !== undefined ? this.hostLinks : undefined,
                                        onAction: (message) => this.sendAction(message),
                                        onError: (surfaceId, error) => {
                                            this.controller?.reportSurfaceError(surfaceId, error);
                                        }
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    surface: this.surfaceStore !== undefined ? this.surfaceStore.surface(item.surfaceId) : undefined,
                                    theme: this.shownTheme,
                                    labels: this.labels,
                                    linkHandler: this.hooks.onLinkClick !== undefined ? this.hostLinks : undefined
                                });
                            }
                        }, { name: "ChatSurfaceItem" });
                    }
                });
            }
            else {
                this.ifElseBranchUpdateFunction(1, () => {
                    {
                        this.observeComponentCreation2((elmtId, isInitialRender) => {
                            if (isInitialRender) {
                                let componentCall = new MessageBubble(this, {
                                    message: item,
                                    theme: this.shownTheme,
                                    markdownTheme: this.markdownTheme,
                                    labels: this.labels,
                                    isGenerating: this.model.isGenerating,
                                    showsUsage: this.showsUsage,
                                    onRetry: (messageId) => this.retry(messageId),
                                    onCopy: (messageId) => this.copy(messageId),
                                    onRegenerate: (messageId) => this.regenerate(messageId),
                                    onContinue: (messageId) => this.continueAnswer(messageId),
                                    onEdit: (messageId, text) => this.edit(messageId, text),
                                    onFeedback: (messageId, feedback) => this.feedback(messageId, feedback),
                                    onShowVariant: (messageId, index) => this.showVariant(messageId, index),
                                    onLinkClick: (href) => this.openLink(href)
                                }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/chat/view/ChatView.ets", line: 173, col: 7 });
                                ViewV2.create(componentCall);
                                let paramsLambda = () => {
                                    return {
                                        message: item,
                                        theme: this.shownTheme,
                                        markdownTheme: this.markdownTheme,
                                        labels: this.labels,
                                        isGenerating: this.model.isGenerating,
                                        showsUsage: this.showsUsage,
                                        onRetry: (messageId) => this.retry(messageId),
                                        onCopy: (messageId) => this.copy(messageId),
                                        onRegenerate: (messageId) => this.regenerate(messageId),
                                        onContinue: (messageId) => this.continueAnswer(messageId),
                                        onEdit: (messageId, text) => this.edit(messageId, text),
                                        onFeedback: (messageId, feedback) => this.feedback(messageId, feedback),
                                        onShowVariant: (messageId, index) => this.showVariant(messageId, index),
                                        onLinkClick: (href) => this.openLink(href)
                                    };
                                };
                                componentCall.paramsGenerator_ = paramsLambda;
                            }
                            else {
                                this.updateStateVarsOfChildByElmtId(elmtId, {
                                    message: item,
                                    theme: this.shownTheme,
                                    markdownTheme: this.markdownTheme,
                                    labels: this.labels,
                                    isGenerating: this.model.isGenerating,
                                    showsUsage: this.showsUsage
                                });
                            }
                        }, { name: "MessageBubble" });
                    }
                });
            }
        }, If);
        If.pop();
    }
    /** The host's go-ahead for a request (ChatViewHooks.onBeforeRequest); yes without a hook. */
    mayRequest() {
        const hook = this.hooks.onBeforeRequest;
        return hook === undefined || hook();
    }
    /** The user's turn: the text and the pictures waiting in the input (a picture alone is a turn too). */
    send(text) {
        const controller = this.controller;
        const parts = this.hooks.attachments.parts;
        if (controller === undefined || (text.trim().length === 0 && parts.length === 0) || !this.mayRequest()) {
            return false;
        }
        const sent = controller.send(text, parts) !== undefined;
        if (sent) {
            this.hooks.attachments.clear();
            this.scroller.scrollEdge(Edge.Bottom);
        }
        return sent;
    }
    retry(messageId) {
        const controller = this.controller;
        if (controller !== undefined && this.mayRequest()) {
            controller.retry(messageId);
        }
    }
    /** The answer is asked for again; the old one stays as a variant (the pager shows `2/2`). */
    regenerate(messageId) {
        const controller = this.controller;
        if (controller !== undefined && this.mayRequest()) {
            controller.regenerate(messageId);
        }
    }
    /** The stopped or cut answer goes on in its bubble (ChatController.continue). */
    continueAnswer(messageId) {
        const controller = this.controller;
        if (controller !== undefined && this.mayRequest()) {
            controller.continue(messageId);
        }
    }
    /** The question changes and the chat continues from it; what followed stays as a branch of the old one. */
    edit(messageId, text) {
        const controller = this.controller;
        if (controller !== undefined && this.mayRequest() && controller.edit(messageId, text) !== undefined) {
            this.scroller.scrollEdge(Edge.Bottom);
        }
    }
    showVariant(messageId, index) {
        this.controller?.showVariant(messageId, index);
    }
    sendAction(message) {
        const controller = this.controller;
        if (controller !== undefined && this.mayRequest()) {
            controller.sendAction(message);
        }
    }
    copy(messageId) {
        const bubble = this.model.bubble(messageId);
        if (bubble === undefined) {
            return;
        }
        const text = bubble.content;
        this.hooks.clipboard.copy(text).then((copied) => {
            const hook = this.hooks.onCopy;
            if (hook !== undefined) {
                hook(messageId, text, copied.ok ? undefined : copied.error);
            }
        });
    }
    feedback(messageId, feedback) {
        const bubble = this.model.bubble(messageId);
        if (bubble === undefined) {
            return;
        }
        // A second tap on the same thumb takes the verdict back.
        bubble.feedback = bubble.feedback === feedback ? ChatFeedback.NONE : feedback;
        const hook = this.hooks.onFeedback;
        if (hook !== undefined) {
            hook(messageId, bubble.feedback);
        }
    }
    openLink(href) {
        const hook = this.hooks.onLinkClick;
        if (hook !== undefined) {
            hook(href);
        }
    }
    attach() {
        const hook = this.hooks.onAttachment;
        if (hook !== undefined) {
            hook();
        }
    }
    voice() {
        const hook = this.hooks.onVoiceInput;
        if (hook !== undefined) {
            hook();
        }
    }
    updateStateVars(params) {
        if (params === undefined) {
            return;
        }
        if ("controller" in params) {
            this.updateParam("controller", params.controller);
        }
        if ("theme" in params) {
            this.updateParam("theme", params.theme);
        }
        if ("labels" in params) {
            this.updateParam("labels", params.labels);
        }
        if ("suggestions" in params) {
            this.updateParam("suggestions", params.suggestions);
        }
        if ("hooks" in params) {
            this.updateParam("hooks", params.hooks);
        }
        if ("surfaceStore" in params) {
            this.updateParam("surfaceStore", params.surfaceStore);
        }
        if ("showsUsage" in params) {
            this.updateParam("showsUsage", params.showsUsage);
        }
    }
    rerender() {
        this.updateDirtyElements();
    }
}
__decorate([
    Param
], ChatView.prototype, "controller", void 0);
__decorate([
    Param
], ChatView.prototype, "theme", void 0);
__decorate([
    Param
], ChatView.prototype, "labels", void 0);
__decorate([
    Param
], ChatView.prototype, "suggestions", void 0);
__decorate([
    Param
], ChatView.prototype, "hooks", void 0);
__decorate([
    Param
], ChatView.prototype, "surfaceStore", void 0);
__decorate([
    Param
], ChatView.prototype, "showsUsage", void 0);
__decorate([
    Local
], ChatView.prototype, "model", void 0);
__decorate([
    Local
], ChatView.prototype, "systemTheme", void 0);
__decorate([
    Computed
], ChatView.prototype, "shownTheme", null);
__decorate([
    Computed
], ChatView.prototype, "markdownTheme", null);
__decorate([
    Monitor('controller')
], ChatView.prototype, "onControllerChanged", null);
__decorate([
    Monitor('model.syncCount')
], ChatView.prototype, "onConversationChanged", null);
//# sourceMappingURL=ChatView.js.map