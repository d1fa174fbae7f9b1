// `npm run check` enforces the layer table (tools/ci/check/layer-rules.mjs) and forbids import cycles. Each
// sample in bad-samples/layers names, in its header, the rule it breaks (`// expect:`) and the path it is
// checked at (`// as:`): the samples are written at those paths into a temporary project (with a copy of
// the real core/ beside them) and `run-check.mjs --root` judges that project, as `npm run check` judges
// this one. The good samples there must pass untouched. The real tree must pass too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { collectSources, ROOT } from '../arkts-program.mjs';
// @ts-ignore: plain ESM tooling module
import { checkLayers } from '../layer-check.mjs';
// @ts-ignore: plain ESM tooling module
import { LAYER_RULES, RULES } from '../layer-rules.mjs';

interface Problem { file: string; line: number; col: number; rule: string; message: string }
interface LayerRuleRow { folder: string; mayImport: string[]; modules: string[] }

const CHECK = path.join(ROOT, 'tools', 'ci', 'check', 'run-check.mjs');
const BAD = path.join(ROOT, 'tools', 'ci', 'check', 'bad-samples', 'layers');
const GOOD = path.join(ROOT, 'tools', 'ci', 'check', 'good-samples', 'layers');
const LAYER_RULE_IDS = new Set(Object.keys(RULES as Record<string, string>));

class Sample {
  constructor(readonly source: string, readonly expect: string, readonly as: string) {}
}

function header(text: string, key: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`// ${key}:`));
  return line === undefined ? '' : line.slice(`// ${key}:`.length).trim();
}

function samplesIn(dir: string): Sample[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ets')).sort().map((f) => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    return new Sample(path.join(dir, f), header(text, 'expect'), header(text, 'as'));
  });
}

class CheckRun {
  constructor(readonly status: number | null, readonly problems: Problem[], readonly output: string) {}
}

let cachedRun: CheckRun | null = null;

