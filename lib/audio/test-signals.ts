// Synthetic signals for tests and benchmarks (deterministic; no recordings needed).
import { createRandom } from './encode/pcm';

export function sine(
  freq: number,
  sampleRate: number,
  seconds: number,
  amplitude = 1,
  phase = 0,
): Float32Array {
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  const w = (2 * Math.PI * freq) / sampleRate;
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin(w * i + phase);
  return out;
}

/** Peak |x| over [start, end). */
export function peak(x: Float32Array, start = 0, end = x.length): number {
  let p = 0;
  for (let i = start; i < end; i++) p = Math.max(p, Math.abs(x[i]!));
  return p;
}

/** RMS in dB over [start, end). */
export function rms(x: Float32Array, start = 0, end = x.length): number {
  let s = 0;
  for (let i = start; i < end; i++) s += x[i]! * x[i]!;
  return 10 * Math.log10(s / Math.max(1, end - start));
}

/**
 * A voice-like signal: harmonic "syllables" (pitch 120–220 Hz, formant-ish rolloff) of 150–350 ms
 * separated by short gaps, with longer pauses between "sentences".
 */
export function voiceLike(sampleRate: number, seconds: number, seed = 7): Float32Array {
  const rand = createRandom(seed);
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  let t = Math.round(0.2 * sampleRate);
  while (t < n) {
    const len = Math.round((0.15 + rand() * 0.2) * sampleRate);
    const f0 = 120 + rand() * 100;
    const amp = 0.2 + rand() * 0.2;
    for (let i = 0; i < len && t + i < n; i++) {
      const env = Math.sin((Math.PI * i) / len);
      let v = 0;
      for (let h = 1; h <= 12; h++) v += Math.sin((2 * Math.PI * f0 * h * i) / sampleRate) / h;
      out[t + i] = amp * env * v * 0.5 + (rand() - 0.5) * 0.01 * env;
    }
    t += len + Math.round((rand() < 0.15 ? 0.5 : 0.06) * sampleRate);
  }
  return out;
}

/** A music-like bed: a few sustained chord tones with slow tremolo and a soft pulse. */
export function musicLike(sampleRate: number, seconds: number): Float32Array {
  const n = Math.round(sampleRate * seconds);
  const out = new Float32Array(n);
  const freqs = [220, 277.18, 329.63, 440, 659.25];
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    let v = 0;
    for (let k = 0; k < freqs.length; k++)
      v += Math.sin(2 * Math.PI * freqs[k]! * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 0.25 * t + k));
    const beat = Math.exp(-((t * 2) % 1) * 8);
    out[i] = 0.1 * v + 0.15 * beat * Math.sin(2 * Math.PI * 110 * t);
  }
  return out;
}
