// RIFF/WAVE writer for mono PCM 16-bit (format 1) and 8-bit G.711 µ-law (7) / A-law (6).
// Non-PCM formats carry the 18-byte fmt chunk (cbSize = 0) and a `fact` chunk, as the WAVE
// spec requires and Cisco/Mitel importers check.
import { encodeAlaw, encodeUlaw } from './g711';
import { floatToInt16, floatToLe16, type QuantizeOptions } from './pcm';

export type WavFormat = 'pcm16' | 'ulaw' | 'alaw';

const FORMAT_TAG: Record<WavFormat, number> = { pcm16: 1, alaw: 6, ulaw: 7 };

/** Encode mono float samples as a WAV file. */
export function encodeWav(
  samples: Float32Array,
  sampleRate: number,
  format: WavFormat,
  options?: QuantizeOptions,
): Uint8Array {
  if (format === 'pcm16') {
    // Quantize straight into the file buffer: no intermediate copies of a long mix.
    const out = wavHeader(samples.length * 2, sampleRate, format, samples.length);
    floatToLe16(samples, out, dataOffset(format), options);
    return out;
  }
  return wrapWav(encodePayload(samples, format, options), sampleRate, format, samples.length);
}

/** The audio bytes alone (what the headerless .sln/.ulaw/.alaw files hold). */
export function encodePayload(
  samples: Float32Array,
  format: WavFormat,
  options?: QuantizeOptions,
): Uint8Array {
  if (format === 'pcm16') {
    const out = new Uint8Array(samples.length * 2);
    floatToLe16(samples, out, 0, options);
    return out;
  }
  // G.711's own quantization dwarfs 16-bit dither, so it is skipped there.
  const pcm = floatToInt16(samples, { ...options, dither: false });
  return format === 'ulaw' ? encodeUlaw(pcm) : encodeAlaw(pcm);
}

/** Put a RIFF/WAVE header around encoded mono audio bytes. */
export function wrapWav(
  payload: Uint8Array,
  sampleRate: number,
  format: WavFormat,
  frames: number,
): Uint8Array {
  const out = wavHeader(payload.length, sampleRate, format, frames);
  out.set(payload, dataOffset(format));
  return out;
}

function dataOffset(format: WavFormat): number {
  return format === 'pcm16' ? 44 : 58;
}

/** A zeroed file of the right size with the header filled in; audio goes at dataOffset(format). */
function wavHeader(payloadBytes: number, sampleRate: number, format: WavFormat, frames: number): Uint8Array {
  const pcm = format === 'pcm16';
  const bits = pcm ? 16 : 8;
  const blockAlign = bits / 8;
  const fmtSize = pcm ? 16 : 18;
  const pad = payloadBytes % 2; // RIFF chunks are word-aligned
  const size = dataOffset(format) + payloadBytes + pad;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let o = 0;
  const tag = (s: string) => {
    for (let i = 0; i < 4; i++) out[o + i] = s.charCodeAt(i);
    o += 4;
  };
  const u32 = (v: number) => {
    view.setUint32(o, v, true);
    o += 4;
  };
  const u16 = (v: number) => {
    view.setUint16(o, v, true);
    o += 2;
  };
  tag('RIFF');
  u32(size - 8);
  tag('WAVE');
  tag('fmt ');
  u32(fmtSize);
  u16(FORMAT_TAG[format]);
  u16(1); // mono
  u32(sampleRate);
  u32(sampleRate * blockAlign);
  u16(blockAlign);
  u16(bits);
  if (!pcm) {
    u16(0); // cbSize
    tag('fact');
    u32(4);
    u32(frames);
  }
  tag('data');
  u32(payloadBytes);
  return out;
}
