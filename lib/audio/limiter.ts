// Look-ahead true-peak limiter. The gain needed at each sample (from the oversampled peak around
// it) is spread backwards over the look-ahead window with a sliding minimum, released
// exponentially, then box-smoothed over the same window: the smoothed gain is an average of
// values each ≤ the requirement, so it never exceeds it, and it ramps without clicks.
import { forEachLoudBlock, oversampledPeak } from './true-peak';

export interface LimiterOptions {
  lookaheadMs?: number;
  releaseMs?: number;
}

/**
 * Apply `gain`, then limit so the oversampled peak stays ≤ `ceiling` (linear). Writes into `out`
 * (a new buffer by default; must not be `samples`).
 */
export function limitTruePeak(
  samples: Float32Array,
  sampleRate: number,
  gain: number,
  ceiling: number,
  { lookaheadMs = 5, releaseMs = 80 }: LimiterOptions = {},
  out?: Float32Array,
): Float32Array {
  const n = samples.length;
  if (out === samples) throw new Error('limitTruePeak cannot work in place');
  const x = out && out.length === n ? out : new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = samples[i]! * gain;
  const req = requiredGain(x, sampleRate, ceiling * 0.995);
  if (req === null) return x;
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
    x[i] = x[i]! * (sum / la);
  }
  return x;
}

/**
 * Per-sample gain (≤ 1) that keeps each sample and the interpolated points after it under
 * `ceiling`; null when nothing needs reducing.
 */
function requiredGain(x: Float32Array, sampleRate: number, ceiling: number): Float32Array | null {
  const n = x.length;
  let req: Float32Array | null = null;
  let peaks: Float32Array | null = null;
  forEachLoudBlock(x, sampleRate, ceiling, (start, end) => {
    peaks ??= new Float32Array(n);
    if (oversampledPeak(x, sampleRate, start, end, peaks) <= ceiling) return;
    req ??= new Float32Array(n).fill(1);
    for (let i = start; i < end; i++) {
      const p = peaks[i]!;
      if (p <= ceiling) continue;
      const g = ceiling / p;
      // The points between i and i+1 depend on both, so both carry the reduction.
      if (g < req[i]!) req[i] = g;
      if (i + 1 < n && g < req[i + 1]!) req[i + 1] = g;
    }
  });
  return req;
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
