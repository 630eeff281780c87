// What a telephone line does to a greeting, so the studio can play it "as callers hear it": the
// narrow voice band (about 300–3,400 Hz), 8 kHz sampling and G.711 µ-law (or A-law) companding,
// the same codec code as the exports. And a measure of whether the music would mask the voice
// on such a line, for the mixer's warning (threshold and reasoning in docs/mixer.md).
import { alawToLinear, linearToAlaw, linearToUlaw, ulawToLinear } from './encode/g711';
import type { Biquad } from './loudness';
import { resample } from './resample';

export const phoneBand = { lowHz: 300, highHz: 3400, sampleRate: 8000 } as const;

/** RBJ-cookbook Butterworth section (Q = 1/√2), normalized so a0 = 1. */
export function butterworth(type: 'highpass' | 'lowpass', frequency: number, sampleRate: number): Biquad {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / Math.SQRT2;
  const a0 = 1 + alpha;
  const b1 = type === 'lowpass' ? 1 - cos : -(1 + cos);
  const b0 = type === 'lowpass' ? (1 - cos) / 2 : (1 + cos) / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

/** Run one biquad over the samples (transposed direct form II), in place. */
export function applyBiquad(samples: Float32Array, f: Biquad): Float32Array {
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] ?? 0;
    const y = f.b0 * x + z1;
    z1 = f.b1 * x - f.a1 * y + z2;
    z2 = f.b2 * x - f.a2 * y;
    samples[i] = y;
  }
  return samples;
}

/** The phone band: two high-pass and two low-pass sections (24 dB per octave each side). */
export function bandLimit(samples: Float32Array, sampleRate: number): Float32Array {
  const out = Float32Array.from(samples);
  const high = butterworth('highpass', phoneBand.lowHz, sampleRate);
  const low = butterworth('lowpass', Math.min(phoneBand.highHz, sampleRate * 0.45), sampleRate);
  for (const f of [high, high, low, low]) applyBiquad(out, f);
  return out;
}

export type PhoneCodec = 'ulaw' | 'alaw';

/**
 * The greeting as a caller hears it over a G.711 line, at the input's sample rate and length (so
 * a player can switch between the two at the same position).
 */
export function phoneLine(
  samples: Float32Array,
  sampleRate: number,
  codec: PhoneCodec = 'ulaw',
): Float32Array {
  const narrow = resample(bandLimit(samples, sampleRate), sampleRate, phoneBand.sampleRate);
  const encode = codec === 'ulaw' ? linearToUlaw : linearToAlaw;
  const decode = codec === 'ulaw' ? ulawToLinear : alawToLinear;
  for (let i = 0; i < narrow.length; i++) {
    const pcm = Math.max(-32768, Math.min(32767, Math.round((narrow[i] ?? 0) * 32767)));
    narrow[i] = decode(encode(pcm)) / 32768;
  }
  const back = resample(narrow, phoneBand.sampleRate, sampleRate);
  if (back.length === samples.length) return back;
  const out = new Float32Array(samples.length);
  out.set(back.subarray(0, samples.length));
  return out;
}

/** Below this many dB of voice over music in the phone band, callers strain to follow the words. */
export const maskingThresholdDb = 12;

const frameSeconds = 0.05;
/** Frames quieter than this (dBFS) are pauses between words, not speech. */
const speechFloorDb = -45;

const db = (energy: number) => (energy > 0 ? 10 * Math.log10(energy) : -Infinity);

/**
 * How far the voice stands above the music in the phone band while the voice speaks (dB; Infinity
 * without music). `voice` and `music` are the placed tracks of one mix, music after ducking.
 */
export function phoneMaskingMargin(voice: Float32Array, music: Float32Array, sampleRate: number): number {
  const v = bandLimit(voice, sampleRate);
  const m = bandLimit(music, sampleRate);
  const frame = Math.max(1, Math.round(frameSeconds * sampleRate));
  let voiceEnergy = 0;
  let musicEnergy = 0;
  for (let start = 0; start + frame <= Math.min(v.length, m.length); start += frame) {
    let ve = 0;
    let me = 0;
    for (let i = start; i < start + frame; i++) {
      ve += (v[i] ?? 0) ** 2;
      me += (m[i] ?? 0) ** 2;
    }
    if (db(ve / frame) < speechFloorDb) continue;
    voiceEnergy += ve;
    musicEnergy += me;
  }
  if (voiceEnergy === 0) return Infinity;
  return db(voiceEnergy) - db(musicEnergy);
}

export function musicMasksVoice(margin: number): boolean {
  return margin < maskingThresholdDb;
}
