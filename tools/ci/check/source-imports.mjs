// What one .ets/.ts file imports, read with the ohos-typescript parser (so `struct` pages parse too):
// every `import ... from`, `export ... from`, `import x = require()`, `import()` call and `import('x').T`
// type, with the place of its module name. The layer check (layer-check.mjs) judges these; it never needs
// the type checker.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('ohos-typescript');

export class SourceImport {
  constructor(specifier, line, col) {
    this.specifier = specifier;
    this.line = line;
    this.col = col;
  }
}

export class SourceFacts {
  constructor(imports, structLine) {
    /** @type {SourceImport[]} */
    this.imports = imports;
    /** the line of the first `struct` (an ArkUI component), or 0 when there is none */
    this.structLine = structLine;
  }
}

/** Parses `file` and returns its imports and whether it declares an ArkUI component. */
export function readSourceFacts(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.ets') ? ts.ScriptKind.ETS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2021, true, kind);
  const imports = [];
  let structLine = 0;
  const add = (literal) => {
    const pos = sf.getLineAndCharacterOfPosition(literal.getStart(sf));
    imports.push(new SourceImport(literal.text, pos.line + 1, pos.character + 1));
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
      && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)
      && ts.isStringLiteral(node.moduleReference.expression)) {
      add(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
      && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal);
    } else if (node.kind === ts.SyntaxKind.StructDeclaration && structLine === 0) {
      structLine = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return new SourceFacts(imports, structLine);
}

/** Whether a module name is a path (`./x`, `../x`) rather than a package or kit name. */
export function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/**
 * The file a relative import names, the way DevEco resolves it (`./X` -> X.ets, X.ts, X/Index.ets).
 * A name that matches no file still gets a path (X.ets), so its layer can be judged; the type check
 * reports the missing file itself.
 */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ets`, `${base}.ts`, path.join(base, 'Index.ets'), path.join(base, 'index.ets'),
    path.join(base, 'index.ts')];
  const found = candidates.find((c) => /\.(ets|ts)$/.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
  return found ?? (/\.(ets|ts)$/.test(base) ? base : `${base}.ets`);
}
