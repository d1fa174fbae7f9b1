// Runs hypium suites on Node with the real @ohos/hypium: a stand-in for DevEco's AbilityDelegator
// collects the OHOS_REPORT_* lines hypium prints, and the failing spec's error (with its stack,
// source-mapped to the .ets line) is read from hypium's own spec service when the spec ends.
import { Hypium, Core } from '@ohos/hypium';

function specStatus(message) {
  const code = message.match(/OHOS_REPORT_STATUS_CODE: (-?\d+)/);
  const test = message.match(/OHOS_REPORT_STATUS: test=(.*)/);
  const cls = message.match(/OHOS_REPORT_STATUS: class=(.*)/);
  return { code: code ? Number(code[1]) : undefined, test: test ? test[1] : '', suite: cls ? cls[1] : '' };
}

function locationOf(error) {
  const stack = String((error && error.stack) || '');
  const lines = stack.split('\n').slice(1);
  const own = lines.find((l) => /\.(ets|ts)[:)]/.test(l) && !l.includes('node_modules'));
  const where = own ? own.trim().replace(/^at\s+/, '') : (lines[0] || '').trim();
  return where.split(process.cwd() + '/').join('');
}

/** Runs the suite functions; resolves with { passed, failed, skipped, failures[] }. */
export function runSuites(suites, loadFailures, timeoutMs) {
  return new Promise((resolve) => {
    const failures = [...loadFailures];
    let passed = 0;
    let failed = 0;
    let total = 0;
    const delegator = {
      print(message) {
        this.printSync(message);
        return Promise.resolve();
      },
      printSync(message) {
        const text = String(message);
        if (!text.includes('OHOS_REPORT_STATUS_CODE: ')) return;
        const status = specStatus(text);
        if (status.code === 1 || status.code === undefined) return;
        total += 1;
        if (status.code === 0) {
          passed += 1;
          return;
        }
        failed += 1;
        const spec = Core.getInstance().getDefaultService('spec').currentRunningSpec;
        const error = spec ? (spec.fail || spec.error) : undefined;
        failures.push({
          name: `${status.suite} > ${status.test}`,
          message: error ? String(error.message) : 'failed',
          location: locationOf(error),
        });
      },
      finishTest(msg, code, cb) {
        if (typeof cb === 'function') cb();
        resolve({ passed, failed, total, failures });
      },
    };
    const args = { parameters: { timeout: String(timeoutMs) } };
    Hypium.hypiumTest(delegator, args, () => {
      for (const suite of suites) {
        try {
          suite.fn();
        } catch (error) {
          failures.push({ name: `${suite.name} (while registering)`, message: String(error && error.message), location: locationOf(error) });
        }
      }
    });
  });
}
