import { A2uiNodeView } from './A2uiNodeView';
export function a2uiWeightedChild(child, context, isOnPrimary, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        If.create();
        if (child.value('weight')?.asNumber() !== undefined) {
            (parent ? parent : this).ifElseBranchUpdateFunction(0, () => {
                (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                    __Common__.create();
                    __Common__.layoutWeight(child.number('weight', 1));
                }, __Common__);
                {
                    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiWeightedChild.ets", line: 12, col: 5 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: context,
                                    isOnPrimary: isOnPrimary
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: context, isOnPrimary: isOnPrimary
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
                __Common__.pop();
            });
        }
        else {
            (parent ? parent : this).ifElseBranchUpdateFunction(1, () => {
                {
                    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                        if (isInitialRender) {
                            let componentCall = new A2uiNodeView(parent ? parent : this, { state: child, context: context, isOnPrimary: isOnPrimary }, undefined, elmtId, () => { }, { page: "agent_core/src/main/ets/a2ui/view/A2uiWeightedChild.ets", line: 15, col: 5 });
                            ViewV2.create(componentCall);
                            let paramsLambda = () => {
                                return {
                                    state: child,
                                    context: context,
                                    isOnPrimary: isOnPrimary
                                };
                            };
                            componentCall.paramsGenerator_ = paramsLambda;
                        }
                        else {
                            (parent ? parent : this).updateStateVarsOfChildByElmtId(elmtId, {
                                state: child, context: context, isOnPrimary: isOnPrimary
                            });
                        }
                    }, { name: "A2uiNodeView" });
                }
            });
        }
    }, If);
    If.pop();
}
//# sourceMappingURL=A2uiWeightedChild.js.map