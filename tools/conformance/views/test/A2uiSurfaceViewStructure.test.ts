// A2uiSurfaceView's containers and updates on the headless ArkUI runtime: Tabs switch (the selected tab's
// content is built, the index follows), a Modal's trigger opens its content in a sheet and the sheet closes,
// a component the view cannot draw shows a placeholder and goes to onError once, a child still on its way
// shows the loading placeholder until it comes, and an updateDataModel (or the user's input) re-runs the
// update of exactly the elements bound to the changed path: every other element keeps its update count and
// no element is created anew.
import { describe, it, expect } from '@ohos/hypium';
import { Element } from '../../../platform/arkui-headless/HeadlessUi';
import { A2uiSurfaceHarness, basicSurface, isSheetOpen, modalTrigger, nodeStateOf } from '../support/A2uiSurfaceHarness';
import { chartCatalogs, chartSurface, modalSurface, separatelyBound, tabbedSurface } from '../support/A2uiViewFixtures';

/** The node key whose A2uiNodeView draws `element` (the nearest one above it). */
function ownerKey(element: Element): string {
  for (const node of element.ancestry()) {
    if (node !== element && node.name === 'A2uiNodeView') return nodeStateOf(node)?.key ?? '?';
  }
  return '-';
}

/** The update count of every live element, by element id. */
function updateCounts(h: A2uiSurfaceHarness): Map<number, number> {
  return new Map([...h.page.root.walk()].filter((e) => !e.isDestroyed).map((e) => [e.elmtId, e.updateCount]));
}

/** `node:Type` of each element whose update re-ran since `before`; `new node:Type` for elements made since. */
function updatedSince(h: A2uiSurfaceHarness, before: Map<number, number>): string {
  const out: string[] = [];
  for (const element of h.page.root.walk()) {
    if (element.isDestroyed) continue;
    const count = before.get(element.elmtId);
    if (count === undefined) out.push(`new ${ownerKey(element)}:${element.name}`);
    else if (element.updateCount !== count) out.push(`${ownerKey(element)}:${element.name}`);
  }
  const live = new Set([...h.page.root.walk()].filter((e) => !e.isDestroyed).map((e) => e.elmtId));
  const gone = [...before.keys()].filter((id) => !live.has(id)).length;
  if (gone > 0) out.push(`${gone} removed`);
  return out.sort().join(', ') || 'none';
}

