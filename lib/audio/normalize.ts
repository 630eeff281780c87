// Loudness normalization: a static gain to the target, then — only if the true peak would pass
// the ceiling — a look-ahead true-peak limiter whose gain curve is smooth and provably below the
// per-sample requirement, with a final exact trim as a safety net.
import { dbToGain, gainToDb, peakAbs } from './gain';
import { integratedLoudness, truePeak } from './loudness';
import { applyLimiter, peakProfile } from './limiter';

/** Gain searches stop within this distance of the target (well inside the ±0.5 LU spec). */
const LUFS_TOLERANCE = 0.05;
const MAX_ITERATIONS = 6;

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
  /** The static gain applied before any limiting. */
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
  const lufsIn = integratedLoudness(samples, sampleRate);
  if (lufsIn === -Infinity) {
    // Below the −70 LUFS gate there is nothing to normalize.
    return {
      samples: inPlace ? samples : samples.slice(),
      gainDb: 0,
      lufs: lufsIn,
      truePeakDb: gainToDb(truePeak(samples, sampleRate)),
    };
  }
  const ceiling = dbToGain(truePeakDb);
  let gainDb = Math.min(targetLufs - lufsIn, maxGainDb);
  // If even the sample peak will pass the ceiling the limiter is needed: skip measuring the input.
  const tpIn = peakAbs(samples) * dbToGain(gainDb) > ceiling ? Infinity : truePeak(samples, sampleRate);
  if (tpIn * dbToGain(gainDb) <= ceiling) {
    const g = dbToGain(gainDb);
    const out = inPlace ? samples : new Float32Array(samples.length);
    for (let i = 0; i < samples.length; i++) out[i] = samples[i]! * g;
    return { samples: out, gainDb, lufs: lufsIn + gainDb, truePeakDb: gainToDb(tpIn * g) };
  }
  // Limiting lowers the loudness, so search the gain (secant steps) until the limited result
  // reads the target. The oversampled peaks are measured once, for up to 12 dB more gain.
  const capDb = Math.min(maxGainDb, gainDb + 12);
  const profile = peakProfile(samples, sampleRate, (ceiling * 0.995) / dbToGain(capDb));
  let out: Float32Array = new Float32Array(samples.length);
  let lufs = -Infinity;
  let prev: { gainDb: number; lufs: number } | null = null;
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    applyLimiter(samples, profile, sampleRate, dbToGain(gainDb), ceiling, out);
    lufs = integratedLoudness(out, sampleRate);
    const error = targetLufs - lufs;
    if (Math.abs(error) <= LUFS_TOLERANCE) break;
    let slope = 1;
    if (prev && gainDb !== prev.gainDb)
      slope = Math.min(1, Math.max(0.2, (lufs - prev.lufs) / (gainDb - prev.gainDb)));
    const next = Math.min(capDb, gainDb + error / slope);
    if (next === gainDb) break;
    prev = { gainDb, lufs };
    gainDb = next;
  }
  if (inPlace) {
    samples.set(out);
    out = samples;
  }
  // The limiter works on per-sample true-peak estimates; trim any residue exactly.
  const tp = truePeak(out, sampleRate);
  if (tp > ceiling) {
    const trim = (ceiling / tp) * 0.9999;
    for (let i = 0; i < out.length; i++) out[i] = out[i]! * trim;
    lufs += gainToDb(trim);
    return { samples: out, gainDb, lufs, truePeakDb: gainToDb(tp * trim) };
  }
  return { samples: out, gainDb, lufs, truePeakDb: gainToDb(tp) };
}
