// ShownValues: what a drawn element shows or carries, as leaves a test can look a value up in: its own text
// (Text, Button label, a text field's current text), and every string, number and boolean in its create
// arguments and attributes (an Image's url, a Video's src, an accessibilityText, a Checkbox's select), each
// under the name of the field or attribute that holds it. Handlers and class instances are not values.
import { Element, textOf } from '../../../platform/arkui-headless/HeadlessUi';

export interface Leaf {
  /** The attribute or create-option field holding the value (`text` for the element's own text). */
  readonly name: string;
  readonly value: string | number | boolean;
}

function collect(value: unknown, name: string, out: Leaf[], depth: number): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push({ name, value });
  } else if (Array.isArray(value) && depth < 6) {
    value.forEach((item) => collect(item, name, out, depth + 1));
  } else if (value !== null && typeof value === 'object' && depth < 6) {
    const proto = Object.getPrototypeOf(value);
    // A `$$` binding or options object is plain; a controller or a JsonValue is not what the user sees.
    if (proto !== Object.prototype && proto !== null) return;
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) collect(field, key, out, depth + 1);
  }
}

export function leavesOf(element: Element): Leaf[] {
  const out: Leaf[] = [];
  const own = textOf(element);
  if (own !== undefined) out.push({ name: 'text', value: own });
  element.createArgs.forEach((arg) => collect(arg, 'create', out, 0));
  for (const [name, args] of element.attributes) collect(args, name, out, 0);
  return out;
}

/** The option values shown selected: a checked Radio's `value`, a selected Checkbox's `name`. */
export function selectedOptions(elements: Element[]): string[] {
  const out: string[] = [];
  for (const element of elements) {
    const options = (element.arg ?? {}) as { value?: unknown; name?: unknown };
    if (element.type === 'Radio' && element.attribute('checked') === true) out.push(String(options.value));
    if (element.type === 'Checkbox' && element.attribute('select') === true && options.name !== undefined) {
      out.push(String(options.name));
    }
  }
  return out;
}

const FLAG_ATTRIBUTES = ['select', 'checked', 'isOn'];

export interface ShowRules {
  /** How the view renders a string (e.g. Markdown stripped); as is when not given. */
  readonly shownText?: (text: string) => string;
  /** The option values the elements show selected (selectedOptions when not given). */
  readonly selected?: string[];
}

/**
 * Whether `value` (a resolved data-model value) shows among `elements`: a string as a whole leaf or inside a
 * text, a number as itself or its digits, a boolean as a Checkbox / Radio / Toggle state, a list of strings
 * as exactly the options shown selected.
 */
export function isShown(value: unknown, elements: Element[], rules: ShowRules = {}): boolean {
  const leaves = elements.flatMap((e) => leavesOf(e));
  if (typeof value === 'string') {
    const text = rules.shownText !== undefined ? rules.shownText(value) : value;
    return leaves.some((l) => typeof l.value === 'string' && (l.value === value || l.value === text ||
      (text.length > 0 && l.value.includes(text))));
  }
  if (typeof value === 'number') {
    return leaves.some((l) => l.value === value || (typeof l.value === 'string' && l.value.includes(String(value))));
  }
  if (typeof value === 'boolean') {
    return leaves.some((l) => FLAG_ATTRIBUTES.includes(l.name) && l.value === value);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    const selected = rules.selected ?? selectedOptions(elements);
    return JSON.stringify([...selected].sort()) === JSON.stringify([...value].sort());
  }
  return false;
}

/** Every string anywhere in the tree under `root` (sheets included) that still holds `${`, with its element. */
export function unresolvedTemplates(root: Element): string[] {
  const out: string[] = [];
  for (const element of root.walk()) {
    if (element.isDestroyed) continue;
    for (const leaf of leavesOf(element)) {
      if (typeof leaf.value === 'string' && leaf.value.includes('${')) out.push(`${element.name}.${leaf.name}: ${leaf.value}`);
    }
  }
  return out;
}
