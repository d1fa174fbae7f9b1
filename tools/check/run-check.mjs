// `npm run check`: type-check + ArkTS linter 1.1 over every .ets/.ts under agent_core/src and entry/src.
// Prints `file:line:col rule message` per problem and a count; exits 1 on any error.
import path from 'node:path';
import { checkFiles, collectSources, ROOT } from './arkts-program.mjs';

const args = process.argv.slice(2);
const dirs = args.length > 0 ? args.map((a) => path.resolve(a)) : [
  path.join(ROOT, 'agent_core', 'src'),
  path.join(ROOT, 'agent_core', 'Index.ets'),
  path.join(ROOT, 'entry', 'src'),
];
const files = dirs.flatMap((d) => (/\.(ets|ts)$/.test(d) ? [d] : collectSources([d])));
if (files.length === 0) {
  console.error('check: no .ets/.ts files found');
  process.exit(1);
}
const problems = checkFiles(files);
for (const p of problems) console.log(`${p.file}:${p.line}:${p.col} ${p.rule} ${p.message}`);
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console.log(`check: ${files.length} files, ${errors} errors, ${warnings} warnings`);
process.exit(errors > 0 ? 1 : 0);
