// `npm run demo -- --image <file>`: the picture read on Node (MIME type by extension) goes with the prompt; on
// the embedded replay server zhipu glm-4.5v answers the canned description (the server checked the body's
// image shape first), and with --provider deepseek the library refuses it before sending, exit 1.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from '@ohos/hypium';

const DEMO = 'tools/showcase/demo/demo.mjs';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function pictureFile(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arkagent-demo-image-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.from(PNG, 'base64'));
  return file;
}

function demo(args: string[]): { out: string; status: number | null } {
  const run = spawnSync(process.execPath, [DEMO, '--fast', '--no-color', ...args], { encoding: 'utf8', timeout: 4500 });
  return { out: run.stdout + run.stderr, status: run.status };
}

export default function demoImageTest() {
  describe('npm run demo -- --image', () => {
    it('zhipu glm-4.5v (the default for a picture) answers the canned description; exit 0', 0, () => {
      const run = demo(['--image', pictureFile('pixel.png')]);
      const seen = ['zhipu · glm-4.5v', '你: 图里是什么？ [pixel.png]', '图里是一个 1×1 的像素：一块纯色的小方块。', '✓ stop']
        .map((part) => `${part}: ${run.out.includes(part)}`);
      expect(seen.join('\n')).assertEqual(seen.map((line) => line.replace(/false$/, 'true')).join('\n'));
      expect(run.status).assertEqual(0);
    });

    it('deepseek refuses the picture before sending: config/images_unsupported, exit 1', 0, () => {
      const run = demo(['--image', pictureFile('pixel.png'), '--provider', 'deepseek']);
      expect(run.out.includes('✗ config/images_unsupported')).assertTrue();
      expect(run.status).assertEqual(1);
    });

    it('a file that is not a picture by its extension is refused with exit 2', 0, () => {
      const run = demo(['--image', pictureFile('notes.txt')]);
      expect(`${run.out.includes('not a picture by its extension')} ${run.status}`).assertEqual('true 2');
    });
  });
}
