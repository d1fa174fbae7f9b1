// Writes, for one target, what hvigor's steps before CompileArkTS leave on disk, and returns the environment
// and `projectConfig` hvigor hands ets-loader in rollup mode (this.share.projectConfig). What ets-loader reads
// (compiler/main.js loadEntryObj / loadBuildJson / loadModuleInfo, fast_build/ets_ui/rollup-plugin-ets-checker.ts):
//   intermediates/res/<target>/module.json            app.json5 + module.json5 merged (MergeProfile): abilities,
//                                                      pages, type (har -> compileHar), minAPIVersion
//   intermediates/res/<target>/resources/base/profile  the pages profiles (main_pages.json, test_pages.json)
//   intermediates/res/<target>/ResourceTable.txt      `type name id` per resource (ProcessResource), for $r()
//   intermediates/loader/<target>/loader.json         modulePathMap, compileMode esmodule, ohpm, compileEntry
// Paths follow a DevEco 5.0 build tree (<module>/build/default/intermediates/...; `hvigorw test` uses .test/).
import fs from 'node:fs';
import path from 'node:path';
import { API_VERSION } from './deveco-config.mjs';
import { TARGET_KINDS } from './targets.mjs';

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

function listFiles(dir, test) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name)).map((e) => path.join(e.parentPath ?? e.path, e.name)).sort();
}

/** `type name id` lines as hvigor's resource compiler writes them, ids counted from 0x01000000 as restool does. */
function resourceTable(resourceDirs) {
  const lines = [];
  let id = 0x01000000;
  const add = (type, name) => lines.push(`${type} ${name} 0x${(id++).toString(16).padStart(8, '0')}`);
  for (const dir of resourceDirs) {
    for (const file of listFiles(path.join(dir, 'base', 'element'), (n) => n.endsWith('.json'))) {
      const content = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const [type, items] of Object.entries(content)) for (const item of items) add(type, item.name);
    }
    for (const kind of ['media', 'profile']) {
      for (const file of listFiles(path.join(dir, 'base', kind), () => true)) add(kind, path.parse(file).name);
    }
  }
  return lines.join('\n') + '\n';
}

/**
 * Writes the intermediates of `target` ({ module, dir, kind }) in the project copy at `root` and returns
 * { env, projectConfig, moduleName, projectPath }. `extraEntries` are more files to compile as entries.
 */
