// The device validator's public pieces, imported straight from the .ets sources (esbuild bundles them for
// Node exactly as the tests do), plus the JSON model they take. One import site for the Node tooling.
export { JsonSchemaValidator } from '../../../agent_core/src/main/ets/schema/JsonSchemaValidator';
export { JsonSchemaValidatorOptions } from '../../../agent_core/src/main/ets/schema/JsonSchemaValidatorOptions';
export { CompiledSchema } from '../../../agent_core/src/main/ets/schema/CompiledSchema';
export { SchemaValidation } from '../../../agent_core/src/main/ets/schema/SchemaValidation';
export { SchemaError } from '../../../agent_core/src/main/ets/schema/SchemaError';
export { JsonValue } from '../../../agent_core/src/main/ets/core/JsonModel';
