// `npm run build:node`: dist/node/agent_core.mjs exports every value that agent_core/Index.ets exports
// (interfaces and type aliases have no runtime value), and the bundle runs the pipeline on Node.
// The package is built once per run into a temporary folder (support/BuiltNodePackage.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it, expect } from '@ohos/hypium';
import { buildPackage, packageDir } from './support/BuiltNodePackage';

class IndexExport {
  constructor(readonly name: string, readonly source: string) {}
}

function indexExports(): IndexExport[] {
  const index = fs.readFileSync(path.join(process.cwd(), 'agent_core', 'Index.ets'), 'utf8');
  const found: IndexExport[] = [];
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of match[1].split(',').map((n) => n.trim()).filter((n) => n.length > 0)) {
      found.push(new IndexExport(name, path.join(process.cwd(), 'agent_core', `${match[2]}.ets`)));
    }
  }
  return found;
}

function isTypeOnly(entry: IndexExport): boolean {
  const text = fs.readFileSync(entry.source, 'utf8');
  return new RegExp(`export\\s+(interface|type)\\s+${entry.name}\\b`).test(text);
}

export default function nodeBundleTest() {
  describe('Node bundle', () => {
    const bundleUrl = (): string => pathToFileURL(path.join(packageDir(), 'agent_core.mjs')).href;

    it('builds the bundle', 0, () => {
      const build = buildPackage();
      expect(build.ok ? 'built' : build.output).assertEqual('built');
    });

    it('exports every value Index.ets exports, and nothing is missing', 0, async () => {
      const bundle = await import(bundleUrl());
      const missing = indexExports().filter((e) => !isTypeOnly(e) && !(e.name in bundle)).map((e) => e.name);
      expect(missing.join(',')).assertEqual('');
      expect(Object.keys(bundle).length).assertLarger(50);
    });

    it('the bundled pipeline assembles a stream', 0, async () => {
      const lib = await import(bundleUrl());
      const events: string[] = [];
      const observer = { onNext: (e: any) => events.push(e.type), onError: () => events.push('onError'),
        onComplete: () => events.push('onComplete') };
      const assembler = new lib.StreamAssembler(new lib.DeepSeekProviderProfile(), observer);
      const body = new TextEncoder().encode('data: {"choices":[{"index":0,"delta":{"content":"你好"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n');
      for (let i = 0; i < body.length; i += 5) assembler.pushBytes(body.subarray(i, i + 5));
      const result = assembler.finish();
      expect(result.ok && result.value.message.content === '你好').assertTrue();
      expect(events.join(',')).assertEqual('model_start,text_delta,model_complete,onComplete');
    });
  });
}
