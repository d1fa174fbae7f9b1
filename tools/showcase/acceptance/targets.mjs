// The acceptance targets: per provider, a client factory over HarmonyHttpTransport (Node emulation),
// pointed at the replay server (its keys, a scenario per acceptance scenario) or at the real endpoint.
const PROVIDERS = {
  zhipu: {
    keyEnv: 'ZHIPU_API_KEY', model: 'glm-4.7', toolModel: 'glm-4.7',
    replayScenario: { 'stream-text': 'reasoning', 'stream-tool': 'tool-stream', cancel: 'reasoning', 'auth-failure': 'reasoning' },
  },
  deepseek: {
    keyEnv: 'DEEPSEEK_API_KEY', model: 'deepseek-reasoner', toolModel: 'deepseek-chat',
    replayScenario: { 'stream-text': 'reasoning', 'stream-tool': 'tool-call', cancel: 'reasoning', 'auth-failure': 'reasoning' },
  },
};

function profileFor(lib, provider) {
  return provider === 'zhipu' ? new lib.ZhipuProviderProfile() : new lib.DeepSeekProviderProfile();
}

/** Targets to run and, for --live, one line per provider whose key is missing. */
export function acceptanceTargets(lib, { live, server, env, providers }) {
  const targets = [];
  const missing = [];
  for (const [name, spec] of Object.entries(PROVIDERS)) {
    if (providers && !providers.includes(name)) continue;
    const target = new lib.AcceptanceTarget();
    target.provider = name;
    target.model = env[`${name.toUpperCase()}_MODEL`] ?? spec.model;
    target.toolModel = env[`${name.toUpperCase()}_TOOL_MODEL`] ?? spec.toolModel;
    if (live) {
      target.apiKey = env[spec.keyEnv] ?? '';
      if (target.apiKey.length === 0) {
        missing.push(`${name} skipped: ${spec.keyEnv} is not set`);
        continue;
      }
    } else {
      target.apiKey = server.apiKeys[name];
    }
    target.clientFactory = (apiKey, scenario) => {
      const options = new lib.ClientOptions();
      options.apiKey = apiKey;
      if (live) {
        const base = env[`${name.toUpperCase()}_BASE_URL`];
        if (base) options.baseUrl = base;
      } else {
        options.baseUrl = name === 'zhipu' ? server.zhipuBaseUrl : server.deepseekBaseUrl;
        options.headers = new lib.HttpHeaders().set('x-replay-scenario', `${name}/${spec.replayScenario[scenario]}`);
      }
      return new lib.OpenAICompatibleClient(options, new lib.HarmonyHttpTransport(), profileFor(lib, name));
    };
    targets.push(target);
  }
  return { targets, missing };
}
