// Type declarations for the Node package (dist/node/types/), generated from the .ets sources by the same
// compiler the check uses: ohos-typescript's declaration emit over the program of agent_core/Index.ets
// (it parses ArkTS and resolves @kit.* to the OpenHarmony declarations). Two changes make its output an
// ES module's declarations that `moduleResolution: nodenext` reads:
// - it writes `X.d.ets`: renamed `X.d.ts`;
// - it keeps `from './X'`: Node's ESM resolution needs the extension, so every relative module name
//   becomes `./X.js` (which TypeScript maps to ./X.d.ts).
// Private members come out untyped (`private client;`), so no platform type leaks into the public API.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compilerOptions, ROOT } from '../check/arkts-program.mjs';

const require = createRequire(import.meta.url);
const ts = require('ohos-typescript');

/** The declarations of agent_core/Index.ets (the package's `types`), relative to the package folder. */
export const TYPES_ENTRY = 'types/Index.d.ts';

/** Every relative module name in a declaration file, as [start, end) of the text inside the quotes. */
function relativeModuleNames(fileName, text) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2021, true, ts.ScriptKind.TS);
  const spans = [];
  const visit = (node) => {
    let literal;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      literal = node.moduleSpecifier;
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      literal = node.argument.literal;
    }
    if (literal && ts.isStringLiteral(literal) && /^\.\.?\//.test(literal.text)) {
      spans.push([literal.getStart(sf) + 1, literal.getEnd() - 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return spans;
}

/** `from './core/Result'` -> `from './core/Result.js'`, working from the end so offsets stay valid. */
export function withJsExtensions(fileName, text) {
  let out = text;
  for (const [, end] of relativeModuleNames(fileName, text).reverse()) {
    out = `${out.slice(0, end)}.js${out.slice(end)}`;
  }
  return out;
}

/**
 * ArkUI components (`struct`, exported from `<layer>/view/`) and V2 state decorators are not TypeScript: on Node they are classes
 * that throw when constructed (ohos-alias-plugin.mjs), declared here as such, decorators dropped.
 */
export function arkUiStructsAsClasses(text) {
  // An @ObservedV2 class (A2uiNodeState, which an app's view reads) keeps its class, its decorators dropped.
  if (!/\bdeclare struct\b|^\s*@ObservedV2\s*$/m.test(text)) return text;
  return text.split('\n').filter((line) => !/^\s*@\w+(\(.*\))?\s*$/.test(line)).join('\n')
    .replace(/export declare struct (\w+)/g, '/** An ArkUI component: it renders on HarmonyOS only (constructing it on Node throws). */\n' +
      'export declare class $1');
}

/**
 * `WrappedBuilder` (ArkUI's wrapper of a `@Builder` function, the type of an A2UI view registry's entries) is a
 * global of the ArkUI declarations, which a Node project does not have: a declaration file that names it gets
 * the class declared locally, as common.d.ts declares it (never constructed on Node: only `wrapBuilder` makes one).
 */
export function arkUiGlobalsDeclared(text) {
  if (!/\bWrappedBuilder</.test(text)) return text;
  return '/** ArkUI\'s wrapper of a @Builder function: made by wrapBuilder on HarmonyOS only. */\n' +
    'declare class WrappedBuilder<Args extends Object[]> {\n    builder: (...args: Args) => void;\n}\n' + text;
}

/**
 * Writes the declarations of agent_core/Index.ets and everything it reaches to `packageDir`/types.
 * Returns the files written; throws with the compiler's messages when the emit reports a problem.
 */
export function buildNodeTypes(packageDir) {
  const typesDir = path.join(packageDir, path.dirname(TYPES_ENTRY));
  const moduleRoot = path.join(ROOT, 'agent_core');
  const options = {
    ...compilerOptions(),
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationDir: typesDir,
    rootDir: moduleRoot,
    removeComments: false,
    incremental: false,
    tsBuildInfoFile: undefined,
  };
  const rootNames = [path.join(moduleRoot, 'Index.ets'),
    path.join(ROOT, 'node_modules', '@arkts', 'declarations', 'dist', 'global.d.ts'),
    path.join(ROOT, 'node_modules', '@arkts', 'declarations', 'dist', 'component', 'common.d.ts')];
  const program = ts.createProgram({ rootNames, options });
  fs.rmSync(typesDir, { recursive: true, force: true });
  const written = [];
  const writeFile = (fileName, text) => {
    const target = fileName.replace(/\.d\.ets$/, '.d.ts');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, withJsExtensions(target, arkUiGlobalsDeclared(arkUiStructsAsClasses(text))));
    written.push(target);
  };
  const result = program.emit(undefined, writeFile, undefined, true);
  if (result.diagnostics.length > 0 || result.emitSkipped) {
    const messages = result.diagnostics.map((d) => {
      const where = d.file ? `${path.relative(ROOT, d.file.fileName)}: ` : '';
      return `${where}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    throw new Error(`declaration emit failed:\n${messages.join('\n') || 'emit skipped'}`);
  }
  return written.sort();
}

/** Every `any` or `unknown` type written in the given declaration files, as `file:line`: the API must have none. */
export function anyTypesIn(files) {
  const found = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2021, true, ts.ScriptKind.TS);
    const visit = (node) => {
      if (node.kind === ts.SyntaxKind.AnyKeyword || node.kind === ts.SyntaxKind.UnknownKeyword) {
        found.push(`${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}
