import { describe, expect, it } from 'vitest';
import { limitTruePeak } from './limiter';
import { integratedLoudness, truePeakDb } from './loudness';
import { normalizeLoudness } from './normalize';
import { musicLike, sine, voiceLike } from './test-signals';

describe('normalizeLoudness', () => {
  it('brings a quiet tone to −16 LUFS by pure gain when the peak allows', () => {
    const x = sine(1000, 48000, 5, 0.05);
    const r = normalizeLoudness(x, 48000);
    expect(r.gainDb).toBeCloseTo(-16 - integratedLoudness(x, 48000), 6);
    expect(Math.abs(integratedLoudness(r.samples, 48000) + 16)).toBeLessThan(0.5);
    expect(r.lufs).toBeCloseTo(integratedLoudness(r.samples, 48000), 2);
    expect(truePeakDb(r.samples, 48000)).toBeLessThanOrEqual(-1);
  });

  it.each([
    ['voice-like', voiceLike(48000, 12)],
    ['music-like', musicLike(48000, 12)],
    [
      'peaky clicks',
      (() => {
        const x = sine(200, 48000, 8, 0.02);
        for (let i = 1000; i < x.length; i += 9600) x[i] = 0.9;
        return x;
      })(),
    ],
  ] as const)('hits −16 ± 0.5 LUFS with true peak ≤ −1 dBTP (%s)', (_name, x) => {
    const r = normalizeLoudness(x, 48000);
    const lufs = integratedLoudness(r.samples, 48000);
    const tp = truePeakDb(r.samples, 48000);
    expect(Math.abs(lufs + 16)).toBeLessThan(0.5);
    expect(tp).toBeLessThanOrEqual(-1);
    expect(r.truePeakDb).toBeCloseTo(tp, 2);
    expect(r.lufs).toBeCloseTo(lufs, 1);
  });

  it('still reaches the target when the peaks need heavy limiting', () => {
    // Quiet speech-like body with a sharp 0.5 ms transient every 200 ms: a peak-to-loudness ratio
    // far above what −16 LUFS at −1 dBTP allows, so the limiter must work hard.
    const x = voiceLike(48000, 10);
    for (let i = 0; i < x.length; i++) x[i] = x[i]! * 0.25;
    for (let t = 2400; t < x.length - 24; t += 9600)
      for (let k = 0; k < 24; k++) x[t + k] = 0.95 * Math.sin((Math.PI * k) / 24);
    const r = normalizeLoudness(x, 48000);
    expect(Math.abs(integratedLoudness(r.samples, 48000) + 16)).toBeLessThan(0.5);
    expect(truePeakDb(r.samples, 48000)).toBeLessThanOrEqual(-1);
  });

  it('honours other targets and ceilings (broadcast −23 LUFS / −2 dBTP)', () => {
    const r = normalizeLoudness(voiceLike(44100, 10), 44100, { targetLufs: -23, truePeakDb: -2 });
    expect(Math.abs(integratedLoudness(r.samples, 44100) + 23)).toBeLessThan(0.5);
    expect(truePeakDb(r.samples, 44100)).toBeLessThanOrEqual(-2);
  });

  it('leaves silence alone and caps the gain of near-silence', () => {
    const silent = new Float32Array(48000);
    const r = normalizeLoudness(silent, 48000);
    expect(r.gainDb).toBe(0);
    expect(r.samples).toEqual(silent);
    const hum = sine(1000, 48000, 3, 1e-3); // ≈ −63 LUFS: above the gate, far below target
    const h = normalizeLoudness(hum, 48000);
    expect(h.gainDb).toBe(30);
  });
});

describe('limitTruePeak', () => {
  it('keeps quiet material bit-identical to plain gain', () => {
    const x = sine(440, 48000, 1, 0.1);
    const y = limitTruePeak(x, 48000, 2, 0.9);
    for (let i = 0; i < x.length; i += 997) expect(y[i]).toBe(Math.fround(x[i]! * 2));
  });

  it('reduces only around the peaks and ramps smoothly', () => {
    const x = sine(300, 48000, 2, 0.3);
    for (let i = 48000; i < 48480; i++) x[i] = x[i]! * 3; // a 10 ms burst at 0.9
    const y = limitTruePeak(x, 48000, 1, 0.5);
    expect(truePeakDb(y, 48000)).toBeLessThanOrEqual(20 * Math.log10(0.5));
    // Far from the burst nothing changes.
    expect(y[10000]).toBe(x[10000]);
    expect(y[95000]).toBe(x[95000]);
  });
});
