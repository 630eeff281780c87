// Look-ahead true-peak limiter on a 16-sample block grid. The gain each block needs (from the
// oversampled peaks of its samples) is spread backwards over the look-ahead window with a
// sliding minimum, released exponentially and box-smoothed; every step keeps the curve at or
// below the requirement, and the gain is interpolated linearly inside blocks, so no sample's
// gain exceeds what its peak allows and the gain never jumps. The peaks are measured once, so
// the normalizer can try several gains at O(blocks) each.
import { forEachLoudBlock, oversampledPeak, peakBounds } from './true-peak';

export interface LimiterOptions {
  lookaheadMs?: number;
  releaseMs?: number;
}

/** Samples per gain point. */
export const LIMITER_BLOCK = 16;
/** Safety margin under the ceiling for the per-sample estimates (the normalizer trims exactly). */
const MARGIN = 0.995;

/**
 * For each block of LIMITER_BLOCK samples, the largest oversampled peak of its samples and of the
 * sample before it (the points between two samples depend on both). Only samples that could
 * exceed `threshold` (by `bounds`, see peakBounds) are measured; null when none can.
 */
export function limiterBlockPeaks(
  samples: Float32Array,
  sampleRate: number,
  threshold: number,
  bounds: Float32Array = peakBounds(samples, sampleRate),
): Float32Array | null {
  const n = samples.length;
  let perSample: Float32Array | null = null;
  forEachLoudBlock(
    samples,
    sampleRate,
    threshold,
    (start, end) => {
      perSample ??= new Float32Array(n);
      oversampledPeak(samples, sampleRate, start, end, perSample);
    },
    bounds,
  );
  if (perSample === null) return null;
  const p: Float32Array = perSample;
  const B = LIMITER_BLOCK;
  const blocks = Math.ceil(n / B);
  const out = new Float32Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let m = b > 0 ? p[b * B - 1]! : 0;
    const end = Math.min(n, (b + 1) * B);
    for (let i = b * B; i < end; i++) if (p[i]! > m) m = p[i]!;
    out[b] = m;
  }
  return out;
}

/**
 * Gain at each block start (blocks + 1 points, linear in between) that keeps
 * peak·gain·curve ≤ ceiling·MARGIN; null when no block needs reducing.
 */
export function limiterCurve(
  blockPeaks: Float32Array,
  sampleRate: number,
  gain: number,
  ceiling: number,
  { lookaheadMs = 5, releaseMs = 80 }: LimiterOptions = {},
): Float32Array | null {
  const blocks = blockPeaks.length;
  const limit = (ceiling * MARGIN) / gain;
  // Requirement per point: a point bounds the blocks on both sides of it.
  let req: Float32Array | null = null;
  for (let b = 0; b < blocks; b++) {
    const p = blockPeaks[b]!;
    if (p <= limit) continue;
    req ??= new Float32Array(blocks + 1).fill(1);
    const g = limit / p;
    if (g < req[b]!) req[b] = g;
    if (g < req[b + 1]!) req[b + 1] = g;
  }
  if (req === null) return null;
  const w = Math.max(1, Math.ceil(((lookaheadMs / 1000) * sampleRate) / LIMITER_BLOCK));
  const m = slidingMinForward(req, w);
  // Exponential release towards slightly above unity, clamped at 1, so the gain is back to
  // exactly 1 a few time constants after a peak instead of creeping towards it forever.
  const rel = 1 - Math.exp(-LIMITER_BLOCK / ((releaseMs / 1000) * sampleRate));
  let r = 1;
  for (let i = 0; i < m.length; i++) {
    r += (1.01 - r) * rel;
    if (r > 1) r = 1;
    const v = m[i]!;
    if (v < r) r = v;
    m[i] = r;
  }
  // Causal box average over the look-ahead window; points before the start count as 1.
  const out = new Float32Array(m.length);
  let sum = w;
  for (let i = 0; i < m.length; i++) {
    sum += m[i]! - (i >= w ? m[i - w]! : 1);
    out[i] = sum / w;
  }
  return out;
}

/** out[i] = samples[i]·gain·curve(i), the curve interpolated linearly between block starts. */
export function applyCurve(
  samples: Float32Array,
  gain: number,
  curve: Float32Array | null,
  out: Float32Array,
): Float32Array {
  const n = samples.length;
  if (curve === null) {
    for (let i = 0; i < n; i++) out[i] = samples[i]! * gain;
    return out;
  }
  const B = LIMITER_BLOCK;
  for (let b = 0; b * B < n; b++) {
    const c0 = curve[b]!;
    const c1 = curve[b + 1]!;
    if (c0 === 1 && c1 === 1) {
      const end = Math.min(n, (b + 1) * B);
      for (let i = b * B; i < end; i++) out[i] = samples[i]! * gain;
      continue;
    }
    let g = gain * c0;
    const step = (gain * (c1 - c0)) / B;
    const end = Math.min(n, (b + 1) * B);
    for (let i = b * B; i < end; i++) {
      out[i] = samples[i]! * g;
      g += step;
    }
  }
  return out;
}

/** Apply `gain`, then limit so the oversampled peak stays ≤ `ceiling` (linear). Returns a new buffer. */
export function limitTruePeak(
  samples: Float32Array,
  sampleRate: number,
  gain: number,
  ceiling: number,
  options?: LimiterOptions,
): Float32Array {
  const peaks = limiterBlockPeaks(samples, sampleRate, (ceiling * MARGIN) / gain);
  const curve = peaks && limiterCurve(peaks, sampleRate, gain, ceiling, options);
  return applyCurve(samples, gain, curve, new Float32Array(samples.length));
}

/** out[i] = min(v[i … i+w−1]) via a monotonic deque: O(n). */
function slidingMinForward(v: Float32Array, w: number): Float32Array {
  const n = v.length;
  const out = new Float32Array(n);
  const dq = new Int32Array(n + 1);
  let head = 0;
  let tail = 0;
  for (let i = n - 1; i >= 0; i--) {
    const val = v[i]!;
    while (tail > head && v[dq[tail - 1]!]! >= val) tail--;
    dq[tail++] = i;
    while (dq[head]! > i + w - 1) head++;
    out[i] = v[dq[head]!]!;
  }
  return out;
}
