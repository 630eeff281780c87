import { describe, expect, it } from 'vitest';
import { applyDucking, duckingAmount, placeActivity, voiceActivity } from './ducking';
import { rms, sine } from './test-signals';

const RATE = 48000;

/** 4 s of silence, 3 s of a voice-level tone, 5 s of silence. */
function voiceWithGap(): Float32Array {
  const v = new Float32Array(RATE * 12);
  v.set(sine(220, RATE, 3, 0.3), RATE * 4);
  return v;
}

describe('ducking', () => {
  it('detects voice activity with a relative threshold', () => {
    const act = voiceActivity(voiceWithGap(), RATE);
    expect(act.blockSize).toBe(48);
    expect(act.active[1000]).toBe(0); // 1 s
    expect(act.active[5500]).toBe(1); // 5.5 s
    expect(act.active[9000]).toBe(0); // 9 s
  });

  it.each([6, 12, 18, 24])(
    'lowers the music by %d dB under the voice (±0.5 dB) and not at all far from it',
    (duckDb) => {
      const voice = voiceWithGap();
      const act = voiceActivity(voice, RATE);
      const amount = duckingAmount(act, 80, 400);
      const music = sine(440, RATE, 12, 0.2);
      const before = rms(music, RATE * 5, RATE * 6);
      applyDucking(music, amount, act.blockSize, duckDb);
      const under = rms(music, Math.round(RATE * 4.5), Math.round(RATE * 6.5));
      expect(Math.abs(before - under - duckDb)).toBeLessThan(0.5);
      expect(rms(music, 0, RATE * 3)).toBeCloseTo(before, 6); // 1 s before the voice
      expect(rms(music, RATE * 9, RATE * 12)).toBeCloseTo(before, 6); // 2 s after it
    },
  );

  it('ramps down before the voice (look-ahead attack) and up after it (release), monotonically', () => {
    const act = voiceActivity(voiceWithGap(), RATE);
    const amount = duckingAmount(act, 100, 500);
    const onset = act.active.indexOf(1);
    const offset = act.active.lastIndexOf(1);
    expect(amount[onset]).toBe(1);
    expect(amount[onset - 50]).toBeGreaterThan(0);
    expect(amount[onset - 50]).toBeLessThan(1);
    expect(amount[onset - 101]).toBe(0);
    // Held for 250 ms, then released over 500 ms.
    expect(amount[offset + 200]).toBe(1);
    expect(amount[offset + 500]).toBeGreaterThan(0);
    expect(amount[offset + 500]).toBeLessThan(1);
    expect(amount[offset + 751]).toBe(0);
    for (let b = onset - 120; b < onset; b++) expect(amount[b + 1]!).toBeGreaterThanOrEqual(amount[b]!);
    for (let b = offset; b < offset + 770; b++) expect(amount[b + 1]!).toBeLessThanOrEqual(amount[b]!);
  });

  it('applies a smooth gain (no step larger than the ramp allows)', () => {
    const act = voiceActivity(voiceWithGap(), RATE);
    const amount = duckingAmount(act, 20, 100);
    const ones = new Float32Array(RATE * 12).fill(1);
    applyDucking(ones, amount, act.blockSize, 24);
    let maxStep = 0;
    for (let i = 1; i < ones.length; i++) maxStep = Math.max(maxStep, Math.abs(ones[i]! - ones[i - 1]!));
    // A 20 ms ramp over ~0.94 of gain, smoothstep-shaped: steepest slope 1.5 × average.
    expect(maxStep).toBeLessThan((1.5 * 0.94) / (0.02 * RATE) + 1e-4);
  });

  it('holds through short gaps between words so the music does not pump', () => {
    const v = new Float32Array(RATE * 4);
    v.set(sine(200, RATE, 1, 0.3), RATE); // 1–2 s
    v.set(sine(200, RATE, 1, 0.3), RATE * 2.2); // a 200 ms gap, then 2.2–3.2 s
    const act = voiceActivity(v, RATE);
    const amount = duckingAmount(act, 80, 400);
    for (let b = 1100; b < 3100; b++) expect(amount[b]).toBe(1);
  });

  it('places activity on a longer timeline', () => {
    const act = voiceActivity(sine(200, RATE, 1, 0.3), RATE);
    const placed = placeActivity(act, 3000, 1000);
    expect(placed.active[999]).toBe(0);
    expect(placed.active[1500]).toBe(1);
    expect(placed.active[2500]).toBe(0);
  });
});
