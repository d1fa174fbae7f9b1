// A2uiViewRegistry, the map from a catalog component name to the builder that draws it, on the headless
// ArkUI runtime (the views' kept DevEco output is loaded, so each view file's `wrapBuilder` registration
// runs as on a device): the basic views draw exactly the basic catalog's components, an app's registry adds
// its own catalog's views to them, and one component is registered once. An app's component (Rating, from
// A2uiViewFixtures' app catalog, its view in agent_core/src/test/a2ui/view/A2uiRatingView.ets) is drawn through
// the registry given to A2uiSurfaceView and writes its bound value; a node whose component is redefined is
// drawn afresh by the new component's view.
import { describe, it, expect } from '@ohos/hypium';
import '../../../platform/arkui-headless/HeadlessUi';
import { A2uiSurfaceHarness, basicSurface } from '../support/A2uiSurfaceHarness';
import { ratingCatalogs, ratingSurface } from '../support/A2uiViewFixtures';
// @ts-ignore: an ArkUI view file; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { RATING_VIEW } from '../../../../agent_core/src/test/a2ui/view/A2uiRatingView';
import { createBasicCatalog } from '../../../../agent_core/src/main/ets/a2ui/catalog/BasicCatalog';
import { A2uiBasicViews } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiBasicViews';
import { A2uiViewRegistry } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiViewRegistry';
import { A2uiComponentView } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiComponentView';
// @ts-ignore: an ArkUI view file; the test bundle loads its kept DevEco output (tools/ci/build/ohos-alias-plugin.mjs)
import { TEXT_VIEW } from '../../../../agent_core/src/main/ets/a2ui/view/A2uiTextView';

export default function a2uiViewRegistryTest() {
  describe('A2uiViewRegistry', () => {
    it('every basic catalog component has a registered builder, and the basic views draw nothing else', 0, () => {
      const registry = A2uiBasicViews.registry();
      const catalog = createBasicCatalog().componentNames().sort();
      expect(catalog.filter((name) => registry.builderFor(name) === undefined).join(',') || 'none').assertEqual('none');
      expect(registry.componentNames().sort().join(',')).assertEqual(catalog.join(','));
    });

    it('a registered builder is a wrapBuilder of a @Builder function', 0, () => {
      const builder = A2uiBasicViews.registry().builderFor('Text');
      expect(builder?.constructor.name).assertEqual('WrappedBuilder');
      expect(typeof builder?.builder).assertEqual('function');
    });

    it('an app\'s registry adds its views to the basic ones; where both draw a component, the app\'s wins', 0, () => {
      const custom = new A2uiComponentView('Rating', (TEXT_VIEW as A2uiComponentView).builder);
      const redefined = new A2uiComponentView('Divider', (TEXT_VIEW as A2uiComponentView).builder);
      const merged = A2uiBasicViews.registry().withViews(new A2uiViewRegistry([custom, redefined]));
      expect(merged.has('Rating')).assertTrue();
      expect(merged.has('Button')).assertTrue();
      expect(merged.builderFor('Divider') === (TEXT_VIEW as A2uiComponentView).builder).assertTrue();
      expect(A2uiBasicViews.registry().has('Rating')).assertFalse();
    });

    it('two views of one component are refused, naming the component', 0, () => {
      const text = TEXT_VIEW as A2uiComponentView;
      let message = '';
      try {
        new A2uiViewRegistry([text, text]);
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).assertContain('"Text"');
    });

    it('a component of the app\'s own catalog is drawn by the view the app registered, with no error', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(ratingSurface(), { catalogs: ratingCatalogs(),
        views: new A2uiViewRegistry([RATING_VIEW as A2uiComponentView]) });
      expect(h.own('stars').filter((e) => e.name === 'A2uiRatingView').length).assertEqual(1);
      expect(h.own('stars').filter((e) => e.type === 'Text').map((e) => h.page.text(e)).join('')).assertEqual('★★☆☆');
      expect(h.page.query('How was your stay?') !== undefined).assertTrue();
      expect(h.errors.length).assertEqual(0);
    });

    it('the app\'s view writes the bound value through the surface, and a Button sends it', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(ratingSurface(), { catalogs: ratingCatalogs(),
        views: new A2uiViewRegistry([RATING_VIEW as A2uiComponentView]) });
      expect(h.tap(h.own('stars').filter((e) => e.type === 'Text')[3]!)).assertTrue();
      await h.page.settle();
      expect(h.data().stars).assertEqual(4);
      expect(h.own('stars').filter((e) => e.type === 'Text').map((e) => h.page.text(e)).join('')).assertEqual('★★★★');
      expect(h.tap('Send')).assertTrue();
      await h.page.settle();
      const sent = h.actions[0] as { action: { name: string; context: { stars: number } } };
      expect(`${sent.action.name} ${sent.action.context.stars}`).assertEqual('review 4');
    });

    it('without the app\'s view the same component shows a placeholder and is reported once', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(ratingSurface(), { catalogs: ratingCatalogs() });
      expect(h.page.text(h.ownOf('stars', 'Text'))).assertEqual('Rating is not supported');
      expect(h.errors.map((e) => e.code).join(',')).assertEqual('a2ui_component_not_drawn');
    });

    it('a node whose component is redefined under the same id is drawn by the new component\'s view', 0, async () => {
      const h = await A2uiSurfaceHarness.mount(basicSurface('swap', [
        { id: 'root', component: 'Column', children: ['item'] },
        { id: 'item', component: 'Text', text: 'Plain' },
      ]));
      expect(h.page.text(h.ownOf('item', 'Text'))).assertEqual('Plain');
      await h.apply({ version: 'v0.9', updateComponents: { surfaceId: 'swap', components: [
        { id: 'item', component: 'CheckBox', label: 'Ticked', value: true }] } });
      expect(h.ownOf('item', 'Checkbox').attribute('select')).assertEqual(true);
      expect(h.page.text(h.ownOf('item', 'Text'))).assertEqual('Ticked');
      expect(h.page.query('Plain')).assertUndefined();
    });
  });
}
