// Builds the ArkTS program the way DevEco's ets-loader does, on Node: ohos-typescript (the OpenHarmony
// TypeScript fork) over the OpenHarmony declarations, then the official ArkTS linter 1.1 per file.
// See ../shared/briefs/verification-stack.md for what was tried and why each option is set.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { localPackageFile } from '../ohpm/oh-package.mjs';

const require = createRequire(import.meta.url);
const ts = require('ohos-typescript');

// The project root: the nearest folder above this module holding agent_core/Index.ets (this module may
// also run from a test bundle under node_modules/.cache).
function findRoot(start) {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'agent_core', 'Index.ets')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
// In a test bundle the file's real path can be another checkout's (a git worktree shares node_modules through a
// symlink); the test runner starts suites in the project root, so there the working directory is the project.
const HERE = path.dirname(new URL(import.meta.url).pathname);
const IN_BUNDLE = HERE.split(path.sep).includes('node_modules') &&
  fs.existsSync(path.join(process.cwd(), 'agent_core', 'Index.ets'));
const ROOT = IN_BUNDLE ? process.cwd() : findRoot(HERE);
const DECLARATIONS = path.join(ROOT, 'node_modules', '@arkts', 'declarations', 'dist');
const HYPIUM_TYPES = path.join(ROOT, 'node_modules', '@ohos', 'hypium', 'index.d.ts');
const HAMOCK_TYPES = path.join(ROOT, 'tools', 'ci', 'test', 'hamock.d.ts');

/** Component names as DevEco lists them: every `declare const X: XInterface` of the ArkUI declarations. */
export function readComponentNames() {
  const dir = path.join(DECLARATIONS, 'component');
  const names = new Set();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/declare const (\w+)\s*:\s*(\w+)Interface\b/g)) names.add(m[1]);
  }
  // ForEach, LazyForEach and Repeat are syntax, not components: listing them breaks `ListItem() { }` in their callbacks.
  for (const name of ['ForEach', 'LazyForEach', 'Repeat']) names.delete(name);
  return [...names].sort();
}

function componentFiles() {
  const dir = path.join(DECLARATIONS, 'component');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.d.ts')).map((f) => path.join(dir, f));
}

function etsOptions(components) {
  return {
    render: { method: ['build', 'pageTransition'], decorator: ['Builder', 'LocalBuilder'] },
    components,
    libs: [],
    extend: {
      decorator: ['Extend', 'AnimatableExtend'],
      components: components.map((name) => ({ name, type: `${name}Attribute`, instance: `${name}Instance` })),
    },
    styles: {
      decorator: 'Styles',
      component: { name: 'Common', type: 'T', instance: 'CommonInstance' },
      property: 'stateStyles',
    },
    concurrent: { decorator: 'Concurrent' },
    customComponent: 'CustomComponent',
    propertyDecorators: ['Link', 'Prop', 'ObjectLink', 'Consume'].map((name) => ({ name, needInitialization: false })),
    emitDecorators: [
      'Entry', 'Component', 'Reusable', 'CustomDialog', 'Consume', 'Link', 'LocalStorageLink', 'LocalStorageProp',
      'ObjectLink', 'Prop', 'Provide', 'State', 'StorageLink', 'StorageProp', 'Builder', 'BuilderParam', 'Observed',
      'Require', 'Sendable', 'Track', 'ObservedV2', 'Trace', 'ComponentV2', 'Local', 'Param', 'Once', 'Event',
      'Provider', 'Consumer', 'Monitor', 'Computed', 'Type',
    ].map((name) => ({ name, emitParameters: true })),
    syntaxComponents: {
      paramsUICallback: ['ForEach', 'LazyForEach'],
      attrUICallback: [{ name: 'Repeat', attributes: ['each', 'template'] }],
    },
  };
}

