// Builds DevEco's ArkTS front end from source, once, into the cache (deveco-config.mjs cacheDir):
//   sdk/default/openharmony/ets/{api,arkts,kits}   interface_sdk-js at the tag (component/ =
//   api/@internal/component/ets,
//                                                  as the SDK ships it; ets-loader's API check looks there)
//   sdk/default/openharmony/ets/build-tools/ets-loader   ets2bundle's compiler/ at the tag, then, as its own
//     package.json "build"/"generateKitConfigs" scripts do: its locked dependencies (npm), `babel ./src --out-dir lib`,
//     build_declarations_file.js (declarations/, component_config.json) and build_kitConfigs_file.js (kit_configs/).
// A stamp file records what was built; a second run with the same tag and commits does nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_TAG, SOURCES, TYPESCRIPT_ALIAS, sdkPaths } from './deveco-config.mjs';
import { exportTree } from './front-end-sources.mjs';

const STAMP = 'arkagent-build.json';
const STUB_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'arkguard-stub');

function run(command, args, cwd, log) {
  log(`  $ ${[command, ...args].join(' ')}`);
  const env = { ...process.env, NO_COLOR: '1' };
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28, env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}) in ${cwd}\n` +
      `${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function readStamp(cache) {
  try {
    return JSON.parse(fs.readFileSync(path.join(cache, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

function wanted(sources) {
  return {
    tag: RELEASE_TAG,
    typescript: TYPESCRIPT_ALIAS,
    ets2bundle: sources.ets2bundle.commit,
    interfaceSdk: sources.interfaceSdk.commit,
    stub: fs.readFileSync(path.join(STUB_DIR, 'index.js'), 'utf8').length,
  };
}

/** True when the cache holds a finished build (with any sources: a finished cache needs none). */
export function isBuilt(cache) {
  const stamp = readStamp(cache);
  return Boolean(stamp?.done) && fs.existsSync(path.join(sdkPaths(cache).etsLoader, 'lib', 'ets_checker.js'));
}

/** Builds unless the stamp matches these sources; returns the stamp. */
export function buildFrontEnd(cache, sources, log = console.log) {
  const stamp = readStamp(cache);
  const want = wanted(sources);
  if (stamp?.done && JSON.stringify(stamp.want) === JSON.stringify(want) && isBuilt(cache)) return stamp;
  const started = Date.now();
  const sdk = sdkPaths(cache);
  log(`check:deveco: building ets-loader and the API ${RELEASE_TAG} declarations into ${cache} (once)`);
  fs.rmSync(path.join(cache, 'sdk'), { recursive: true, force: true });
  fs.rmSync(path.join(cache, STAMP), { force: true });

  exportTree(sources.interfaceSdk, SOURCES.interfaceSdk.paths, sdk.ets);
  fs.cpSync(path.join(sdk.api, '@internal', 'component', 'ets'), sdk.component, { recursive: true });
  exportTree(sources.ets2bundle, SOURCES.ets2bundle.paths, sdk.etsLoader, 1);

  // arkguard is not on npm: a local stand-in package (arkguard-stub/index.js says why it is enough).
  const stub = path.join(cache, 'stubs', 'arkguard');
  fs.rmSync(stub, { recursive: true, force: true });
  fs.cpSync(STUB_DIR, stub, { recursive: true });
  const pkgFile = path.join(sdk.etsLoader, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, typescript: TYPESCRIPT_ALIAS, arkguard: `file:${stub}` };
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  // The lock (lockfile v1) names repo.huaweicloud.com tarballs: drop those URLs and keep the versions and
  // integrity hashes, so npm fetches the same bytes from the configured registry. No install scripts: the only
  // one (npm-install.js) sets up es2abc, which this check does not run.
  const lockFile = path.join(sdk.etsLoader, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  fs.writeFileSync(lockFile, JSON.stringify(lock, (key, value) => (key === 'resolved' ? undefined : value), 2));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--loglevel=error'],
    sdk.etsLoader, log);

  const babel = path.join('node_modules', '.bin', 'babel');
  run(babel, ['./src', '--out-dir', 'lib', '--extensions', '.ts'], sdk.etsLoader, log);
  // compiler/package.json "generateDeclarations", pointed at the SDK's own component declarations; 'true' drops
  // the system-API components, as the public SDK does.
  run(process.execPath, ['build_declarations_file.js', path.join(sdk.api, '@internal', 'component', 'ets'),
    './declarations', './lib', 'true'], sdk.etsLoader, log);
  // compiler/package.json "generateKitConfigs": which @ohos module each @kit.* symbol comes from.
  const kitArgs = ['build_kitConfigs_file.js', sdk.kits, './kit_configs', sdk.api, sdk.arkts];
  run(process.execPath, kitArgs, sdk.etsLoader, log);

  const done = { done: true, want, sources: Object.fromEntries(Object.entries(sources).map(([k, s]) => [k, s.origin])),
    seconds: Math.round((Date.now() - started) / 1000) };
  fs.writeFileSync(path.join(cache, STAMP), JSON.stringify(done, null, 2));
  log(`check:deveco: front end built in ${done.seconds} s`);
  return done;
}
