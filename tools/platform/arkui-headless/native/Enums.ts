// Enums: the ArkUI enums the transformed views read as globals, with the values the engine defines them
// with (frameworks/bridge/declarative_frontend/engine/jsEnumStyle.js, arkui_ace_engine commit 00028a0:
// numeric enums carry TypeScript's reverse mapping, FontWeight and Color are strings). Enums not found
// there follow the declaration order of interface_sdk-js v5.0.0 api/@internal/component/ets/*.d.ts.

export type EnumObject = Record<string, string | number>;

/** A numeric enum with its reverse mapping, as `tsc` emits and jsEnumStyle.js writes them. */
function numeric(...members: Array<[string, number]>): EnumObject {
  const e: EnumObject = {};
  for (const [name, value] of members) {
    e[name] = value;
    e[String(value)] = name;
  }
  return e;
}

/** Members numbered 0, 1, 2 ... */
function ordered(...names: string[]): EnumObject {
  return numeric(...names.map((n, i): [string, number] => [n, i]));
}

function strings(members: Record<string, string>): EnumObject {
  return { ...members };
}

export const ENUMS: Record<string, EnumObject> = {
  Color: strings({ White: '#ffffffff', Black: '#ff000000', Blue: '#ff0000ff', Brown: '#ffa52a2a', Gray: '#ff808080',
    Green: '#ff008000', Grey: '#ff808080', Orange: '#ffffa500', Pink: '#ffffc0cb', Red: '#ffff0000',
    Yellow: '#ffffff00', Transparent: '#00000000' }),
  FontWeight: strings({ Light: 'light', Lighter: 'lighter', Normal: 'normal', Regular: 'regular', Medium: 'medium',
    Bold: 'bold', Bolder: 'bolder' }),
  FontStyle: ordered('Normal', 'Italic'),
  TextAlign: numeric(['Start', 0], ['Center', 1], ['End', 2], ['Justify', 3], ['JUSTIFY', 3]),
  TextOverflow: numeric(['None', 0], ['Clip', 1], ['Ellipsis', 2], ['Marquee', 3], ['MARQUEE', 3]),
  TextDecorationType: ordered('None', 'Underline', 'Overline', 'LineThrough'),
  TextDecorationStyle: ordered('SOLID', 'DOUBLE', 'DOTTED', 'DASHED', 'WAVY'),
  TextCase: ordered('Normal', 'LowerCase', 'UpperCase'),
  WordBreak: ordered('NORMAL', 'BREAK_ALL', 'BREAK_WORD'),
  ButtonType: numeric(['Normal', 0], ['Capsule', 1], ['Circle', 2], ['Arc', 4]),
  ImageFit: numeric(['Fill', 0], ['Contain', 1], ['Cover', 2], ['Auto', 3], ['None', 5], ['ScaleDown', 6]),
  ImageRepeat: ordered('NoRepeat', 'X', 'Y', 'XY'),
  FlexAlign: numeric(['Start', 1], ['Center', 2], ['End', 3], ['Stretch', 4], ['Baseline', 5], ['SpaceBetween', 6],
    ['SpaceAround', 7], ['SpaceEvenly', 8]),
  VerticalAlign: numeric(['Top', 1], ['Center', 2], ['Bottom', 3]),
  HorizontalAlign: numeric(['Start', 1], ['Center', 2], ['End', 3]),
  ItemAlign: ordered('Auto', 'Start', 'Center', 'End', 'Stretch', 'Baseline'),
  Alignment: ordered('TopStart', 'Top', 'TopEnd', 'Start', 'Center', 'End', 'BottomStart', 'Bottom', 'BottomEnd'),
  FlexDirection: ordered('Row', 'Column', 'RowReverse', 'ColumnReverse'),
  FlexWrap: ordered('NoWrap', 'Wrap', 'WrapReverse'),
  Axis: ordered('Vertical', 'Horizontal'),
  BarState: ordered('Off', 'Auto', 'On'),
  EdgeEffect: ordered('Spring', 'Fade', 'None'),
  ScrollDirection: ordered('Vertical', 'Horizontal', 'Free', 'None'),
  Edge: ordered('Top', 'Center', 'Bottom', 'Baseline', 'Start', 'Middle', 'End'),
  Visibility: ordered('Visible', 'Hidden', 'None'),
  HitTestMode: ordered('Default', 'Block', 'Transparent', 'None'),
  BarMode: strings({ Fixed: 'Fixed', Scrollable: 'Scrollable' }),
  BarPosition: ordered('Start', 'End'),
  InputType: numeric(['Normal', 0], ['Number', 2], ['PhoneNumber', 3], ['Email', 5], ['Password', 7],
    ['NUMBER_PASSWORD', 8], ['SCREEN_LOCK_PASSWORD', 9], ['USER_NAME', 10], ['NEW_PASSWORD', 11]),
  EnterKeyType: numeric(['Go', 2], ['Search', 3], ['Send', 4], ['Next', 5], ['Done', 6], ['PREVIOUS', 7],
    ['NEW_LINE', 8]),
  SheetSize: strings({ MEDIUM: 'MEDIUM', LARGE: 'LARGE', FIT_CONTENT: 'FIT_CONTENT' }),
  SheetType: ordered('BOTTOM', 'CENTER', 'POPUP'),
  SliderStyle: ordered('OutSet', 'InSet', 'NONE'),
  SliderChangeMode: ordered('Begin', 'Moving', 'End', 'Click'),
  ToggleType: ordered('Checkbox', 'Switch', 'Button'),
  ProgressType: ordered('Linear', 'Ring', 'Eclipse', 'ScaleRing', 'Capsule'),
  ListItemAlign: ordered('Start', 'Center', 'End'),
  StickyStyle: ordered('None', 'Header', 'Footer'),
  BorderStyle: ordered('Solid', 'Dashed', 'Dotted'),
  LineCapStyle: ordered('Butt', 'Round', 'Square'),
  Curve: strings({ Linear: 'linear', Ease: 'ease', EaseIn: 'ease-in', EaseOut: 'ease-out', EaseInOut: 'ease-in-out' }),
  PlayMode: strings({ Normal: 'normal', Alternate: 'alternate', Reverse: 'reverse', AlternateReverse: 'alternate-reverse' }),
  TextInputStyle: strings({ Default: 'Default', Inline: 'Inline' }),
  CopyOptions: ordered('None', 'InApp', 'LocalDevice', 'CROSS_DEVICE'),
  DialogAlignment: ordered('Top', 'Center', 'Bottom', 'Default', 'TopStart', 'TopEnd', 'CenterStart', 'CenterEnd',
    'BottomStart', 'BottomEnd'),
  ResponseType: ordered('RightClick', 'LongPress'),
  Placement: ordered('Left', 'Right', 'Top', 'Bottom', 'TopLeft', 'TopRight', 'BottomLeft', 'BottomRight'),
  SafeAreaType: ordered('SYSTEM', 'CUTOUT', 'KEYBOARD'),
  SafeAreaEdge: ordered('TOP', 'BOTTOM', 'START', 'END'),
};

