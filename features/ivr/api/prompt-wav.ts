// The WAV work behind a heard prompt: the phone line over a fetched voice, the Blob of a mix.
// Imported on demand by prompt-audio.ts when a prompt is first heard, so the WAV codec is not in
// /voice-prompt/'s download before the visitor plays anything (#29).
import { decodeWav } from '@/lib/audio/encode/decode-wav';
import { encodeWav } from '@/lib/audio/encode/wav';
import { phoneLine } from '@/lib/audio/phone-line';

/** Mono samples as a WAV Blob; `phone` passes them through the phone line at their own rate first. */
export function wavBlob(samples: Float32Array, sampleRate: number, phone: boolean): Blob {
  const encoded = encodeWav(phone ? phoneLine(samples, sampleRate) : samples, sampleRate, 'pcm16');
  return new Blob([encoded.slice().buffer], { type: 'audio/wav' });
}

/** A fetched WAV through the phone line, at its own rate, so a switch keeps the position. */
export function phoneWav(bytes: Uint8Array): Blob {
  const wav = decodeWav(bytes);
  return wavBlob(wav.mono, wav.sampleRate, true);
}
