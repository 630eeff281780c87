// Minimal MPEG audio frame walker: enough to verify what the MP3 encoder wrote (version,
// sample rate, bitrate per frame, channel mode) without a decoder.

export interface Mp3Frame {
  offset: number;
  length: number;
  version: 1 | 2 | 2.5;
  sampleRate: number;
  bitrateKbps: number;
  mono: boolean;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<1 | 2 | 2.5, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

/** Parse the layer III frame header at `o`, or null if there is none. */
export function parseFrameHeader(b: Uint8Array, o: number): Mp3Frame | null {
  if (o + 4 > b.length || b[o] !== 0xff || (b[o + 1]! & 0xe0) !== 0xe0) return null;
  const verBits = (b[o + 1]! >> 3) & 3;
  const layer = (b[o + 1]! >> 1) & 3;
  if (verBits === 1 || layer !== 1) return null; // reserved version / not layer III
  const version = verBits === 3 ? 1 : verBits === 2 ? 2 : 2.5;
  const brIndex = b[o + 2]! >> 4;
  const srIndex = (b[o + 2]! >> 2) & 3;
  if (brIndex === 0 || brIndex === 15 || srIndex === 3) return null;
  const padding = (b[o + 2]! >> 1) & 1;
  const bitrateKbps = (version === 1 ? BITRATES_V1_L3 : BITRATES_V2_L3)[brIndex]!;
  const sampleRate = RATES[version][srIndex]!;
  const samplesPerFrame = version === 1 ? 1152 : 576;
  const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  const mono = b[o + 3]! >> 6 === 3;
  return { offset: o, length, version, sampleRate, bitrateKbps, mono };
}

/** Every frame from the first header on (skipping an ID3v2 tag), stopping at the first gap. */
export function mp3Frames(b: Uint8Array): Mp3Frame[] {
  let o = 0;
  if (b[0] === 0x49 && b[1] === 0x44 && b[2] === 0x33) {
    o = 10 + (((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f));
  }
  const frames: Mp3Frame[] = [];
  for (;;) {
    const f = parseFrameHeader(b, o);
    if (!f) break;
    frames.push(f);
    o += f.length;
  }
  return frames;
}
