import { describe, expect, it } from 'vitest';
import { sine } from '../test-signals';
import { decodeWav, WavDecodeError } from './decode-wav';
import { encodeRaw } from './raw';
import { decodeAlaw, decodeUlaw } from './g711';
import { encodeWav } from './wav';
import { floatToInt16 } from './pcm';

const text = (b: Uint8Array, o: number) => String.fromCharCode(...b.subarray(o, o + 4));
const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32 = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;

describe('encodeWav', () => {
  it('writes a canonical 44-byte PCM header', () => {
    const x = sine(1000, 8000, 0.5, 0.5);
    const b = encodeWav(x, 8000, 'pcm16');
    expect(text(b, 0)).toBe('RIFF');
    expect(u32(b, 4)).toBe(b.length - 8);
    expect(text(b, 8)).toBe('WAVE');
    expect(text(b, 12)).toBe('fmt ');
    expect(u32(b, 16)).toBe(16);
    expect(u16(b, 20)).toBe(1); // PCM
    expect(u16(b, 22)).toBe(1); // mono
    expect(u32(b, 24)).toBe(8000);
    expect(u32(b, 28)).toBe(16000); // byte rate
    expect(u16(b, 32)).toBe(2);
    expect(u16(b, 34)).toBe(16);
    expect(text(b, 36)).toBe('data');
    expect(u32(b, 40)).toBe(x.length * 2);
    expect(b.length).toBe(44 + x.length * 2);
  });

  it.each([
    ['ulaw', 7],
    ['alaw', 6],
  ] as const)('writes %s as format %d, 8-bit, with a fact chunk', (format, tag) => {
    const x = sine(1000, 8000, 0.25, 0.5);
    const b = encodeWav(x, 8000, format);
    expect(u32(b, 16)).toBe(18);
    expect(u16(b, 20)).toBe(tag);
    expect(u16(b, 22)).toBe(1);
    expect(u32(b, 28)).toBe(8000);
    expect(u16(b, 32)).toBe(1);
    expect(u16(b, 34)).toBe(8);
    expect(u16(b, 36)).toBe(0); // cbSize
    expect(text(b, 38)).toBe('fact');
    expect(u32(b, 46)).toBe(x.length);
    expect(text(b, 50)).toBe('data');
    expect(u32(b, 54)).toBe(x.length);
    expect(b.length).toBe(58 + x.length);
  });

  it('pads odd-length data to an even chunk size', () => {
    const b = encodeWav(new Float32Array(3), 8000, 'ulaw');
    expect(b.length % 2).toBe(0);
    expect(decodeWav(b).mono.length).toBe(3);
  });
});

describe('WAV round trip', () => {
  it('PCM 16-bit within one LSB of dither', () => {
    const x = sine(440, 48000, 0.5, 0.8);
    const d = decodeWav(encodeWav(x, 48000, 'pcm16'));
    expect(d.sampleRate).toBe(48000);
    expect(d.formatTag).toBe(1);
    expect(d.mono.length).toBe(x.length);
    let err = 0;
    for (let i = 0; i < x.length; i++) err = Math.max(err, Math.abs(d.mono[i]! - x[i]!));
    expect(err).toBeLessThanOrEqual(1.5 / 32768);
  });

  it.each(['ulaw', 'alaw'] as const)('%s within G.711 quantization error (SNR > 30 dB)', (format) => {
    const x = sine(1000, 8000, 1, 0.5);
    const d = decodeWav(encodeWav(x, 8000, format));
    expect(d.bitsPerSample).toBe(8);
    let sig = 0;
    let noise = 0;
    for (let i = 0; i < x.length; i++) {
      sig += x[i]! * x[i]!;
      noise += (d.mono[i]! - x[i]!) ** 2;
    }
    expect(10 * Math.log10(sig / noise)).toBeGreaterThan(30);
  });

  it('clips instead of wrapping around', () => {
    const d = decodeWav(encodeWav(new Float32Array([1.5, -1.5, 0.99999]), 8000, 'pcm16', { dither: false }));
    expect(d.mono[0]).toBeCloseTo(32767 / 32768, 6);
    expect(d.mono[1]).toBe(-1);
  });

  it('dither is deterministic (seeded) and inaudible in level', () => {
    const x = sine(1000, 8000, 0.2, 0.25);
    expect(encodeWav(x, 8000, 'pcm16')).toEqual(encodeWav(x, 8000, 'pcm16'));
    const pcm = floatToInt16(new Float32Array(1000));
    expect(Math.max(...Array.from(pcm, Math.abs))).toBeLessThanOrEqual(1);
  });
});

