// R-002's answer, checked on Node (docs/publishing.md "eventsource-parser on ohpm"): the committed ohpm package
// third_party/eventsource-parser is exactly what tools/ci/ohpm/repack-eventsource-parser.mjs makes of the npm release
// (here from node_modules/eventsource-parser, which npm installed after checking package-lock.json's integrity;
// the script itself checks the tarball); agent_core declares it by the name and version the repack carries, and
// the project-level overrides install that folder; SseParser.ets bundles with its import resolved through the
// repack's oh-package.json5 `main`, never node_modules, and parses an event stream with it.
// What ets-loader makes of the same layout is `npm run check:deveco`'s business; ohpm itself never ran here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, it, expect } from '@ohos/hypium';
import { etsBuildOptions } from '../../build/ohos-alias-plugin.mjs';
// @ts-ignore: plain ESM tooling module
import { differences, REPACK_DIR, REPACK_NAME, repackFiles, UPSTREAM_VERSION } from '../eventsource-parser-repack.mjs';
// @ts-ignore: plain ESM tooling module
import { overrideFolder, readOhPackage } from '../oh-package.mjs';

const ROOT = process.cwd();
const NPM_PACKAGE = path.join(ROOT, 'node_modules', 'eventsource-parser');
const REPACK = path.join(ROOT, REPACK_DIR);
const SSE_PARSER = path.join(ROOT, 'agent_core', 'src', 'main', 'ets', 'stream', 'SseParser.ets');

interface OhPackage { name: string; version: string; main: string; types: string; license: string;
  dependencies?: Record<string, string> }
interface SseParserModule {
  SseParser: new () => { push(text: string): { ok: boolean; value?: Array<{ data: string; event?: string }> } };
}

const manifest = (dir: string): OhPackage => readOhPackage(path.join(dir, 'oh-package.json5')) as OhPackage;

export default function eventsourceParserRepackTest() {
  describe('EventsourceParserRepack', () => {
    it('the committed repack is what the script makes of the npm release, file for file', 0, () => {
      expect((differences(repackFiles(NPM_PACKAGE), REPACK) as string[]).join(', ')).assertEqual('');
    });

    it('its code is the npm release\'s ES module build, byte for byte, under the MIT licence', 0, () => {
      for (const file of ['dist/index.js', 'dist/index.d.ts', 'LICENSE']) {
        const same = fs.readFileSync(path.join(REPACK, file)).equals(fs.readFileSync(path.join(NPM_PACKAGE, file)));
        expect(`${file}: ${same}`)
          .assertEqual(`${file}: true`);
      }
      const own = manifest(REPACK);
      const npm = JSON.parse(fs.readFileSync(path.join(NPM_PACKAGE, 'package.json'), 'utf8')) as { main: string };
      expect(`${own.name}@${own.version} ${own.main} ${own.types} ${own.license}`)
        .assertEqual(`${REPACK_NAME}@${UPSTREAM_VERSION} dist/index.js dist/index.d.ts MIT`);
      // The npm package.json's `main` is the CommonJS build: what a tool copying `main` would have shipped.
      expect(npm.main).assertEqual('./dist/index.cjs');
      const source = fs.readFileSync(path.join(REPACK, own.main), 'utf8');
      expect(/\bexport\s*\{/.test(source) && !/\brequire\(|\bexports\./.test(source)).assertTrue();
      const readme = fs.readFileSync(path.join(REPACK, 'README.md'), 'utf8');
      expect(readme.includes(`ohpm install ${REPACK_NAME}`)).assertTrue();
    });

    it('agent_core declares it by its name and version; the project-level overrides install the repack', 0, () => {
      const declared = manifest(path.join(ROOT, 'agent_core')).dependencies ?? {};
      expect(JSON.stringify(declared)).assertEqual(JSON.stringify({ [REPACK_NAME]: UPSTREAM_VERSION }));
      expect(path.relative(ROOT, overrideFolder(ROOT, REPACK_NAME) as string)).assertEqual(REPACK_DIR);
      // useNormalizedOHMUrl (build-profile.json5) needs the dependency name to be the package's own name.
      expect(fs.readFileSync(path.join(ROOT, 'build-profile.json5'), 'utf8').includes('"useNormalizedOHMUrl": true'))
        .assertTrue();
    });

    it('SseParser imports it by that name; the bundle reads the repack\'s main and parses SSE', 0, async () => {
      const imported = /import \{([^}]*)\} from '([^']+)';/.exec(fs.readFileSync(SSE_PARSER, 'utf8'));
      expect(imported !== null && imported[2]).assertEqual(REPACK_NAME);
      const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-repack-')), 'sse-parser.mjs');
      try {
        const options = { ...etsBuildOptions(ROOT), entryPoints: [SSE_PARSER], outfile: out, metafile: true };
        const result = await esbuild.build(options);
        const parserInputs = Object.keys(result.metafile.inputs).filter((f) => f.includes('eventsource-parser'));
        expect(parserInputs.map((f) => path.relative(ROOT, path.resolve(f)).split(path.sep).join('/')).join(' '))
          .assertEqual(`${REPACK_DIR}/dist/index.js`);
        const mod = (await import(pathToFileURL(out).href)) as SseParserModule;
        const parsed = new mod.SseParser().push('data: {"content":"你好"}\n\nevent: ping\ndata: 1\n\n');
        expect(`${parsed.ok} ${(parsed.value ?? []).map((e) => `${e.event ?? '-'}:${e.data}`).join(' | ')}`)
          .assertEqual('true -:{"content":"你好"} | ping:1');
      } finally {
        fs.rmSync(path.dirname(out), { recursive: true, force: true });
      }
    });
  });
}
