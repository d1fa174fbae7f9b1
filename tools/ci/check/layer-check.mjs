// The layer half of `npm run check`: every import of agent_core/src/main/ets, agent_core/Index.ets and
// entry/src is judged against the table in layer-rules.mjs, and no files may import each other in a
// cycle. Problems have the type check's shape ({ file, line, col, rule, message, severity }) and name the
// file, the import and the rule. Only parsing is needed, so the whole tree takes well under a second.
import path from 'node:path';
import fs from 'node:fs';
import {
  ENTRY_MODULES, ENTRY_PACKAGE, INDEX_MODULES, LAYER_RULES, RULES, moduleAllowed,
} from './layer-rules.mjs';
import { isRelative, readSourceFacts, resolveRelative } from './source-imports.mjs';

const ETS_ROOT = path.join('agent_core', 'src', 'main', 'ets');
const INDEX = path.join('agent_core', 'Index.ets');
const ENTRY_ROOT = path.join('entry', 'src');

/** Where a file sits in the project: a layer file (with its rule, null if its folder has none), Index.ets, entry. */
class Place {
  constructor(kind, rule = null, folder = '') {
    this.kind = kind;
    this.rule = rule;
    this.folder = folder;
  }
}

const byLongestFolder = [...LAYER_RULES].sort((a, b) => b.folder.length - a.folder.length);

function isInside(rel, dir) {
  return rel === dir || rel.startsWith(dir + path.sep);
}

function placeOf(root, file) {
  const rel = path.relative(root, file);
  if (rel === INDEX) return new Place('index');
  if (isInside(rel, ENTRY_ROOT)) return new Place('entry');
  if (!isInside(rel, ETS_ROOT)) return new Place('outside');
  const folder = path.dirname(path.relative(path.join(root, ETS_ROOT), file)).split(path.sep).join('/');
  const rule = byLongestFolder.find((r) => folder === r.folder || folder.startsWith(r.folder + '/'));
  return new Place('layer', rule ?? null, folder === '.' ? '' : folder);
}

function problem(root, file, line, col, rule, message) {
  return { file: path.relative(root, file), line, col, rule, severity: 'error', message: `${message} (${RULES[rule]})` };
}

function modulesRuleFor(module) {
  if (module === '@kit.ArkUI') return 'layer-view-import';
  if (module.startsWith('@kit.') || module.startsWith('@ohos.')) return 'layer-platform-import';
  return 'layer-external-module';
}

function whoMayImport(module) {
  const folders = LAYER_RULES.filter((r) => moduleAllowed(module, r.modules)).map((r) => `${r.folder}/`);
  return folders.length > 0 ? `only ${folders.join(', ')} may import it` : 'no layer may import it';
}

/** The problems of one layer file's own imports (not cycles). */
function judgeLayerFile(root, file, place, facts) {
  const out = [];
  if (place.rule === null) {
    const where = place.folder === '' ? 'directly in agent_core/src/main/ets' : `in folder '${place.folder}/'`;
    out.push(problem(root, file, 1, 1, 'layer-unknown-folder',
      `file ${where}, which is no layer: add the folder to tools/ci/check/layer-rules.mjs or move the file`));
    return out;
  }
  const layer = place.rule;
  if (facts.structLine > 0 && !layer.isView) {
    out.push(problem(root, file, facts.structLine, 1, 'layer-view-struct',
      `${layer.folder}/ declares an ArkUI struct`));
  }
  for (const imp of facts.imports) {
    if (!isRelative(imp.specifier)) {
      if (!moduleAllowed(imp.specifier, layer.modules)) {
        out.push(problem(root, file, imp.line, imp.col, modulesRuleFor(imp.specifier),
          `${layer.folder}/ imports '${imp.specifier}': ${whoMayImport(imp.specifier)}`));
      }
      continue;
    }
    const target = resolveRelative(file, imp.specifier);
    const targetPlace = placeOf(root, target);
    if (targetPlace.kind !== 'layer') {
      const rule = isInside(path.relative(root, target), 'tools') ? 'imports-repo-tools' : 'layer-outside-main';
      out.push(problem(root, file, imp.line, imp.col, rule,
        `${layer.folder}/ imports '${imp.specifier}' (${path.relative(root, target)})`));
      continue;
    }
    const targetFolder = targetPlace.rule?.folder ?? targetPlace.folder;
    if (targetFolder !== layer.folder && !layer.mayImport.includes(targetFolder)) {
      const allowed = layer.mayImport.length > 0 ? layer.mayImport.map((f) => `${f}/`).join(', ') : 'nothing';
      out.push(problem(root, file, imp.line, imp.col, 'layer-dependency',
        `${layer.folder}/ imports '${imp.specifier}' from ${targetFolder}/; ${layer.folder}/ may import ${allowed}`));
    }
  }
  return out;
}

