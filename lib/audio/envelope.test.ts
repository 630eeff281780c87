import { describe, expect, it } from 'vitest';
import { applyFadeIn, applyFadeOut, fadeGain, gainEnvelope, type FadeCurve } from './envelope';

const curves: FadeCurve[] = ['linear', 'equal-power'];

describe('fades', () => {
  it.each(curves)('%s fade-in is monotonic from 0 to 1', (curve) => {
    const x = new Float32Array(48000).fill(1);
    applyFadeIn(x, 48000, 0.5, curve);
    expect(x[0]).toBe(0);
    let falls = 0;
    for (let i = 1; i < 24000; i++) if (x[i]! < x[i - 1]!) falls++;
    expect(falls).toBe(0);
    expect(x[12000]!).toBeGreaterThan(0.49);
    expect(x[24000]).toBe(1);
    expect(x[47999]).toBe(1);
  });

  it.each(curves)('%s fade-out is monotonic down to silence at the end', (curve) => {
    const x = new Float32Array(48000).fill(1);
    applyFadeOut(x, 48000, 0.25, curve);
    expect(x[35999]).toBe(1);
    let rises = 0;
    for (let i = 36001; i < 48000; i++) if (x[i]! > x[i - 1]!) rises++;
    expect(rises).toBe(0);
    expect(x[42000]!).toBeLessThan(0.75);
    expect(x[47999]).toBe(0);
  });

  it('equal-power fades sum to constant power when crossed', () => {
    for (let k = 0; k <= 10; k++) {
      const a = fadeGain(k / 10, 'equal-power');
      const b = fadeGain(1 - k / 10, 'equal-power');
      expect(a * a + b * b).toBeCloseTo(1, 10);
    }
  });

  it('builds gain envelopes from breakpoints (interpolated, held at the ends)', () => {
    const env = gainEnvelope(
      [
        { time: 0.5, db: -Infinity },
        { time: 0.1, db: 0 },
        { time: 0.9, db: -6.0206 },
      ],
      100,
      100,
    );
    expect(env[0]).toBe(1); // held before the first point
    expect(env[10]).toBe(1);
    expect(env[30]).toBeCloseTo(0.5, 5); // halfway from 1 to 0
    expect(env[50]).toBe(0);
    expect(env[70]).toBeCloseTo(0.25, 4); // halfway from 0 to 0.5
    expect(env[95]).toBeCloseTo(0.5, 4); // held after the last point
  });
});
