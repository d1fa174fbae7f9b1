// The files ohpm shows and requires next to the HAR's src/ (agent_core/): README.md with the install
// command (the ohpm review rejects a README without `ohpm install <name>`) and an example that passes
// the ArkTS check, CHANGELOG.md with the version being published, LICENSE matching the declared license,
// and oh-package.json5 with keywords, repository and homepage (ohpm rejects a repository that is not a URL).
// What this cannot show: that the ohpm review accepts the package (docs/publishing.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';
// @ts-ignore: plain ESM tooling module
import { checkFiles } from '../../check/arkts-program.mjs';

interface Problem { line: number; rule: string; message: string }

const HAR = path.join(process.cwd(), 'agent_core');
const read = (name: string): string => fs.readFileSync(path.join(HAR, name), 'utf8');

function field(name: string): string {
  const match = read('oh-package.json5').match(new RegExp(`^\\s*"${name}"\\s*:\\s*"([^"]*)"`, 'm'));
  return match === null ? '' : match[1];
}

export default function harPackageFilesTest() {
  describe('HAR package files', () => {
    it('README.md gives the ohpm install command of the package', 0, () => {
      expect(read('README.md').includes(`ohpm install ${field('name')}`)).assertTrue();
    });

    it("README.md's example passes the ArkTS check against the public API", 0, () => {
      const example = read('README.md').match(/```ts\n([\s\S]*?)```/);
      expect(example !== null).assertTrue();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-readme-'));
      try {
        const file = path.join(dir, 'ReadmeExample.ets');
        fs.writeFileSync(file, example === null ? '' : example[1]);
        const problems = checkFiles([file]) as Problem[];
        expect(problems.map((p) => `${p.line} ${p.rule} ${p.message}`).join('\n')).assertEqual('');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('CHANGELOG.md has a section for the version in oh-package.json5', 0, () => {
      expect(read('CHANGELOG.md').split('\n').some((l) => l.startsWith(`## ${field('version')}`))).assertTrue();
    });

    it('LICENSE is the Apache License 2.0 text, the license oh-package.json5 declares', 0, () => {
      const license = read('LICENSE');
      expect(field('license')).assertEqual('Apache-2.0');
      expect(license.includes('Apache License') && license.includes('Version 2.0, January 2004')).assertTrue();
      expect(license.includes('END OF TERMS AND CONDITIONS')).assertTrue();
    });

    it('oh-package.json5 has keywords, and a repository and homepage that are URLs', 0, () => {
      expect(/"keywords"\s*:\s*\[\s*"/.test(read('oh-package.json5'))).assertTrue();
      expect(/^https:\/\//.test(field('repository')) && /^https:\/\//.test(field('homepage'))).assertTrue();
    });
  });
}