function judgeIndex(root, file, facts) {
  const out = [];
  for (const imp of facts.imports) {
    if (!isRelative(imp.specifier)) {
      if (!moduleAllowed(imp.specifier, INDEX_MODULES)) {
        out.push(problem(root, file, imp.line, imp.col, 'layer-external-module',
          `Index.ets re-exports '${imp.specifier}': the public API re-exports only agent_core/src/main/ets`));
      }
      continue;
    }
    const target = resolveRelative(file, imp.specifier);
    if (placeOf(root, target).kind !== 'layer') {
      const rule = isInside(path.relative(root, target), 'tools') ? 'imports-repo-tools' : 'layer-outside-main';
      out.push(problem(root, file, imp.line, imp.col, rule, `Index.ets imports '${imp.specifier}'`));
    }
  }
  return out;
}

function judgeEntry(root, file, facts) {
  const out = [];
  for (const imp of facts.imports) {
    if (!isRelative(imp.specifier)) {
      if (imp.specifier.startsWith(`${ENTRY_PACKAGE}/`)) {
        out.push(problem(root, file, imp.line, imp.col, 'entry-core-by-name',
          `entry imports '${imp.specifier}': import from '${ENTRY_PACKAGE}' (Index.ets is the public API)`));
      } else if (!moduleAllowed(imp.specifier, ENTRY_MODULES)) {
        out.push(problem(root, file, imp.line, imp.col, 'layer-external-module',
          `entry imports '${imp.specifier}': entry may import ${ENTRY_MODULES.join(', ')}`));
      }
      continue;
    }
    const rel = path.relative(root, resolveRelative(file, imp.specifier));
    if (isInside(rel, 'agent_core')) {
      out.push(problem(root, file, imp.line, imp.col, 'entry-core-by-name',
        `entry imports '${imp.specifier}' (${rel}): import from '${ENTRY_PACKAGE}' instead`));
    } else if (isInside(rel, 'tools')) {
      out.push(problem(root, file, imp.line, imp.col, 'imports-repo-tools', `entry imports '${imp.specifier}' (${rel})`));
    }
  }
  return out;
}

/**
 * The import graph from `files`, following relative imports to other checked-kind files on disk (so a
 * check of one folder still sees a cycle through the rest of the tree).
 */
function importGraph(root, files) {
  const nodes = new Map();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (nodes.has(file)) continue;
    const facts = readSourceFacts(file);
    const edges = [];
    for (const imp of facts.imports) {
      if (!isRelative(imp.specifier)) continue;
      const target = resolveRelative(file, imp.specifier);
      if (!fs.existsSync(target) || placeOf(root, target).kind === 'outside') continue;
      edges.push({ target, imp });
      if (!nodes.has(target)) pending.push(target);
    }
    nodes.set(file, { facts, edges });
  }
  return nodes;
}

/** Tarjan's strongly connected components: each component of more than one file is a cycle. */
function stronglyConnected(nodes) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const { target } of nodes.get(v).edges) {
      if (!index.has(target)) {
        connect(target);
        low.set(v, Math.min(low.get(v), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(v, Math.min(low.get(v), index.get(target)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (const v of [...nodes.keys()].sort()) if (!index.has(v)) connect(v);
  return components;
}

/** The shortest path of imports from `from` back to `to`, inside one component. */
function shortestPath(nodes, component, from, to) {
  const inside = new Set(component);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) break;
    for (const { target } of nodes.get(v).edges) {
      if (inside.has(target) && !previous.has(target)) {
        previous.set(target, v);
        queue.push(target);
      }
    }
  }
  const pathBack = [];
  for (let v = to; v !== null; v = previous.get(v)) pathBack.unshift(v);
  return pathBack;
}

function cycleProblems(root, nodes, wanted) {
  const out = [];
  for (const component of stronglyConnected(nodes)) {
    const selfImport = component.length === 1 && nodes.get(component[0]).edges.some((e) => e.target === component[0]);
    if (component.length < 2 && !selfImport) continue;
    const members = new Set(component);
    for (const file of component.filter((f) => wanted.has(f))) {
      const edge = nodes.get(file).edges.find((e) => members.has(e.target));
      const loop = [file, ...shortestPath(nodes, component, edge.target, file)];
      const shown = loop.map((f) => path.relative(root, f)).join(' -> ');
      out.push(problem(root, file, edge.imp.line, edge.imp.col, 'import-cycle',
        `'${edge.imp.specifier}' closes an import cycle: ${shown}`));
    }
  }
  return out;
}

/**
 * Judges `files` (absolute paths; files outside agent_core/src/main/ets, agent_core/Index.ets and
 * entry/src are ignored) as parts of the project at `root`.
 */
export function checkLayers(files, root) {
  const wanted = new Set(files.map((f) => path.resolve(f)).filter((f) => placeOf(root, f).kind !== 'outside'));
  const nodes = importGraph(root, [...wanted]);
  const problems = [];
  for (const file of [...wanted].sort()) {
    const place = placeOf(root, file);
    const facts = nodes.get(file).facts;
    if (place.kind === 'layer') problems.push(...judgeLayerFile(root, file, place, facts));
    else if (place.kind === 'index') problems.push(...judgeIndex(root, file, facts));
    else problems.push(...judgeEntry(root, file, facts));
  }
  problems.push(...cycleProblems(root, nodes, wanted));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
