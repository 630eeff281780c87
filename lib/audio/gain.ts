// Level conversions and static gain. Gains are linear amplitude factors; levels are dB (20·log10).

const LN10_OVER_20 = Math.LN10 / 20;

/** Decibels to a linear amplitude factor (−Infinity → 0). */
export function dbToGain(db: number): number {
  if (db === -Infinity) return 0;
  return Math.exp(db * LN10_OVER_20);
}

/** Linear amplitude factor to decibels (0 → −Infinity). */
export function gainToDb(gain: number): number {
  const g = Math.abs(gain);
  if (g === 0) return -Infinity;
  return Math.log(g) / LN10_OVER_20;
}

/** A new buffer with every sample scaled by `gainDb`. */
export function applyGain(samples: Float32Array, gainDb: number): Float32Array {
  const out = new Float32Array(samples.length);
  const g = dbToGain(gainDb);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! * g;
  return out;
}

/** Largest absolute sample value. */
export function peakAbs(samples: Float32Array, start = 0, end = samples.length): number {
  let peak = 0;
  for (let i = start; i < end; i++) {
    const v = samples[i]!;
    if (v > peak) peak = v;
    else if (-v > peak) peak = -v;
  }
  return peak;
}

/** Root-mean-square level in dBFS (a full-scale sine reads −3.01). */
export function rmsDb(samples: Float32Array, start = 0, end = samples.length): number {
  if (end <= start) return -Infinity;
  let sum = 0;
  for (let i = start; i < end; i++) {
    const v = samples[i]!;
    sum += v * v;
  }
  return 10 * Math.log10(sum / (end - start));
}
