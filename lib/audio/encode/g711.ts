// ITU-T G.711 µ-law and A-law companding, bit-exact with the reference algorithm (Sun's
// public-domain g711.c). Encoders take 16-bit linear PCM; tables make encoding a lookup.

const ULAW_BIAS = 0x84;
const ULAW_CLIP = 8159;
const ULAW_SEG_END = [0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff] as const;
const ALAW_SEG_END = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff] as const;

function segment(value: number, ends: readonly number[]): number {
  for (let i = 0; i < ends.length; i++) if (value <= ends[i]!) return i;
  return ends.length;
}

/** 16-bit signed linear PCM → µ-law byte. */
export function linearToUlaw(pcm: number): number {
  let v = pcm >> 2; // 14-bit magnitude range
  let mask: number;
  if (v < 0) {
    v = -v;
    mask = 0x7f;
  } else {
    mask = 0xff;
  }
  if (v > ULAW_CLIP) v = ULAW_CLIP;
  v += ULAW_BIAS >> 2;
  const seg = segment(v, ULAW_SEG_END);
  if (seg >= 8) return 0x7f ^ mask;
  return ((seg << 4) | ((v >> (seg + 1)) & 0xf)) ^ mask;
}

/** µ-law byte → 16-bit signed linear PCM. */
export function ulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  let t = ((u & 0x0f) << 3) + ULAW_BIAS;
  t <<= (u & 0x70) >> 4;
  return u & 0x80 ? ULAW_BIAS - t : t - ULAW_BIAS;
}

/** 16-bit signed linear PCM → A-law byte. */
export function linearToAlaw(pcm: number): number {
  let v = pcm >> 3; // 13-bit
  let mask: number;
  if (v >= 0) {
    mask = 0xd5;
  } else {
    mask = 0x55;
    v = -v - 1;
  }
  const seg = segment(v, ALAW_SEG_END);
  if (seg >= 8) return 0x7f ^ mask;
  const aval = (seg << 4) | (seg < 2 ? (v >> 1) & 0xf : (v >> seg) & 0xf);
  return aval ^ mask;
}

/** A-law byte → 16-bit signed linear PCM. */
export function alawToLinear(byte: number): number {
  const a = (byte ^ 0x55) & 0xff;
  let t = (a & 0x0f) << 4;
  const seg = (a & 0x70) >> 4;
  if (seg === 0) t += 8;
  else if (seg === 1) t += 0x108;
  else t = (t + 0x108) << (seg - 1);
  return a & 0x80 ? t : -t;
}

let ulawEncodeTable: Uint8Array | null = null;
let alawEncodeTable: Uint8Array | null = null;
let ulawDecodeTable: Int16Array | null = null;
let alawDecodeTable: Int16Array | null = null;

function encodeTable(fn: (pcm: number) => number): Uint8Array {
  const t = new Uint8Array(65536);
  for (let i = 0; i < 65536; i++) t[i] = fn(i - 32768);
  return t;
}

function decodeTable(fn: (byte: number) => number): Int16Array {
  const t = new Int16Array(256);
  for (let i = 0; i < 256; i++) t[i] = fn(i);
  return t;
}

/** Encode 16-bit PCM to µ-law bytes. */
export function encodeUlaw(pcm: Int16Array): Uint8Array {
  const table = (ulawEncodeTable ??= encodeTable(linearToUlaw));
  const out = new Uint8Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = table[pcm[i]! + 32768]!;
  return out;
}

/** Encode 16-bit PCM to A-law bytes. */
export function encodeAlaw(pcm: Int16Array): Uint8Array {
  const table = (alawEncodeTable ??= encodeTable(linearToAlaw));
  const out = new Uint8Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) out[i] = table[pcm[i]! + 32768]!;
  return out;
}

/** Decode µ-law bytes to 16-bit PCM. */
export function decodeUlaw(bytes: Uint8Array): Int16Array {
  const table = (ulawDecodeTable ??= decodeTable(ulawToLinear));
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = table[bytes[i]!]!;
  return out;
}

/** Decode A-law bytes to 16-bit PCM. */
export function decodeAlaw(bytes: Uint8Array): Int16Array {
  const table = (alawDecodeTable ??= decodeTable(alawToLinear));
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = table[bytes[i]!]!;
  return out;
}
