// The ledger of the web_core differential: every Observation is an agreement, a listed difference (an entry of
// tools/conformance/a2ui/webcore-known-differences.json matches it) or an unlisted one, which fails the test. An entry
// names the observation kind and regular expressions over the observation's fields (all must match; `involves`
// is tested against the call's arguments and the data model together), and gives its reason; an entry that
// matched nothing in a full run is stale and fails too, so the list stays true.
import fs from 'node:fs';
import path from 'node:path';
import type { Observation } from './WebCoreDifferential';

export interface KnownDifference {
  /** A regular expression over the observation kind (`function`, `binding|function`...). */
  kind: string;
  source?: string;
  step?: string;
  where?: string;
  fn?: string;
  args?: string;
  /** Tested against `args` and `data` joined by a space. */
  involves?: string;
  locale?: string;
  ours?: string;
  theirs?: string;
  reason: string;
}

const FILE = path.join(process.cwd(), 'tools', 'conformance', 'a2ui', 'webcore-known-differences.json');
const FIELDS = ['source', 'step', 'where', 'fn', 'args', 'locale', 'ours', 'theirs'] as const;

export function knownDifferences(): KnownDifference[] {
  return (JSON.parse(fs.readFileSync(FILE, 'utf8')) as { entries: KnownDifference[] }).entries;
}

function matches(entry: KnownDifference, o: Observation): boolean {
  if (!new RegExp(`^(${entry.kind})$`).test(o.kind)) return false;
  for (const field of FIELDS) {
    const pattern = entry[field];
    if (pattern !== undefined && !new RegExp(pattern).test(o[field] ?? '')) return false;
  }
  return entry.involves === undefined || new RegExp(entry.involves).test(`${o.args ?? ''} ${o.data ?? ''}`);
}

export class Ledger {
  readonly entries: KnownDifference[];
  private readonly uses: number[];
  readonly kinds = new Map<string, { compared: number; agreed: number; listed: number }>();
  readonly unlisted: Observation[] = [];
  readonly sources = new Set<string>();

  constructor(entries: KnownDifference[] = knownDifferences()) {
    this.entries = entries;
    this.uses = entries.map(() => 0);
  }

  /** Files one observation: agreed, listed (every matching entry counts the use) or unlisted. */
  record(o: Observation): void {
    this.sources.add(o.source);
    const tally = this.kinds.get(o.kind) ?? { compared: 0, agreed: 0, listed: 0 };
    this.kinds.set(o.kind, tally);
    tally.compared++;
    if (o.same) {
      tally.agreed++;
      return;
    }
    let isListed = false;
    this.entries.forEach((entry, i) => {
      if (matches(entry, o)) {
        this.uses[i]++;
        isListed = true;
      }
    });
    if (isListed) tally.listed++;
    else this.unlisted.push(o);
  }

  /** Entries no observation matched. */
  stale(): KnownDifference[] {
    return this.entries.filter((_, i) => this.uses[i] === 0);
  }

  /** How many differences each entry explained, in file order. */
  usage(): Array<{ entry: KnownDifference; uses: number }> {
    return this.entries.map((entry, i) => ({ entry, uses: this.uses[i] }));
  }

  total(field: 'compared' | 'agreed' | 'listed', kinds?: string[]): number {
    let sum = 0;
    for (const [kind, tally] of this.kinds) if (!kinds || kinds.includes(kind)) sum += tally[field];
    return sum;
  }
}

/** One unlisted difference as a readable block (what to fix, or to list with its reason). */
export function describeObservation(o: Observation): string {
  const head = [o.kind, o.source, o.step, o.where, ...(o.fn ? [o.fn] : []), ...(o.locale ? [o.locale] : [])];
  return [head.join(' | '),
    ...(o.args ? [`  args:   ${o.args.slice(0, 400)}`] : []),
    `  ours:   ${o.ours.slice(0, 400)}`, `  theirs: ${o.theirs.slice(0, 400)}`].join('\n');
}
