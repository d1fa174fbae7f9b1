// Summarizes a V8 .cpuprofile (from `node --cpu-prof`): the functions with the most self time, and
// (with --total) the most inclusive time. Usage: node tools/showcase/bench/cpu-top.mjs FILE.cpuprofile [--top N] [--total]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--top');
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const showTotal = args.includes('--total');
if (!file) {
  console.error('usage: node tools/showcase/bench/cpu-top.mjs FILE.cpuprofile [--top N] [--total]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) {
  for (const child of node.children ?? []) {
    parent.set(child, node.id);
  }
}
const self = new Map();
for (const id of profile.samples) {
  self.set(id, (self.get(id) ?? 0) + 1);
}
const key = (node) => {
  const frame = node.callFrame;
  const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
};
const selfBy = new Map();
const totalBy = new Map();
for (const [id, count] of self) {
  const node = nodes.get(id);
  selfBy.set(key(node), (selfBy.get(key(node)) ?? 0) + count);
  // Inclusive: each distinct function on the stack once.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = key(nodes.get(at));
    if (!seen.has(k)) {
      seen.add(k);
      totalBy.set(k, (totalBy.get(k) ?? 0) + count);
    }
  }
}
const all = profile.samples.length;
const print = (title, table) => {
  console.log(`${title} (${all} samples)`);
  for (const [name, count] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * count) / all).toFixed(1).padStart(6)}%  ${name}`);
  }
};
print('self time', selfBy);
if (showTotal) {
  print('\ninclusive time', totalBy);
}
