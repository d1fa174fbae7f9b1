// The user's side on the spec's examples: every enabled Button with an `event` action builds a client action
// message that client_to_server.json accepts (ajv); inputs write through two-way binding and the checks
// that disabled a button re-evaluate; an action inside a template resolves its context in its item's scope;
// the contact form JSONL stream (test/cases) resolves a context with a function call and a binding.
import { describe, it, expect } from '@ohos/hypium';
import { JsonValue } from '../../../../agent_core/src/main/ets/core/JsonModel';
import { A2uiSurfaceStore } from '../../../../agent_core/src/main/ets/a2ui/A2uiSurfaceStore';
import { A2uiStoreOptions } from '../../../../agent_core/src/main/ets/a2ui/A2uiStoreOptions';
import { ajvClientDataModel, ajvClientToServer, loadExamples, readSpecText, skippedWithoutSpec } from '../support/Conformance';
import { allNodes } from '../support/Tree';

const NOW = Date.parse('2026-01-16T14:30:00.000Z');

function store(): A2uiSurfaceStore {
  const options = new A2uiStoreOptions();
  options.isUtc = true;
  options.clock = () => NOW;
  return new A2uiSurfaceStore(options);
}

export default function a2uiActionsTest() {
  describe('A2uiActions', () => {
    if (skippedWithoutSpec('A2uiActions')) return;
    const examples = loadExamples();
    const clientToServer = ajvClientToServer();

    it('every enabled event button of every example builds a message client_to_server.json accepts', 0, () => {
      const problems: string[] = [];
      let messages = 0;
      let blocked = 0;
      for (const example of examples) {
        const s = store();
        s.applyAll(JSON.stringify(example.messages));
        for (const id of s.surfaceIds()) {
          const surface = s.surface(id)!;
          for (const node of allNodes(surface.root()).filter((n) => n.component === 'Button')) {
            const result = surface.actionFor(node.key);
            if (!node.isEnabled) {
              blocked++;
              if (result.error?.code !== 'a2ui_action_blocked') problems.push(`${node.key}: not blocked`);
            } else if (result.ok) {
              messages++;
              if (!clientToServer(result.value!.toRaw())) problems.push(`${example.file} ${node.key}: ${JSON.stringify(clientToServer.errors)}`);
            } else if (result.error?.code !== 'a2ui_local_action') {
              problems.push(`${example.file} ${node.key}: ${result.error?.message}`);
            }
          }
        }
      }
      process.stdout.write(`A2uiActions: ${messages} action messages valid against client_to_server.json, ${blocked} disabled buttons blocked\n`);
      expect(problems.join('\n') || 'none').assertEqual('none');
      expect(messages > 20).assertTrue();
    });

    it('the client data model of every example with sendDataModel is valid against client_data_model.json', 0, () => {
      const clientDataModel = ajvClientDataModel();
      const problems: string[] = [];
      let models = 0;
      for (const example of examples) {
        const s = store();
        s.applyAll(JSON.stringify(example.messages));
        const model = s.clientDataModel();
        if (model === undefined) continue;
        models++;
        if (!clientDataModel(model.toRaw())) problems.push(`${example.file}: ${JSON.stringify(clientDataModel.errors)}`);
      }
      expect(problems.join('\n') || 'none').assertEqual('none');
      expect(models > 0).assertTrue();
    });

    it('login (09): typing enables the button, and its action carries what was typed', 0, () => {
      const s = store();
      s.applyAll(JSON.stringify(examples.find((e) => e.file.startsWith('09_'))!.messages));
      const surface = s.surface('gallery-login-form')!;
      surface.root();
      expect(surface.setValue('email-field', JsonValue.string('ada@example.com')).ok).assertTrue();
      expect(surface.node('login-btn')!.isEnabled).assertFalse();
      expect(surface.setValue('password-field', JsonValue.string('correct horse')).ok).assertTrue();
      expect(surface.node('login-btn')!.isEnabled).assertTrue();
      expect(surface.node('email-field')!.failedChecks.length).assertEqual(0);
      const message = surface.actionFor('login-btn');
      expect(JSON.stringify(message.value?.toRaw())).assertEqual(JSON.stringify({ version: 'v0.9', action: {
        name: 'login', surfaceId: 'gallery-login-form', sourceComponentId: 'login-btn',
        timestamp: '2026-01-16T14:30:00.000Z', context: { email: 'ada@example.com' } } }));
      expect(clientToServer(message.value!.toRaw())).assertTrue();
      expect(JSON.stringify(surface.dataModel().toRaw())).assertEqual('{"email":"ada@example.com","password":"correct horse"}');
    });

    it('an action inside a template resolves its context in its item (7_incremental)', 0, () => {
      const s = store();
      s.applyAll(JSON.stringify(examples.find((e) => e.file.startsWith('7_'))!.messages));
      const surface = s.surface('example_7')!;
      surface.root();
      expect(surface.actionFor('rc_button').error?.code).assertEqual('a2ui_ambiguous_component');
      const message = surface.actionFor('rc_button@/restaurants/1').value!.toRaw() as { action: { context: unknown; sourceComponentId: string } };
      expect(JSON.stringify(message.action.context)).assertEqual('{"restaurantName":"Ocean\'s Bounty"}');
      expect(message.action.sourceComponentId).assertEqual('rc_button');
    });

    it('the contact form JSONL stream: applied whole, its action context has a formatted date and a binding', 0, () => {
      const lines = readSpecText('test/cases/contact_form_example.jsonl').split('\n').filter((l) => l.trim().length > 0);
      const s = store();
      expect(s.applyAll(lines.slice(0, 3).join('\n')).ok).assertTrue();
      const surface = s.surface('contact_form_1')!;
      surface.root();
      const message = surface.actionFor('submit_button').value!.toRaw() as { action: { context: unknown } };
      expect(JSON.stringify(message.action.context)).assertEqual(
        '{"formId":"contact_form_1","clientTime":"Mon Feb 2, 2026 3:17 PM","isNewsletterSubscribed":true}');
      // A second createSurface for a live surface is refused; the stream's last line deletes it.
      expect(s.applyJson(lines[0]).error?.code).assertEqual('VALIDATION_FAILED');
      expect(s.applyJson(lines[3]).ok).assertTrue();
      expect(s.surface('contact_form_1')).assertUndefined();
    });
  });
}
