// Seeded mutations of the examples sent to a store that already shows them: a missing field, a wrong type,
// a dangling reference, a cycle, a duplicate id, 100k components, a 10k-deep data path, and 400 random schema
// mutations. Each gets a typed VALIDATION_FAILED (surfaceId, path, message; its client error messages valid
// against client_to_server.json), nothing throws, and the store's state is exactly what it was.
import { describe, it, expect } from '@ohos/hypium';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import { A2uiValidationError } from '../../../../agent_core/src/main/ets/a2ui/protocol/A2uiValidationError';
import { ajvClientToServer, ajvServerToClient, hasSpec, loadExamples, skippedWithoutSpec } from '../support/Conformance';
import { mutate } from '../support/Mutations';
import { snapshot } from '../support/Snapshot';

const RANDOM_MUTANTS = 400;

function storeWith(messages: unknown[]): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  options.isUtc = true;
  const store = new A2uiSurfaceStore(options);
  const applied = store.applyAll(JSON.stringify(messages));
  if (!applied.ok) throw new Error(applied.error?.message);
  store.surfaceIds().forEach((id) => store.surface(id)!.root());
  return store;
}

interface Outcome {
  code: string;
  path: string;
  surfaceId: string;
  untouched: boolean;
  clientMessagesValid: boolean;
}

const clientToServer = hasSpec() ? ajvClientToServer() : undefined;

/**
 * Sends `payload` (applyAll, or applyJson when `single`) and reports what happened. A string payload is sent
 * as it is (JSON.stringify itself cannot write a value nested 10k deep).
 */
function reject(store: A2uiSurfaceStore, payload: unknown, single = false): Outcome {
  const before = snapshot(store);
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const result = single ? store.applyJson(text) : store.applyAll(text);
  const error = result.error;
  const isValidation = error instanceof A2uiValidationError;
  return {
    code: result.ok ? 'accepted' : `${isValidation ? 'A2uiValidationError' : 'other'} ${error?.code}`,
    path: isValidation ? error.path : '',
    surfaceId: isValidation ? error.surfaceId : '',
    untouched: snapshot(store) === before,
    clientMessagesValid: isValidation && error.toClientMessages().every((m) => clientToServer!(m.toRaw())),
  };
}

function update(surfaceId: string, components: unknown[]): unknown {
  return { version: 'v0.9', updateComponents: { surfaceId, components } };
}

export default function a2uiStoreMutationsTest() {
  describe('A2uiStoreMutations', () => {
    if (skippedWithoutSpec('A2uiStoreMutations')) return;
    const examples = loadExamples();
    const login = examples.find((e) => e.file.startsWith('09_'))!;
    const SID = 'gallery-login-form';
    const expectRejected = (outcome: Outcome, path: string): void => {
      expect(JSON.stringify(outcome)).assertEqual(JSON.stringify({
        code: 'A2uiValidationError VALIDATION_FAILED', path, surfaceId: SID, untouched: true, clientMessagesValid: true,
      }));
    };

    it('a missing required field', 0, () => {
      expectRejected(reject(storeWith(login.messages), [update(SID, [{ id: 'title', component: 'Text' }])]),
        '/components/0/text');
    });

    it('a wrong type', 0, () => {
      expectRejected(reject(storeWith(login.messages), [update(SID, [{ id: 'title', component: 'Text', text: 42 }])]),
        '/components/0/text');
    });

    it('a dangling reference in a complete update (one streamed message may leave it as a placeholder)', 0, () => {
      const store = storeWith(login.messages);
      const message = update(SID, [{ id: 'header', component: 'Column', children: ['title', 'ghost'] }]);
      expectRejected(reject(store, [message]), '/components/0/children/1');
      expect(reject(store, message, true).code).assertEqual('accepted');
      expect(store.surface(SID)!.node('ghost')!.isPlaceholder).assertTrue();
    });

    it('a cycle, within a message and through components already there', 0, () => {
      expectRejected(reject(storeWith(login.messages), [update(SID, [
        { id: 'a', component: 'Card', child: 'b' }, { id: 'b', component: 'Card', child: 'a' }])]), '/components/0/child');
      expectRejected(reject(storeWith(login.messages), [update(SID, [
        { id: 'header', component: 'Column', children: ['title', 'root'] }])]), '/components/0/children/1');
    });

    it('a duplicate id', 0, () => {
      expectRejected(reject(storeWith(login.messages), [update(SID, [
        { id: 'title', component: 'Text', text: 'a' }, { id: 'title', component: 'Text', text: 'b' }])]),
        '/components/1/id');
    });

    it('100k components', 0, () => {
      const many = Array.from({ length: 100_000 }, (_, i) => ({ id: `t${i}`, component: 'Text', text: `${i}` }));
      expectRejected(reject(storeWith(login.messages), [update(SID, many)]), '/components');
    });

    it('a 10k-deep data path, in updateDataModel and in a binding, and a 10k-deep value', 0, () => {
      const deep = '/a'.repeat(10_000);
      expectRejected(reject(storeWith(login.messages),
        [{ version: 'v0.9', updateDataModel: { surfaceId: SID, path: deep, value: 1 } }]), '/path');
      expectRejected(reject(storeWith(login.messages),
        [update(SID, [{ id: 'title', component: 'Text', text: { path: deep } }])]), '/components/0/text/path');
      const value = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const outcome = reject(storeWith(login.messages),
        `[{"version":"v0.9","updateDataModel":{"surfaceId":"${SID}","path":"/x","value":${value}}}]`);
      expect(`${outcome.code} ${outcome.untouched}`).assertEqual('A2uiValidationError VALIDATION_FAILED true');
    });

    it(`${RANDOM_MUTANTS} seeded schema mutations: each invalid one is refused and changes nothing`, 0, () => {
      const official = ajvServerToClient('basic');
      const sources = examples.filter((e) => e.catalog === 'basic').flatMap((e) => e.messages);
      const problems: string[] = [];
      let refused = 0;
      for (const mutant of mutate(sources, RANDOM_MUTANTS, 777)) {
        if (official(mutant.message)) continue;
        const example = examples.find((e) => e.messages.some((m) => JSON.stringify(m).includes(
          JSON.stringify((Object.values(mutant.message as object).find((v) => typeof v === 'object') as { surfaceId?: string })?.surfaceId ?? '\u0000'))))
          ?? login;
        const outcome = reject(storeWith(example.messages), [mutant.message]);
        refused++;
        if (!outcome.code.startsWith('A2uiValidationError') || !outcome.untouched || !outcome.clientMessagesValid) {
          problems.push(`${mutant.label}: ${JSON.stringify(outcome)}`);
        }
      }
      process.stdout.write(`A2uiStoreMutations: ${refused} invalid mutants refused with VALIDATION_FAILED, state untouched\n`);
      expect(problems.slice(0, 5).join('\n') || 'none').assertEqual('none');
    });
  });
}
