// Loudness and peak measurement per ITU-R BS.1770-4 / EBU R128 for a mono channel
// (channel weight 1.0): K-weighting, 400 ms blocks with 75 % overlap, absolute gate −70 LUFS and
// relative gate −10 LU, and true peak by 4× oversampling (2× at ≥ 96 kHz).
import { truePeakDb } from './true-peak';

export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two K-weighting stages (high shelf then RLB high-pass) for any sample rate, derived from
 * the analogue prototypes the standard's 48 kHz coefficients come from (as libebur128 does).
 */
export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: +4 dB high shelf around 1.68 kHz (head effects).
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = Math.pow(10, gainDb / 20);
  const vb = Math.pow(vh, 0.4996667741545416);
  const a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // Stage 2: RLB high-pass at 38 Hz.
  const f1 = 38.13547087602444;
  const q1 = 0.5003270373238773;
  const k1 = Math.tan((Math.PI * f1) / sampleRate);
  const d = 1 + k1 / q1 + k1 * k1;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k1 * k1 - 1)) / d,
    a2: (1 - k1 / q1 + k1 * k1) / d,
  };
  return [shelf, highPass];
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

/**
 * Integrated loudness in LUFS (−Infinity for silence). Signals shorter than one 400 ms block
 * are measured as a single block so short IVR prompts still get a reading.
 */
export function integratedLoudness(samples: Float32Array, sampleRate: number): number {
  const energies = blockEnergies(samples, sampleRate);
  return gatedLoudness(energies);
}

/** Mean-square K-weighted energy of each 400 ms block (100 ms hop). */
export function blockEnergies(samples: Float32Array, sampleRate: number): Float64Array {
  const n = samples.length;
  const segLen = sampleRate / 10;
  const segments = Math.floor(n / segLen);
  // 100 ms segments (boundaries rounded when the rate is not a multiple of 10 Hz).
  const segSums = kWeightedSums(samples, sampleRate, segLen);
  if (segments < 4) {
    // Shorter than one block: the whole signal is the block.
    let total = 0;
    for (const v of segSums) total += v;
    const only = new Float64Array(n > 0 ? 1 : 0);
    if (n > 0) only[0] = total / n;
    return only;
  }
  const blocks = segments - 3;
  const out = new Float64Array(blocks);
  const blockLen = 4 * segLen;
  for (let j = 0; j < blocks; j++) {
    out[j] = (segSums[j]! + segSums[j + 1]! + segSums[j + 2]! + segSums[j + 3]!) / blockLen;
  }
  return out;
}

/** K-weighted sum of squares of each `chunk` samples (the last chunk may be shorter). */
export function kWeightedChunkSums(samples: Float32Array, sampleRate: number, chunk: number): Float64Array {
  return kWeightedSums(samples, sampleRate, chunk);
}

/**
 * The one K-weighting pass: both stages over the whole signal, summing the squared output per
 * chunk. Chunk c covers [round(c·len), round((c + 1)·len)) — exact multiples for an integer
 * `len` — and the last one ends at the signal's end.
 */
function kWeightedSums(samples: Float32Array, sampleRate: number, len: number): Float64Array {
  const n = samples.length;
  const out = new Float64Array(Math.ceil(n / len));
  const [s1, s2] = kWeightingFilters(sampleRate);
  const { b0, b1, b2, a1, a2 } = s1;
  const c1 = s2.a1;
  const c2 = s2.a2;
  // Direct form I state for both stages (float64 so the filter adds no noise of its own).
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  let start = 0;
  for (let c = 0; c < out.length; c++) {
    const end = c === out.length - 1 ? n : Math.min(n, Math.round((c + 1) * len));
    let acc = 0;
    for (let i = start; i < end; i++) {
      const x = samples[i]!;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      // Stage 2 has b = (1, −2, 1): its input is y, its own outputs are z.
      const z = y - 2 * y1 + y2 - c1 * z1 - c2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      acc += z * z;
    }
    out[c] = acc;
    start = end;
  }
  return out;
}

/**
 * Integrated loudness from per-chunk K-weighted sums (as kWeightedChunkSums gives) of a signal of
 * `length` samples; null when 100 ms is not a whole number of chunks at this rate.
 */
export function loudnessFromChunkSums(
  sums: Float64Array,
  chunk: number,
  sampleRate: number,
  length: number,
): number | null {
  const segLen = sampleRate / 10;
  const perSeg = segLen / chunk;
  if (!Number.isInteger(perSeg)) return null;
  const segments = Math.floor(length / segLen);
  if (segments < 4) {
    let total = 0;
    for (const s of sums) total += s;
    return length > 0 ? gatedLoudness(Float64Array.of(total / length)) : -Infinity;
  }
  const segSums = new Float64Array(segments);
  for (let s = 0; s < segments; s++) {
    let acc = 0;
    for (let c = s * perSeg; c < (s + 1) * perSeg; c++) acc += sums[c]!;
    segSums[s] = acc;
  }
  const energies = new Float64Array(segments - 3);
  for (let j = 0; j < energies.length; j++) {
    energies[j] = (segSums[j]! + segSums[j + 1]! + segSums[j + 2]! + segSums[j + 3]!) / (4 * segLen);
  }
  return gatedLoudness(energies);
}

/** Apply the absolute and relative gates to block energies and return LUFS. */
export function gatedLoudness(energies: Float64Array): number {
  const absThreshold = lufsToEnergy(ABSOLUTE_GATE_LUFS);
  let sum = 0;
  let count = 0;
  for (const e of energies) {
    if (e > absThreshold) {
      sum += e;
      count++;
    }
  }
  if (count === 0) return -Infinity;
  const relThreshold = (sum / count) * Math.pow(10, RELATIVE_GATE_LU / 10);
  let sum2 = 0;
  let count2 = 0;
  for (const e of energies) {
    if (e > absThreshold && e > relThreshold) {
      sum2 += e;
      count2++;
    }
  }
  return energyToLufs(sum2 / count2);
}

function energyToLufs(e: number): number {
  return e > 0 ? -0.691 + 10 * Math.log10(e) : -Infinity;
}

function lufsToEnergy(lufs: number): number {
  return Math.pow(10, (lufs + 0.691) / 10);
}

/** Highest absolute sample value in dBFS. */
export function samplePeakDb(samples: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = Math.abs(samples[i]!);
    if (v > peak) peak = v;
  }
  return peak > 0 ? 20 * Math.log10(peak) : -Infinity;
}

export { truePeak, truePeakDb } from './true-peak';

export interface LoudnessReport {
  lufs: number;
  truePeakDb: number;
  samplePeakDb: number;
}

/** Everything the mixer's loudness readout shows, in one pass of each measurement. */
export function measureLoudness(samples: Float32Array, sampleRate: number): LoudnessReport {
  return {
    lufs: integratedLoudness(samples, sampleRate),
    truePeakDb: truePeakDb(samples, sampleRate),
    samplePeakDb: samplePeakDb(samples),
  };
}
