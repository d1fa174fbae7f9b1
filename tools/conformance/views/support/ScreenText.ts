// ScreenText: what a user reads on a part of the headless tree, one line per thing on screen, in tree order:
// a Text's text (its Spans joined), a labelled Button as `[Label]` (`[Label (disabled)]` when a tap does
// nothing), a text field as `⟦placeholder: value⟧` with a password field's value as dots, as the platform
// masks it, a checkbox Toggle as `☑` / `☐`. Layout, colours and handlers are left out, so a transcript built
// from it stays stable when the styling changes and fails when what is shown changes.
import { Element, textOf } from '../../../platform/arkui-headless/HeadlessUi';
import { isEnabled } from '../../../platform/arkui-headless/native/UserInput';
import { ENUMS } from '../../../platform/arkui-headless/native/Enums';

const FIELDS = ['TextInput', 'TextArea', 'Search'];

function placeholderOf(element: Element): string {
  const options = element.arg as { placeholder?: unknown } | undefined;
  return typeof options?.placeholder === 'string' ? options.placeholder : '';
}

/** True for a TextInput whose type is InputType.Password: the screen shows dots, never the text. */
export function isPasswordField(element: Element): boolean {
  return element.type === 'TextInput' && element.attribute('type') === ENUMS.InputType.Password;
}

function fieldLine(element: Element): string {
  const value = textOf(element) ?? '';
  const shown = isPasswordField(element) ? '•'.repeat(Array.from(value).length) : value;
  return `⟦${placeholderOf(element)}: ${shown}⟧`;
}

function lineOf(element: Element): string | undefined {
  if (element.type === 'Text') return textOf(element);
  if (FIELDS.includes(element.type)) return fieldLine(element);
  if (element.type === 'Toggle') return element.state.get('isOn') === true ? '☑' : '☐';
  return undefined;
}

/** A Button's label, or the lines of its child joined (Button.createWithChild). */
function buttonLine(element: Element): string {
  const label = textOf(element) ?? screenLines(element, false).join(' ');
  return isEnabled(element) ? `[${label}]` : `[${label} (disabled)]`;
}

/**
 * The lines a user reads in `root`'s subtree. A Text's Spans are part of its line, not lines of their own; a
 * Button is one line with its child's text (`isRootIncluded` false: the lines inside a Button root).
 */
export function screenLines(root: Element, isRootIncluded = true): string[] {
  const lines: string[] = [];
  const visit = (element: Element): void => {
    if (element.isDestroyed) return;
    if (element.type === 'Button' && (element !== root || isRootIncluded)) {
      lines.push(buttonLine(element));
      return;
    }
    const line = element.kind === 'component' ? lineOf(element) : undefined;
    if (line !== undefined) lines.push(line);
    if (element.type === 'Text') return;
    for (const child of element.children) visit(child);
    if (element.overlay !== undefined) visit(element.overlay);
  };
  visit(root);
  return lines;
}
