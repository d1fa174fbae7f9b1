var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
/*
 * A2uiSurfaceModel: keeps the observable node states of one surface in step with it. It listens to the
 * surface, and for each node the surface says changed copies the node into its state (one state per
 * node key, reused while the node lives). It also reports components no view of the registry draws and what the surface
 * met while rendering (the render-node limit, refused URLs: A2uiSurface.renderErrors), each once.
 */
import { ArkAgentError } from '../../core/ArkAgentError';
import { A2uiNodeState } from './A2uiNodeState';
let A2uiSurfaceModel = class A2uiSurfaceModel {
    constructor() {
        this.root = undefined;
        this.surface = undefined;
        this.states = new Map();
        /** How many states the last prune kept: the map is pruned again when it doubles. */
        this.kept = 64;
        /** How many of the surface's render errors have been reported. */
        this.reportedErrors = 0;
        this.onUndrawable = (error) => {
        };
        this.views = undefined;
    }
    /** Follows `surface`; a component `views` has no builder for goes to `onUndrawable`. */
    attach(surface, views, onUndrawable) {
        this.detach();
        this.surface = surface;
        this.views = views;
        this.onUndrawable = onUndrawable;
        this.reportedErrors = 0;
        surface.addListener(this);
        this.refreshRoot();
    }
    detach() {
        if (this.surface !== undefined) {
            this.surface.removeListener(this);
            this.surface = undefined;
        }
        this.states = new Map();
        this.root = undefined;
    }
    onSurfaceChanged(surface, changed) {
        for (let i = 0; i < changed.length; i++) {
            this.sync(changed[i]);
        }
        this.refreshRoot();
        if (this.states.size > 2 * this.kept) {
            this.prune();
        }
    }
    /** Drops the states of nodes no longer in the tree. */
    prune() {
        const reachable = new Map();
        const pending = this.root !== undefined ? [this.root] : [];
        while (pending.length > 0) {
            const state = pending.pop();
            if (!reachable.has(state.key)) {
                reachable.set(state.key, state);
                for (let i = 0; i < state.children.length; i++) {
                    pending.push(state.children[i]);
                }
            }
        }
        this.states = reachable;
        this.kept = Math.max(64, reachable.size);
    }
    refreshRoot() {
        const node = this.surface !== undefined ? this.surface.root() : undefined;
        this.root = node !== undefined ? this.sync(node) : undefined;
        const errors = this.surface !== undefined ? this.surface.renderErrors() : [];
        for (let i = this.reportedErrors; i < errors.length; i++) {
            this.onUndrawable(errors[i]);
        }
        this.reportedErrors = Math.max(this.reportedErrors, errors.length);
    }
    /** The state of `node`, brought up to date (and its children's states, recursively, when new). */
    sync(node) {
        let state = this.states.get(node.key);
        if (state === undefined) {
            state = new A2uiNodeState(node.key, node.id);
            this.states.set(node.key, state);
        }
        const children = [];
        for (let i = 0; i < node.children.length; i++) {
            const child = node.children[i];
            const known = this.states.get(child.key);
            children.push(known !== undefined && !known.isBehind(child) ? known : this.sync(child));
        }
        if (state.update(node, children) && !node.isPlaceholder && this.views?.builderFor(node.component) === undefined) {
            this.onUndrawable(ArkAgentError.protocol('a2ui_component_not_drawn', `the view cannot draw component "${node.component}" ("${node.id}"); it shows a placeholder`));
        }
        return state;
    }
};
__decorate([
    Trace
], A2uiSurfaceModel.prototype, "root", void 0);
A2uiSurfaceModel = __decorate([
    ObservedV2
], A2uiSurfaceModel);
export { A2uiSurfaceModel };
//# sourceMappingURL=A2uiSurfaceModel.js.map