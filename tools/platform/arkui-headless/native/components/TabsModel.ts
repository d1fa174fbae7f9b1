// TabsModel: which TabContent elements belong to a Tabs (those whose nearest Tabs ancestor it is, through
// ForEach / If wrappers), and which one is selected: the index Tabs keeps (TabsModelNG / SwiperPattern
// currentIndex), 0 until a tab is chosen.
import { Element } from '../Element';

export function tabContentsOf(tabs: Element): Element[] {
  const out: Element[] = [];
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (child.isDestroyed) continue;
      if (child.type === 'TabContent') out.push(child);
      else if (child.type !== 'Tabs') visit(child);
    }
  };
  visit(tabs);
  return out;
}

export function selectedTabIndex(tabs: Element): number {
  const index = tabs.state.get('index');
  return typeof index === 'number' ? index : 0;
}

/** The Tabs a TabContent belongs to. */
export function owningTabs(content: Element): Element | undefined {
  for (const node of content.ancestry()) {
    if (node !== content && node.type === 'Tabs') return node;
  }
  return undefined;
}
