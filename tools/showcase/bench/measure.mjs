// Small helpers for the benchmark around what tinybench times (timing.mjs): a budgeted lazy chunk source for the
// scaling runs, forced GC, heap sampling, and number formatting. No statistics here: tinybench gives them.
import { performance } from 'node:perf_hooks';

export const hasGc = typeof globalThis.gc === 'function';

/** Full GC (twice: the second one collects what the first one's finalization released). */
export function fullGc() {
  if (hasGc) {
    globalThis.gc();
    globalThis.gc();
  }
}

/**
 * Young-generation GC only, before each timed run: every run starts with an empty nursery. Not a full GC:
 * a forced full GC also drops optimized code and type feedback, and the next run then measures V8
 * re-optimizing the pipeline (twice as slow for the JS-heavy pipelines, no change for the native floor).
 */
export function minorGc() {
  if (hasGc) {
    globalThis.gc({ type: 'minor' });
  }
}

export class BudgetExceeded extends Error {}

/**
 * The chunks of one body cut on the fly (the scaling inputs have up to millions of chunks: no arrays of
 * views). `at(i)` is what the pipelines call; every `checkEvery` chunks it checks the time budget and
 * throws BudgetExceeded past it, so that a quadratic pipeline stops instead of running for hours.
 */
export class ChunkSource {
  constructor(bytes, offsets, budgetMs) {
    this.bytes = bytes;
    this.offsets = offsets;
    this.length = offsets.length - 1;
    this.deadline = performance.now() + budgetMs;
    const averageChunk = bytes.length / Math.max(1, this.length);
    this.checkEvery = Math.max(1, Math.min(256, Math.floor(65536 / averageChunk)));
    this.exceeded = false;
  }

  static fixed(bytes, size, budgetMs) {
    const count = Math.ceil(bytes.length / size);
    const offsets = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) {
      offsets[i] = i * size;
    }
    offsets[count] = bytes.length;
    return new ChunkSource(bytes, offsets, budgetMs);
  }

  static ofChunks(bytes, chunks, budgetMs) {
    const offsets = new Float64Array(chunks.length + 1);
    let at = 0;
    for (let i = 0; i < chunks.length; i++) {
      offsets[i] = at;
      at += chunks[i].length;
    }
    offsets[chunks.length] = at;
    return new ChunkSource(bytes, offsets, budgetMs);
  }

  at(i) {
    if (i % this.checkEvery === 0 && performance.now() > this.deadline) {
      this.exceeded = true;
      throw new BudgetExceeded('time budget exceeded');
    }
    return this.bytes.subarray(this.offsets[i], this.offsets[i + 1]);
  }
}

/**
 * Samples heap use (JS heap + ArrayBuffer backing stores, which live outside the JS heap); with `withGc`
 * each sample first forces a full GC (live memory only).
 */
export class HeapSampler {
  static used() {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }

  constructor(withGc) {
    this.withGc = withGc && hasGc;
    fullGc();
    this.base = HeapSampler.used();
    this.peak = 0;
    this.samples = 0;
    this.sample = () => {
      if (this.withGc) {
        globalThis.gc();
      }
      this.samples++;
      const used = HeapSampler.used() - this.base;
      if (used > this.peak) {
        this.peak = used;
      }
    };
  }
}

export const fmt = {
  ms: (value) => (value === undefined ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1)),
  x: (value) => (value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(2)),
  int: (value) => Math.round(value).toLocaleString('en-US'),
  kib: (bytes) => `${(bytes / 1024).toFixed(0)} KiB`,
  mib: (bytes) => `${(bytes / 1048576).toFixed(2)} MiB`,
  mb: (bytes) => `${(bytes / 1e6).toFixed(2)} MB`,
  pad: (text, width) => String(text).padEnd(width),
  lpad: (text, width) => String(text).padStart(width),
};

/** A fixed-width text table: columns [{ title, width, align: 'l' | 'r' }], rows of cells. */
export function table(columns, rows) {
  const line = (cells) => cells.map((cell, i) => (columns[i].align === 'l'
    ? fmt.pad(cell, columns[i].width) : fmt.lpad(cell, columns[i].width))).join('  ').trimEnd();
  return [line(columns.map((c) => c.title)), line(columns.map((c) => '-'.repeat(c.width))), ...rows.map(line)].join('\n');
}
