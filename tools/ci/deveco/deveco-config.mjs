// Where `npm run check:deveco` takes DevEco's front end from and where it builds it: the two public
// OpenHarmony repositories at one release tag (API 12), built once into a cache outside the repository.
// Nothing of theirs is copied into this repository; only these names and paths are.
import os from 'node:os';
import path from 'node:path';

/** The OpenHarmony release the front end and the declarations are taken from (API 12, DevEco 5.0.0). */
export const RELEASE_TAG = 'OpenHarmony-v5.0.0-Release';
export const API_VERSION = 12;

/**
 * The two source trees. `env` names the variable that points at a local copy (a git dir, bare or not, holding
 * the tag; or a plain checkout of it); `url` is cloned at the tag when no variable is set.
 */
export const SOURCES = {
  ets2bundle: {
    repo: 'openharmony/developtools_ace_ets2bundle',
    env: 'ARKAGENT_ETS2BUNDLE_SRC',
    url: 'https://github.com/openharmony/developtools_ace_ets2bundle.git',
    paths: ['compiler'],
  },
  interfaceSdk: {
    repo: 'openharmony/interface_sdk-js',
    env: 'ARKAGENT_INTERFACE_SDK_SRC',
    url: 'https://github.com/openharmony/interface_sdk-js.git',
    paths: ['api', 'arkts', 'kits'],
  },
};

/**
 * The compiler's package-lock.json pins everything but TypeScript, which DevEco's SDK ships as its own fork
 * (third_party_typescript). npm's `ohos-typescript` r9 is that fork with the ArkTS linter 1.1; r4 has no linter.
 */
export const TYPESCRIPT_ALIAS = 'npm:ohos-typescript@4.9.5-r9';

/** `ARKAGENT_DEVECO_CACHE`, else `$XDG_CACHE_HOME/arkagent-deveco/<tag>`, else `~/.cache/arkagent-deveco/<tag>`. */
export function cacheDir() {
  if (process.env.ARKAGENT_DEVECO_CACHE) return path.resolve(process.env.ARKAGENT_DEVECO_CACHE);
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'arkagent-deveco', RELEASE_TAG);
}

/**
 * The SDK as DevEco lays it out. The layout matters: ets-loader finds the declarations at `../../api` from
 * itself (compiler/main.js readSystemModules), and the TypeScript fork skips `@throws 401` warnings only for
 * declarations below `<sdk>/openharmony/ets`.
 */
export function sdkPaths(cache = cacheDir()) {
  const ets = path.join(cache, 'sdk', 'default', 'openharmony', 'ets');
  return {
    ets,
    api: path.join(ets, 'api'),
    arkts: path.join(ets, 'arkts'),
    kits: path.join(ets, 'kits'),
    component: path.join(ets, 'component'),
    etsLoader: path.join(ets, 'build-tools', 'ets-loader'),
  };
}
