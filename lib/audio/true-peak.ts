// True peak per ITU-R BS.1770-4 annex 2: 4× oversampling (2× at ≥ 96 kHz, none at ≥ 192 kHz)
// with a 48-tap interpolator (12 taps per phase), here a Kaiser-windowed sinc. Phase 0 is the
// sample itself, so the true peak is never below the sample peak. The kernel uses the filter's
// symmetry (phase 3 mirrors phase 1, phase 2 is symmetric): 18 multiplies per input sample.
import { besselI0 } from './resample';

const RADIUS = 6; // taps per phase / 2
const BETA = 6;
const BLOCK = 256;

interface Kernel {
  /** Phase 1/4 coefficients for x[i−5 … i+6]. */
  c1: Float64Array;
  /** Phase 1/2 coefficients (symmetric). */
  c2: Float64Array;
  /** Largest Σ|h| over the phases: no interpolated value exceeds this × the largest nearby sample. */
  gainBound: number;
  /**
   * A tighter bound from the signal's curvature: every interpolated value between x[i] and
   * x[i+1] is at most `slopeBound`·max(|x[i]|, |x[i+1]|) + `curveBound`·S, where S is the largest
   * |second difference| within reach (see curvatureBounds).
   */
  slopeBound: number;
  curveBound: number;
}

let kernel4: Kernel | null = null;
let kernel2: Kernel | null = null;

function interp(tau: number): number {
  if (tau === 0) return 1;
  const z = tau / RADIUS;
  if (Math.abs(z) >= 1) return 0;
  const w = besselI0(BETA * Math.sqrt(1 - z * z)) / besselI0(BETA);
  return (w * Math.sin(Math.PI * tau)) / (Math.PI * tau);
}

function makeKernel(factor: 2 | 4): Kernel {
  const c1 = new Float64Array(12);
  const c2 = new Float64Array(12);
  let s1 = 0;
  let s2 = 0;
  for (let k = 0; k < 12; k++) {
    // x[i − 5 + k] contributes to the point i + p/4 with h(p/4 + 5 − k).
    c1[k] = factor === 4 ? interp(0.25 + 5 - k) : 0;
    c2[k] = interp(0.5 + 5 - k);
    s1 += Math.abs(c1[k]!);
    s2 += Math.abs(c2[k]!);
  }
  // Phase 3/4 mirrors phase 1/4: its coefficient for x[i − 5 + k] is c1[11 − k].
  const c3 = c1.map((_, k) => c1[11 - k]!);
  let slopeBound = 1;
  let curveBound = 0;
  for (const c of factor === 4 ? [c1, c2, c3] : [c2]) {
    // With d = x[i+1] − x[i], x[i+k] = x[i] + k·d + r_k where |r_k| ≤ S·|k(k−1)|/2, so
    // y = (H0 − H1)·x[i] + H1·x[i+1] + Σ c_k·r_k with H0 = Σ c_k and H1 = Σ k·c_k.
    let h0 = 0;
    let h1 = 0;
    let b = 0;
    for (let j = 0; j < 12; j++) {
      const k = j - 5;
      h0 += c[j]!;
      h1 += k * c[j]!;
      b += (Math.abs(c[j]!) * Math.abs(k * (k - 1))) / 2;
    }
    slopeBound = Math.max(slopeBound, Math.abs(h0 - h1) + Math.abs(h1));
    curveBound = Math.max(curveBound, b);
  }
  // A hair of headroom for the rounding of the kernel's own arithmetic.
  return {
    c1,
    c2,
    gainBound: Math.max(s1, s2),
    slopeBound: slopeBound * (1 + 1e-9),
    curveBound: curveBound * (1 + 1e-9),
  };
}

function kernelFor(sampleRate: number): Kernel | null {
  if (sampleRate >= 192000) return null;
  if (sampleRate >= 96000) return (kernel2 ??= makeKernel(2));
  return (kernel4 ??= makeKernel(4));
}

/**
 * The largest |value| of the oversampled signal in samples [start, end) and the points after
 * them up to the next sample. With `perSample`, also writes that maximum for each sample.
 */
