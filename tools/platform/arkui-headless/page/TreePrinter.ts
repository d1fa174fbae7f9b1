// TreePrinter: the element tree as indented text for golden snapshots. One line per element:
// `Type(create arguments) attr=value ... onEvent ...`, attributes and events sorted by name, handlers by
// name only, numeric enum values by their member name where the attribute names its enum (Enums.ts).
// Custom components show as `<ViewName>`; syntax nodes (If, ForEach, their items) are left out unless
// asked for, their children shown in their place; a sheet shows as `sheet:` under its host.
import { Element } from '../native/Element';
import { ATTRIBUTE_ENUMS, ATTRIBUTE_OPTION_ENUMS, ENUMS, OPTION_ENUMS } from '../native/Enums';

export interface PrintOptions {
  /** Show If / ForEach / SyntaxItem nodes. */
  readonly syntax?: boolean;
  /** Append `#elmtId`. */
  readonly ids?: boolean;
  /** Append `updated=N` where an update re-ran create. */
  readonly updates?: boolean;
  /** Show native state (TextInput text, Toggle isOn, Tabs index ...). */
  readonly state?: boolean;
}

/** Names an enum member for a numeric `value` where `enumKey` says which enum it is. */
function memberName(enumKey: string | undefined, value: unknown): string | undefined {
  if (enumKey === undefined || typeof value !== 'number') return undefined;
  const member = ENUMS[enumKey]?.[String(value)];
  return typeof member === 'string' ? `${enumKey}.${member}` : undefined;
}

/** `fields` names the enum of an object's numeric fields (create options). */
export function formatValue(value: unknown, depth = 0, fields: Record<string, string> = {}): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return 'ƒ';
  if (value instanceof Date) return `Date(${value.toISOString()})`;
  if (depth > 4) return '…';
  if (Array.isArray(value)) return `[${value.map((v) => formatValue(v, depth + 1)).join(', ')}]`;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return (value as object).constructor.name.replace(/^_+/, '');
    const entries = Object.keys(value).sort().map((k) => {
      const field = (value as Record<string, unknown>)[k];
      return `${k}: ${memberName(fields[k], field) ?? formatValue(field, depth + 1)}`;
    });
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

function enumName(element: Element, name: string, value: unknown): string | undefined {
  return memberName(ATTRIBUTE_ENUMS[`${element.type}.${name}`] ?? ATTRIBUTE_ENUMS[name], value);
}

function optionEnums(element: Element): Record<string, string> {
  const fields: Record<string, string> = {};
  const prefix = `${element.type}.`;
  for (const [key, enumKey] of Object.entries(OPTION_ENUMS)) {
    if (key.startsWith(prefix)) fields[key.slice(prefix.length)] = enumKey;
  }
  return fields;
}

function attributeFields(name: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, enumKey] of Object.entries(ATTRIBUTE_OPTION_ENUMS)) {
    if (key.startsWith(`${name}.`)) fields[key.slice(name.length + 1)] = enumKey;
  }
  return fields;
}

function formatAttribute(element: Element, name: string, args: unknown[]): string {
  const fields = attributeFields(name);
  if (args.length === 1) return `${name}=${enumName(element, name, args[0]) ?? formatValue(args[0], 0, fields)}`;
  return `${name}=(${args.map((a) => formatValue(a, 0, fields)).join(', ')})`;
}

const HIDDEN = '[hidden]';
const PASSWORD_TYPES = ['Password', 'NUMBER_PASSWORD', 'SCREEN_LOCK_PASSWORD', 'NEW_PASSWORD'];

/**
 * A password field's text never reaches a print: the tree goes into golden files and into every failed find()'s
 * message, and an app's API key field is such a field (the device shows it as dots too).
 */
function isSecret(element: Element): boolean {
  if (element.type !== 'TextInput' && element.type !== 'TextArea') return false;
  const type = element.attribute('type');
  const modes = ENUMS.InputType as Record<string, unknown> | undefined;
  return modes !== undefined && PASSWORD_TYPES.some((name) => modes[name] === type);
}

function shownCreateArgs(element: Element): unknown[] {
  if (!isSecret(element)) return element.createArgs;
  return element.createArgs.map((arg) => {
    if (arg === null || typeof arg !== 'object' || !('text' in arg)) return arg;
    return { ...(arg as object), text: HIDDEN };
  });
}

export function describeElement(element: Element, options: PrintOptions = {}): string {
  const head = element.kind === 'custom' ? `<${element.name}>` : element.type;
  let line = head;
  if (element.kind === 'component') {
    // Button.createWithLabel / createWithChild show as Button(...): the arguments tell them apart.
    const fields = optionEnums(element);
    const args = shownCreateArgs(element).map((a) => formatValue(a, 0, fields)).join(', ');
    if (element.createArgs.length > 0) line += `(${args})`;
  } else if (element.type === 'SyntaxItem') {
    line += `(${JSON.stringify(element.itemId)})`;
  } else if (element.type === 'If') {
    line += `(branch ${element.branchId})`;
  }
  const parts: string[] = [];
  for (const [name, args] of element.attributes) parts.push(formatAttribute(element, name, args));
  for (const name of element.events.keys()) parts.push(name);
  parts.sort((a, b) => (a.split('=')[0] < b.split('=')[0] ? -1 : a.split('=')[0] > b.split('=')[0] ? 1 : 0));
  if (options.state === true) {
    for (const [key, value] of [...element.state].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      if (!key.includes('$')) parts.push(`state.${key}=${formatValue(isSecret(element) && key === 'text' ? HIDDEN : value)}`);
    }
  }
  if (parts.length > 0) line += ` ${parts.join(' ')}`;
  if (options.updates === true && element.updateCount > 0) line += ` updated=${element.updateCount}`;
  if (options.ids === true) line += ` #${element.elmtId}`;
  return line;
}

function print(element: Element, depth: number, options: PrintOptions, out: string[]): void {
  const shown = options.syntax === true || element.kind !== 'syntax' || element.type === 'Sheet';
  let childDepth = depth;
  if (shown) {
    out.push(`${'  '.repeat(depth)}${element.type === 'Sheet' ? 'sheet:' : describeElement(element, options)}`);
    childDepth = depth + 1;
  }
  for (const child of element.children) print(child, childDepth, options, out);
  if (element.overlay !== undefined) print(element.overlay, childDepth, options, out);
}

export function printTree(root: Element, options: PrintOptions = {}): string {
  const out: string[] = [];
  print(root, 0, options, out);
  return out.join('\n');
}
