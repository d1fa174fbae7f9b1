// MarkdownScreen: a MarkdownView mounted as a page, given new blocks the way a parent view gives them. A
// parent's update function passes a child's @Params with `updateStateVarsOfChildByElmtId(elmtId, params)`,
// which calls the child's transpiled `updateStateVars(params)` (see MarkdownView.js in tools/deveco/output, where
// MarkdownView does this for each MarkdownBlockView); the root page has no parent, so show() makes that call.
//
// A MarkdownScreen is the only page while it is mounted. The headless runtime's frame walks every mounted
// page's whole tree once per pending build (NativeRuntime.nextDue), so pages that earlier suites left mounted
// make each of the suite's ~400 flushes slower: 300 flushes took 0.7 s alone, 2.2 s next to one idle
// MarkdownView page, 7.2 s next to four, past hypium's 5 s per test. Until the runtime visits only what is due
// (the device keeps dirty nodes in a set: pipeline_context.cpp AddDirtyCustomNode), mount() unmounts such
// pages first and says so on stdout.
import { mount, Page } from '../../arkui-headless/HeadlessUi';
import { runtime } from '../../arkui-headless/native/NativeRuntime';
import type { MarkdownBlock } from '../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { MarkdownView } from '../../../agent_core/src/main/ets/markdown/view/MarkdownView';

interface ParamsView {
  updateStateVars(params: object): void;
}

export class MarkdownScreen {
  private constructor(readonly page: Page) {}

  /** MarkdownView({ blocks, onLinkClick }) as a page, built and settled. */
  static async mount(blocks: MarkdownBlock[], onLinkClick?: (href: string) => void): Promise<MarkdownScreen> {
    removeLeftoverPages();
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

/** Unmounts every page still mounted (see the header), naming how many on stdout. */
function removeLeftoverPages(): void {
  const rt = runtime();
  const leftover = rt.roots.slice();
  if (leftover.length === 0) return;
  for (const root of leftover) rt.removeRoot(root);
  process.stdout.write(`MarkdownScreen: unmounted ${leftover.length} page(s) left mounted before it ` +
    '(the headless frame walks every mounted tree: tools/views/support/MarkdownScreen.ts)\n');
}
