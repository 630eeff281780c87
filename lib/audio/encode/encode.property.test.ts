// Round trips through every encoder a phone system receives: decode(encode(x)) stays within the
// format's quantization error, for 10,000 generated inputs each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWav, WavDecodeError } from './decode-wav';
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
import { encodeWav, type WavFormat } from './wav';

const runs = { numRuns: 10_000 };

/** The codec's output levels, sorted, and the quantization step around each (the wider neighbour gap). */
function levelsOf(decode: (byte: number) => number) {
  const levels = [...new Set(Array.from({ length: 256 }, (_, b) => decode(b)))].sort((a, b) => a - b);
  const step = new Map<number, number>();
  levels.forEach((level, i) => {
    const below = i > 0 ? level - levels[i - 1]! : 0;
    const above = i < levels.length - 1 ? levels[i + 1]! - level : 0;
    step.set(level, Math.max(below, above));
  });
  return { min: levels[0]!, max: levels[levels.length - 1]!, step };
}

const codecs = {
  // µ-law drops the two lowest bits before companding: up to 7/8 of a step; A-law rounds: half a step.
  ulaw: { encode: linearToUlaw, decode: ulawToLinear, steps: 1, ...levelsOf(ulawToLinear) },
  alaw: { encode: linearToAlaw, decode: alawToLinear, steps: 0.5, ...levelsOf(alawToLinear) },
};

/** Largest error of G.711 for a 16-bit input: its local step (scaled), or the clip to the outermost level. */
function g711Bound(codec: (typeof codecs)['ulaw'], x: number, decoded: number): number {
  if (x > codec.max) return x - codec.max;
  if (x < codec.min) return codec.min - x;
  return codec.step.get(decoded)! * codec.steps;
}

const int16 = fc.integer({ min: -32768, max: 32767 });

describe('G.711 µ-law and A-law (10,000 cases each)', () => {
  for (const [name, codec] of Object.entries(codecs)) {
    it(`${name}: decode(encode(x)) is within one quantization step of x, with x's sign`, () => {
      fc.assert(
        fc.property(int16, (x) => {
          const d = codec.decode(codec.encode(x));
          if (Math.abs(d - x) > g711Bound(codec, x, d)) return false;
          // Companding keeps the sign (a tiny input may decode to the smallest level of either sign).
          return Math.abs(x) < 16 || Math.sign(d) === Math.sign(x);
        }),
        runs,
      );
    });

    it(`${name}: re-encoding a decoded value gives the same value (the code words are fixed points)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 255 }), (byte) => {
          const d = codec.decode(byte);
          return codec.decode(codec.encode(d)) === d;
        }),
        runs,
      );
    });
  }

  it('the array encoders agree with the per-sample reference', () => {
    fc.assert(
      fc.property(fc.array(int16, { maxLength: 64 }), (values) => {
        const pcm = Int16Array.from(values);
        const u = decodeUlaw(encodeUlaw(pcm));
        const a = decodeAlaw(encodeAlaw(pcm));
        return values.every(
          (x, i) => u[i] === ulawToLinear(linearToUlaw(x)) && a[i] === alawToLinear(linearToAlaw(x)),
        );
      }),
      runs,
    );
  });
});

const sample = fc.float({ min: -1, max: Math.fround(1 - 2 ** -24), noNaN: true });
const formats: WavFormat[] = ['pcm16', 'ulaw', 'alaw'];
const formatTags: Record<WavFormat, number> = { pcm16: 1, ulaw: 7, alaw: 6 };

describe('WAV files (10,000 cases)', () => {
  it('decodeWav(encodeWav(x)) keeps rate, format and length, and every sample within quantization error', () => {
    fc.assert(
      fc.property(
        fc.array(sample, { maxLength: 48 }),
        fc.oneof(fc.constantFrom(8000, 16000, 22050, 44100, 48000), fc.integer({ min: 1, max: 192_000 })),
        fc.constantFrom(...formats),
        fc.boolean(),
        fc.integer(),
        (values, rate, format, dither, seed) => {
          const samples = Float32Array.from(values);
          const wav = decodeWav(encodeWav(samples, rate, format, { dither, seed }));
          if (wav.sampleRate !== rate || wav.formatTag !== formatTags[format] || wav.channels.length !== 1)
            return false;
          if (wav.mono.length !== samples.length) return false;
          for (let i = 0; i < samples.length; i++) {
            const x = samples[i]! * 32768;
            const d = wav.mono[i]! * 32768;
            if (format === 'pcm16') {
              // Rounding (½ LSB) plus TPDF dither (< 1 LSB), plus the clip just below full scale.
              if (Math.abs(d - x) > (dither ? 1.5 : 0.5) + Math.max(0, x - 32767)) return false;
            } else {
              // 16-bit rounding (and the clip at full scale) first, no dither for G.711, then companding.
              const codec = codecs[format];
              const q = Math.max(-32768, Math.min(32767, Math.floor(x + 0.5)));
              if (Math.abs(d - x) > g711Bound(codec, q, d) + Math.abs(x - q)) return false;
            }
          }
          return true;
        },
      ),
      runs,
    );
  }, 120_000);

  it('decodeWav answers any bytes with a decoded file or a WavDecodeError, nothing else', () => {
    const header = encodeWav(new Float32Array([0.25, -0.5, 0.75]), 8000, 'ulaw');
    // Corrupted real headers reach the chunk parser; random bytes mostly stop at the RIFF check.
    const corrupted = fc
      .tuple(
        fc.array(fc.tuple(fc.nat(header.length - 1), fc.nat(255)), { maxLength: 8 }),
        fc.nat(header.length),
      )
      .map(([edits, cut]) => {
        const bytes = header.slice(0, cut);
        for (const [at, value] of edits) if (at < bytes.length) bytes[at] = value;
        return bytes;
      });
    fc.assert(
      fc.property(fc.oneof(corrupted, fc.uint8Array({ maxLength: 80 })), (bytes) => {
        try {
          const wav = decodeWav(bytes);
          return wav.channels.length >= 1;
        } catch (error) {
          expect(error).toBeInstanceOf(WavDecodeError);
          return true;
        }
      }),
      runs,
    );
  }, 120_000);
});
