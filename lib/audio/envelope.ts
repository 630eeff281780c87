// Fades and breakpoint gain envelopes. Curves are monotonic by construction so a fade never
// "bumps" back up; equal-power keeps perceived loudness steady where two sounds cross.
import { dbToGain } from './gain';

export type FadeCurve = 'linear' | 'equal-power';

/** Fade-in gain at position x ∈ [0, 1] (0 → silent, 1 → unity). */
export function fadeGain(x: number, curve: FadeCurve): number {
  const t = x <= 0 ? 0 : x >= 1 ? 1 : x;
  return curve === 'linear' ? t : Math.sin(t * (Math.PI / 2));
}

/** Fade the first `seconds` of `samples` in, in place. */
export function applyFadeIn(
  samples: Float32Array,
  sampleRate: number,
  seconds: number,
  curve: FadeCurve = 'equal-power',
  startIndex = 0,
): Float32Array {
  const n = Math.min(Math.round(seconds * sampleRate), samples.length - startIndex);
  if (n <= 0) return samples;
  for (let i = 0; i < n; i++) {
    const j = startIndex + i;
    samples[j] = samples[j]! * fadeGain(i / n, curve);
  }
  return samples;
}

/** Fade the last `seconds` before `endIndex` (default: the end) out, in place. */
export function applyFadeOut(
  samples: Float32Array,
  sampleRate: number,
  seconds: number,
  curve: FadeCurve = 'equal-power',
  endIndex = samples.length,
): Float32Array {
  const n = Math.min(Math.round(seconds * sampleRate), endIndex);
  if (n <= 0) return samples;
  const start = endIndex - n;
  for (let i = 0; i < n; i++) {
    const j = start + i;
    // (n - 1 - i) / n reaches exactly 0 on the last sample, so the file ends in silence.
    samples[j] = samples[j]! * fadeGain((n - 1 - i) / n, curve);
  }
  return samples;
}

export interface Breakpoint {
  /** Seconds from the start. */
  time: number;
  /** Gain at that time in dB (−Infinity for silence). */
  db: number;
}

/**
 * Linear gain per sample from breakpoints (interpolated linearly in amplitude, held flat before
 * the first and after the last point). Breakpoints are sorted by time first.
 */
export function gainEnvelope(
  breakpoints: readonly Breakpoint[],
  length: number,
  sampleRate: number,
): Float32Array {
  const out = new Float32Array(length);
  if (breakpoints.length === 0) return out.fill(1);
  const pts = [...breakpoints].sort((a, b) => a.time - b.time);
  const gains = pts.map((p) => dbToGain(p.db));
  let k = 0;
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    while (k < pts.length - 1 && pts[k + 1]!.time <= t) k++;
    const a = pts[k]!;
    const b = pts[k + 1];
    const ga = gains[k]!;
    if (b === undefined || t <= a.time) {
      out[i] = ga;
      continue;
    }
    const span = b.time - a.time;
    const x = span > 0 ? (t - a.time) / span : 1;
    out[i] = ga + (gains[k + 1]! - ga) * x;
  }
  return out;
}
