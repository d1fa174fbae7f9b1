// `npm run demo -- --scenario a2ui`: A2UI v0.9 end to end on a terminal. The model gets the
// send_a2ui_json_to_client tool (A2uiSendTool over an A2uiSurfaceStore) and the catalog in its system prompt.
// Run 1: it draws a form; the first try fails validation, the model reads VALIDATION_FAILED and sends the
// corrected messages, then says a word. The surface is printed as a text tree (A2uiTreePrinter). A scripted
// user then types into the inputs (surface.setValue: two-way binding), the tree is printed again, and presses
// the enabled button (surface.press: the action message). Run 2: the action goes back as the next user turn
// (A2uiClientTurn, what ChatController.sendAction sends) and the model answers it.
import { A2uiTreePrinter } from './A2uiTreePrinter.mjs';

export const A2UI_PROMPT = '我想留个联系方式，给我一个表单吧';

/** What the scripted user types into a TextField, by its label. */
function typedFor(label) {
  if (/mail|邮箱/i.test(label)) return 'ada@example.com';
  if (/phone|电话|手机/i.test(label)) return '+86 138 0000 0000';
  return 'Ada Lovelace';
}

function allNodes(node, out = []) {
  if (node === undefined) return out;
  out.push(node);
  for (const child of node.children) allNodes(child, out);
  return out;
}

/**
 * Plays the scenario. `setup`: lib (the bundle), client, renderer (the demo's AgentObserver), out, color,
 * provider, model, prompt, baseRequest(registry) (the demo's request: tools, tool choice, provider
 * extensions), signal. Resolves with the process exit code.
 */
export async function runA2uiDemo(setup) {
  const { lib, client, renderer, out, color } = setup;
  const printer = new A2uiTreePrinter(color);
  const dim = (text) => (color ? `\x1b[2m${text}\x1b[0m` : text);
  const store = new lib.A2uiSurfaceStore();
  const registry = new lib.ToolRegistry();
  const registered = lib.A2uiSendTool.register(registry, store);
  if (!registered.ok) throw registered.error;
  const runtime = new lib.AgentRuntime(client, registry);

  renderer.user(setup.prompt);
  const request = setup.baseRequest(registry);
  request.messages = [lib.ChatMessage.system(lib.A2uiSendTool.systemPrompt()), lib.ChatMessage.user(setup.prompt)];
  const first = await runtime.run(request, renderer, setup.signal);
  if (first.status !== 'completed') return first.status === 'cancelled' ? 130 : 1;

  const surfaces = store.surfaceIds().map((id) => store.surface(id));
  if (surfaces.length === 0) {
    out.write('\n(the model drew no surface)\n');
    return 1;
  }
  out.write('\n');
  for (const surface of surfaces) printer.print(surface, out);

  // The scripted user: type into every text field, tick every box, then press the first enabled event button.
  const surface = surfaces[surfaces.length - 1];
  out.write('\n' + dim('— the user fills the form in (surface.setValue: two-way binding)') + '\n');
  for (const node of allNodes(surface.root())) {
    let value;
    if (node.component === 'TextField') value = lib.JsonValue.string(typedFor(String(node.props.get('label')?.asString() ?? '')));
    else if (node.component === 'CheckBox') value = lib.JsonValue.boolean(true);
    if (value === undefined) continue;
    const typed = surface.setValue(node.key, value);
    out.write(`  ✎ ${node.key} = ${JSON.stringify(value.toRaw())}${typed.ok ? '' : ` (refused: ${typed.error.message})`}\n`);
  }
  printer.print(surface, out);
  const button = allNodes(surface.root()).find((node) => node.component === 'Button' && node.isEnabled &&
    node.props.get('action')?.get('event') !== undefined);
  if (button === undefined) {
    out.write('\n(no enabled button to press)\n');
    return 1;
  }
  const pressed = surface.press(button.key);
  if (!pressed.ok || pressed.value.message === undefined) {
    out.write(`\n(pressing ${button.key} sent nothing: ${pressed.error?.message ?? 'a local action'})\n`);
    return 1;
  }
  const action = pressed.value.message;
  out.write('\n' + dim(`— the user presses ${button.key}: its action message is the next user turn`) + '\n');
  const turn = lib.A2uiClientTurn.forAction(action, store.clientDataModel());
  renderer.user(turn);

  const next = setup.baseRequest(registry);
  next.messages = request.messages.concat(first.messages, [lib.ChatMessage.user(turn)]);
  const second = await runtime.run(next, renderer, setup.signal);
  return { completed: 0, max_steps: 0, cancelled: 130, error: 1 }[second.status];
}
