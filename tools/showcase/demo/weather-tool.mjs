// The demo's one tool: get_weather, answered locally (a fixed reading; no network).
export function weatherTool(lib) {
  const city = new lib.JsonObject().set('type', lib.JsonValue.string('string'))
    .set('description', lib.JsonValue.string('City name, e.g. 北京'));
  const unit = new lib.JsonObject().set('type', lib.JsonValue.string('string'))
    .set('enum', lib.JsonValue.array([lib.JsonValue.string('celsius'), lib.JsonValue.string('fahrenheit')]));
  const parameters = new lib.JsonObject()
    .set('type', lib.JsonValue.string('object'))
    .set('properties', lib.JsonValue.object(new lib.JsonObject().set('city', lib.JsonValue.object(city))
      .set('unit', lib.JsonValue.object(unit))))
    .set('required', lib.JsonValue.array([lib.JsonValue.string('city')]));
  return lib.ToolDefinition.of('get_weather', 'Current weather of a city', parameters);
}

/**
 * The tool's handler. AgentRuntime calls it only after model_complete, with arguments that parsed and
 * passed the schema above, so it reads `city` without checking (a fixed reading; no network).
 */
export class WeatherHandler {
  constructor(lib) {
    this.lib = lib;
  }

  async execute(args, context) {
    const city = args.get('city').asString();
    const reading = { city, condition: '晴', temperature_c: 26, humidity: 0.4 };
    return this.lib.ToolResult.success(JSON.stringify(reading));
  }
}
