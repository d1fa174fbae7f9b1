export function drawFieldLabel(state, context, parent = null) {
    (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
        If.create();
        if (state.text('label').length > 0) {
            (parent ? parent : this).ifElseBranchUpdateFunction(0, () => {
                (parent ? parent : this).observeComponentCreation2((elmtId, isInitialRender) => {
                    Text.create(state.text('label'));
                    Text.fontSize(14);
                    Text.fontColor(context.theme.textColor);
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
}
//# sourceMappingURL=A2uiFieldLabel.js.map