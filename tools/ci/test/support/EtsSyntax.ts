// ArkTS sources read as syntax, for the Node tests of code that cannot run here (ArkUI views, the demo app's
// pages): ohos-typescript's parser, whose ScriptKind.ETS knows struct, decorators and trailing closures, and
// a walk that collects the nodes a test asks for.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireCjs = createRequire(import.meta.url);
export const ts = requireCjs(path.resolve(process.cwd(), 'node_modules', 'ohos-typescript')) as typeof import('typescript');

export type Node = import('typescript').Node;

/** The syntax tree of the .ets file at `file`. */
export function parseEts(file: string): Node {
  const kind = (ts.ScriptKind as unknown as Record<string, number>).ETS;
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** Every node below `root` (itself included) that passes `test`, in source order. */
export function findNodes(root: Node, test: (node: Node) => boolean): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}
