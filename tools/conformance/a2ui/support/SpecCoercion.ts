// The spec's type coercion (renderer_guide.md "Type Coercion Standards"), applied to the raw values web_core
// resolves, by the type the official catalog gives each property (DynamicString, DynamicNumber,
// DynamicBoolean, DynamicStringList, DynamicValue; nested in objects and arrays: ChoicePicker options, Tabs
// titles, accessibility). web_core's binder hands a renderer the raw value (a number bound to a Text, or
// undefined for a missing path) and leaves the coercion to it; our nodes carry props already coerced, so the
// differential compares ours with the oracle's value put through the table, written here from the spec:
//   String ("true"/"false", any case) -> Boolean; any other string -> false; Number -> Boolean: non-zero;
//   Any -> String: locale-neutral (objects and arrays as JSON, as formatString's type conversion says);
//   null/undefined -> String "" and Number 0; a numeric String -> its Number, any other -> 0.
import { readSpecJson, type CatalogName } from './Conformance';

type Schema = Record<string, unknown>;
export type DynamicKind = 'DynamicString' | 'DynamicNumber' | 'DynamicBoolean' | 'DynamicStringList' | 'DynamicValue';
const KINDS: DynamicKind[] = ['DynamicString', 'DynamicNumber', 'DynamicBoolean', 'DynamicStringList', 'DynamicValue'];

const commonTypes = (): Schema => readSpecJson('json/common_types.json') as Schema;
const catalogs = new Map<CatalogName, Schema>();

function catalogOf(name: CatalogName): Schema {
  if (!catalogs.has(name)) catalogs.set(name, readSpecJson(`catalogs/${name}/catalog.json`) as Schema);
  return catalogs.get(name)!;
}

/** The Dynamic* kind a `$ref` names, if any. */
function dynamicKindOf(schema: Schema): DynamicKind | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return undefined;
  return KINDS.find((k) => ref.endsWith(`#/$defs/${k}`));
}

/** A `$ref` into common_types.json (or the catalog's own $defs) followed; other schemas as they are. */
function deref(schema: Schema, catalog: CatalogName): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || dynamicKindOf(schema) !== undefined) return schema;
  const [file, pointer] = ref.split('#');
  const doc = file.endsWith('common_types.json') ? commonTypes() : catalogOf(catalog);
  let target: unknown = doc;
  for (const segment of (pointer ?? '').split('/').filter((s) => s.length > 0)) target = (target as Schema)[segment];
  return (target as Schema) ?? {};
}

/** Every subschema that applies to the value at once: the schema, its allOf parts, their refs, followed. */
function parts(schema: Schema, catalog: CatalogName, out: Schema[] = []): Schema[] {
  const resolved = deref(schema, catalog);
  out.push(resolved);
  if (Array.isArray(resolved.allOf)) for (const part of resolved.allOf as Schema[]) parts(part, catalog, out);
  return out;
}

/** The schema of a component type in a catalog. */
export function componentSchema(catalog: CatalogName, type: string): Schema | undefined {
  return (catalogOf(catalog).components as Record<string, Schema>)[type];
}

/** `value` (web_core's raw resolution) coerced as the schema at that place says. */
export function coerceBySchema(value: unknown, schema: Schema, catalog: CatalogName): unknown {
  for (const part of parts(schema, catalog)) {
    const kind = dynamicKindOf(part);
    if (kind !== undefined) return coerce(value, kind);
  }
  if (Array.isArray(value)) {
    const items = parts(schema, catalog).map((p) => p.items as Schema | undefined).find((i) => i !== undefined);
    return items === undefined ? value : value.map((item) => coerceBySchema(item, items, catalog));
  }
  if (value !== null && typeof value === 'object') {
    const properties: Record<string, Schema> = {};
    for (const part of parts(schema, catalog)) {
      Object.assign(properties, (part.properties as Record<string, Schema>) ?? {});
    }
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = properties[key] === undefined ? inner : coerceBySchema(inner, properties[key], catalog);
    }
    return out;
  }
  return value;
}

/** The property's schema inside a component's schema (allOf parts and refs followed), if declared. */
export function propertySchema(catalog: CatalogName, type: string, prop: string): Schema | undefined {
  const schema = componentSchema(catalog, type);
  if (schema === undefined) return undefined;
  for (const part of parts(schema, catalog)) {
    const properties = part.properties as Record<string, Schema> | undefined;
    if (properties?.[prop] !== undefined) return properties[prop];
  }
  return undefined;
}

export function coerce(value: unknown, kind: DynamicKind): unknown {
  switch (kind) {
    case 'DynamicString':
      return toText(value);
    case 'DynamicNumber':
      if (typeof value === 'number') return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'string' && value.trim().length > 0) {
        const parsed = Number(value.trim());
        return Number.isFinite(parsed) ? parsed : 0;
      }
      return 0;
    case 'DynamicBoolean':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number') return value !== 0;
      if (typeof value === 'string') return value.toLowerCase() === 'true';
      return false;
    case 'DynamicStringList':
      if (value === null || value === undefined) return [];
      return Array.isArray(value) ? value.map(toText) : [toText(value)];
    default:
      return value === undefined ? null : value;
  }
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
