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
  return { c1, c2, gainBound: Math.max(s1, s2) };
}

function kernelFor(sampleRate: number): Kernel | null {
  if (sampleRate >= 192000) return null;
  if (sampleRate >= 96000) return (kernel2 ??= makeKernel(2));
  return (kernel4 ??= makeKernel(4));
}

/** How far interpolated values can exceed the largest nearby sample at this rate (≥ 1). */
export function truePeakGainBound(sampleRate: number): number {
  return kernelFor(sampleRate)?.gainBound ?? 1;
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
 * Blocks of BLOCK samples whose oversampled values could exceed `threshold`, judged exactly from
 * the largest sample within reach of the interpolator (the block and its neighbours, RADIUS <
 * BLOCK). Calls `visit(start, end)` for each.
 */
export function forEachLoudBlock(
  x: Float32Array,
  sampleRate: number,
  threshold: number,
  visit: (start: number, end: number) => void,
  maxima: Float32Array = blockMaxima(x),
): void {
  const limit = threshold / truePeakGainBound(sampleRate);
  const blocks = maxima.length;
  for (let b = 0; b < blocks; b++) {
    const here = maxima[b]!;
    const before = b > 0 ? maxima[b - 1]! : 0;
    const after = b + 1 < blocks ? maxima[b + 1]! : 0;
    if (here > limit || before > limit || after > limit)
      visit(b * BLOCK, Math.min(x.length, (b + 1) * BLOCK));
  }
}

/** Largest absolute value of the oversampled signal (linear). */
export function truePeak(
  samples: Float32Array,
  sampleRate: number,
  maxima: Float32Array = blockMaxima(samples),
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
    maxima,
  );
  return best;
}

/** True peak in dBTP (−Infinity for silence). */
export function truePeakDb(samples: Float32Array, sampleRate: number): number {
  const p = truePeak(samples, sampleRate);
  return p > 0 ? 20 * Math.log10(p) : -Infinity;
}
