// The oh_modules `npm run check:deveco` compiles against come from the declared dependencies and the project-level
// overrides, never from a hand-kept entry: agent_core's @arkagent/eventsource-parser is the overrides' repack folder
// (symlinked, as `ohpm install <folder>` links one); without the override the layout has no source for it and
// fails; a folder whose oh-package.json5 carries another name or version is refused (useNormalizedOHMUrl needs
// the dependency name to be the package's name).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { copyProject } from '../project-copy.mjs';
// @ts-ignore: plain ESM tooling module
import { installOhModules } from '../ohpm-layout.mjs';
// @ts-ignore: plain ESM tooling module
import { readOhPackage } from '../../ohpm/oh-package.mjs';

const ROOT = process.cwd();
const NAME = '@arkagent/eventsource-parser';

interface Module { name: string; dir: string }
interface Installed { from: string; name: string; spec: string; version: string; note: string }

// The layout takes ets-loader's json5; oh-package.mjs reads the same files (JSON with comments).
const json5 = {
  parse: (text: string): object => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-json5-')), 'oh-package.json5');
    fs.writeFileSync(file, text);
    try {
      return readOhPackage(file) as object;
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  },
};

/** A copy of the project with `edit` applied to it, laid out; the outcome or the layout's error. */
function layOut(edit: (copy: string) => void): { report?: Installed[]; error?: string; copy: string } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-layout-'));
  const modules = copyProject(ROOT, copy, json5) as Module[];
  edit(copy);
  try {
    return { report: installOhModules(copy, modules.map((m) => m.dir), ROOT, json5) as Installed[], copy };
  } catch (error) {
    return { error: String((error as Error).message), copy };
  }
}

function rewrite(file: string, from: string, to: string): void {
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
}

export default function ohpmLayoutTest() {
  describe('check:deveco ohpm layout', () => {
    it('installs agent_core\'s @arkagent/eventsource-parser from the overrides\' repack folder', 0, () => {
      const run = layOut(() => {});
      try {
        const line = (run.report ?? []).find((r) => r.name === NAME);
        expect(line === undefined ? run.error : `${line.from} ${line.spec} ${line.version} ${line.note}`).assertEqual(
          'agent_core 3.1.1 3.1.1 overrides file:./third_party/eventsource-parser ' +
          '(symlink to third_party/eventsource-parser)');
        const linked = fs.realpathSync(path.join(run.copy, 'agent_core', 'oh_modules', ...NAME.split('/')));
        expect(path.relative(fs.realpathSync(run.copy), linked))
          .assertEqual(path.join('third_party', 'eventsource-parser'));
        expect(fs.existsSync(path.join(linked, 'dist', 'index.js'))).assertTrue();
      } finally {
        fs.rmSync(run.copy, { recursive: true, force: true });
      }
    });

    it('without the override it has no source for the package and fails', 0, () => {
      const manifest = (copy: string) => path.join(copy, 'oh-package.json5');
      const run = layOut((copy) => rewrite(manifest(copy), `"${NAME}": "file:`, '"unused": "file:'));
      fs.rmSync(run.copy, { recursive: true, force: true });
      expect(run.error ?? 'laid out').assertEqual(
        `ohpm layout: no source for '${NAME}@3.1.1' (add it to tools/ci/deveco/ohpm-packages.mjs)`);
    });

    it('refuses a folder carrying another name or another version than declared', 0, () => {
      const repack = (copy: string) => path.join(copy, 'third_party', 'eventsource-parser', 'oh-package.json5');
      const renamed = layOut((copy) => rewrite(repack(copy), `"name": "${NAME}"`, '"name": "eventsource-parser"'));
      const other = layOut((copy) => rewrite(repack(copy), '"version": "3.1.1"', '"version": "3.1.2"'));
      for (const run of [renamed, other]) fs.rmSync(run.copy, { recursive: true, force: true });
      expect((renamed.error ?? 'laid out').endsWith(`is named 'eventsource-parser'`)).assertTrue();
      expect((other.error ?? 'laid out').endsWith('holds version 3.1.2')).assertTrue();
    });
  });
}
