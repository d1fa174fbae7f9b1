// Command-line options of `npm run demo`.
import { PROVIDER_NAMES } from '../../providers/replay/ProviderTable.mjs';
export const DEMO_USAGE = `usage: npm run demo -- [options]
  --provider NAME             which provider's stream to show: ${PROVIDER_NAMES.join(' | ')} (default deepseek)
  --prompt "..."              the user message (on the replay server the answer is canned)
  --scenario NAME             one turn of a replay scenario (reasoning, chat, tool-call, tool-stream,
                              keep-alive, crlf, rate-limit-then-ok, disconnect, stall, no-done, ...);
                              a2ui: the model draws a form, a scripted user fills it in and presses its button
  --model NAME                model name (default deepseek-reasoner / glm-4.7; glm-4.5v with --image)
  --image FILE                send the picture FILE (.jpg .jpeg .png .gif .webp) with the prompt; the provider
                              defaults to zhipu (a vision model). With --provider deepseek the library refuses
                              it before sending (config/images_unsupported)
  --seed N                    replay server seed: where the bytes are cut (default 1)
  --live                      talk to the real provider; needs DEEPSEEK_API_KEY or ZHIPU_API_KEY
  --fast                      replay without the per-write delays (for tests)
  --color / --no-color        styles (bold, italic, code, dim) on or off; default: on for a terminal
                              unless NO_COLOR is set
  --help`;

export function parseDemoArgs(argv) {
  const args = { provider: 'deepseek', prompt: '北京现在天气怎么样？适合出门吗？', live: false, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) args.error = `${flag} needs a value`;
      return argv[++i];
    };
    if (flag === '--provider') args.provider = value();
    else if (flag === '--prompt') args.prompt = value();
    else if (flag === '--scenario') args.scenario = value();
    else if (flag === '--model') args.model = value();
    else if (flag === '--image') args.image = value();
    else if (flag === '--seed') args.seed = Number(value());
    else if (flag === '--live') args.live = true;
    else if (flag === '--fast') args.fast = true;
    else if (flag === '--color') args.color = true;
    else if (flag === '--no-color') args.color = false;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else args.error = `unknown option ${flag}`;
  }
  // A picture goes to the provider whose models take pictures, unless another is named.
  if (args.image !== undefined && !argv.includes('--provider')) args.provider = 'zhipu';
  if (args.image !== undefined && !argv.includes('--prompt')) args.prompt = '图里是什么？';
  if (args.image !== undefined && args.scenario === 'a2ui') args.error = '--image cannot go with --scenario a2ui';
  if (!PROVIDER_NAMES.includes(args.provider)) args.error = `unknown provider ${args.provider}`;
  if (!Number.isInteger(args.seed)) args.error = '--seed takes an integer';
  if (args.live && args.scenario) args.error = '--scenario picks a replay scenario; it cannot go with --live';
  return args;
}
