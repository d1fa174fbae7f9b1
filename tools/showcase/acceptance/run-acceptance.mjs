// `npm run acceptance`: LiveAcceptance (the library's own runner, also used by the ArkUI app) against the
// embedded replay server, or against the real providers with --live (ZHIPU_API_KEY / DEEPSEEK_API_KEY).
// One line per provider and scenario; never a key, a prompt or a response text. Exit 1 if any failed.
//   npm run acceptance [-- --live] [--provider zhipu|deepseek] [--scenario stream-text,cancel]
import { pathToFileURL } from 'node:url';
import { buildNodeBundle, NODE_BUNDLE } from '../../ci/build/build-node.mjs';
import { startReplayServer } from '../../providers/replay/ReplayServer.mjs';
import { acceptanceTargets } from './targets.mjs';

const argv = process.argv.slice(2);
const live = argv.includes('--live');
const only = (flag) => {
  const i = argv.indexOf(flag);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1].split(',') : undefined;
};

await buildNodeBundle({ quiet: true });
const lib = await import(pathToFileURL(NODE_BUNDLE).href);
const server = live ? undefined : await startReplayServer({ seed: 11, writeDelayMs: [1, 4] });
try {
  const { targets, missing } = acceptanceTargets(lib, { live, server, env: process.env, providers: only('--provider') });
  for (const line of missing) console.log(line);
  if (targets.length === 0) {
    console.log('acceptance: no provider to run (set ZHIPU_API_KEY and/or DEEPSEEK_API_KEY for --live)');
    process.exit(2);
  }
  const acceptance = new lib.LiveAcceptance();
  let failed = 0;
  for (const target of targets) {
    for (const result of await acceptance.run(target, only('--scenario') ?? lib.LiveAcceptance.SCENARIOS)) {
      console.log(result.line);
      if (!result.isOk) failed++;
    }
  }
  console.log(`acceptance: ${failed === 0 ? 'all scenarios ok' : `${failed} failed`} (${live ? 'live providers' : 'replay server'})`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  if (server) await server.close();
}
