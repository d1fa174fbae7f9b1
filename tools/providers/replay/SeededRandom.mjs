// SeededRandom: mulberry32, the same generator as agent_core/src/test/support/SeededRandom.ets, so a
// replay seed means the same cut plan here as in the ArkTS suites' seeded plans.

export class SeededRandom {
  /** @param {number} seed any integer; only its low 32 bits count */
  constructor(seed) {
    this.state = seed >>> 0;
  }

  /** The next number in [0, 1). */
  next() {
    this.state = (this.state + 0x6D2B79F5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, maxInclusive]. */
  int(min, maxInclusive) {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }
}

/** A per-request seed derived from the server seed and the request's ordinal (reproducible per run). */
export function deriveSeed(serverSeed, ordinal) {
  return (serverSeed ^ Math.imul(ordinal + 1, 0x9E3779B1)) >>> 0;
}