export function compilerOptions() {
  return {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2021,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.NodeJs,
    lib: ['lib.es2021.d.ts'],
    experimentalDecorators: true,
    allowJs: false,
    skipLibCheck: true,
    baseUrl: DECLARATIONS,
    paths: {
      '@ohos.*': ['api/@ohos.*.d.ts', 'api/@ohos.*.d.ets'],
      '@kit.*': ['kits/@kit.*.d.ets'],
      '@arkts.*': ['arkts/@arkts.*.d.ets'],
      '@system.*': ['api/@system.*.d.ts'],
      '@ohos/hypium': [HYPIUM_TYPES],
      '@ohos/hamock': [HAMOCK_TYPES],
      // entry's oh-package.json5 depends on `file:../agent_core`: resolve the HAR to its public API.
      '@arkagent/core': [path.join(ROOT, 'agent_core', 'Index.ets')],
      // agent_core's ohpm dependency: the types of the folder `ohpm install` puts there (the overrides' repack).
      '@arkagent/eventsource-parser': [localPackageFile(ROOT, '@arkagent/eventsource-parser', 'types')],
    },
    ets: etsOptions(readComponentNames()),
    incremental: true,
    tsBuildInfoFile: path.join(ROOT, 'node_modules', '.cache', 'arkts-check.tsbuildinfo'),
  };
}

const SKIP_DIRS = new Set(['node_modules', 'oh_modules', 'build', '.hvigor', '.preview', '.git']);

/** Every .ets/.ts source below the given folders (no hand-kept list). */
export function collectSources(dirs) {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ets|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

function category(diagnostic) {
  return diagnostic.category === ts.DiagnosticCategory.Error ? 'error' : 'warning';
}

function ruleOf(diagnostic, source) {
  if (source === 'linter') {
    // The linter's message ends with `(arkts-rule-name)`; keep the rule id first for grep-ability.
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const m = text.match(/\((arkts-[\w-]+)\)\s*$/);
    return m ? m[1] : 'arkts-linter';
  }
  return `TS${diagnostic.code}`;
}

/**
 * Type-checks and lints the files; returns problems as
 * { file, line, col, rule, message, severity } sorted by place.
 */
export function checkFiles(files) {
  const options = compilerOptions();
  const rootNames = [...files, path.join(DECLARATIONS, 'global.d.ts'), ...componentFiles()];
  fs.mkdirSync(path.dirname(options.tsBuildInfoFile), { recursive: true });
  // A fresh build info every run: the linter only reports files it sees as changed.
  if (fs.existsSync(options.tsBuildInfoFile)) fs.rmSync(options.tsBuildInfoFile);
  const host = ts.createIncrementalCompilerHost(options);
  const builder = ts.createIncrementalProgram({ rootNames, options, host });
  const program = builder.getProgram();
  const wanted = new Set(files.map((f) => path.resolve(f)));
  const problems = [];
  const push = (diagnostic, source) => {
    if (!diagnostic.file) {
      problems.push({ file: '(program)', line: 0, col: 0, rule: ruleOf(diagnostic, source), severity: category(diagnostic),
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') });
      return;
    }
    const file = path.resolve(diagnostic.file.fileName);
    if (!wanted.has(file)) return;
    const pos = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    problems.push({
      file: path.relative(ROOT, file), line: pos.line + 1, col: pos.character + 1,
      rule: ruleOf(diagnostic, source), severity: category(diagnostic),
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\s*\((arkts-[\w-]+)\)\s*$/, ''),
    });
  };
  for (const d of program.getOptionsDiagnostics()) push(d, 'tsc');
  for (const d of program.getGlobalDiagnostics()) push(d, 'tsc');
  for (const file of files) {
    const sf = program.getSourceFile(path.resolve(file));
    if (!sf) {
      problems.push({ file: path.relative(ROOT, file), line: 0, col: 0, rule: 'not-in-program', severity: 'error',
        message: 'file was not part of the checked program' });
      continue;
    }
    for (const d of program.getSyntacticDiagnostics(sf)) push(d, 'tsc');
    for (const d of program.getSemanticDiagnostics(sf)) push(d, 'tsc');
  }
  // One linter run over the whole program: per-file runs after the first see only "changed" files
  // (the linter is incremental over the builder state) and would silently skip the rest.
  for (const d of ts.ArkTSLinter_1_1.runArkTSLinter(builder, undefined, undefined, '1.1')) {
    if (d.file && d.file.fileName.endsWith('.ets')) push(d, 'linter');
  }
  const seen = new Set();
  const unique = problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.col}:${p.rule}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return unique;
}

export { ROOT };
