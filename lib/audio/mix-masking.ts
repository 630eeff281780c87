// Would the music mask the voice on a phone line? Measured on the very buffers a mix is made of:
// the voice and the (ducked, faded) music are laid out by mixPrepared — the code of the preview
// and the paid render — each with the other silenced, then compared in the phone band
// (phoneMaskingMargin; threshold and reasoning in docs/mixer.md). The mix is linear in the two
// gains, so the parts add up to the mix before its loudness gain, which scales both alike.
import type { GreetingSpec } from '../greeting/spec';
import { musicMasksVoice, phoneMaskingMargin } from './phone-line';
import { mixPrepared, type PreparedMusic, type PreparedVoice } from './render-mix';

export type MaskingSpec = Pick<GreetingSpec, 'music' | 'voiceDelay' | 'voiceVolumeDb'>;

export interface MaskingReport {
  /** Voice over music in the phone band while the voice speaks (dB); Infinity without music. */
  marginDb: number;
  masked: boolean;
}

export function mixMasking(
  voice: PreparedVoice,
  music: PreparedMusic | null,
  spec: MaskingSpec,
): MaskingReport {
  if (!music || spec.music.trackId === null) return { marginDb: Infinity, masked: false };
  const voicePart = mixPrepared(voice, music, { ...spec, music: { ...spec.music, volumeDb: -Infinity } });
  const musicPart = mixPrepared(voice, music, { ...spec, voiceVolumeDb: -Infinity });
  const marginDb = phoneMaskingMargin(voicePart.samples, musicPart.samples, voice.sampleRate);
  return { marginDb, masked: musicMasksVoice(marginDb) };
}
