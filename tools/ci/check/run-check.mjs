// `npm run check`: type-check + ArkTS linter 1.1 over every .ets/.ts under agent_core/src and entry/src,
// then the layer rules (tools/ci/check/layer-rules.mjs) and import cycles over the same files, then whether the
// DevEco output kept for the view suites is the front end's for the current sources (tools/ci/deveco/kept-output.mjs).
// Prints `file:line:col rule message` per problem and a count; exits 1 on any error.
// `--root DIR` checks another project folder laid out like this one (the check's own tests use it).
import fs from 'node:fs';
import path from 'node:path';
import { checkFiles, collectSources, ROOT } from './arkts-program.mjs';
import { checkLayers } from './layer-check.mjs';
import { KEPT_DIR, keptOutputProblems, staleMessage } from '../deveco/kept-output.mjs';

const args = process.argv.slice(2);
const rootIndex = args.indexOf('--root');
const root = rootIndex >= 0 ? path.resolve(args[rootIndex + 1]) : ROOT;
const paths = args.filter((a, i) => a !== '--root' && args[i - 1] !== '--root');
const dirs = paths.length > 0 ? paths.map((a) => path.resolve(a)) : [
  path.join(root, 'agent_core', 'src'),
  path.join(root, 'agent_core', 'Index.ets'),
  path.join(root, 'entry', 'src'),
].filter((d) => fs.existsSync(d));
const files = dirs.flatMap((d) => (/\.(ets|ts)$/.test(d) ? [d] : collectSources([d])));
if (files.length === 0) {
  console.error('check: no .ets/.ts files found');
  process.exit(1);
}
const problems = [...checkFiles(files), ...checkLayers(files, root)];
for (const p of problems) console.log(`${p.file}:${p.line}:${p.col} ${p.rule} ${p.message}`);
// Only for the whole project (a run over chosen paths checks those files; a sample project has no front end).
const wholeProject = paths.length === 0 && fs.existsSync(path.join(root, 'tools', 'ci', 'deveco'));
const kept = wholeProject ? keptOutputProblems(root) : [];
if (kept.length > 0) console.log(`${KEPT_DIR}: error kept-output ${staleMessage(kept)}`);
const errors = problems.filter((p) => p.severity === 'error').length + (kept.length > 0 ? 1 : 0);
const warnings = problems.filter((p) => p.severity !== 'error').length;
console.log(`check: ${files.length} files, ${errors} errors, ${warnings} warnings`);
process.exit(errors > 0 ? 1 : 0);
