import { describe, expect, it } from 'vitest';
import { resample, resampledLength } from './resample';
import { peak, rms, sine } from './test-signals';

/** Level in dB of the steady part (edges trimmed) relative to the input amplitude. */
function steadyGainDb(y: Float32Array, amplitude: number, rate: number): number {
  const trim = Math.round(0.05 * rate);
  return rms(y, trim, y.length - trim) - 20 * Math.log10(amplitude / Math.SQRT2);
}

describe('resample', () => {
  it('is the identity (a copy) when the rates are equal', () => {
    const x = sine(440, 48000, 0.1);
    const y = resample(x, 48000, 48000);
    expect(y).toEqual(x);
    expect(y).not.toBe(x);
  });

  it('produces ceil(n·to/from) samples', () => {
    for (const [from, to] of [
      [48000, 8000],
      [22050, 48000],
      [44100, 16000],
      [48000, 44100],
      [16000, 8000],
    ] as const) {
      const x = new Float32Array(12345);
      expect(resample(x, from, to).length).toBe(resampledLength(12345, from, to));
      expect(resampledLength(12345, from, to)).toBe(Math.ceil((12345 * to) / from));
    }
  });

  it.each([4100, 4500, 6000, 11000, 17000, 23000])('48k → 8k rejects a %d Hz sine by ≥ 60 dB', (f) => {
    const y = resample(sine(f, 48000, 1), 48000, 8000);
    const trim = 400; // skip the filter's start-up and tail
    expect(20 * Math.log10(peak(y, trim, y.length - trim))).toBeLessThanOrEqual(-60);
  });

  it.each([
    [44100, 8000, 4400],
    [22050, 8000, 5000],
    [48000, 16000, 9000],
    [44100, 16000, 12000],
    [48000, 44100, 23000],
  ] as const)('%d → %d rejects content above the new Nyquist (%d Hz) by ≥ 60 dB', (from, to, f) => {
    const y = resample(sine(f, from, 1), from, to);
    const trim = Math.round(0.05 * to);
    expect(20 * Math.log10(peak(y, trim, y.length - trim))).toBeLessThanOrEqual(-60);
  });

  it.each([300, 1000, 3000])('48k → 8k keeps %d Hz within ±0.5 dB', (f) => {
    const y = resample(sine(f, 48000, 1, 0.5), 48000, 8000);
    expect(Math.abs(steadyGainDb(y, 0.5, 8000))).toBeLessThan(0.5);
  });

  it.each([
    [22050, 48000, 1000],
    [22050, 48000, 7500],
    [16000, 48000, 5500],
    [44100, 48000, 15000],
    [48000, 16000, 6000],
    [48000, 44100, 16000],
    [8000, 48000, 3000],
  ] as const)('%d → %d keeps a %d Hz sine within ±0.1 dB and at the right pitch', (from, to, f) => {
    const y = resample(sine(f, from, 1, 0.5), from, to);
    expect(Math.abs(steadyGainDb(y, 0.5, to))).toBeLessThan(0.1);
    // Compare with the ideal sine at the new rate: the resampler adds no delay.
    const ideal = sine(f, to, 1, 0.5);
    let err = 0;
    const trim = Math.round(0.05 * to);
    for (let i = trim; i < y.length - trim; i++) err = Math.max(err, Math.abs(y[i]! - ideal[i]!));
    expect(20 * Math.log10(err / 0.5)).toBeLessThan(-50);
  });

  it('upsampling rejects images of the source band by ≥ 60 dB', () => {
    // A 5.5 kHz tone at 16 kHz (inside the 0.72 × Nyquist passband) images to 10.5 kHz when
    // upsampled; the output must be the clean 5.5 kHz tone alone.
    const y = resample(sine(5500, 16000, 1, 0.5), 16000, 48000);
    const clean = sine(5500, 48000, 1, 0.5);
    const trim = 2400;
    let err = 0;
    for (let i = trim; i < y.length - trim; i++) err = Math.max(err, Math.abs(y[i]! - clean[i]!));
    expect(20 * Math.log10(err / 0.5)).toBeLessThan(-60);
  });

  it('handles rate pairs with no small common ratio', () => {
    const y = resample(sine(1000, 48000, 0.5, 0.5), 48000, 44101);
    expect(Math.abs(steadyGainDb(y, 0.5, 44101))).toBeLessThan(0.1);
  });

  it.each([
    [44100, 48000],
    [48000, 8000],
    [22050, 48000],
    [24000, 48000],
    [48000, 24000],
    [48000, 16000],
  ] as const)(
    '%d → %d: a prefix resamples to exactly the same samples (no dependence on grouping)',
    (from, to) => {
      const x = sine(1234, from, 1, 0.5);
      const full = resample(x, from, to);
      const part = resample(x.subarray(0, 30011), from, to);
      const safe = Math.floor((30011 * to) / from) - 200; // clear of the prefix's end effects
      expect(Array.from(part.subarray(0, safe))).toEqual(Array.from(full.subarray(0, safe)));
    },
  );

  it('2:1 interpolation passes every input sample through unchanged (the TTS voice to the mix rate)', () => {
    const x = sine(1234, 24000, 0.5, 0.5);
    const y = resample(x, 24000, 48000);
    for (let i = 0; i < x.length; i++) if (y[2 * i] !== x[i]) throw new Error(`sample ${i} changed`);
    // The in-between samples are interpolated, not copied or zero.
    expect(y[1001]).not.toBe(y[1000]);
    expect(Math.abs(y[1001]! - 0.5 * Math.sin((2 * Math.PI * 1234 * 500.5) / 24000))).toBeLessThan(1e-3);
  });

  it('is deterministic', () => {
    const x = sine(1234, 44100, 0.3);
    expect(resample(x, 44100, 8000)).toEqual(resample(x, 44100, 8000));
  });

  it('gives the same output whatever was resampled before (the padded input buffer is reused)', () => {
    const long = sine(440, 16_000, 1.5, 0.8);
    const short = sine(300, 16_000, 0.05, 0.5);
    const first = resample(short, 16_000, 24_000);
    resample(long, 16_000, 24_000); // leaves non-zero samples where short's padding will be
    resample(sine(1000, 22_050, 25, 0.9), 22_050, 24_000); // longer than the shared buffer (2^19)
    const again = resample(short, 16_000, 24_000);
    expect(Array.from(again)).toEqual(Array.from(first));
    // Nothing of the long signal leaks past the short one's end.
    expect(peak(again.subarray(again.length - 4))).toBeLessThan(0.5);
  });

  it('rejects non-integer rates', () => {
    expect(() => resample(new Float32Array(4), 44100.5, 8000)).toThrow(RangeError);
  });
});
