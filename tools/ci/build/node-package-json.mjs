// dist/node/package.json: the Node package of the library, named and versioned as the HAR
// (agent_core/oh-package.json5), with `exports` pointing TypeScript at the declarations and Node at the
// ES module. eventsource-parser and the @ohos emulation are inside the bundle: no dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../check/arkts-program.mjs';

const HAR_MANIFEST = path.join(ROOT, 'agent_core', 'oh-package.json5');

/** The string fields of oh-package.json5 this package copies (JSON5 allows comments: read field by field). */
export function harField(text, name) {
  const match = text.match(new RegExp(`^\\s*"?${name}"?\\s*:\\s*"([^"]*)"`, 'm'));
  return match === null ? undefined : match[1];
}

function harKeywords(text) {
  const match = text.match(/^\s*"?keywords"?\s*:\s*\[([^\]]*)\]/m);
  return match === null ? [] : [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** The manifest of the Node package, from the HAR's; `bundle` and `types` are relative to the package folder. */
export function nodePackageJson(bundle, types) {
  const har = fs.readFileSync(HAR_MANIFEST, 'utf8');
  const name = harField(har, 'name');
  const version = harField(har, 'version');
  if (name === undefined || version === undefined) {
    throw new Error(`${path.relative(ROOT, HAR_MANIFEST)} needs "name" and "version" (the Node package copies them)`);
  }
  const repository = harField(har, 'repository');
  const homepage = harField(har, 'homepage');
  return {
    name,
    version,
    description: `${harField(har, 'description') ?? ''} Node build: @ohos.net.http and @ohos.util emulated over node:http(s) and TextDecoder.`.trim(),
    keywords: harKeywords(har),
    license: harField(har, 'license'),
    ...(repository === undefined ? {} : { repository }),
    ...(homepage === undefined ? {} : { homepage }),
    type: 'module',
    main: `./${bundle}`,
    types: `./${types}`,
    exports: {
      '.': { types: `./${types}`, import: `./${bundle}` },
      './package.json': './package.json',
    },
    engines: { node: '>=20' },
  };
}

/** Writes `packageDir`/package.json, with the HAR's LICENSE beside it (npm pack ships both). */
export function writeNodePackageJson(packageDir, bundle, types) {
  const manifest = nodePackageJson(bundle, types);
  fs.mkdirSync(packageDir, { recursive: true });
  fs.writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.copyFileSync(path.join(ROOT, 'agent_core', 'LICENSE'), path.join(packageDir, 'LICENSE'));
  return manifest;
}
