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

/** Runs a complete call (arguments are parsed only now, after model_complete). */
export function runWeatherTool(call) {
  let city = '?';
  try {
    city = JSON.parse(call.argumentsJson).city ?? '?';
  } catch {
    return JSON.stringify({ error: 'arguments are not JSON' });
  }
  return JSON.stringify({ city, condition: '晴', temperature_c: 26, humidity: 0.4 });
}
