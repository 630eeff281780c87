import { describe, expect, it } from 'vitest';
import { applyDucking } from './ducking';
import { createRandom } from './encode/pcm';
import { addInto, applyEdgeFades, writeMix, writeMusic, writeMusicDucked } from './mix';

const ramp = (n: number) => Float32Array.from({ length: n }, (_, i) => i + 1);

describe('mix primitives', () => {
  it('addInto adds with gain at an offset and clips to the destination', () => {
    const dest = new Float32Array(6).fill(1);
    addInto(dest, ramp(4), 0.5, 4);
    expect(Array.from(dest)).toEqual([1, 1, 1, 1, 1.5, 2]);
    addInto(dest, ramp(4), 1, -2);
    expect(Array.from(dest)).toEqual([4, 5, 1, 1, 1.5, 2]);
  });

  it('writeMusic wraps the index to loop, or plays once then silence', () => {
    const looped = writeMusic(new Float32Array(7), ramp(3), 2, true);
    expect(Array.from(looped)).toEqual([2, 4, 6, 2, 4, 6, 2]);
    const once = writeMusic(new Float32Array(7).fill(9), ramp(3), 1, false);
    expect(Array.from(once)).toEqual([1, 2, 3, 0, 0, 0, 0]);
  });

  it('writeMusicDucked equals writeMusic followed by applyDucking', () => {
    const music = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i / 7));
    const amount = Float32Array.from({ length: 40 }, (_, b) => Math.min(1, Math.max(0, (b - 10) / 10)));
    const depth = Math.pow(10, -12 / 20) - 1;
    const fused = writeMusicDucked(new Float32Array(1900), music, 0.5, true, amount, 48, depth);
    const separate = applyDucking(writeMusic(new Float32Array(1900), music, 0.5, true), amount, 48, 12);
    let err = 0;
    for (let i = 0; i < fused.length; i++) err = Math.max(err, Math.abs(fused[i]! - separate[i]!));
    expect(err).toBeLessThan(1e-6);
    // Past the last block the amount holds its final value (1 = fully ducked).
    expect(fused[1899]! / (0.5 * music[899]!)).toBeCloseTo(1 + depth, 5);
  });

  it('applyEdgeFades starts and ends at zero and leaves the middle alone', () => {
    const x = new Float32Array(100).fill(1);
    applyEdgeFades(x, 10, 20);
    expect(x[0]).toBe(0);
    expect(x[99]).toBe(0);
    expect(x[50]).toBe(1);
    for (let i = 1; i < 10; i++) expect(x[i]!).toBeGreaterThan(x[i - 1]!);
    for (let i = 81; i < 100; i++) expect(x[i]!).toBeLessThan(x[i - 1]!);
  });

  it.each([
    [
      'looped, ducked, long fades over the voice',
      { loop: true, ducked: true, fadeIn: 700, fadeOut: 900, voiceStart: 300 },
    ],
    [
      'played once, shorter than the mix',
      { loop: false, ducked: true, fadeIn: 50, fadeOut: 40, voiceStart: 0 },
    ],
    [
      'no ducking, voice starting mid-block',
      { loop: true, ducked: false, fadeIn: 0, fadeOut: 0, voiceStart: 101 },
    ],
    ['voice running past the end', { loop: true, ducked: true, fadeIn: 10, fadeOut: 1999, voiceStart: 1500 }],
  ] as const)('writeMix equals music + fades + voice in three passes, bit for bit (%s)', (_, c) => {
    const rand = createRandom(9);
    const noise = (n: number) => Float32Array.from({ length: n }, () => rand() * 2 - 1);
    const n = 2000;
    const music = noise(c.loop ? 333 : 1234);
    const voice = noise(900);
    const amount = Float32Array.from({ length: Math.ceil(n / 48) }, () => rand());
    const depth = -0.75;
    const expected = new Float32Array(n);
    if (c.ducked) writeMusicDucked(expected, music, 0.6, c.loop, amount, 48, depth);
    else writeMusic(expected, music, 0.6, c.loop);
    applyEdgeFades(expected, c.fadeIn, c.fadeOut);
    addInto(expected, voice, 0.9, c.voiceStart);
    const actual = writeMix(new Float32Array(n).fill(7), {
      music,
      musicGain: 0.6,
      loop: c.loop,
      amount: c.ducked ? amount : null,
      blockSize: 48,
      depth,
      fadeIn: c.fadeIn,
      fadeOut: c.fadeOut,
      voice,
      voiceGain: 0.9,
      voiceStart: c.voiceStart,
    });
    expect(Array.from(actual)).toEqual(Array.from(expected));
  });
});
