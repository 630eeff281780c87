// MP3 (mono, CBR) through lamejs, a maintained pure-JS port of LAME that runs in the browser
// and in Node alike.
import * as lame from '@breezystack/lamejs';
import { floatToInt16, type QuantizeOptions } from './pcm';

/** Sample rates LAME accepts for MPEG-1/2/2.5 layer III. */
export const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;

type EncoderClass = typeof lame.Mp3Encoder;

// Bundlers, browsers and vitest load the package's ES module, where the static import works.
// Under a CommonJS loader (tsx scripts) the package resolves to an IIFE that exports nothing,
// so loadMp3Encoder() falls back to a dynamic import, which always picks the ES module.
let Encoder: EncoderClass | null = typeof lame.Mp3Encoder === 'function' ? lame.Mp3Encoder : null;

/** Make sure the encoder is available (a no-op outside CommonJS). */
export async function loadMp3Encoder(): Promise<void> {
  if (Encoder) return;
  const mod: { Mp3Encoder?: EncoderClass; default?: { Mp3Encoder?: EncoderClass } } = await import('@breezystack/lamejs');
  Encoder = mod.Mp3Encoder ?? mod.default?.Mp3Encoder ?? null;
  if (!Encoder) throw new Error('lamejs did not provide Mp3Encoder');
}

const CHUNK = 1152 * 16;

/** Encode mono float samples as CBR MP3. Call `await loadMp3Encoder()` once first in CommonJS scripts. */
export function encodeMp3(samples: Float32Array, sampleRate: number, kbps: number, options?: QuantizeOptions): Uint8Array {
  if (!Encoder) throw new Error('MP3 encoder not loaded: await loadMp3Encoder() first');
  if (!(MP3_SAMPLE_RATES as readonly number[]).includes(sampleRate)) throw new RangeError(`MP3 cannot use ${sampleRate} Hz`);
  const pcm = floatToInt16(samples, options);
  const encoder = new Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  let total = 0;
  const push = (part: Uint8Array) => {
    if (part.length === 0) return;
    // lamejs may return a view on its own reusable buffer: copy it out.
    parts.push(part.slice());
    total += part.length;
  };
  for (let i = 0; i < pcm.length; i += CHUNK) push(encoder.encodeBuffer(pcm.subarray(i, i + CHUNK)));
  push(encoder.flush());
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
