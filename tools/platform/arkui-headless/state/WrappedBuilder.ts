// WrappedBuilder / wrapBuilder: the SDK's wrapper of a global @Builder function (common.d.ts `declare class
// WrappedBuilder<Args extends Object[]> { builder: (...args: Args) => void }`, `declare function wrapBuilder`).
// The wrapper only carries the function; calling `wrapped.builder(args)` runs it inline like any @Builder.

export class WrappedBuilder<Args extends unknown[]> {
  builder: (...args: Args) => void;

  constructor(builder: (...args: Args) => void) {
    this.builder = builder;
  }
}

export function wrapBuilder<Args extends unknown[]>(builder: (...args: Args) => void): WrappedBuilder<Args> {
  return new WrappedBuilder(builder);
}
