// hilog emulation: platform formatting (public/private/bare specifiers), silence unless ARKAGENT_HILOG=1.
import { describe, it, expect } from '@ohos/hypium';
import hilog from '../ohos.hilog';
import { hilog as kitHilog } from '../kit.PerformanceAnalysisKit';
import { formatHilogMessage } from '../hilog/HilogFormat';

/** Runs fn with ARKAGENT_HILOG set to `value` and console.error captured; returns the captured lines. */
function captured(value: string | undefined, fn: () => void): string[] {
  const lines: string[] = [];
  const saved = process.env.ARKAGENT_HILOG;
  const savedError = console.error;
  console.error = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  if (value === undefined) delete process.env.ARKAGENT_HILOG;
  else process.env.ARKAGENT_HILOG = value;
  try {
    fn();
  } finally {
    console.error = savedError;
    if (saved === undefined) delete process.env.ARKAGENT_HILOG;
    else process.env.ARKAGENT_HILOG = saved;
  }
  return lines;
}

export default function hilogEmulationTest() {
  describe('HilogEmulation', () => {
    it('formats %{public}, %{private} and bare specifiers like the platform', 0, () => {
      expect(formatHilogMessage('%{public}s got %{public}d items', ['req', 3])).assertEqual('req got 3 items');
      expect(formatHilogMessage('key=%{private}s', ['sk-secret'])).assertEqual('key=<private>');
      expect(formatHilogMessage('bare %s %d', ['x', 1])).assertEqual('bare <private> <private>');
      expect(formatHilogMessage('%{public}o 100%% %{public}s', [{ a: 1 }])).assertEqual('{"a":1} 100% ');
    });

    it('silent without ARKAGENT_HILOG=1; one stderr line with it', 0, () => {
      const quiet = captured(undefined, () => hilog.info(0x0001, 'Tag', '%{public}s', 'hello'));
      expect(quiet.length).assertEqual(0);
      expect(captured(undefined, () => {
        expect(hilog.isLoggable(0x0001, 'Tag', hilog.LogLevel.INFO)).assertFalse();
      }).length).assertEqual(0);
      const loud = captured('1', () => {
        hilog.info(0x0001, 'Tag', '%{public}s %{private}s', 'hello', 'secret');
        kitHilog.error(0xa0, 'Net', 'code %{public}d', 2300056);
        hilog.warn(0x10000, 'Bad', 'domain out of range');
        expect(hilog.isLoggable(0x0001, 'Tag', hilog.LogLevel.DEBUG)).assertTrue();
      });
      expect(loud).assertDeepEquals(['I A00001/Tag: hello <private>', 'E A000A0/Net: code 2300056']);
      expect(hilog.LogLevel.FATAL).assertEqual(7);
    });
  });
}
