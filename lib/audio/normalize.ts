// Loudness normalization: a static gain to the target, then — only if the true peak would pass
// the ceiling — a look-ahead true-peak limiter, with the gain searched until the limited result
// reads the target, and a final exact trim as a safety net.
import { dbToGain, gainToDb } from './gain';
import { applyCurve, LIMITER_BLOCK, limiterBlockPeaks, limiterCurve } from './limiter';
import { integratedLoudness, kWeightedChunkSums, loudnessFromChunkSums, truePeak } from './loudness';
import { blockMaxima, peakBounds } from './true-peak';

/** Gain searches stop within this distance of the target (well inside the ±0.5 LU spec). */
const LUFS_TOLERANCE = 0.05;
const MAX_ITERATIONS = 8;
/** How much further than the plain gain the search may go to make up for limiting. */
const EXTRA_GAIN_DB = 12;

export interface NormalizeOptions {
  targetLufs?: number;
  truePeakDb?: number;
  /** Never amplify by more than this, so near-silence does not turn into loud noise. */
  maxGainDb?: number;
  /** Write the result into `samples` instead of a new buffer (the caller owns it). */
  inPlace?: boolean;
}

export interface NormalizeResult {
  samples: Float32Array;
  /** The static gain applied (before any limiting). */
  gainDb: number;
  /** Integrated loudness of the result. */
  lufs: number;
  /** True peak of the result. */
  truePeakDb: number;
}

export function normalizeLoudness(
  samples: Float32Array,
  sampleRate: number,
  { targetLufs = -16, truePeakDb = -1, maxGainDb = 30, inPlace = false }: NormalizeOptions = {},
): NormalizeResult {
  const n = samples.length;
  // One K-weighting pass gives both the input loudness and, per limiter block, the energy the
  // gain search weighs with candidate gain curves.
  const chunkSums = kWeightedChunkSums(samples, sampleRate, LIMITER_BLOCK);
  const lufsIn =
    loudnessFromChunkSums(chunkSums, LIMITER_BLOCK, sampleRate, n) ?? integratedLoudness(samples, sampleRate);
  if (lufsIn === -Infinity) {
    // Below the −70 LUFS gate there is nothing to normalize.
    const tp = truePeak(samples, sampleRate);
    return {
      samples: inPlace ? samples : samples.slice(),
      gainDb: 0,
      lufs: lufsIn,
      truePeakDb: gainToDb(tp),
    };
  }
  const ceiling = dbToGain(truePeakDb);
  let gainDb = Math.min(targetLufs - lufsIn, maxGainDb);
  // If even the sample peak will pass the ceiling the limiter is needed: skip measuring the input.
  const maxima = blockMaxima(samples);
  let samplePeak = 0;
  for (const m of maxima) if (m > samplePeak) samplePeak = m;
  // Per-block peak bounds, shared by the true-peak measurement and the limiter's peak search.
  let bounds: Float32Array | null = null;
  const boundsOf = () => (bounds ??= peakBounds(samples, sampleRate, maxima));
  const tpIn =
    samplePeak * dbToGain(gainDb) > ceiling ? Infinity : truePeak(samples, sampleRate, maxima, boundsOf());
  const out = inPlace ? samples : new Float32Array(n);
  if (tpIn * dbToGain(gainDb) <= ceiling) {
    const g = dbToGain(gainDb);
    for (let i = 0; i < n; i++) out[i] = samples[i]! * g;
    return { samples: out, gainDb, lufs: lufsIn + gainDb, truePeakDb: gainToDb(tpIn * g) };
  }

  const capDb = Math.min(maxGainDb, gainDb + EXTRA_GAIN_DB);
  // Oversampled peaks are measured only where they could need limiting at gains up to
  // `coveredDb`; measuring for the full cap up front would cost twice as much for typical mixes.
  let coveredDb = -Infinity;
  let peaks: Float32Array | null = null;
  const curveFor = (db: number) => {
    if (db > coveredDb) {
      coveredDb = Math.min(capDb, db + 3);
      peaks = limiterBlockPeaks(samples, sampleRate, (ceiling * 0.995) / dbToGain(coveredDb), boundsOf());
    }
    return peaks ? limiterCurve(peaks, sampleRate, dbToGain(db), ceiling) : null;
  };
  const weighted = new Float64Array(chunkSums.length);
  // Loudness of samples·gain·curve, estimated from the K-weighted block energies (the curve
  // moves slowly next to the K-filter's memory); exact measurement when blocks do not tile 100 ms.
  const estimate = (db: number, curve: Float32Array | null): number => {
    const g2 = dbToGain(db) ** 2;
    for (let b = 0; b < chunkSums.length; b++) {
      const c0 = curve ? curve[b]! : 1;
      const c1 = curve ? curve[b + 1]! : 1;
      weighted[b] = chunkSums[b]! * g2 * ((c0 * c0 + c0 * c1 + c1 * c1) / 3);
    }
    const fast = loudnessFromChunkSums(weighted, LIMITER_BLOCK, sampleRate, n);
    return (
      fast ?? integratedLoudness(applyCurve(samples, dbToGain(db), curve, new Float32Array(n)), sampleRate)
    );
  };

  let curve = curveFor(gainDb);
  let prev: { gainDb: number; lufs: number } | null = null;
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    const lufs = estimate(gainDb, curve);
    const error = targetLufs - lufs;
    if (Math.abs(error) <= LUFS_TOLERANCE) break;
    // Limited loudness grows more slowly than the gain: secant slope, first guess ½.
    let slope = 0.5;
    if (prev && gainDb !== prev.gainDb)
      slope = Math.min(1, Math.max(0.1, (lufs - prev.lufs) / (gainDb - prev.gainDb)));
    const next = Math.min(capDb, gainDb + error / slope);
    if (next === gainDb) break;
    prev = { gainDb, lufs };
    gainDb = next;
    curve = curveFor(gainDb);
  }
  // `out` may be `samples` itself: applyCurve reads each sample before writing it.
  applyCurve(samples, dbToGain(gainDb), curve, out);
  let lufs = integratedLoudness(out, sampleRate);
  // The curve works on per-sample true-peak estimates; trim any residue exactly.
  const tp = truePeak(out, sampleRate);
  if (tp > ceiling) {
    const trim = (ceiling / tp) * 0.9999;
    for (let i = 0; i < n; i++) out[i] = out[i]! * trim;
    lufs += gainToDb(trim);
    return { samples: out, gainDb, lufs, truePeakDb: gainToDb(tp * trim) };
  }
  return { samples: out, gainDb, lufs, truePeakDb: gainToDb(tp) };
}
