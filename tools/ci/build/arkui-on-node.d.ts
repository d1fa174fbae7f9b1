// ArkUI's global names that the public declarations of the view folders use (a struct's props, a view
// registry's builder type, a layout helper's return type), for the Node package: on a device the SDK declares
// them (@arkts/declarations dist/component/enums.d.ts: HorizontalAlign, FlexAlign, VerticalAlign;
// dist/component/common.d.ts: IMonitor, IMonitorValue, WrappedBuilder), on Node no view draws, so the package
// declares the same shapes here and types/Index.d.ts references this file. node-types.mjs adds it to the
// declaration program; a name a view's public declaration needs that is missing here fails the emit
// ("has or is using private name"), so the list cannot silently fall behind.
declare enum HorizontalAlign { Start, Center, End }
declare enum FlexAlign { Start, Center, End, SpaceBetween, SpaceAround, SpaceEvenly }
declare enum VerticalAlign { Top, Center, Bottom }
declare interface IMonitorValue<T> {
  before: T;
  now: T;
  path: string;
}
declare interface IMonitor {
  dirty: Array<string>;
  value<T>(path?: string): IMonitorValue<T> | undefined;
}
declare class WrappedBuilder<Args extends Object[]> {
  builder: (...args: Args) => void;
  constructor(builder: (...args: Args) => void);
}