export default function a2uiSurfaceViewStructureTest() {
  describe('A2uiSurfaceView structure', () => {
    it('Tabs show the first tab\'s content, and switching builds and shows the other tab\'s', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(tabbedSurface());
      const tabs = h.ownOf('root', 'Tabs');
      expect(h.own('root').filter((e) => e.type === 'TabContent').map((e) => e.attribute('tabBar')).join('|'))
        .assertEqual('Flights|Hotels');
      expect(h.page.query('Three flights today') !== undefined).assertTrue();
      expect(h.page.query('Two rooms left')).assertUndefined();
      h.page.switchTab('Hotels');
      await h.page.settle();
      expect(h.page.query('Two rooms left') !== undefined).assertTrue();
      expect(tabs.state.get('index')).assertEqual(1);
      expect((h.ownOf('root', 'Tabs').arg as { index?: number }).index).assertEqual(1);
      h.page.switchTab('Flights');
      await h.page.settle();
      expect((h.ownOf('root', 'Tabs').arg as { index?: number }).index).assertEqual(0);
      expect(h.errors.length).assertEqual(0);
    });

    it('a Modal shows its trigger in place; a tap opens its content in a sheet, and the sheet closes', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(modalSurface());
      const modal = h.nodeView('details');
      expect(h.page.query('Show details') !== undefined).assertTrue();
      expect(h.page.query('Refunds within 30 days')).assertUndefined();
      h.page.click(modalTrigger(modal));
      await h.page.settle();
      expect(isSheetOpen(modal)).assertTrue();
      expect(h.page.query('Refunds within 30 days') !== undefined).assertTrue();
      h.page.dismissSheet(modalTrigger(modal));
      await h.page.settle();
      expect(isSheetOpen(modal)).assertFalse();
      expect(h.page.query('Refunds within 30 days')).assertUndefined();
      h.page.click(modalTrigger(modal));
      await h.page.settle();
      expect(isSheetOpen(modal)).assertTrue();
      expect(h.actions.length).assertEqual(0);
    });

    it('a tap on a Modal\'s trigger Button opens the sheet and does not run the Button\'s own action', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(modalSurface());
      expect(h.tap('Show details')).assertTrue();
      await h.page.settle();
      expect(isSheetOpen(h.nodeView('details'))).assertTrue();
      expect(h.actions.length).assertEqual(0);
    });

    it('a component the view cannot draw shows a placeholder and goes to onError once; the rest is drawn', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(chartSurface(), { catalogs: chartCatalogs() });
      expect(h.page.text(h.ownOf('chart', 'Text'))).assertEqual('Chart is not supported');
      expect(h.page.query('Sales') !== undefined).assertTrue();
      expect(h.errors.map((e) => e.code).join(',')).assertEqual('a2ui_component_not_drawn');
      expect(h.errors[0]?.message).assertContain('"Chart"');
      expect(h.errors[0]?.message).assertContain('"chart"');
      await h.apply({ version: 'v0.9', updateComponents: { surfaceId: 'sales', components: [
        { id: 'chart', component: 'Chart', title: 'By quarter' }] } });
      expect(h.errors.length).assertEqual(1);
    });

    it('a child that has not arrived shows the loading placeholder, with no error, until it comes', 0, async () => {
      const messages = basicSurface('late', [
        { id: 'root', component: 'Column', children: ['first', 'second'] },
        { id: 'first', component: 'Text', text: 'Here' },
      ]);
      const h = await A2uiSurfaceHarness.mount(messages.slice(0, 1), { surfaceId: 'late' });
      expect(h.page.findAll({ type: 'A2uiNodeView' }).length).assertEqual(0);
      await h.apply(messages[1]!);
      expect(h.page.text(h.ownOf('second', 'Text'))).assertEqual('…');
      expect(h.errors.length).assertEqual(0);
      await h.apply({ version: 'v0.9', updateComponents: { surfaceId: 'late', components: [
        { id: 'second', component: 'Text', text: 'Arrived' }] } });
      expect(h.page.text(h.ownOf('second', 'Text'))).assertEqual('Arrived');
      expect(h.page.findAll({ type: 'A2uiPlaceholderView' }).length).assertEqual(0);
    });

    it('an updateDataModel re-runs the update of exactly the elements bound to the changed path', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(separatelyBound());
      let before = updateCounts(h);
      await h.updateData('/a', 'two');
      expect(updatedSince(h, before)).assertEqual('a-format:Text, a-text:Text');
      expect(h.page.text(h.ownOf('a-text', 'Text'))).assertEqual('two');
      expect(h.page.text(h.ownOf('a-format', 'Text'))).assertEqual('A is two');
      before = updateCounts(h);
      await h.updateData('/b', 'bus');
      expect(updatedSince(h, before)).assertEqual('b-field:TextInput, b-text:Text');
      expect(h.page.text(h.ownOf('b-field', 'TextInput'))).assertEqual('bus');
      before = updateCounts(h);
      await h.updateData('/c', true);
      expect(updatedSince(h, before)).assertEqual('c-check:Checkbox');
      before = updateCounts(h);
      await h.updateData('/unbound', 1);
      expect(updatedSince(h, before)).assertEqual('none');
    });

    it('the user\'s input re-runs the update of the elements bound to the path it wrote, and no other', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(separatelyBound());
      const before = updateCounts(h);
      h.page.type(h.ownOf('b-field', 'TextInput'), 'x');
      await h.page.settle();
      expect(h.data().b).assertEqual('beex');
      expect(updatedSince(h, before)).assertEqual('b-field:TextInput, b-text:Text');
      expect(h.page.text(h.ownOf('b-text', 'Text'))).assertEqual('beex');
    });
  });
}
