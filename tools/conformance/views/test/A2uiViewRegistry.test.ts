// A2uiViewRegistry, the map from a catalog component name to the builder that draws it, on the headless
// ArkUI runtime (the views' kept DevEco output is loaded, so each view file's `wrapBuilder` registration
// runs as on a device): the basic views draw exactly the basic catalog's components, an app's registry adds
// its own catalog's views to them, and one component is registered once.
import { describe, it, expect } from '@ohos/hypium';
import '../../../platform/arkui-headless/HeadlessUi';
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
  });
}
