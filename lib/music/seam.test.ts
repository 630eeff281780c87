import { describe, expect, it } from 'vitest';
import { seamJump, stepQuantile } from './seam';

describe('loop seam measures', () => {
  it('finds the exact quantile of sample steps', () => {
    const ramp = Float32Array.from({ length: 101 }, (_, i) => (i * (i + 1)) / 2 / 1000); // steps 1..100 (/1000)
    expect(stepQuantile(ramp, 0.99)).toBeCloseTo(0.1, 6);
    expect(stepQuantile(ramp, 0.5)).toBeCloseTo(0.051, 6);
    const shuffled = Float32Array.from({ length: 10_001 }, (_, i) => Math.sin(i * 1.7) * ((i * 7919) % 101));
    const steps = Array.from({ length: 10_000 }, (_, i) =>
      Math.fround(Math.abs((shuffled[i + 1] ?? 0) - (shuffled[i] ?? 0))),
    ).sort((a, b) => a - b);
    expect(stepQuantile(shuffled, 0.99)).toBe(steps[9900]);
  });

  it('measures a continuous sine loop as seamless and a cut one as a click', () => {
    const period = 48;
    const whole = Float32Array.from({ length: period * 100 }, (_, i) => Math.sin((2 * Math.PI * i) / period));
    expect(seamJump(whole)).toBeLessThanOrEqual(stepQuantile(whole, 0.99));
    const cut = whole.subarray(0, period * 100 - 12); // ends a quarter period early
    expect(seamJump(cut)).toBeGreaterThan(stepQuantile(cut, 0.99));
  });
});
