// How long a text will play, estimated before any engine runs, so one small request cannot make
// minutes of audio: 1.5 KB of "[pause 5s]" or of digits (read out as long number words) used to
// give a 578 s preview. The estimate reads the normalized text the engines will receive.
import type { Locale } from '../../i18n/locales';
import { prepareText } from './index';
import type { Pronunciation } from './pronounce';

/** The longest audio one /api/tts/ or /api/preview/ request may produce (README, API docs). */
export const MAX_AUDIO_SECONDS = 180;

/** Our engines speak about 175 words a minute at speed 1: ~14 characters of normalized text a second. */
const SPOKEN_CHARS_PER_SECOND = 14;

/** Seconds of speech and pauses; null when the text itself is invalid (the engine reports why). */
export function estimateAudioSeconds(
  text: string,
  locale: Locale,
  speed = 1,
  pronunciations: readonly Pronunciation[] = [],
): number | null {
  const prepared = prepareText(text, locale, pronunciations);
  if (!prepared.ok) return null;
  let seconds = 0;
  for (const segment of prepared.segments)
    seconds +=
      segment.kind === 'pause' ? segment.seconds : segment.text.length / (SPOKEN_CHARS_PER_SECOND * speed);
  return seconds;
}
