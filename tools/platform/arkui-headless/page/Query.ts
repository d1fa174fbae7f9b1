// Query: finding elements in a mounted tree by what a test can see: type, text, key (.id()/.key()),
// custom component name, placeholder. Text is the element's own text: a Text's content (or its Spans'
// joined), a Span's, a Button label, a text field's current text.
import { Element } from '../native/Element';

export interface ElementQuery {
  /** Component type (`Text`, `Button`) or custom component name (`MessageBubble`). */
  readonly type?: string;
  /** The element's own text, whole (a string) or matched (a RegExp). */
  readonly text?: string | RegExp;
  readonly key?: string;
  readonly placeholder?: string | RegExp;
  /** Any predicate on top of the rest. */
  readonly where?: (element: Element) => boolean;
}

function contentText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'name' in value && 'params' in value) {
    return String((value as { name: unknown }).name);
  }
  return undefined;
}

/** The element's own text, undefined for elements without one. */
export function textOf(element: Element): string | undefined {
  switch (element.type) {
    case 'Text': {
      const own = contentText(element.arg);
      if (own !== undefined) return own;
      const spans = [...element.walk()].filter((n) => n.type === 'Span' && !n.isDestroyed);
      return spans.length > 0 ? spans.map((s) => contentText(s.arg) ?? '').join('') : undefined;
    }
    case 'Span':
      return contentText(element.arg);
    case 'Button':
      return element.createMethod === 'createWithLabel' || typeof element.arg === 'string' ? contentText(element.arg) : undefined;
    case 'TextInput':
    case 'TextArea':
    case 'Search':
      return String(element.state.get('text') ?? '');
    default:
      return undefined;
  }
}

function placeholderOf(element: Element): string | undefined {
  const options = element.arg;
  if (typeof options !== 'object' || options === null || !('placeholder' in options)) return undefined;
  return contentText((options as { placeholder: unknown }).placeholder);
}

function matches(value: string | undefined, expected: string | RegExp): boolean {
  if (value === undefined) return false;
  return typeof expected === 'string' ? value === expected : expected.test(value);
}

export function matchesQuery(element: Element, query: ElementQuery): boolean {
  if (element.isDestroyed || element.kind === 'syntax') return false;
  if (query.type !== undefined && element.type !== query.type && element.name !== query.type) return false;
  if (query.text !== undefined && !matches(textOf(element), query.text)) return false;
  if (query.key !== undefined && element.key !== query.key) return false;
  if (query.placeholder !== undefined && !matches(placeholderOf(element), query.placeholder)) return false;
  if (query.where !== undefined && !query.where(element)) return false;
  return true;
}

export function describeQuery(query: ElementQuery): string {
  const parts: string[] = [];
  if (query.type !== undefined) parts.push(`type ${query.type}`);
  if (query.text !== undefined) parts.push(`text ${String(query.text)}`);
  if (query.key !== undefined) parts.push(`key ${query.key}`);
  if (query.placeholder !== undefined) parts.push(`placeholder ${String(query.placeholder)}`);
  if (query.where !== undefined) parts.push('a predicate');
  return parts.join(', ') || 'anything';
}
