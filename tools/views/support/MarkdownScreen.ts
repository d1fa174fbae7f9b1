// MarkdownScreen: a MarkdownView mounted as a page, given new blocks the way a parent view gives them. A
// parent's update function passes a child's @Params with `updateStateVarsOfChildByElmtId(elmtId, params)`,
// which calls the child's transpiled `updateStateVars(params)` (see MarkdownView.js in tools/deveco/output, where
// MarkdownView does this for each MarkdownBlockView); the root page has no parent, so show() makes that call.
import { mount, Page } from '../../arkui-headless/HeadlessUi';
import type { MarkdownBlock } from '../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { MarkdownView } from '../../../agent_core/src/main/ets/markdown/view/MarkdownView';

interface ParamsView {
  updateStateVars(params: object): void;
}

export class MarkdownScreen {
  private constructor(readonly page: Page) {}

  /** MarkdownView({ blocks, onLinkClick }) as a page, built and settled. */
  static async mount(blocks: MarkdownBlock[], onLinkClick?: (href: string) => void): Promise<MarkdownScreen> {
    const params = onLinkClick === undefined ? { blocks } : { blocks, onLinkClick };
    return new MarkdownScreen(await mount(MarkdownView as never, params));
  }

  /** What `MarkdownView({ blocks: this.answerBlocks })` does when answerBlocks changes, then the frames after. */
  async show(blocks: MarkdownBlock[]): Promise<void> {
    (this.page.root.view as unknown as ParamsView).updateStateVars({ blocks });
    await this.page.settle();
  }

  /** Removes the page: a page left mounted is walked by every later frame of the run. */
  unmount(): void {
    this.page.unmount();
  }
}
