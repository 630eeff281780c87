// Turning provider answers into EngineAudio, and our DSP fallback for pitch.
import { decodeWav } from '../../../audio/encode/decode-wav';
import type { EngineAudio, SynthesisOptions } from '../../engine';

/** Raw signed 16-bit little-endian mono PCM (Polly "pcm", ElevenLabs "pcm_24000"). */
export function pcm16Audio(bytes: Uint8Array, sampleRate: number): EngineAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return { samples, sampleRate };
}

/** A RIFF/WAVE answer (Azure riff-24khz-16bit-mono-pcm, Google LINEAR16), or raw PCM at `fallbackRate`. */
export function wavOrPcmAudio(bytes: Uint8Array, fallbackRate: number): EngineAudio {
  const riff = bytes.length >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF';
  if (!riff) return pcm16Audio(bytes, fallbackRate);
  const wav = decodeWav(bytes);
  return { samples: wav.mono, sampleRate: wav.sampleRate };
}

/**
 * Pitch for a provider without a pitch control: ask for speech slower by the pitch factor and
 * declare a sample rate higher by it — the resampler then plays it back faster, which raises the
 * pitch and restores the tempo (the trick the Flite adapter uses for rms). Returns the rate to
 * request and the factor to apply to the answer's sample rate.
 */
export function pitchByRate(
  options: SynthesisOptions,
  range: { min: number; max: number },
): {
  speed: number;
  rateScale: number;
} {
  const factor = 2 ** (options.pitch / 12);
  const speed = Math.min(range.max, Math.max(range.min, options.speed / factor));
  return { speed, rateScale: factor };
}

export function scaleRate(audio: EngineAudio, rateScale: number): EngineAudio {
  return rateScale === 1
    ? audio
    : { samples: audio.samples, sampleRate: Math.round(audio.sampleRate * rateScale) };
}
