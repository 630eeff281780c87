import { describe, expect, it } from 'vitest';
import {
  integratedLoudness,
  kWeightedChunkSums,
  kWeightingFilters,
  loudnessFromChunkSums,
  measureLoudness,
  samplePeakDb,
  truePeakDb,
} from './loudness';
import { musicLike } from './test-signals';
import { sine } from './test-signals';

const MINUS_20_DBFS = Math.pow(10, -20 / 20);

describe('integratedLoudness (BS.1770-4, mono)', () => {
  // BS.1770 calibrates a 0 dBFS-amplitude 1 kHz sine on ONE channel to −3.01 LUFS (its mean
  // square is 1/2). The "reference 1 kHz tone at −20 dBFS" is a sine of amplitude
  // 10^(−20/20), so it must read −23.01 LUFS within ±0.1 LU.
  it.each([48000, 44100, 16000, 8000])('reads a −20 dBFS 1 kHz tone as −23.01 LUFS at %d Hz', (rate) => {
    expect(integratedLoudness(sine(1000, rate, 10, MINUS_20_DBFS), rate)).toBeCloseTo(-23.01, 1);
    expect(Math.abs(integratedLoudness(sine(1000, rate, 10, MINUS_20_DBFS), rate) + 23.01)).toBeLessThan(0.1);
  });

  it('matches the standard’s published 48 kHz K-weighting coefficients', () => {
    const [shelf, hp] = kWeightingFilters(48000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 8);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 8);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 8);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 8);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 8);
    expect(hp.a1).toBeCloseTo(-1.99004745483398, 8);
    expect(hp.a2).toBeCloseTo(0.99007225036621, 8);
  });

  it('weights high frequencies up and low frequencies down (K-weighting)', () => {
    const at = (f: number) => integratedLoudness(sine(f, 48000, 5, MINUS_20_DBFS), 48000);
    expect(at(4000) - at(1000)).toBeGreaterThan(3);
    expect(at(30) - at(1000)).toBeLessThan(-3);
  });

  it('gates silence (absolute −70) and quiet passages (relative −10 LU)', () => {
    const rate = 48000;
    const tone = sine(1000, rate, 10, MINUS_20_DBFS);
    const withSilence = new Float32Array(rate * 20);
    withSilence.set(tone);
    expect(Math.abs(integratedLoudness(withSilence, rate) + 23.01)).toBeLessThan(0.1);
    const withQuiet = new Float32Array(rate * 20);
    withQuiet.set(tone);
    withQuiet.set(sine(1000, rate, 10, Math.pow(10, -50 / 20)), rate * 10);
    expect(Math.abs(integratedLoudness(withQuiet, rate) + 23.01)).toBeLessThan(0.1);
    // Within the relative gate, the quieter half counts: the level falls between the two.
    const withNear = new Float32Array(rate * 20);
    withNear.set(tone);
    withNear.set(sine(1000, rate, 10, Math.pow(10, -26 / 20)), rate * 10);
    const l = integratedLoudness(withNear, rate);
    expect(l).toBeLessThan(-23.5);
    expect(l).toBeGreaterThan(-29);
  });

  it('gives the same reading from 16-sample chunk sums (the normalizer’s fast path)', () => {
    for (const [rate, seconds] of [
      [48000, 7.3],
      [16000, 2.2],
      [8000, 0.3],
    ] as const) {
      const x = musicLike(rate, seconds);
      const fast = loudnessFromChunkSums(kWeightedChunkSums(x, rate, 16), 16, rate, x.length);
      expect(fast).not.toBeNull();
      expect(fast!).toBeCloseTo(integratedLoudness(x, rate), 9);
    }
    // 100 ms at 44.1 kHz is not a whole number of 16-sample chunks: no fast path.
    const y = musicLike(44100, 1);
    expect(loudnessFromChunkSums(kWeightedChunkSums(y, 44100, 16), 16, 44100, y.length)).toBeNull();
  });

  it('returns −Infinity for silence and measures clips shorter than one block', () => {
    expect(integratedLoudness(new Float32Array(48000), 48000)).toBe(-Infinity);
    expect(integratedLoudness(new Float32Array(0), 48000)).toBe(-Infinity);
    expect(integratedLoudness(sine(1000, 48000, 0.3, MINUS_20_DBFS), 48000)).toBeCloseTo(-23.01, 0);
  });
});

describe('peaks', () => {
  it('sample peak of a sine is its amplitude', () => {
    expect(samplePeakDb(sine(997, 48000, 1, 0.5))).toBeCloseTo(-6.02, 2);
    expect(samplePeakDb(new Float32Array(10))).toBe(-Infinity);
  });

  it.each([48000, 44100, 16000, 8000])('true peak finds the inter-sample peak at %d Hz', (rate) => {
    // A sine at fs/4 sampled 45° off its crest: every sample is ±0.707, the wave reaches 1.0.
    const x = sine(rate / 4, rate, 1, 1, Math.PI / 4);
    expect(samplePeakDb(x)).toBeCloseTo(-3.01, 2);
    const tp = truePeakDb(x, rate);
    expect(tp).toBeGreaterThan(samplePeakDb(x) + 2.5);
    expect(Math.abs(tp)).toBeLessThan(0.3);
  });

  it('true peak equals the sample peak for a slow sine sampled at its crest', () => {
    const x = sine(50, 48000, 1, 0.5);
    expect(truePeakDb(x, 48000)).toBeCloseTo(-6.02, 2);
  });

  it('measureLoudness reports all three', () => {
    const r = measureLoudness(sine(1000, 48000, 3, MINUS_20_DBFS), 48000);
    expect(r.lufs).toBeCloseTo(-23.01, 1);
    expect(r.samplePeakDb).toBeCloseTo(-20, 2);
    expect(r.truePeakDb).toBeGreaterThanOrEqual(r.samplePeakDb);
    expect(r.truePeakDb).toBeLessThan(-19.9);
  });
});
