// The acceptance targets: per provider of tools/providers/replay/ProviderTable.mjs, a client factory over
// HarmonyHttpTransport (Node emulation), pointed at the replay server (its keys, the table's replay scenario per
// acceptance scenario) or at the real endpoint (the table's key variable, <envPrefix>_MODEL / _TOOL_MODEL /
// _BASE_URL to override its models and base URL).
import { PROVIDER_NAMES, providerEntry } from '../../providers/replay/ProviderTable.mjs';

/** The library's profile for `provider`: the Index export the table names. */
function profileFor(lib, provider) {
  return new lib[providerEntry(provider).profileClass]();
}

/** Targets to run and, for --live, one line per provider whose key is missing. */
export function acceptanceTargets(lib, { live, server, env, providers }) {
  const targets = [];
  const missing = [];
  for (const name of PROVIDER_NAMES) {
    if (providers && !providers.includes(name)) continue;
    const spec = providerEntry(name);
    const keyEnv = `${spec.envPrefix}_API_KEY`;
    const target = new lib.AcceptanceTarget();
    target.provider = name;
    target.model = env[`${spec.envPrefix}_MODEL`] ?? spec.models.reasoning;
    target.toolModel = env[`${spec.envPrefix}_TOOL_MODEL`] ?? spec.models.tool;
    if (live) {
      target.apiKey = env[keyEnv] ?? '';
      if (target.apiKey.length === 0) {
        missing.push(`${name} skipped: ${keyEnv} is not set`);
        continue;
      }
    } else {
      target.apiKey = server.apiKeys[name];
    }
    target.clientFactory = (apiKey, scenario) => {
      const options = new lib.ClientOptions();
      options.apiKey = apiKey;
      if (live) {
        const base = env[`${spec.envPrefix}_BASE_URL`];
        if (base) options.baseUrl = base;
      } else {
        options.baseUrl = server.baseUrls[name];
        options.headers = new lib.HttpHeaders().set('x-replay-scenario', `${name}/${spec.acceptanceScenarios[scenario]}`);
      }
      return new lib.OpenAICompatibleClient(options, new lib.HarmonyHttpTransport(), profileFor(lib, name));
    };
    targets.push(target);
  }
  return { targets, missing };
}
