// The downscale createPixelMap({ desiredSize }) does on the device, done on Node over decoded RGBA: area averaging
// (each target pixel is the mean of the source pixels its footprint covers, weighted by how much of each it
// covers), which is what a box filter gives when shrinking and avoids the aliasing of nearest-neighbour. Upscaling
// (a target larger than the source) falls back to the nearest source pixel. Work: O(source pixels + target pixels).
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The per-axis weights: for each target index, the source indices it covers and how much of each. */
function footprints(source: number, target: number): Array<Array<[number, number]>> {
  const scale = source / target;
  const result: Array<Array<[number, number]>> = [];
  for (let t = 0; t < target; t++) {
    const start = t * scale;
    const end = Math.min(source, (t + 1) * scale);
    const cover: Array<[number, number]> = [];
    if (scale <= 1) {
      cover.push([Math.min(source - 1, Math.floor(start)), 1]);
    } else {
      for (let s = Math.floor(start); s < end; s++) {
        const weight = Math.min(end, s + 1) - Math.max(start, s);
        if (weight > 0) cover.push([s, weight / scale]);
      }
    }
    const total = cover.reduce((sum, entry) => sum + entry[1], 0);
    result.push(cover.map(([index, weight]): [number, number] => [index, weight / total]));
  }
  return result;
}

export function scaleRgba(source: Rgba, width: number, height: number): Rgba {
  const xs = footprints(source.width, width);
  const ys = footprints(source.height, height);
  const out = new Uint8Array(width * height * 4);
  const row = new Float64Array(width * 4);
  for (let ty = 0; ty < height; ty++) {
    row.fill(0);
    for (const [sy, wy] of ys[ty]) {
      const base = sy * source.width * 4;
      for (let tx = 0; tx < width; tx++) {
        for (const [sx, wx] of xs[tx]) {
          const at = base + sx * 4;
          const w = wx * wy;
          for (let c = 0; c < 4; c++) row[tx * 4 + c] += source.data[at + c] * w;
        }
      }
    }
    for (let i = 0; i < width * 4; i++) out[ty * width * 4 + i] = Math.min(255, Math.round(row[i]));
  }
  return { width, height, data: out };
}