/** One `run-check.mjs --root` over a temporary project holding every sample at its `as:` path. */
function checkSampleProject(): CheckRun {
  if (cachedRun !== null) return cachedRun;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-layers-'));
  try {
    // The samples stand next to a real layer (entry's sample reaches into it; the good ones import it).
    fs.cpSync(path.join(ROOT, 'agent_core', 'src', 'main', 'ets', 'core'), path.join(root, 'agent_core', 'src', 'main', 'ets', 'core'),
      { recursive: true });
    for (const sample of [...samplesIn(BAD), ...samplesIn(GOOD)]) {
      fs.mkdirSync(path.dirname(path.join(root, sample.as)), { recursive: true });
      fs.copyFileSync(sample.source, path.join(root, sample.as));
    }
    const run = spawnSync(process.execPath, [CHECK, '--root', root], { encoding: 'utf8', timeout: 120000 });
    const problems: Problem[] = [];
    for (const m of run.stdout.matchAll(/^(\S+):(\d+):(\d+) (\S+) (.*)$/gm)) {
      problems.push({ file: m[1], line: Number(m[2]), col: Number(m[3]), rule: m[4], message: m[5] });
    }
    cachedRun = new CheckRun(run.status, problems, run.stdout + run.stderr);
    return cachedRun;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function layerRulesAt(run: CheckRun, asPath: string): string[] {
  return run.problems.filter((p) => p.file.endsWith(asPath) && LAYER_RULE_IDS.has(p.rule)).map((p) => p.rule);
}

export default function layerRulesTest() {
  describe('Layer rules', () => {
    it('the table has a row for each layer, from core at the bottom up to chat, a2ui (in its sub-layers) and markdown', 0, () => {
      const folders = (LAYER_RULES as LayerRuleRow[]).map((r) => r.folder).join(',');
      expect(folders).assertEqual(
        'core,domain,wire,stream,transport,providers,openai,testing,regex,schema,tools,agent,markdown,markdown/view,' +
        'a2ui/protocol,a2ui/functions,a2ui/catalog,a2ui/model,a2ui/render,a2ui/validate,a2ui/store,a2ui,a2ui/agent,' +
        'a2ui/view,chat/store,chat/persist,chat/platform,chat,chat/view');
    });

    it('a layer imports only layers listed before it in the table (dependencies point down)', 0, () => {
      const rows = LAYER_RULES as LayerRuleRow[];
      const upward = rows.flatMap((row, i) => row.mayImport
        .filter((dep) => rows.findIndex((r) => r.folder === dep) >= i).map((dep) => `${row.folder}->${dep}`));
      expect(upward.join(',')).assertEqual('');
    });

    it('every edge of the table is used by an import of the real tree (an unused edge is a door left open)', 0, () => {
      const rows = LAYER_RULES as LayerRuleRow[];
      const base = path.join(ROOT, 'agent_core', 'src', 'main', 'ets');
      const byLength = rows.map((r) => r.folder).sort((a, b) => b.length - a.length);
      const layerOf = (file: string): string | undefined => {
        const rel = path.relative(base, file).split(path.sep).join('/');
        return byLength.find((folder) => rel.startsWith(`${folder}/`));
      };
      const used = new Set<string>();
      for (const file of (collectSources([base]) as string[]).filter((f) => f.endsWith('.ets'))) {
        const from = layerOf(file);
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
          const to = layerOf(`${path.resolve(path.dirname(file), match[1] as string)}.ets`);
          if (to !== undefined && to !== from) used.add(`${from}->${to}`);
        }
      }
      const unused = rows.flatMap((row) => row.mayImport.map((dep) => `${row.folder}->${dep}`))
        .filter((edge) => !used.has(edge));
      expect(unused.join(',')).assertEqual('');
    });

    it('has a bad sample for each layer rule', 0, () => {
      const covered = new Set(samplesIn(BAD).map((s) => s.expect));
      const missing = [...LAYER_RULE_IDS].filter((rule) => !covered.has(rule));
      expect(missing.join(',')).assertEqual('');
    });

    it('the check fails on the sample project', 0, () => {
      const run = checkSampleProject();
      expect(run.status).assertEqual(1);
    });

    it('rejects every bad sample with exactly the layer rule its header names', 0, () => {
      const run = checkSampleProject();
      for (const sample of samplesIn(BAD)) {
        const expected = sample.expect;
        expect(`${sample.as}: ${layerRulesAt(run, sample.as).join(',')}`).assertEqual(`${sample.as}: ${expected}`);
      }
    });

    it('accepts the good samples (a view folder with ArkUI, entry through the package name) and the real core/', 0, () => {
      const run = checkSampleProject();
      const good = samplesIn(GOOD).map((s) => s.as);
      const flagged = run.problems.filter((p) => good.some((g) => p.file.endsWith(g)) || p.file.includes('/ets/core/Result'))
        .map((p) => `${p.file}:${p.line} ${p.rule}`);
      expect(flagged.join('; ')).assertEqual('');
    });

    it('names the file, the place, the import and the rule: a stream file importing @kit.NetworkKit', 0, () => {
      const run = checkSampleProject();
      const line = run.problems.find((p) => p.file.endsWith('stream/NetworkKitInStream.ets'));
      expect(line === undefined ? run.output : `${line.line}:${line.col} ${line.rule} ${line.message.split(' (')[0]}`)
        .assertEqual("4:22 layer-platform-import stream/ imports '@kit.NetworkKit': only transport/ may import it");
    });

    it('names both files of a two-file cycle, each at its import that closes it', 0, () => {
      const run = checkSampleProject();
      const cycle = run.problems.filter((p) => p.rule === 'import-cycle')
        .map((p) => `${path.basename(p.file)}:${p.line} ${p.message.split(' (')[0].replace(/\S*agent_core\/src\/main\/ets\//g, '')}`);
      expect(cycle.join('\n')).assertEqual([
        "CycleFirst.ets:4 './CycleSecond' closes an import cycle: core/CycleFirst.ets -> core/CycleSecond.ets -> core/CycleFirst.ets",
        "CycleSecond.ets:4 './CycleFirst' closes an import cycle: core/CycleSecond.ets -> core/CycleFirst.ets -> core/CycleSecond.ets",
      ].join('\n'));
    });

    it('the tree follows the layer rules and has no import cycle', 0, () => {
      const files = [
        ...(collectSources([path.join(ROOT, 'agent_core', 'src', 'main'), path.join(ROOT, 'entry', 'src')]) as string[]),
        path.join(ROOT, 'agent_core', 'Index.ets'),
      ];
      const problems = checkLayers(files, ROOT) as Problem[];
      expect(problems.map((p) => `${p.file}:${p.line} ${p.rule} ${p.message}`).join('\n')).assertEqual('');
    });
  });
}
