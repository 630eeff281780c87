// Look-ahead true-peak limiter. The gain needed at each sample (from the oversampled peak around
// it) is spread backwards over the look-ahead window with a sliding minimum, released
// exponentially, then box-smoothed over the same window: the smoothed gain is an average of
// values each ≤ the requirement, so it never exceeds it, and it ramps without clicks.
import { truePeakOversampler } from './loudness';

export interface LimiterOptions {
  lookaheadMs?: number;
  releaseMs?: number;
}

/** Apply `gain`, then limit so the oversampled peak stays ≤ `ceiling` (linear). Returns a new buffer. */
export function limitTruePeak(
  samples: Float32Array,
  sampleRate: number,
  gain: number,
  ceiling: number,
  { lookaheadMs = 5, releaseMs = 80 }: LimiterOptions = {},
): Float32Array {
  const n = samples.length;
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = samples[i]! * gain;
  const req = requiredGain(x, sampleRate, ceiling * 0.995);
  const la = Math.max(1, Math.round((lookaheadMs / 1000) * sampleRate));
  const m = slidingMinForward(req, la);
  // Exponential release (gain recovers towards 1 but never above the look-ahead minimum).
  const rel = 1 - Math.exp(-1 / ((releaseMs / 1000) * sampleRate));
  let r = 1;
  for (let i = 0; i < n; i++) {
    r += (1 - r) * rel;
    const v = m[i]!;
    if (v < r) r = v;
    m[i] = r;
  }
  // Box smoothing over the look-ahead window (causal), in float64 to avoid drift.
  let sum = la; // samples before the start count as unity gain
  for (let i = 0; i < n; i++) {
    const v = m[i]!;
    sum += v - (i >= la ? m[i - la]! : 1);
    x[i] = x[i]! * (sum / la);
  }
  return x;
}

/** Per-sample gain (≤ 1) that keeps the sample and its interpolated neighbours under `ceiling`. */
function requiredGain(x: Float32Array, sampleRate: number, ceiling: number): Float32Array {
  const n = x.length;
  const req = new Float32Array(n).fill(1);
  const { factor, taps, table, gainBound } = truePeakOversampler(sampleRate);
  const half = taps / 2;
  const block = 256;
  for (let start = 0; start < n; start += block) {
    const end = Math.min(n, start + block);
    const lo = Math.max(0, start - half);
    const hi = Math.min(n, end + half);
    let local = 0;
    for (let i = lo; i < hi; i++) {
      const v = Math.abs(x[i]!);
      if (v > local) local = v;
    }
    if (local * gainBound <= ceiling) continue;
    for (let i = start; i < end; i++) {
      let peak = Math.abs(x[i]!);
      const first = i - half + 1;
      for (let p = 1; p < factor; p++) {
        let acc = 0;
        const t0 = p * taps;
        for (let k = 0; k < taps; k++) {
          const j = first + k;
          if (j >= 0 && j < n) acc += table[t0 + k]! * x[j]!;
        }
        const a = Math.abs(acc);
        if (a > peak) peak = a;
      }
      if (peak > ceiling) {
        const g = ceiling / peak;
        // The point between i and i+1 depends on both, so both must carry the reduction.
        if (g < req[i]!) req[i] = g;
        if (i + 1 < n && g < req[i + 1]!) req[i + 1] = g;
      }
    }
  }
  return req;
}

/** out[i] = min(v[i .. i+w−1]) via a monotonic deque: O(n). */
function slidingMinForward(v: Float32Array, w: number): Float32Array {
  const n = v.length;
  const out = new Float32Array(n);
  const dq = new Int32Array(n + 1);
  let head = 0;
  let tail = 0;
  // Walk backwards: window for i is [i, i+w−1].
  for (let i = n - 1; i >= 0; i--) {
    const val = v[i]!;
    while (tail > head && v[dq[tail - 1]!]! >= val) tail--;
    dq[tail++] = i;
    while (dq[head]! > i + w - 1) head++;
    out[i] = v[dq[head]!]!;
  }
  return out;
}
