// WAV reader: PCM 8/16/24/32-bit, IEEE float 32/64, µ-law and A-law, WAVE_FORMAT_EXTENSIBLE.
// Returns every channel and a mono downmix (what the mixer and the TTS adapters use).
import { alawToLinear, ulawToLinear } from './g711';

export interface DecodedWav {
  sampleRate: number;
  formatTag: number;
  bitsPerSample: number;
  channels: Float32Array[];
  /** Mean of the channels. */
  mono: Float32Array;
}

export class WavDecodeError extends Error {}

export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (o: number) => String.fromCharCode(bytes[o]!, bytes[o + 1]!, bytes[o + 2]!, bytes[o + 3]!);
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new WavDecodeError('not a RIFF/WAVE file');
  let o = 12;
  let fmt: { format: number; channels: number; rate: number; bits: number; blockAlign: number } | null = null;
  let data: Uint8Array | null = null;
  while (o + 8 <= bytes.length) {
    const id = tag(o);
    const size = view.getUint32(o + 4, true);
    const body = o + 8;
    const end = Math.min(bytes.length, body + size);
    if (id === 'fmt ') {
      // A cut-off or lying fmt chunk is a bad file, not a RangeError from the DataView.
      if (size < 16 || body + 16 > bytes.length) throw new WavDecodeError('truncated fmt chunk');
      let format = view.getUint16(body, true);
      if (format === 0xfffe && size >= 40 && body + 26 <= bytes.length) format = view.getUint16(body + 24, true); // sub-format GUID
      fmt = {
        format,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      data = bytes.subarray(body, end); // tolerate a size larger than the file (streamed writers)
    }
    o = body + size + (size % 2);
  }
  if (!fmt) throw new WavDecodeError('missing fmt chunk');
  if (!data) throw new WavDecodeError('missing data chunk');
  const { format, channels: nch, rate, bits } = fmt;
  if (nch < 1) throw new WavDecodeError('no channels');
  const bytesPer = bits / 8;
  const frames = Math.floor(data.length / (bytesPer * nch));
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const read = sampleReader(format, bits, dv, data);
  const channels: Float32Array[] = [];
  for (let c = 0; c < nch; c++) channels.push(new Float32Array(frames));
  for (let f = 0; f < frames; f++) {
    for (let c = 0; c < nch; c++) channels[c]![f] = read((f * nch + c) * bytesPer);
  }
  let mono = channels[0]!;
  if (nch > 1) {
    mono = new Float32Array(frames);
    for (const ch of channels) for (let f = 0; f < frames; f++) mono[f] = mono[f]! + ch[f]! / nch;
  }
  return { sampleRate: rate, formatTag: format, bitsPerSample: bits, channels, mono };
}

function sampleReader(
  format: number,
  bits: number,
  dv: DataView,
  data: Uint8Array,
): (offset: number) => number {
  if (format === 1) {
    if (bits === 8) return (o) => (data[o]! - 128) / 128;
    if (bits === 16) return (o) => dv.getInt16(o, true) / 32768;
    if (bits === 24)
      return (o) => (((data[o]! | (data[o + 1]! << 8) | (data[o + 2]! << 16)) << 8) >> 8) / 8388608;
    if (bits === 32) return (o) => dv.getInt32(o, true) / 2147483648;
  } else if (format === 3) {
    if (bits === 32) return (o) => dv.getFloat32(o, true);
    if (bits === 64) return (o) => dv.getFloat64(o, true);
  } else if (format === 7 && bits === 8) {
    return (o) => ulawToLinear(data[o]!) / 32768;
  } else if (format === 6 && bits === 8) {
    return (o) => alawToLinear(data[o]!) / 32768;
  }
  throw new WavDecodeError(`unsupported WAV format ${format} with ${bits} bits`);
}
