// A stand-in for arkguard, OpenHarmony's obfuscator, which ets-loader imports at start-up
// (compiler/src/ark_utils.ts:21, fast_build/ark_compiler/common/ob_config_resolver.ts:30) but is not on npm.
// UI validation and the struct transform never call it, so every name is a function that throws when
// called or constructed: an obfuscation path reached by mistake fails loudly instead of doing nothing.
'use strict';

function unavailable(name) {
  const fail = function () {
    throw new Error(`arkguard.${String(name)} is not available: check:deveco runs ets-loader without obfuscation`);
  };
  return new Proxy(fail, {
    get(target, key) {
      if (key === 'prototype') return target.prototype;
      if (typeof key === 'symbol') return undefined;
      return unavailable(`${String(name)}.${key}`);
    },
  });
}

module.exports = new Proxy({ __esModule: true }, {
  get(target, key) {
    if (key in target) return target[key];
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return unavailable(key);
  },
});
