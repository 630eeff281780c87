// Which English a voice speaks (en-US, en-GB) and which voice a visitor gets before choosing one.
// Pure: the studio's voice cards and the visitor's region (lib/i18n/region.ts) meet here.
import { tagRegion } from '../i18n/region';
import { voiceLanguage, type VoiceListItem } from './voice-list';

/** Accents the cards can name (messages studio.accent.*); a voice of another region shows none. */
const voiceAccents = ['US', 'GB'] as const;
export type VoiceAccent = (typeof voiceAccents)[number];

type Voice = Pick<VoiceListItem, 'locale'>;

const accentOf = (voice: Voice): VoiceAccent | undefined => {
  const region = tagRegion(voice.locale);
  return voiceAccents.find((a) => a === region);
};

/**
 * The accent to show on a voice's card, when its language is offered in more than one region
 * (Pico's Kate is en-GB beside en-US voices); undefined where every voice sounds alike.
 */
export function voiceAccent(voice: Voice, list: readonly Voice[]): VoiceAccent | undefined {
  const language = voiceLanguage(voice);
  const regions = new Set(list.filter((v) => voiceLanguage(v) === language).map((v) => tagRegion(v.locale)));
  return regions.size > 1 ? accentOf(voice) : undefined;
}

/** The best voice of the visitor's region in this list, if it has one ("GB" → Kate). */
export function regionalVoice<V extends Voice>(list: readonly V[], region: string | null): V | undefined {
  return region ? list.find((v) => tagRegion(v.locale) === region) : undefined;
}

/**
 * The voice a visitor starts with: the best one of their region (an en-GB reader gets the en-GB
 * voice), else the list's first (the server lists the best voice of each language first).
 */
export function preferredVoice<V extends Voice>(list: readonly V[], region: string | null): V | undefined {
  return regionalVoice(list, region) ?? list[0];
}
