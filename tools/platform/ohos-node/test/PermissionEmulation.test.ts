// The abilityAccessCtrl emulation (tools/platform/ohos-node/ability/AccessControl.ts) against the declarations it
// follows (interface_sdk-js master 2c550ecc4c api/@ohos.abilityAccessCtrl.d.ts, api/security/
// PermissionRequestResult.d.ts), and the chat kit's SystemPermissionGate over it: a new permission shows the
// dialog once and the scripted user answers; granted shows none and answers 0; refused shows none again and
// answers -1 with dialogShownResults false; a bad name or an undeclared one answers 2; a context that is not
// a UIAbility's rejects. The gate turns each into the verdict the model is told about, and the runtime over
// the gate never runs a handler whose permission was refused.
import { describe, it, expect } from '@ohos/hypium';
import { abilityAccessCtrl } from '../kit.AbilityKit';
import {
  AppSandbox, permissionDialogs, resetPermissions, scriptPermissionDialog, setPermissionState,
} from '../EmulationControls';
import { SystemPermissionGate } from '../../../../agent_core/src/main/ets/chat/platform/SystemPermissionGate';
import { PermissionVerdict } from '../../../../agent_core/src/main/ets/tools/PermissionVerdict';
import { ToolCall } from '../../../../agent_core/src/main/ets/domain/ToolCall';
import { ChatMessage } from '../../../../agent_core/src/main/ets/domain/ChatMessage';
import { ModelRequest } from '../../../../agent_core/src/main/ets/domain/ModelRequest';
import { ToolDefinition } from '../../../../agent_core/src/main/ets/domain/ToolDefinition';
import { AgentRuntime } from '../../../../agent_core/src/main/ets/agent/AgentRuntime';
import { AgentRuntimeOptions } from '../../../../agent_core/src/main/ets/agent/AgentRuntimeOptions';
import { JsonCodec } from '../../../../agent_core/src/main/ets/core/JsonCodec';
import { ToolApproval } from '../../../../agent_core/src/main/ets/tools/ToolApproval';
import { ToolPolicy } from '../../../../agent_core/src/main/ets/tools/ToolPolicy';
import { ToolRegistry } from '../../../../agent_core/src/main/ets/tools/ToolRegistry';
import { AgentTrace, EchoHandler } from '../../../../agent_core/src/test/agent/AgentTestKit';
import { call, ScriptedTurns, TurnScript } from '../../../../agent_core/src/test/agent/ScriptedTurns';

const LOCATION = 'ohos.permission.APPROXIMATELY_LOCATION';
const CONTACTS = 'ohos.permission.READ_CONTACTS';
const CALL = new ToolCall('call_1', 'get_location', '{}', 0);

async function withSandbox(body: (sandbox: AppSandbox) => Promise<void>): Promise<void> {
  resetPermissions();
  const sandbox = AppSandbox.create();
  try {
    await body(sandbox);
  } finally {
    sandbox.dispose();
    resetPermissions();
  }
}

function verdictText(verdict: PermissionVerdict): string {
  return verdict.isGranted ? 'granted' : `refused ${verdict.refused.join(',')} ${verdict.reason}`;
}

