// ChatView's default announcer (issue 20, "a streaming answer is announced when a block is finished"): when the
// host sets no ChatViewHooks.onAnnounce, each finished block of an answer reaches the platform's screen reader
// by itself (SystemAnnouncer: accessibility.sendAccessibilityEvent with an 'announceForAccessibility' EventInfo,
// here the Node emulation of @kit.AccessibilityKit), once per finished block and never at a delta, in the app's
// bundle name. An app's hook, or its own announcer, replaces the platform's; a refused announcement changes
// nothing on screen.
import { describe, it, expect } from '@ohos/hypium';
import { ChatAnnouncer } from '../../../../agent_core/src/main/ets/chat/platform/ChatAnnouncer';
import { OK_VOID, Result } from '../../../../agent_core/src/main/ets/core/Result';
import {
  accessibilityEvents, announcedTexts, failNextAccessibilityEvent, resetAccessibility,
} from '../../../platform/ohos-node/EmulationControls';
import { ChatKitScreen, HostLog } from '../support/ChatKitScreen';

const DELTAS = ['First ', 'step.', '\n\nSecond', ' step.\n', '\n- a\n', '- b'];
const WHOLE = 'First step.\n\nSecond step.\n\n- a\n- b';

/** The host's hooks with no onAnnounce: the kit announces by itself. */
function withoutAnnounceHook(log: HostLog) {
  const hooks = log.hooks();
  hooks.onAnnounce = undefined;
  return hooks;
}

/** Streams DELTAS, recording after each flush what the platform announced so far. */
async function streamAnswer(chat: ChatKitScreen): Promise<string[]> {
  await chat.ask('Plan?');
  const afterEach: string[] = [];
  for (const delta of DELTAS) {
    chat.stream.text(delta);
    await chat.flush();
    afterEach.push(`${JSON.stringify(delta)}: ${announcedTexts().length}`);
  }
  chat.stream.complete(WHOLE);
  await chat.flush();
  await Promise.resolve();
  return afterEach;
}

export default function chatViewAnnouncerTest() {
  describe('ChatView default announcer', () => {
    it('with no onAnnounce hook each finished block reaches the platform announcer once, not at every delta', 0,
      async () => {
        resetAccessibility();
        const chat = await ChatKitScreen.mount({ hooks: withoutAnnounceHook,
          hostContext: { applicationInfo: { name: 'com.example.chat' } } });
        const afterEach = await streamAnswer(chat);
        expect(announcedTexts().join('|')).assertEqual('First step.|Second step.|a\nb');
        // A block is announced when the next one starts (or the answer ends), never while it grows.
        expect(afterEach.join(', ')).assertEqual(
          '"First ": 0, "step.": 0, "\\n\\nSecond": 1, " step.\\n": 1, "\\n- a\\n": 2, "- b": 2');
        const event = accessibilityEvents()[0];
        expect(`${event?.type} ${event?.bundleName} ${event?.triggerAction}`)
          .assertEqual('announceForAccessibility com.example.chat common');
        expect(chat.host.lines.filter((l) => l.startsWith('announce')).length).assertEqual(0);
      });

    it('an onAnnounce hook replaces the platform announcer: the platform hears nothing', 0, async () => {
      resetAccessibility();
      const chat = await ChatKitScreen.mount();
      await streamAnswer(chat);
      expect(chat.host.lines.filter((l) => l.startsWith('announce')).length).assertEqual(3);
      expect(accessibilityEvents().length).assertEqual(0);
    });

    it('an app\'s own announcer (ChatViewHooks.announcer) replaces the platform\'s', 0, async () => {
      resetAccessibility();
      const heard: string[] = [];
      const own: ChatAnnouncer = {
        announce: (text: string): Promise<Result<void>> => {
          heard.push(text);
          return Promise.resolve(OK_VOID);
        },
      };
      const chat = await ChatKitScreen.mount({ hooks: (log) => {
        const hooks = withoutAnnounceHook(log);
        hooks.announcer = own;
        return hooks;
      } });
      await streamAnswer(chat);
      expect(heard.join('|')).assertEqual('First step.|Second step.|a\nb');
      expect(accessibilityEvents().length).assertEqual(0);
    });

    it('a refused announcement changes nothing on screen and the next block is still announced', 0, async () => {
      resetAccessibility();
      failNextAccessibilityEvent(9300000);
      const chat = await ChatKitScreen.mount({ hooks: withoutAnnounceHook });
      await streamAnswer(chat);
      expect(announcedTexts().join('|')).assertEqual('Second step.|a\nb');
      expect(chat.bubbles[1]?.startsWith('First step.')).assertTrue();
      expect(accessibilityEvents()[0]?.bundleName).assertEqual('');
    });
  });
}
