// `npm run build:node` makes an npm package: dist/node/package.json (the HAR's name and version, `exports`
// with `types` and `import`), the bundle, and declarations generated from the .ets sources. `npm pack`
// there gives a tarball that installs offline into a fresh TypeScript project (module and
// moduleResolution nodenext, strict); there `import { OpenAICompatibleClient } from '@arkagent/core'` has
// real types (a wrong type is a compile error) and the compiled program runs in Node.
// One build, one pack, one install and one tsc per run (support/BuiltNodePackage.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { anyTypesIn } from '../node-types.mjs';
import { buildPackage, installAndCompile, packageDir, packPackage } from './support/BuiltNodePackage';

interface PackageJson {
  name: string;
  version: string;
  type: string;
  exports: Record<string, { types: string; import: string } | string>;
}

function harField(name: string): string {
  const har = fs.readFileSync(path.join(process.cwd(), 'agent_core', 'oh-package.json5'), 'utf8');
  const match = har.match(new RegExp(`"${name}"\\s*:\\s*"([^"]*)"`));
  return match === null ? '' : match[1];
}

function declarationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.d.ts')).map((f) => path.join(dir, f));
}

export default function nodePackageTest() {
  describe('Node package', () => {
    it('build:node writes package.json: the HAR name and version, exports with types and import', 0, () => {
      const build = buildPackage();
      expect(build.ok ? 'built' : build.output).assertEqual('built');
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir(), 'package.json'), 'utf8')) as PackageJson;
      expect(`${manifest.name}@${manifest.version} ${manifest.type}`)
        .assertEqual(`${harField('name')}@${harField('version')} module`);
      expect(JSON.stringify(manifest.exports['.'])).assertEqual('{"types":"./types/Index.d.ts","import":"./agent_core.mjs"}');
    });

    it('the declarations are generated for the whole public API with no `any` in them', 0, () => {
      buildPackage();
      const files = declarationFiles(path.join(packageDir(), 'types'));
      const index = fs.readFileSync(path.join(packageDir(), 'types', 'Index.d.ts'), 'utf8');
      expect(index.includes("export { OpenAICompatibleClient } from './src/main/ets/openai/OpenAICompatibleClient.js';"))
        .assertTrue();
      expect((anyTypesIn(files) as string[]).join('\n')).assertEqual('');
    });

    it('npm pack gives a tarball with the bundle, the declarations, package.json, README, LICENSE and the ' +
      'third-party notices', 0, () => {
      const pack = packPackage();
      expect(pack.ok ? 'packed' : pack.output).assertEqual('packed');
      const top = pack.files.filter((f) => !f.startsWith('types/'));
      expect(top.join(',')).assertEqual(
        'LICENSE,README.md,THIRD_PARTY_NOTICES.md,agent_core.mjs,agent_core.mjs.map,package.json');
      expect(pack.files.includes('types/src/main/ets/openai/OpenAICompatibleClient.d.ts')).assertTrue();
    });

    it('THIRD_PARTY_NOTICES.md holds the license of every package the bundle took code from', 0, () => {
      buildPackage();
      const notices = fs.readFileSync(path.join(packageDir(), 'THIRD_PARTY_NOTICES.md'), 'utf8');
      const headings = notices.split('\n').filter((line) => line.startsWith('## '));
      expect(headings.join(' | ')).assertEqual(
        '## jpeg-js 0.4.4 (BSD-3-Clause) | ## pngjs 7.0.0 (MIT) | ## @arkagent/eventsource-parser 3.1.1 (MIT)');
      // The texts themselves, not only the names: each license's copyright line.
      expect(notices.includes('Copyright (c) 2014, Eugene Ware') && notices.includes('Copyright (c) 2015 Luke Page') &&
        notices.includes('Espen Hovlandsdal')).assertTrue();
    });

    it('installed offline into a fresh nodenext strict project, correct use compiles', 0, () => {
      const consumer = installAndCompile();
      expect(consumer.install.ok ? 'installed' : consumer.install.output).assertEqual('installed');
      const errors = consumer.compile.output.split('\n').filter((l) => l.includes('error TS'));
      expect(errors.filter((l) => !l.startsWith('wrong.ts')).join('\n')).assertEqual('');
    });

    it('a wrong type is a compile error: the types are real, not any', 0, () => {
      const consumer = installAndCompile();
      const errors = consumer.compile.output.split('\n').filter((l) => l.startsWith('wrong.ts'));
      expect(`${consumer.compile.status}\n${errors.join('\n')}`).assertEqual([
        '2',
        "wrong.ts(5,43): error TS2345: Argument of type 'string' is not assignable to parameter of type 'ClientOptions'.",
        "wrong.ts(7,1): error TS2322: Type 'number' is not assignable to type 'string'.",
        'wrong.ts(8,8): error TS2554: Expected 2-3 arguments, but got 1.',
      ].join('\n'));
    });

    it('the compiled program loads the package in Node and streams through the typed client', 0, () => {
      const consumer = installAndCompile();
      const program = spawnSync(process.execPath, [path.join(consumer.dir, 'out', 'consumer.js')],
        { cwd: consumer.dir, encoding: 'utf8', timeout: 30000 });
      expect(`${program.stdout}${program.stderr}`.trim()).assertEqual('model_start | text 你好 | model_complete');
    });
  });
}
