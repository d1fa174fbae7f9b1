// Deep import of the arkguard stand-in (ets-loader: fast_build/ark_compiler/common/ob_config_resolver.ts):
// see ../index.js.
'use strict';
module.exports = require('../index.js');
