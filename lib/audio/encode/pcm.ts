// Float ↔ 16-bit conversion. Quantizing uses TPDF dither from a seeded PRNG, so the same mix
// gives the same bytes in every browser and on the server.

/** Deterministic 32-bit PRNG (mulberry32), uniform in [0, 1). */
export function createRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DITHER_SEED = 0x5eed1770;

export interface QuantizeOptions {
  /** Triangular (TPDF) dither of ±1 LSB; on by default. */
  dither?: boolean;
  seed?: number;
}

/** Float samples in [−1, 1) → 16-bit signed PCM, clipped. */
export function floatToInt16(samples: Float32Array, { dither = true, seed = DITHER_SEED }: QuantizeOptions = {}): Int16Array {
  const out = new Int16Array(samples.length);
  const rand = createRandom(seed);
  for (let i = 0; i < samples.length; i++) {
    let v = samples[i]! * 32768;
    if (dither) v += rand() - rand();
    v = Math.round(v);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** 16-bit signed PCM → float in [−1, 1). */
export function int16ToFloat(pcm: Int16Array): Float32Array {
  const out = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = pcm[i]! / 32768;
  return out;
}

/** 16-bit PCM as little-endian bytes (byte order fixed regardless of the platform's). */
export function int16ToLeBytes(pcm: Int16Array): Uint8Array {
  const out = new Uint8Array(pcm.length * 2);
  for (let i = 0; i < pcm.length; i++) {
    const v = pcm[i]!;
    out[2 * i] = v & 0xff;
    out[2 * i + 1] = (v >> 8) & 0xff;
  }
  return out;
}
