// Look-ahead true-peak limiter. The gain needed at each sample (from the oversampled peak around
// it) is spread backwards over the look-ahead window with a sliding minimum, released
// exponentially, then box-smoothed over the same window: the smoothed gain is an average of
// values each ≤ the requirement, so it never exceeds it, and it ramps without clicks.
// The oversampled peaks are measured once (peakProfile) so the normalizer can try several gains.
import { forEachLoudBlock, oversampledPeak } from './true-peak';

export interface LimiterOptions {
  lookaheadMs?: number;
  releaseMs?: number;
}

/** Safety margin under the ceiling for the per-sample estimates (the normalizer trims exactly). */
const MARGIN = 0.995;

/**
 * Per-sample oversampled peak (the sample and the interpolated points up to the next one) for
 * every sample that could exceed `threshold`; 0 elsewhere. Null when no sample can.
 */
export function peakProfile(
  samples: Float32Array,
  sampleRate: number,
  threshold: number,
): Float32Array | null {
  let peaks: Float32Array | null = null;
  forEachLoudBlock(samples, sampleRate, threshold, (start, end) => {
    peaks ??= new Float32Array(samples.length);
    oversampledPeak(samples, sampleRate, start, end, peaks);
  });
  return peaks;
}

/**
 * out = samples·gain, limited so that (by `profile`, measured on `samples`) no oversampled peak
 * exceeds `ceiling`. `profile` must cover every sample whose peak·gain could exceed the ceiling.
 */
export function applyLimiter(
  samples: Float32Array,
  profile: Float32Array | null,
  sampleRate: number,
  gain: number,
  ceiling: number,
  out: Float32Array,
  { lookaheadMs = 5, releaseMs = 80 }: LimiterOptions = {},
): Float32Array {
  const n = samples.length;
  if (out === samples || out.length !== n)
    throw new Error('applyLimiter needs a separate output of equal length');
  const limit = ceiling * MARGIN;
  let req: Float32Array | null = null;
  if (profile) {
    for (let i = 0; i < n; i++) {
      const p = profile[i]! * gain;
      if (p <= limit) continue;
      req ??= new Float32Array(n).fill(1);
      const g = limit / p;
      // The points between i and i+1 depend on both samples, so both carry the reduction.
      if (g < req[i]!) req[i] = g;
      if (i + 1 < n && g < req[i + 1]!) req[i + 1] = g;
    }
  }
  if (req === null) {
    for (let i = 0; i < n; i++) out[i] = samples[i]! * gain;
    return out;
  }
  const la = Math.max(1, Math.round((lookaheadMs / 1000) * sampleRate));
  const m = slidingMinForward(req, la);
  // Exponential release towards slightly above unity, clamped at 1, so the gain is back to
  // exactly 1 a few time constants after a peak instead of creeping towards it forever.
  const rel = 1 - Math.exp(-1 / ((releaseMs / 1000) * sampleRate));
  let r = 1;
  for (let i = 0; i < n; i++) {
    r += (1.01 - r) * rel;
    if (r > 1) r = 1;
    const v = m[i]!;
    if (v < r) r = v;
    m[i] = r;
  }
  // Box smoothing over the look-ahead window (causal); samples before the start count as 1.
  let sum = la;
  for (let i = 0; i < n; i++) {
    sum += m[i]! - (i >= la ? m[i - la]! : 1);
    out[i] = samples[i]! * gain * (sum / la);
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
  const profile = peakProfile(samples, sampleRate, (ceiling * MARGIN) / gain);
  return applyLimiter(samples, profile, sampleRate, gain, ceiling, new Float32Array(samples.length), options);
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
