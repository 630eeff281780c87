import { describe, expect, it } from 'vitest';
import {
  alawToLinear,
  decodeAlaw,
  decodeUlaw,
  encodeAlaw,
  encodeUlaw,
  linearToAlaw,
  linearToUlaw,
  ulawToLinear,
} from './g711';

describe('G.711 µ-law', () => {
  it('matches known code points', () => {
    expect(linearToUlaw(0)).toBe(0xff);
    expect(linearToUlaw(-1)).toBe(0x7e); // reference g711.c: −1 >> 2 = −1 → first negative step
    expect(linearToUlaw(-4)).toBe(0x7e);
    expect(linearToUlaw(3)).toBe(0xff);
    expect(linearToUlaw(32767)).toBe(0x80);
    expect(linearToUlaw(-32768)).toBe(0x00);
    expect(ulawToLinear(0xff)).toBe(0);
    expect(ulawToLinear(0x80)).toBe(32124);
    expect(ulawToLinear(0x00)).toBe(-32124);
    expect(ulawToLinear(0xf0)).toBe(120); // segment 0, step 15: 15·8
    expect(ulawToLinear(0x7f)).toBe(0);
  });

  it('round-trips every code exactly and linear values within half a quantization step', () => {
    for (let code = 0; code < 256; code++) {
      const lin = ulawToLinear(code);
      const back = linearToUlaw(lin);
      // 0x7f and 0xff both decode to 0; every other code is its own inverse.
      expect(code === 0x7f ? 0xff : code).toBe(back);
    }
    for (let v = -32768; v < 32768; v += 7) {
      const y = ulawToLinear(linearToUlaw(v));
      const mag = Math.min(Math.abs(v), 32124);
      // Step size doubles per segment: error ≤ half a step, i.e. ≤ ~1/32 of the magnitude + 4.
      expect(Math.abs(y - Math.sign(v) * mag)).toBeLessThanOrEqual(mag / 32 + 8);
    }
  });

  it('decodes symmetrically around zero', () => {
    for (let code = 0; code < 128; code++) expect(ulawToLinear(code) + ulawToLinear(code | 0x80)).toBe(0);
  });
});

describe('G.711 A-law', () => {
  it('matches known code points', () => {
    expect(linearToAlaw(0)).toBe(0xd5);
    expect(linearToAlaw(-1)).toBe(0x55);
    expect(linearToAlaw(32767)).toBe(0xaa);
    expect(linearToAlaw(-32768)).toBe(0x2a);
    expect(alawToLinear(0xd5)).toBe(8);
    expect(alawToLinear(0x55)).toBe(-8);
    expect(alawToLinear(0xaa)).toBe(32256);
    expect(alawToLinear(0x2a)).toBe(-32256);
  });

  it('round-trips every code exactly and linear values within half a quantization step', () => {
    for (let code = 0; code < 256; code++) expect(linearToAlaw(alawToLinear(code))).toBe(code);
    for (let v = -32768; v < 32768; v += 7) {
      const y = alawToLinear(linearToAlaw(v));
      const mag = Math.min(Math.abs(v), 32256);
      expect(Math.abs(y - Math.sign(v || 1) * mag)).toBeLessThanOrEqual(mag / 32 + 16);
    }
  });
});

describe('table encoders', () => {
  it('agree with the reference functions for every 16-bit value', () => {
    const all = new Int16Array(65536);
    for (let i = 0; i < 65536; i++) all[i] = i - 32768;
    const u = encodeUlaw(all);
    const a = encodeAlaw(all);
    for (let i = 0; i < 65536; i += 1) {
      if (u[i] !== linearToUlaw(i - 32768) || a[i] !== linearToAlaw(i - 32768))
        throw new Error(`mismatch at ${i - 32768}`);
    }
    const du = decodeUlaw(u);
    const da = decodeAlaw(a);
    expect(du[32768]).toBe(0);
    expect(da[32768]).toBe(8);
  });
});
