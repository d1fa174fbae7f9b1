// The @ohos.accessibility emulation (tools/platform/ohos-node/ohos.accessibility.ts) against the API 12
// declarations it follows (interface_sdk-js tag OpenHarmony-v5.0.0-Release api/@ohos.accessibility.d.ts): an
// EventInfo of type 'announceForAccessibility' made with the three-argument constructor (d.ts:707) and sent by
// sendAccessibilityEvent (Promise d.ts:361, callback d.ts:347) reaches the service with its text; a bad event is
// a 401 thrown at once; a refused send rejects and the service receives nothing.
import { describe, it, expect } from '@ohos/hypium';
import { accessibility } from '../kit.AccessibilityKit';
import {
  accessibilityEvents, announcedTexts, failNextAccessibilityEvent, resetAccessibility,
} from '../EmulationControls';

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

function announcement(text?: string): accessibility.EventInfo {
  const event = new accessibility.EventInfo('announceForAccessibility', 'com.example.chat', 'common');
  if (text !== undefined) event.textAnnouncedForAccessibility = text;
  return event;
}

export default function accessibilityEmulationTest() {
  describe('Accessibility emulation', () => {
    it('an announceForAccessibility EventInfo sent as a Promise reaches the service with its text', 0, async () => {
      resetAccessibility();
      await accessibility.sendAccessibilityEvent(announcement('第一步。 Step one.'));
      expect(announcedTexts().join('|')).assertEqual('第一步。 Step one.');
      expect(JSON.stringify(accessibilityEvents()[0])).assertEqual(JSON.stringify({ type: 'announceForAccessibility',
        bundleName: 'com.example.chat', triggerAction: 'common', textAnnouncedForAccessibility: '第一步。 Step one.' }));
    });

    it('the callback form and the JSON constructor are received too', 0, async () => {
      resetAccessibility();
      await new Promise<void>((done) => {
        accessibility.sendAccessibilityEvent(announcement('one'), () => { done(); });
      });
      await accessibility.sendAccessibilityEvent(new accessibility.EventInfo({ type: 'announceForAccessibility',
        bundleName: 'b', triggerAction: 'common', textAnnouncedForAccessibility: 'two' }));
      expect(announcedTexts().join('|')).assertEqual('one|two');
    });

    it('a bad event is a 401 thrown at once: unknown type or action, no text to announce', 0, () => {
      resetAccessibility();
      expect(codeOf(() => accessibility.sendAccessibilityEvent(
        new accessibility.EventInfo('announcement' as never, 'b', 'common')))).assertEqual(401);
      expect(codeOf(() => accessibility.sendAccessibilityEvent(
        new accessibility.EventInfo('announceForAccessibility', 'b', 'tap' as never)))).assertEqual(401);
      expect(codeOf(() => accessibility.sendAccessibilityEvent(announcement()))).assertEqual(401);
      expect(codeOf(() => accessibility.sendAccessibilityEvent(announcement('')))).assertEqual(401);
      expect(accessibilityEvents().length).assertEqual(0);
    });

    it('a refused send rejects with its code and the service receives nothing', 0, async () => {
      resetAccessibility();
      failNextAccessibilityEvent(9300000);
      let code: number | undefined;
      try {
        await accessibility.sendAccessibilityEvent(announcement('lost'));
      } catch (error) {
        code = (error as { code: number }).code;
      }
      expect(code).assertEqual(9300000);
      await accessibility.sendAccessibilityEvent(announcement('kept'));
      expect(announcedTexts().join('|')).assertEqual('kept');
    });
  });
}