describe('decodeWav', () => {
  function wav(
    format: number,
    bits: number,
    channels: number,
    payload: Uint8Array,
    extensible = false,
  ): Uint8Array {
    const fmtSize = extensible ? 40 : 16;
    const b = new Uint8Array(12 + 8 + fmtSize + 8 + payload.length);
    const v = new DataView(b.buffer);
    b.set([82, 73, 70, 70], 0);
    v.setUint32(4, b.length - 8, true);
    b.set([87, 65, 86, 69, 102, 109, 116, 32], 8);
    v.setUint32(16, fmtSize, true);
    v.setUint16(20, extensible ? 0xfffe : format, true);
    v.setUint16(22, channels, true);
    v.setUint32(24, 16000, true);
    v.setUint32(28, (16000 * channels * bits) / 8, true);
    v.setUint16(32, (channels * bits) / 8, true);
    v.setUint16(34, bits, true);
    if (extensible) v.setUint16(20 + 24, format, true);
    const d = 20 + fmtSize;
    b.set([100, 97, 116, 97], d);
    v.setUint32(d + 4, payload.length, true);
    b.set(payload, d + 8);
    return b;
  }

  it('reads float32 stereo and downmixes', () => {
    const p = new Float32Array([0.5, -0.5, 0.25, 0.75]);
    const d = decodeWav(wav(3, 32, 2, new Uint8Array(p.buffer)));
    expect(d.channels.length).toBe(2);
    expect(Array.from(d.channels[0]!)).toEqual([0.5, 0.25]);
    expect(Array.from(d.mono)).toEqual([0, 0.5]);
    expect(d.sampleRate).toBe(16000);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE 24-bit PCM', () => {
    const p = new Uint8Array([0x00, 0x00, 0x40, 0x00, 0x00, 0xc0]); // +0.5, −0.5
    const d = decodeWav(wav(1, 24, 1, p, true));
    expect(Array.from(d.mono)).toEqual([0.5, -0.5]);
  });

  it('reads headerless raw G.711 content wrapped by sox-style headers', () => {
    const x = sine(500, 8000, 0.1, 0.5);
    const u = encodeRaw(x, 'ulaw');
    const d = decodeWav(wav(7, 8, 1, u));
    expect(d.mono[10]).toBeCloseTo(decodeUlaw(u)[10]! / 32768, 6);
    const a = encodeRaw(x, 'alaw');
    expect(decodeWav(wav(6, 8, 1, a)).mono[10]).toBeCloseTo(decodeAlaw(a)[10]! / 32768, 6);
  });

  it('rejects what it cannot read', () => {
    expect(() => decodeWav(new Uint8Array(20))).toThrow(WavDecodeError);
    expect(() => decodeWav(wav(2, 4, 1, new Uint8Array(4)))).toThrow(WavDecodeError);
  });
});

describe('raw telephony files', () => {
  it('writes headerless 8-bit G.711 and 16-bit little-endian linear', () => {
    const x = sine(1000, 8000, 0.5, 0.5);
    expect(encodeRaw(x, 'ulaw').length).toBe(4000);
    expect(encodeRaw(x, 'alaw').length).toBe(4000);
    const sln = encodeRaw(x, 'sln', { dither: false });
    expect(sln.length).toBe(8000);
    const v = new DataView(sln.buffer);
    expect(v.getInt16(2 * 2, true)).toBe(Math.round(x[2]! * 32768));
  });
});
