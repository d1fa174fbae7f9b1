// Ways to cut a text into deltas, and a feeder that parses a text delta by delta and lets a test look at
// every intermediate state.
import { IncrementalMarkdownParser } from '../../../../../agent_core/src/main/ets/markdown/IncrementalMarkdownParser';
import type { MarkdownBlock } from '../../../../../agent_core/src/main/ets/markdown/MarkdownBlock';
import { SeededRandom } from '../../../../../agent_core/src/main/ets/testing/SeededRandom';

/** One delta per code point (the stream never cuts a surrogate pair). */
export function codePointDeltas(text: string): string[] {
  return Array.from(text);
}

/** The text cut into two deltas at UTF-16 index `at`. */
export function twoParts(text: string, at: number): string[] {
  return [text.substring(0, at), text.substring(at)].filter((part) => part.length > 0);
}

/** Random deltas of `min` to `max` code points, from `seed`. */
export function seededDeltas(text: string, seed: number, min: number, max: number): string[] {
  const random = new SeededRandom(seed);
  const points = Array.from(text);
  const deltas: string[] = [];
  for (let i = 0; i < points.length;) {
    const size = random.int(min, max);
    deltas.push(points.slice(i, i + size).join(''));
    i += size;
  }
  return deltas;
}

/** Parses `deltas` in order, calling `onStep` after each push; returns the finished parser. */
export function feed(deltas: string[], onStep?: (parser: IncrementalMarkdownParser, changed: MarkdownBlock[], delta: string) => void):
  IncrementalMarkdownParser {
  const parser = new IncrementalMarkdownParser();
  for (const delta of deltas) {
    const changed = parser.push(delta);
    if (onStep !== undefined) onStep(parser, changed, delta);
  }
  parser.finish();
  return parser;
}
