// ComponentCatalog: the built-in components the runtime provides as globals, and per component what its
// native side keeps. `isAtomic` follows the device's IsAtomicNode (pattern.h and the component patterns):
// an atomic node cannot hold children and is popped implicitly when the next element is pushed, which is
// why ets-loader 5.0.0 emits no `X.pop()` after Image, TextInput, TextArea, Divider, Video, Slider, Radio,
// Path or Span (see the transformed files). Create signatures: interface_sdk-js
// OpenHarmony-v5.0.0-Release api/@internal/component/ets/*.d.ts.
import { Element } from '../Element';

/** Two-way binding as ets-loader emits `$$x` inside a create argument: `{ value, changeEvent }`. */
export interface Bound {
  value: unknown;
  changeEvent: (value: unknown) => void;
}

export function isBound(value: unknown): value is Bound {
  return typeof value === 'object' && value !== null && 'changeEvent' in value &&
    typeof (value as { changeEvent: unknown }).changeEvent === 'function';
}

/** What a `create` (or a create variant such as Button.createWithLabel) keeps on the element. */
export type CreateHook = (element: Element, method: string, args: unknown[], isUpdate: boolean) => void;
/** What an attribute keeps as native state (Checkbox.select, Radio.checked, Select.selected ...). */
export type AttributeHook = (element: Element, name: string, args: unknown[]) => void;

export interface ComponentSpec {
  readonly name: string;
  readonly isAtomic: boolean;
  /** Create variants besides `create`. */
  readonly creates?: readonly string[];
  readonly onCreate?: CreateHook;
  readonly onAttribute?: AttributeHook;
}

/** Keeps `prop` of the create options as native state `key`; a `$$` binding also keeps its changeEvent. */
function keepOption(element: Element, options: unknown, prop: string, key = prop): void {
  if (typeof options !== 'object' || options === null || !(prop in options)) return;
  const raw = (options as Record<string, unknown>)[prop];
  if (isBound(raw)) {
    element.state.set(key, raw.value);
    element.state.set(`${key}$changeEvent`, raw.changeEvent);
  } else if (raw !== undefined) {
    element.state.set(key, raw);
  }
}

/** Keeps an attribute's first argument as state `key` (a `$$` object as its value and changeEvent). */
function keepAttribute(key: string): AttributeHook {
  return (element, _name, args) => {
    const raw = args[0];
    if (isBound(raw)) {
      element.state.set(key, raw.value);
      element.state.set(`${key}$changeEvent`, raw.changeEvent);
    } else {
      element.state.set(key, raw);
    }
  };
}

const textField: ComponentSpec['onCreate'] = (element, _method, args) => {
  // TextFieldModelNG::CreateTextInput: a given `text` replaces the edited text; without one it stays.
  keepOption(element, args[0], 'text');
  if (!element.state.has('text')) element.state.set('text', '');
};

const atomic = (name: string, extra: Partial<ComponentSpec> = {}): ComponentSpec => ({ name, isAtomic: true, ...extra });
const container = (name: string, extra: Partial<ComponentSpec> = {}): ComponentSpec =>
  ({ name, isAtomic: false, ...extra });

export const COMPONENTS: readonly ComponentSpec[] = [
  // Containers and layout.
  ...['Column', 'Row', 'Flex', 'Stack', 'RelativeContainer', 'Scroll', 'List', 'ListItemGroup', 'Grid', 'GridItem',
    'GridRow', 'GridCol', 'WaterFlow', 'FlowItem', 'Swiper', 'Navigation', 'NavDestination', 'Refresh', 'Badge',
    'SideBarContainer', 'ColumnSplit', 'RowSplit', 'Menu', 'MenuItemGroup', 'Hyperlink', 'Gauge', 'Counter',
    'Stepper', 'StepperItem', 'ContainerSpan', '__Common__'].map((n) => container(n)),
  container('ListItem'),
  container('TabContent'),
  container('Tabs', {
    onCreate: (element, _method, args, isUpdate) => {
      // TabsModelNG::Create: the index argument selects a tab when it changes, not on every update.
      const options = args[0];
      const before = element.state.get('index$arg');
      keepOption(element, options, 'index', 'index$arg');
      const index = element.state.get('index$arg');
      if (!isUpdate || index !== before) element.state.set('index', typeof index === 'number' ? index : 0);
      const bound = element.state.get('index$arg$changeEvent');
      if (bound !== undefined) element.state.set('index$changeEvent', bound);
    },
  }),
  container('Text'),
  container('Button', { creates: ['createWithLabel', 'createWithChild'] }),
  container('Toggle', { onCreate: (element, _m, args) => keepOption(element, args[0], 'isOn') }),
  container('Checkbox', { onAttribute: (element, name, args) => { if (name === 'select') keepAttribute('select')(element, name, args); } }),
  container('CheckboxGroup', { onAttribute: (element, name, args) => { if (name === 'selectAll') keepAttribute('selectAll')(element, name, args); } }),
  container('MenuItem'),
  // Atomic leaves.
  atomic('Span'),
  atomic('ImageSpan'),
  atomic('SymbolSpan'),
  atomic('Image'),
  atomic('Video'),
  atomic('Divider'),
  atomic('Blank'),
  atomic('Path'),
  atomic('Circle'),
  atomic('Rect'),
  atomic('Line'),
  atomic('Ellipse'),
  atomic('Polyline'),
  atomic('Polygon'),
  atomic('Progress'),
  atomic('LoadingProgress'),
  atomic('Marquee'),
  atomic('QRCode'),
  atomic('TextClock'),
  atomic('TextTimer'),
  atomic('DataPanel'),
  atomic('Rating', { onAttribute: () => undefined }),
  atomic('Search', { onCreate: (element, _m, args) => { keepOption(element, args[0], 'value', 'text'); } }),
  atomic('TextInput', { onCreate: textField }),
  atomic('TextArea', { onCreate: textField }),
  atomic('Slider', {
    onCreate: (element, _m, args) => {
      for (const prop of ['value', 'min', 'max', 'step']) keepOption(element, args[0], prop);
    },
  }),
  atomic('Radio', { onAttribute: (element, name, args) => { if (name === 'checked') keepAttribute('checked')(element, name, args); } }),
  atomic('Select', {
    onAttribute: (element, name, args) => {
      if (name === 'selected' || name === 'value') keepAttribute(name)(element, name, args);
    },
  }),
  atomic('DatePicker', { onCreate: (element, _m, args) => keepOption(element, args[0], 'selected') }),
  atomic('TimePicker', { onCreate: (element, _m, args) => keepOption(element, args[0], 'selected') }),
  atomic('CalendarPicker', { onCreate: (element, _m, args) => keepOption(element, args[0], 'selected') }),
  atomic('TextPicker', { onCreate: (element, _m, args) => { keepOption(element, args[0], 'selected'); keepOption(element, args[0], 'value'); } }),
];