/** The attribute whose numeric value names a member of an enum, for the tree printer (`Column.alignItems`). */
export const ATTRIBUTE_ENUMS: Record<string, string> = {
  'Column.alignItems': 'HorizontalAlign',
  'Row.alignItems': 'VerticalAlign',
  justifyContent: 'FlexAlign',
  fontStyle: 'FontStyle',
  textAlign: 'TextAlign',
  objectFit: 'ImageFit',
  scrollable: 'ScrollDirection',
  scrollBar: 'BarState',
  align: 'Alignment',
  listDirection: 'Axis',
  type: 'InputType',
  'Button.type': 'ButtonType',
  hitTestBehavior: 'HitTestMode',
  visibility: 'Visibility',
  enterKeyType: 'EnterKeyType',
  edgeEffect: 'EdgeEffect',
};

/** Create-option fields whose numeric value names an enum member (`Toggle({type})`, `Tabs({barPosition})`). */
export const OPTION_ENUMS: Record<string, string> = {
  'Toggle.type': 'ToggleType',
  'Button.type': 'ButtonType',
  'Tabs.barPosition': 'BarPosition',
  'Slider.style': 'SliderStyle',
  'Slider.direction': 'Axis',
  'Flex.direction': 'FlexDirection',
  'Flex.wrap': 'FlexWrap',
  'Flex.justifyContent': 'FlexAlign',
  'Flex.alignItems': 'ItemAlign',
  'Stack.alignContent': 'Alignment',
  'Progress.type': 'ProgressType',
};

/** Attribute-object fields whose numeric value names an enum member (`decoration({type})`). */
export const ATTRIBUTE_OPTION_ENUMS: Record<string, string> = {
  'decoration.type': 'TextDecorationType',
  'decoration.style': 'TextDecorationStyle',
  'textOverflow.overflow': 'TextOverflow',
  'border.style': 'BorderStyle',
  'borderStyle.style': 'BorderStyle',
  'align.alignment': 'Alignment',
};