export function writeIntermediates({ root, target, sdk, json5, extraEntries = [] }) {
  const spec = TARGET_KINDS[target.kind];
  const moduleDir = path.join(root, target.dir);
  const srcRoot = path.join(moduleDir, spec.srcRoot);
  const projectPath = path.join(srcRoot, 'ets');
  const out = path.join(moduleDir, spec.outDir);
  const t = spec.targetName;
  const res = path.join(out, 'intermediates', 'res', t);
  const loaderOut = path.join(out, 'intermediates', 'loader_out', t, 'ets');
  const cachePath = path.join(out, 'cache', t, `default@${spec.task}`, 'esmodule', 'debug');
  const app = json5.parse(fs.readFileSync(path.join(root, 'AppScope', 'app.json5'), 'utf8')).app;
  const moduleJson5 = json5.parse(fs.readFileSync(path.join(srcRoot, 'module.json5'), 'utf8')).module;
  const pkg = json5.parse(fs.readFileSync(path.join(moduleDir, 'oh-package.json5'), 'utf8'));

  const mergedApp = { ...app, minAPIVersion: API_VERSION, targetAPIVersion: API_VERSION, apiReleaseType: 'Release',
    compileSdkType: 'OpenHarmony', debug: true, bundleType: 'app' };
  const mergedModule = { ...moduleJson5, packageName: pkg.name, virtualMachine: 'ark', compileMode: 'esmodule',
    dependencies: [] };
  const moduleJsonPath = path.join(res, 'module.json');
  writeJson(moduleJsonPath, { app: mergedApp, module: mergedModule });
  const profileDir = path.join(res, 'resources', 'base', 'profile');
  fs.mkdirSync(profileDir, { recursive: true });
  for (const file of listFiles(path.join(srcRoot, 'resources', 'base', 'profile'), (n) => n.endsWith('.json'))) {
    fs.copyFileSync(file, path.join(profileDir, path.basename(file)));
  }
  fs.mkdirSync(path.join(res, 'resources', 'rawfile'), { recursive: true });
  const appResource = path.join(res, 'ResourceTable.txt');
  const resourceDirs = [path.join(root, 'AppScope', 'resources'), path.join(srcRoot, 'resources')];
  fs.writeFileSync(appResource, resourceTable(resourceDirs));

  const testEntries = spec.testRoot ? listFiles(path.join(moduleDir, spec.testRoot), (n) => /\.(ets|ts)$/.test(n)) : [];
  const modulePathMap = Object.fromEntries(
    fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'src', 'main', 'module.json5')))
      .map((d) => [json5.parse(fs.readFileSync(path.join(root, d, 'src', 'main', 'module.json5'), 'utf8')).module.name,
        path.join(root, d)]));
  const loaderJsonPath = path.join(out, 'intermediates', 'loader', t, 'loader.json');
  writeJson(loaderJsonPath, {
    modulePathMap, compileMode: 'esmodule', projectRootPath: root, moduleName: moduleJson5.name,
    nodeModulesPath: path.join(out, 'intermediates', 'loader_out', t, 'node_modules'),
    packageManagerType: 'ohpm', compileEntry: [...testEntries, ...extraEntries], otherCompileFiles: [],
    harNameOhmMap: {}, hspNameOhmMap: {}, hspResourcesMap: {}, dynamicImportLibInfo: {}, routerMap: [],
    isOhosTest: target.kind === 'ohosTest',
    anBuildOutPut: path.join(out, 'intermediates', 'loader_out', t, 'an', 'arm64-v8a'),
    anBuildMode: 'type', apPath: '',
  });

  const env = {
    compileTool: 'rollup', watchMode: 'false', isPreview: 'false', compileMode: 'moduleJson',
    aceModuleRoot: projectPath, aceModuleBuild: loaderOut, aceModuleJsonPath: moduleJsonPath,
    aceProfilePath: profileDir,
    aceBuildJson: loaderJsonPath, cachePath, appResource, rawFileResource: path.join(res, 'resources', 'rawfile'),
    aceSuperVisualPath: path.join(srcRoot, 'supervisual'), runtimeOS: 'OpenHarmony',
    sdkInfo: `false:${API_VERSION}:5.0.0.0:Release`, buildMode: 'Debug',
  };
  const projectConfig = {
    compileMode: 'esmodule', packageManagerType: 'ohpm', compileSdkVersion: API_VERSION,
    compatibleSdkVersion: API_VERSION,
    bundleName: app.bundleName, etsLoaderVersion: '5.0.0.0', etsLoaderReleaseType: 'Release',
    entryModuleName: moduleJson5.name, entryPackageName: pkg.name, entryModuleVersion: pkg.version,
    moduleName: moduleJson5.name,
    targetName: t, runtimeOS: 'OpenHarmony', sdkInfo: env.sdkInfo, watchMode: 'false', isPreview: false,
    isLocalTest: target.kind === 'localTest', isOhosTest: target.kind === 'ohosTest', buildMode: 'Debug',
    localPropertiesPath: path.join(root, 'local.properties'), aceProfilePath: profileDir, etsLoaderPath: sdk.etsLoader,
    modulePath: moduleDir, needCoverageInsert: false, projectTopDir: root, apPath: '',
    aceModuleJsonPath: moduleJsonPath,
    appResource, aceModuleRoot: projectPath, aceSuperVisualPath: env.aceSuperVisualPath, aceBuildJson: loaderJsonPath,
    cachePath, aceModuleBuild: loaderOut, supportChunks: true, projectPath, buildPath: loaderOut, projectRootPath: root,
    resolveModulePaths: [path.join(moduleDir, 'oh_modules'), path.join(root, 'oh_modules')],
    useNormalizedOHMUrl: true, harNameOhmMap: {}, hspNameOhmMap: {}, arkRouterMap: [], declarationEntry: [],
    dependencyAliasMap: new Map(), integratedHsp: false, tsImportSendable: false,
    deviceTypes: moduleJson5.deviceTypes ?? ['default'],
    permission: { requestPermissions: moduleJson5.requestPermissions ?? [],
      definePermissions: moduleJson5.definePermissions ?? [] },
    pkgContextInfo: { [pkg.name]: { packageName: pkg.name, bundleName: '', moduleName: moduleJson5.name,
      version: pkg.version, entryPath: pkg.main || 'Index.ets', isSO: false } },
  };
  return { env, projectConfig, moduleName: moduleJson5.name, projectPath, cachePath };
}