export default function permissionEmulationTest() {
  describe('Permission emulation and SystemPermissionGate', () => {
    it('a new permission shows the dialog once; the scripted user decides; the answer is remembered', 0, () =>
      withSandbox(async (sandbox) => {
        scriptPermissionDialog(LOCATION, true);
        const atManager = abilityAccessCtrl.createAtManager();
        const first = await atManager.requestPermissionsFromUser(sandbox.context, [LOCATION, CONTACTS]);
        expect(JSON.stringify(first)).assertEqual(JSON.stringify({ permissions: [LOCATION, CONTACTS],
          authResults: [0, -1], dialogShownResults: [true, true], errorReasons: [0, 0] }));
        const again = await atManager.requestPermissionsFromUser(sandbox.context, [LOCATION, CONTACTS]);
        // Granted: no dialog, 0; refused: "cannot be brought up again" (d.ts:280-283), -1 with no dialog.
        expect(`${again.authResults} ${again.dialogShownResults} ${permissionDialogs().join(',')}`)
          .assertEqual(`0,-1 false,false ${LOCATION},${CONTACTS}`);
      }));

    it('an unknown name or an undeclared permission answers 2 with its errorReason; no dialog', 0, () =>
      withSandbox(async (sandbox) => {
        setPermissionState(CONTACTS, 'undeclared');
        const result = await abilityAccessCtrl.createAtManager().requestPermissionsFromUser(sandbox.context,
          ['READ_CONTACTS', CONTACTS]);
        expect(`${result.authResults} ${result.errorReasons} ${permissionDialogs().length}`).assertEqual('2,2 1,2 0');
      }));

    it('a context that is not the UIAbility\'s rejects 12100009; no context or no permission throws 401', 0, () =>
      withSandbox(async (sandbox) => {
        const atManager = abilityAccessCtrl.createAtManager();
        let code = 0;
        await atManager.requestPermissionsFromUser(sandbox.applicationContext, [LOCATION]).catch((e: { code: number }) => {
          code = e.code;
        });
        const thrown: number[] = [];
        for (const run of [() => atManager.requestPermissionsFromUser(undefined, [LOCATION]),
          () => atManager.requestPermissionsFromUser(sandbox.context, [])]) {
          try {
            run();
          } catch (e) {
            thrown.push((e as { code: number }).code);
          }
        }
        expect(`${code} ${thrown.join(',')}`).assertEqual('12100009 401,401');
      }));

    it('the callback form answers like the promise', 0, () => withSandbox(async (sandbox) => {
      setPermissionState(LOCATION, 'granted');
      const auth = await new Promise<number[]>((resolve) => {
        abilityAccessCtrl.createAtManager().requestPermissionsFromUser(sandbox.context, [LOCATION],
          (error, result) => resolve(error ? [] : result.authResults));
      });
      expect(auth.join(',')).assertEqual('0');
    }));

    it('SystemPermissionGate: granted, the user refusing, refused before, invalid, a failed dialog', 0, () =>
      withSandbox(async (sandbox) => {
        const gate = new SystemPermissionGate(sandbox.context as never);
        scriptPermissionDialog(LOCATION, true);
        const lines = [verdictText(await gate.request([LOCATION], CALL))];
        lines.push(verdictText(await gate.request([CONTACTS], CALL)));
        lines.push(verdictText(await gate.request([LOCATION, CONTACTS], CALL)));
        setPermissionState('ohos.permission.CAMERA', 'undeclared');
        lines.push(verdictText(await gate.request(['ohos.permission.CAMERA'], CALL)));
        lines.push(verdictText(await new SystemPermissionGate(sandbox.applicationContext as never)
          .request([LOCATION], CALL)));
        expect(lines.join('\n')).assertEqual(['granted', `refused ${CONTACTS} user_refused`,
          `refused ${CONTACTS} not_shown`, 'refused ohos.permission.CAMERA invalid',
          `refused ${LOCATION} gate_failed`].join('\n'));
      }));

    it('the runtime over SystemPermissionGate: a refused dialog keeps the handler from running; granted runs it', 0,
      () => withSandbox(async (sandbox) => {
        const locate = new EchoHandler('get_location');
        const registry = new ToolRegistry();
        registry.register(ToolDefinition.of('get_location', 'Where the user is', JsonCodec.parseObject('{"type":"object"}')
          .unwrap()), locate, ToolPolicy.of(ToolApproval.NEVER, [LOCATION])).unwrap();
        const options = new AgentRuntimeOptions();
        options.permissionGate = new SystemPermissionGate(sandbox.context as never);
        const request = new ModelRequest();
        request.messages = [ChatMessage.user('我在哪？')];
        const turns = (id: string) => ScriptedTurns.of([TurnScript.calls([call(id, 'get_location', '')]),
          TurnScript.answer(['好。'])]);
        const refused = await new AgentRuntime(turns('call_1'), registry, options).run(request, new AgentTrace());
        setPermissionState(LOCATION, 'granted');
        await new AgentRuntime(turns('call_2'), registry, options).run(request, new AgentTrace());
        const error = JSON.parse(refused.messages.find((m) => m.toolCallId === 'call_1')?.content ?? '{}').error;
        expect(`${error.code} ${error.permission} ${error.reason} ${locate.calls} ${permissionDialogs().length}`)
          .assertEqual(`permission_denied ${LOCATION} user_refused 1 1`);
      }));
  });
}
