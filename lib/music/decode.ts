// Decodes a library track (Ogg Opus, mono, 48 kHz) the same way in the browser and on the
// server: both run the same WASM libopus from ogg-opus-decoder, so a preview and a paid
// render start from identical samples. No Node or DOM imports here.
import { OggOpusDecoder } from 'ogg-opus-decoder';

export type DecodedTrack = { samples: Float32Array; sampleRate: number };

/**
 * Decode Ogg Opus bytes to mono samples. The decoder honours the stream's pre-skip and
 * end-trim granule, so the result has exactly the encoded length; `lengthSamples`, when
 * given (the catalog's loop length), is enforced so looping stays sample-exact.
 */
export async function decodeTrack(bytes: Uint8Array, lengthSamples?: number): Promise<DecodedTrack> {
  const decoder = new OggOpusDecoder();
  try {
    await decoder.ready;
    const { channelData, samplesDecoded, sampleRate, errors } = await decoder.decodeFile(bytes);
    if (errors.length > 0) throw new Error(`Opus decode failed: ${errors[0]?.message ?? 'unknown error'}`);
    // The decoder skips bytes it cannot parse; no audio at all means this was not Ogg Opus.
    if (samplesDecoded === 0) throw new Error('Opus decode failed: no audio in the stream');
    const channels = channelData.map((c) => c.subarray(0, samplesDecoded));
    const samples = downmix(channels, samplesDecoded);
    return { samples: lengthSamples === undefined ? samples : fitLength(samples, lengthSamples), sampleRate };
  } finally {
    decoder.free();
  }
}

function downmix(channels: Float32Array[], length: number): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return Float32Array.from(first);
  const out = new Float32Array(length);
  for (const c of channels)
    for (let i = 0; i < length; i++) out[i] = (out[i] ?? 0) + (c[i] ?? 0) / channels.length;
  return out;
}

/** Trim (or, defensively, zero-pad) to the exact loop length. */
function fitLength(samples: Float32Array, length: number): Float32Array {
  if (samples.length === length) return samples;
  const out = new Float32Array(length);
  out.set(samples.subarray(0, length));
  return out;
}
