import { describe, expect, it } from 'vitest';
import { createRandom } from './encode/pcm';
import { blockMaxima, oversampledPeak, peakBounds, truePeak } from './true-peak';
import { musicLike, sine, voiceLike } from './test-signals';

const BLOCK = 256;

/** The oversampled peak of every sample, measured everywhere (no skipping). */
function bruteForce(x: Float32Array, rate: number): Float32Array {
  const per = new Float32Array(x.length);
  oversampledPeak(x, rate, 0, x.length, per);
  return per;
}

function signals(): [string, Float32Array][] {
  const rand = createRandom(11);
  const out: [string, Float32Array][] = [
    ['music', musicLike(48000, 3)],
    ['voice', voiceLike(48000, 3)],
    ['white noise', new Float32Array(48000).map(() => rand() * 2 - 1)],
    ['square wave', new Float32Array(20000).map((_, i) => (Math.floor(i / 7) % 2 ? 0.9 : -0.9))],
    ['sine at fs/4 between its crests', sine(12000, 48000, 0.5, 0.8, Math.PI / 4)],
    ['three samples', Float32Array.of(0.5, -1, 0.7)],
  ];
  for (let r = 0; r < 20; r++) {
    const x = new Float32Array(1 + Math.floor(rand() * 2000));
    for (let i = 0; i < x.length; i++) x[i] = (rand() - 0.5) * (rand() < 0.01 ? 2 : 0.3);
    out.push([`random clip ${r}`, x]);
  }
  return out;
}

describe('peakBounds', () => {
  it.each(signals())('never falls below the oversampled peak of any block (%s)', (_, x) => {
    const per = bruteForce(x, 48000);
    const bounds = peakBounds(x, 48000);
    for (let b = 0; b < bounds.length; b++) {
      let actual = 0;
      for (let i = b * BLOCK; i < Math.min(x.length, (b + 1) * BLOCK); i++)
        actual = Math.max(actual, per[i]!);
      if (actual > bounds[b]!) throw new Error(`block ${b}: peak ${actual} above bound ${bounds[b]}`);
    }
  });

  it('is within a few per cent of the sample peak for smooth audio (so truePeak skips most blocks)', () => {
    const x = sine(1000, 48000, 1, 0.5);
    const maxima = blockMaxima(x);
    const bounds = peakBounds(x, 48000, maxima);
    // (The blocks at either end see the jump to the zeros beyond the signal.)
    for (let b = 2; b < bounds.length - 2; b++) expect(bounds[b]! / maxima[b]!).toBeLessThan(1.05);
  });
});

describe('truePeak', () => {
  it.each(signals())('equals the brute-force oversampled maximum (%s)', (_, x) => {
    let expected = 0;
    for (const v of bruteForce(x, 48000)) expected = Math.max(expected, v);
    // (The brute force keeps float32 per-sample peaks.)
    expect(Math.fround(truePeak(x, 48000))).toBe(expected);
  });

  it('finds an inter-sample peak above every sample', () => {
    // A 12 kHz sine sampled 45° off its crests: samples at 0.707·A, true peak A.
    const x = sine(12000, 48000, 0.5, 0.8, Math.PI / 4);
    expect(Math.max(...blockMaxima(x))).toBeCloseTo(0.566, 2);
    expect(truePeak(x, 48000)).toBeGreaterThan(0.78);
  });
});
