import { describe, it, expect } from '@ohos/hypium';

export default function runnerSmokeTest() {
  describe('runner smoke', () => {
    it('sync pass', 0, () => {
      expect(1 + 1).assertEqual(2);
    });
    it('async pass', 0, async () => {
      await new Promise<void>((r) => setTimeout(r, 10));
      expect('a').assertEqual('a');
    });
    it('third sync pass', 0, () => {
      expect(1).assertEqual(1);
    });
  });
}
