// Checks R-002's vendoring steps (tools/e2e/support/VendoredEventsourceParser.ts, docs/risks.md) on Node: the
// vendored folder is built from the npm package in a temporary agent_core, linked into oh_modules as
// `ohpm install` links a `file:` dependency, and SseParser.ets is bundled with its `'eventsource-parser'`
// import resolved the way OHPM resolves it (oh-package.json5 `main`), never through node_modules; the bundle
// then parses an event stream. Whether ArkCompiler accepts the same layout is R-001's business (no DevEco here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, it, expect } from '@ohos/hypium';
import { etsBuildOptions } from '../../build/ohos-alias-plugin.mjs';
import { DEPENDENCY_SPEC, linkLikeOhpm, resolveLikeOhpm, VENDOR_DIR, vendorEventsourceParser }
  from '../support/VendoredEventsourceParser';

const ROOT = process.cwd();
const NPM_PACKAGE = path.join(ROOT, 'node_modules', 'eventsource-parser');
const SSE_PARSER = path.join(ROOT, 'agent_core', 'src', 'main', 'ets', 'stream', 'SseParser.ets');

interface SseParserModule {
  SseParser: new () => { push(text: string): { ok: boolean; value?: Array<{ data: string; event?: string }> } };
}

/** A temporary agent_core with the vendored package linked into oh_modules. */
function vendoredModule(): { moduleDir: string; cleanup: () => void } {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-vendor-'));
  const moduleDir = path.join(top, 'agent_core');
  vendorEventsourceParser(NPM_PACKAGE, path.join(moduleDir, VENDOR_DIR));
  linkLikeOhpm(moduleDir);
  return { moduleDir, cleanup: () => fs.rmSync(top, { recursive: true, force: true }) };
}

export default function vendoredEventsourceParserTest() {
  describe('VendoredEventsourceParser', () => {
    it('the npm package\'s main is the CommonJS build; the vendored main is the ES module build', 0, () => {
      const npm = JSON.parse(fs.readFileSync(path.join(NPM_PACKAGE, 'package.json'), 'utf8')) as
        { type: string; main: string };
      expect(`${npm.type} ${npm.main}`).assertEqual('module ./dist/index.cjs');
      expect(fs.readFileSync(path.join(NPM_PACKAGE, npm.main), 'utf8').includes('exports.createParser')).assertTrue();
      const { moduleDir, cleanup } = vendoredModule();
      try {
        const main = resolveLikeOhpm(moduleDir, 'eventsource-parser');
        const source = fs.readFileSync(main, 'utf8');
        expect(path.relative(moduleDir, main).split(path.sep).join('/')).assertEqual('vendor/eventsource-parser/dist/index.js');
        expect(/\bexport\s*\{/.test(source) && !/\brequire\(|\bexports\./.test(source)).assertTrue();
        expect(DEPENDENCY_SPEC).assertEqual('file:./vendor/eventsource-parser');
        const vendored = path.join(moduleDir, VENDOR_DIR);
        expect(fs.readdirSync(vendored).sort().join(' ')).assertEqual('LICENSE README.md dist oh-package.json5');
        // The types the check already accepts (npm run check resolves the same file from node_modules).
        expect(fs.readFileSync(path.join(vendored, 'dist', 'index.d.ts'), 'utf8'))
          .assertEqual(fs.readFileSync(path.join(NPM_PACKAGE, 'dist', 'index.d.ts'), 'utf8'));
      } finally {
        cleanup();
      }
    });

    it('SseParser\'s import resolves through oh_modules to the vendored main and the bundle parses SSE', 0,
      async () => {
        const source = fs.readFileSync(SSE_PARSER, 'utf8');
        const imported = /import \{([^}]*)\} from 'eventsource-parser';/.exec(source);
        expect(imported !== null).assertTrue();
        const names = (imported as RegExpExecArray)[1].split(',').map((n) => n.trim()).sort();
        const { moduleDir, cleanup } = vendoredModule();
        try {
          const types = fs.readFileSync(path.join(moduleDir, VENDOR_DIR, 'dist', 'index.d.ts'), 'utf8');
          expect(names.filter((n) => !new RegExp(`export declare (function|interface|type|class) ${n}\\b`).test(types))
            .join(', ')).assertEqual('');
          const resolved: string[] = [];
          const options = etsBuildOptions(ROOT);
          const out = path.join(moduleDir, 'bundle', 'sse-parser.mjs');
          await esbuild.build({
            ...options,
            entryPoints: [SSE_PARSER],
            outfile: out,
            plugins: [{
              name: 'ohpm-resolution',
              setup(build) {
                build.onResolve({ filter: /^eventsource-parser$/ }, (args) => {
                  const file = resolveLikeOhpm(moduleDir, args.path);
                  resolved.push(file);
                  return { path: file };
                });
              },
            }, ...options.plugins],
          });
          expect(resolved.map((f) => path.relative(moduleDir, f).split(path.sep).join('/')).join(' '))
            .assertEqual('vendor/eventsource-parser/dist/index.js');
          const bundled = fs.readFileSync(out, 'utf8');
          expect(bundled.includes('dist/index.cjs')).assertFalse();
          const mod = (await import(pathToFileURL(out).href)) as SseParserModule;
          const parsed = new mod.SseParser().push('data: {"content":"你好"}\n\nevent: ping\ndata: 1\n\n');
          expect(`${parsed.ok} ${(parsed.value ?? []).map((e) => `${e.event ?? '-'}:${e.data}`).join(' | ')}`)
            .assertEqual('true -:{"content":"你好"} | ping:1');
        } finally {
          cleanup();
        }
      });
  });
}
