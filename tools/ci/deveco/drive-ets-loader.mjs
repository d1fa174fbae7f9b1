// Runs ets-loader on one target, headless, the way hvigor drives it in rollup mode (one process per target:
// ets-loader keeps its state in module globals). Input: a job file written by check-deveco.mjs. Output: one
// JSON line on stdout, { messages, files, emitted }, where messages are the ets-loader logger calls.
// The sequence is the plugin order of compiler/compile_plugin.js sdkPlugins:
//   initConfig()                         hvigor's config step: entries from module.json / loader.json
//   etsChecker().buildStart              the program over the entries + ArkTS linter 1.1 + type diagnostics
//   per module of the graph:
//     etsTransform().load / apiTransform().load
//     etsTransform().transform           UI syntax validation, struct -> JS (processUISyntax), kit imports
//     apiTransform().transform           system API imports
// The rollup context is mocked as compiler/test/ark_compiler_ut/mock/rollup_mock/rollup_plugin_mock.ts does.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isKeptSource } from './kept-output.mjs';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
Object.assign(process.env, job.env);
process.chdir(job.projectRoot);
const require = createRequire(path.join(job.etsLoader, 'package.json'));

const messages = [];
const record = (level) => (...parts) => {
  messages.push({ level, text: parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ') });
};
// Everything the front end reports goes through these loggers (ets_checker.ts printDiagnostic, utils.ts emitLogInfo).
const loggers = new Map();
function getLogger(prefix) {
  if (!loggers.has(prefix)) loggers.set(prefix, { error: record('error'), warn: record('warn'), info: record('info'),
    debug: () => {}, getPrefix: () => prefix });
  return loggers.get(prefix);
}
// A few paths bypass those loggers: console.error (system_api checkModuleExist), main.js's log4js logger on
// stderr (ets_checker.ts resolveTypeReferenceDirectives). Anything on stderr is kept (an unknown line counts as a
// warning, so nothing reported there passes unseen); on stdout only ArkTS messages, the result line is ours.
console.error = record('error');
console.warn = record('warn');
const writeStdout = process.stdout.write.bind(process.stdout);
process.stderr.write = (chunk) => {
  const text = String(chunk);
  record(/ERROR/.test(text) ? 'error' : 'warn')(text);
  return true;
};
process.stdout.write = (chunk) => {
  const text = String(chunk);
  if (/ArkTS:(ERROR|WARN)/.test(text)) record(/ArkTS:ERROR/.test(text) ? 'error' : 'warn')(text);
  return true;
};

const { initConfig } = require(path.join(job.etsLoader, 'compile_plugin.js'));
const { etsChecker } = require(path.join(job.etsLoader, 'lib', 'fast_build', 'ets_ui', 'rollup-plugin-ets-checker.js'));
const fastBuild = path.join(job.etsLoader, 'lib', 'fast_build');
const { etsTransform } = require(path.join(fastBuild, 'ets_ui', 'rollup-plugin-ets-typescript.js'));
const { apiTransform } = require(path.join(fastBuild, 'system_api', 'rollup-plugin-system-api.js'));
const { globalProgram } = require(path.join(job.etsLoader, 'main.js'));

const config = initConfig();
const entryFiles = new Set(Object.values(config.entryObj).map((f) => path.resolve(f)));
const projectConfig = { ...job.projectConfig, dependencyAliasMap: new Map() };

const moduleInfos = new Map();
function moduleInfoOf(id) {
  if (!moduleInfos.has(id)) {
    const owner = job.packages.find((p) => id.startsWith(p.dir + path.sep)) ?? job.packages[0];
    moduleInfos.set(id, {
      id, isEntry: entryFiles.has(id), importedIds: [], dynamicallyImportedIds: [],
      meta: { moduleName: owner.moduleName, pkgName: owner.pkgName, pkgPath: owner.dir, isLocalDependency: true,
        isNodeEntryFile: false, belongProjectPath: job.projectRoot, hostModulesInfo: [], dependencyPkgInfo: undefined },
    });
  }
  return moduleInfos.get(id);
}
const cache = new Map();
const context = {
  share: { projectConfig, getLogger, symlinkMap: {}, currentModuleMetaMap: {}, throwArkTsCompilerError: record('error'),
    allFiles: new Set(), rawfilechanged: false },
  cache: { get: (k) => cache.get(k), set: (k, v) => cache.set(k, v), has: (k) => cache.has(k),
    delete: (k) => cache.delete(k) },
  meta: { rollupVersion: '3.10.0', watchMode: false },
  getModuleInfo: moduleInfoOf,
  getModuleIds: () => [...moduleInfos.keys()][Symbol.iterator](),
  addWatchFile() {}, emitFile() {}, error: record('error'), warn: record('warn'), resolve: async () => null,
  parse() {}, getWatchFiles: () => [], signal() {},
};

const checker = etsChecker();
const transform = etsTransform();
const api = apiTransform();
checker.buildStart.call(context);
transform.buildStart.call(context);

// The module graph rollup would walk: every non-declaration source of the program outside the SDK.
const sdkRoot = path.resolve(job.etsLoader, '..', '..', '..');
const graph = globalProgram.program.getSourceFiles().map((sf) => path.resolve(sf.fileName))
  .filter((f) => /\.(ets|ts)$/.test(f) && !/\.d\.e?ts$/.test(f) && !f.startsWith(sdkRoot + path.sep)).sort();

const emitted = [];
for (const id of graph) {
  moduleInfoOf(id);
  transform.load.call(context, id);
  api.load.call(context, id);
  const source = fs.readFileSync(id, 'utf8');
  let result;
  try {
    result = await transform.transform.call(context, source, id);
    if (result) result = api.transform.call(context, result.code, id);
  } catch (error) {
    messages.push({ level: 'error', text: `ArkTS:ERROR File: ${id}\n transform threw: ${error?.stack ?? error}` });
    continue;
  }
  if (job.emitDir && result && isKeptSource(source)) {
    const out = path.join(job.emitDir, path.relative(job.projectRoot, id).replace(/\.e?ts$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, result.code);
    emitted.push(out);
  }
}
// Which installed packages the program read: the package folder (nearest oh-package.json5) of every file outside
// the SDK and the modules, by real path (oh_modules/.ohpm/... for registry packages, the folder of a file: one).
const moduleDirs = job.packages.map((p) => p.dir + path.sep);
function packageFolder(file) {
  let dir = path.dirname(file);
  const inProject = (d) => d.startsWith(job.projectRoot + path.sep);
  while (inProject(dir) && !fs.existsSync(path.join(dir, 'oh-package.json5'))) dir = path.dirname(dir);
  return inProject(dir) ? dir : undefined;
}
const programFiles = globalProgram.program.getSourceFiles().map((sf) => fs.realpathSync(path.resolve(sf.fileName)));
const installed = [...new Set(programFiles
  .filter((f) => !f.startsWith(sdkRoot + path.sep) && !moduleDirs.some((d) => f.startsWith(d)))
  .map(packageFolder).filter(Boolean))].sort();
writeStdout(JSON.stringify({ messages, files: graph, entries: [...entryFiles], emitted, installed }) + '\n');
