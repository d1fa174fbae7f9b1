// Every example of the basic and minimal catalogs ingests through A2uiSurfaceStore (as one complete update
// and message by message); the tree from `root` holds every component reachable from it and no resolved
// string still holds `${`; the flight-status (01) and login-form (09) examples resolve to exact texts.
// Without ../shared/conformance the suite reports itself skipped.
import { describe, it, expect } from '@ohos/hypium';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import { loadExamples, skippedWithoutSpec } from '../support/Conformance';
import { allNodes, reachableIds, stringsIn, texts } from '../support/Tree';

const FIXED_NOW = Date.parse('2026-01-16T14:30:00Z');

function utcStore(): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  options.isUtc = true;
  options.clock = () => FIXED_NOW;
  return new A2uiSurfaceStore(options);
}

function surfaceIdsOf(messages: unknown[]): string[] {
  return [...new Set(messages.map((m) => {
    const body = Object.values(m as Record<string, unknown>).find((v) => typeof v === 'object') as { surfaceId?: string };
    return body?.surfaceId ?? '';
  }))];
}

export default function a2uiExamplesTest() {
  describe('A2uiExamples', () => {
    if (skippedWithoutSpec('A2uiExamples')) return;
    const examples = loadExamples();

    it('every example ingests as one complete update and message by message', 0, () => {
      const failures: string[] = [];
      let messages = 0;
      for (const example of examples) {
        const whole = utcStore().applyAll(JSON.stringify(example.messages));
        if (!whole.ok) failures.push(`${example.file} (all): ${whole.error?.message}`);
        const store = utcStore();
        example.messages.forEach((message, i) => {
          const one = store.applyJson(JSON.stringify(message));
          if (!one.ok) failures.push(`${example.file} #${i}: ${one.error?.message}`);
        });
        messages += example.messages.length;
      }
      process.stdout.write(`A2uiExamples: ${examples.length - new Set(failures.map((f) => f.split(' ')[0])).size}` +
        ` of ${examples.length} examples ingested (${messages} messages, ` +
        `${examples.filter((e) => e.catalog === 'basic').length} basic, ${examples.filter((e) => e.catalog === 'minimal').length} minimal)\n`);
      expect(failures.join('\n') || 'none').assertEqual('none');
    });

    it('the tree from root holds every reachable component and no resolved string holds ${', 0, () => {
      const problems: string[] = [];
      let nodes = 0;
      for (const example of examples) {
        const store = utcStore();
        store.applyAll(JSON.stringify(example.messages));
        for (const surfaceId of surfaceIdsOf(example.messages)) {
          const surface = store.surface(surfaceId);
          if (!surface) continue;
          const tree = allNodes(surface.root());
          nodes += tree.length;
          const inTree = new Set(tree.map((n) => n.id));
          const missing = [...reachableIds(example.messages, surfaceId)].filter((id) => !inTree.has(id));
          if (missing.length > 0) problems.push(`${example.file}: missing ${missing.join(', ')}`);
          const placeholders = tree.filter((n) => n.isPlaceholder).map((n) => n.id);
          if (placeholders.length > 0) problems.push(`${example.file}: placeholders ${placeholders.join(', ')}`);
          for (const node of tree) {
            const raw = stringsIn(node.props.toRaw()).filter((s) => s.includes('${'));
            if (raw.length > 0) problems.push(`${example.file} ${node.key}: ${raw[0]}`);
          }
        }
      }
      process.stdout.write(`A2uiExamples: ${nodes} nodes rendered from root across all examples\n`);
      expect(problems.join('\n') || 'none').assertEqual('none');
    });

    it('flight status (01) resolves its paths and dates exactly', 0, () => {
      const example = examples.find((e) => e.file.startsWith('01_'))!;
      const store = utcStore();
      expect(store.applyAll(JSON.stringify(example.messages)).ok).assertTrue();
      expect(JSON.stringify(texts(store.surface('gallery-flight-status')?.root()))).assertEqual(JSON.stringify({
        'flight-number': 'OS 87', date: 'Mon, Dec 15', origin: 'Vienna', arrow: '→', destination: 'New York',
        'departure-label': 'Departs', 'departure-time': '10:15 AM', 'status-label': 'Status', 'status-value': 'On Time',
        'arrival-label': 'Arrives', 'arrival-time': '2:30 PM',
      }));
    });

    it('login form (09) resolves its texts and its checks disable the button until the input is valid', 0, () => {
      const example = examples.find((e) => e.file.startsWith('09_'))!;
      const store = utcStore();
      expect(store.applyAll(JSON.stringify(example.messages)).ok).assertTrue();
      const surface = store.surface('gallery-login-form')!;
      expect(JSON.stringify(texts(surface.root()))).assertEqual(JSON.stringify({
        title: 'Welcome back', subtitle: 'Sign in to your account', 'login-btn-text': 'Sign in',
        'no-account': 'Don\'t have an account?', 'signup-link-text': 'Sign up',
      }));
      const email = surface.node('email-field')!;
      expect(JSON.stringify(email.props.toRaw())).assertEqual(JSON.stringify({
        checks: [{ condition: false, message: 'Email is required' },
          { condition: false, message: 'Please enter a valid email address' }],
        label: 'Email', value: '',
      }));
      expect(surface.node('password-field')!.props.get('variant')?.asString()).assertEqual('obscured');
      expect(surface.node('login-btn')!.failedChecks.join('|')).assertEqual('Please fix errors before signing in');
      expect(surface.actionFor('login-btn').error?.code).assertEqual('a2ui_action_blocked');
    });
  });
}
