// MarkdownScreen: a MarkdownView mounted as a page, given new blocks the way a parent view gives them. A
// parent's update function passes a child's @Params with `updateStateVarsOfChildByElmtId(elmtId, params)`,
// which calls the child's transpiled `updateStateVars(params)` (see MarkdownView.js in tools/ci/deveco/output, where
// MarkdownView does this for each MarkdownBlockView); the root page has no parent, so show() makes that call
// (Page.setParams).
import { mount, Page } from '../../../platform/arkui-headless/HeadlessUi';
import type { MarkdownBlock } from '../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { MarkdownView } from '../../../../agent_core/src/main/ets/markdown/view/MarkdownView';

export class MarkdownScreen {
  private constructor(readonly page: Page) {}

  /** MarkdownView({ blocks, onLinkClick }) as a page, built and settled. */
  static async mount(blocks: MarkdownBlock[], onLinkClick?: (href: string) => void): Promise<MarkdownScreen> {
    const params = onLinkClick === undefined ? { blocks } : { blocks, onLinkClick };
    return new MarkdownScreen(await mount(MarkdownView as never, params));
  }

  /** What `MarkdownView({ blocks: this.answerBlocks })` does when answerBlocks changes, then the frames after. */
  async show(blocks: MarkdownBlock[]): Promise<void> {
    this.page.setParams({ blocks });
    await this.page.settle();
  }

  /** Removes the page (its views get aboutToDisappear). */
  unmount(): void {
    this.page.unmount();
  }
}