export function oversampledPeak(
  x: Float32Array,
  sampleRate: number,
  start = 0,
  end = x.length,
  perSample: Float32Array | null = null,
): number {
  const k = kernelFor(sampleRate);
  let peak = 0;
  if (!k) {
    for (let i = start; i < end; i++) {
      const v = Math.abs(x[i]!);
      if (perSample) perSample[i] = v;
      if (v > peak) peak = v;
    }
    return peak;
  }
  const n = x.length;
  const { c1, c2 } = k;
  // Paired coefficients: y1 ± y3 from sums and differences of mirrored samples.
  const p0 = c1[0]! + c1[11]!,
    p1 = c1[1]! + c1[10]!,
    p2 = c1[2]! + c1[9]!,
    p3 = c1[3]! + c1[8]!,
    p4 = c1[4]! + c1[7]!,
    p5 = c1[5]! + c1[6]!;
  const m0 = c1[0]! - c1[11]!,
    m1 = c1[1]! - c1[10]!,
    m2 = c1[2]! - c1[9]!,
    m3 = c1[3]! - c1[8]!,
    m4 = c1[4]! - c1[7]!,
    m5 = c1[5]! - c1[6]!;
  const h0 = c2[0]!,
    h1 = c2[1]!,
    h2 = c2[2]!,
    h3 = c2[3]!,
    h4 = c2[4]!,
    h5 = c2[5]!;
  const at = (j: number) => (j >= 0 && j < n ? x[j]! : 0);
  for (let i = start; i < end; i++) {
    let a0: number, a1: number, a2: number, a3: number, a4: number, a5: number;
    let b0: number, b1: number, b2: number, b3: number, b4: number, b5: number;
    if (i >= 5 && i + 6 < n) {
      a0 = x[i - 5]!;
      a1 = x[i - 4]!;
      a2 = x[i - 3]!;
      a3 = x[i - 2]!;
      a4 = x[i - 1]!;
      a5 = x[i]!;
      b5 = x[i + 1]!;
      b4 = x[i + 2]!;
      b3 = x[i + 3]!;
      b2 = x[i + 4]!;
      b1 = x[i + 5]!;
      b0 = x[i + 6]!;
    } else {
      a0 = at(i - 5);
      a1 = at(i - 4);
      a2 = at(i - 3);
      a3 = at(i - 2);
      a4 = at(i - 1);
      a5 = at(i);
      b5 = at(i + 1);
      b4 = at(i + 2);
      b3 = at(i + 3);
      b2 = at(i + 4);
      b1 = at(i + 5);
      b0 = at(i + 6);
    }
    const s0 = a0 + b0,
      s1 = a1 + b1,
      s2 = a2 + b2,
      s3 = a3 + b3,
      s4 = a4 + b4,
      s5 = a5 + b5;
    let v = a5 < 0 ? -a5 : a5;
    const y2 = h0 * s0 + h1 * s1 + h2 * s2 + h3 * s3 + h4 * s4 + h5 * s5;
    const ay2 = y2 < 0 ? -y2 : y2;
    if (ay2 > v) v = ay2;
    if (p0 !== 0) {
      const sum = p0 * s0 + p1 * s1 + p2 * s2 + p3 * s3 + p4 * s4 + p5 * s5;
      const diff =
        m0 * (a0 - b0) + m1 * (a1 - b1) + m2 * (a2 - b2) + m3 * (a3 - b3) + m4 * (a4 - b4) + m5 * (a5 - b5);
      const y1 = (sum + diff) * 0.5;
      const y3 = (sum - diff) * 0.5;
      const ay1 = y1 < 0 ? -y1 : y1;
      const ay3 = y3 < 0 ? -y3 : y3;
      if (ay1 > v) v = ay1;
      if (ay3 > v) v = ay3;
    }
    if (perSample) perSample[i] = v;
    if (v > peak) peak = v;
  }
  return peak;
}

/** Largest |x| of each block of BLOCK samples (one pass; the basis of every skip test). */
export function blockMaxima(x: Float32Array): Float32Array {
  const n = x.length;
  const out = new Float32Array(Math.ceil(n / BLOCK));
  for (let b = 0; b < out.length; b++) {
    const end = Math.min(n, (b + 1) * BLOCK);
    let m = 0;
    for (let i = b * BLOCK; i < end; i++) {
      const v = x[i]!;
      if (v > m) m = v;
      else if (-v > m) m = -v;
    }
    out[b] = m;
  }
  return out;
}

/**
 * For each block of BLOCK samples, a proven upper bound on every oversampled value the block's
 * samples produce (the points from each sample up to the next one). The crude bound, Σ|h| times
 * the largest sample within the interpolator's reach, is about 2× for this kernel, so nearly
 * every block of a dense mix would need the 18-multiply kernel; the curvature bound
 * (slopeBound·M + curveBound·S, S the largest |second difference| nearby) is within a few
 * per cent of the sample peak for smooth audio. Both are exact bounds; the smaller one is used.
 */
export function peakBounds(
  x: Float32Array,
  sampleRate: number,
  maxima: Float32Array = blockMaxima(x),
): Float32Array {
  const n = x.length;
  const blocks = maxima.length;
  const out = new Float32Array(blocks);
  const k = kernelFor(sampleRate);
  if (!k) {
    out.set(maxima);
    return out;
  }
  const curv = curvatureMaxima(x, blocks);
  for (let b = 0; b < blocks; b++) {
    // The points after the block's last sample also depend on the next block's first sample.
    const end = (b + 1) * BLOCK;
    const m = Math.max(maxima[b]!, end < n ? Math.abs(x[end]!) : 0);
    // Second differences within reach (≤ 6 samples, < BLOCK) lie in this block or a neighbour.
    const sd = Math.max(curv[b]!, b > 0 ? curv[b - 1]! : 0, b + 1 < blocks ? curv[b + 1]! : 0);
    // The crude bound also looks at neighbouring blocks' samples.
    const near = Math.max(maxima[b]!, b > 0 ? maxima[b - 1]! : 0, b + 1 < blocks ? maxima[b + 1]! : 0);
    out[b] = Math.min(k.gainBound * near, k.slopeBound * m + k.curveBound * sd);
  }
  return out;
}

/**
 * Largest |x[m+1] − 2x[m] + x[m−1]| per block (samples outside the signal count as 0, as in the
 * interpolator), including the five positions beyond each end of the signal.
 */
function curvatureMaxima(x: Float32Array, blocks: number): Float32Array {
  const n = x.length;
  const out = new Float32Array(blocks);
  if (blocks === 0) return out;
  const at = (j: number) => (j >= 0 && j < n ? x[j]! : 0);
  // Edges (zero-extended) go to the first and last block.
  for (let m = -5; m < Math.min(1, n); m++)
    out[0] = Math.max(out[0]!, Math.abs(at(m + 1) - 2 * at(m) + at(m - 1)));
  for (let m = Math.max(0, n - 1); m <= n + 5; m++)
    out[blocks - 1] = Math.max(out[blocks - 1]!, Math.abs(at(m + 1) - 2 * at(m) + at(m - 1)));
  for (let b = 0; b < blocks; b++) {
    const start = Math.max(1, b * BLOCK);
    const end = Math.min(n - 1, (b + 1) * BLOCK);
    let c = out[b]!;
    let prev = x[start - 1]!;
    let cur = x[start]!;
    for (let m = start; m < end; m++) {
      const next = x[m + 1]!;
      const v = next - 2 * cur + prev;
      if (v > c) c = v;
      else if (-v > c) c = -v;
      prev = cur;
      cur = next;
    }
    out[b] = c;
  }
  return out;
}

/**
 * Blocks of BLOCK samples whose oversampled values could exceed `threshold`, judged from proven
 * per-block bounds (peakBounds). Calls `visit(start, end)` for each.
 */
export function forEachLoudBlock(
  x: Float32Array,
  sampleRate: number,
  threshold: number,
  visit: (start: number, end: number) => void,
  bounds: Float32Array = peakBounds(x, sampleRate),
): void {
  for (let b = 0; b < bounds.length; b++)
    if (bounds[b]! > threshold) visit(b * BLOCK, Math.min(x.length, (b + 1) * BLOCK));
}

/** Largest absolute value of the oversampled signal (linear). */
export function truePeak(
  samples: Float32Array,
  sampleRate: number,
  maxima: Float32Array = blockMaxima(samples),
  bounds: Float32Array = peakBounds(samples, sampleRate, maxima),
): number {
  let peak = 0;
  for (const m of maxima) if (m > peak) peak = m;
  if (peak === 0) return 0;
  // Blocks that cannot beat the sample peak are skipped; the threshold only rises from there.
  let best = peak;
  forEachLoudBlock(
    samples,
    sampleRate,
    peak,
    (start, end) => {
      const p = oversampledPeak(samples, sampleRate, start, end);
      if (p > best) best = p;
    },
    bounds,
  );
  return best;
}

/** True peak in dBTP (−Infinity for silence). */
export function truePeakDb(samples: Float32Array, sampleRate: number): number {
  const p = truePeak(samples, sampleRate);
  return p > 0 ? 20 * Math.log10(p) : -Infinity;
}
