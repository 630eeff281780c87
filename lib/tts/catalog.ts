// The voice catalog as the public API and server components see it.
import type { Locale } from '../i18n/locales';
import type { VoiceTierLookup } from '../payments/pricing';
import { voiceSampleUrl, type VoiceListItem } from './api-schema';
import { voiceLanguage, voiceTier } from './registry';
import { getTtsService, type TtsService } from './service';

/** Every voice, best first per language (the body of GET /api/voices/). */
export function voiceList(service: TtsService = getTtsService()): VoiceListItem[] {
  return service.registry.voices().map((v) => ({
    id: v.id,
    name: v.name,
    locale: v.locale,
    gender: v.gender,
    engine: v.engine,
    tier: v.tier,
    sampleUrl: voiceSampleUrl(v.id),
  }));
}

/** The voice the studio preselects for a page language (Flite rms for English). */
export function defaultVoiceId(locale: Locale, service: TtsService = getTtsService()): string | undefined {
  return service.registry.defaultVoice(locale)?.id;
}

/**
 * What the home page may say of the voices in a language, from the best one offered here: a
 * "natural" voice only with a neural one, a "clear" one with a voice built from recordings (Pico,
 * Flite), and plainly a synthetic one where only eSpeak's formant voices speak it (Greek and
 * Portuguese offline: a "clear voice" there was a promise the audio did not keep, #33).
 */
export function voicePromise(
  locale: Locale,
  service: TtsService = getTtsService(),
): 'natural' | 'clear' | 'synthetic' {
  const tiers = new Set(
    service.registry
      .voices()
      .filter((v) => voiceLanguage(v) === locale)
      .map((v) => v.tier),
  );
  if (tiers.has('neural')) return 'natural';
  return tiers.has('standard') ? 'clear' : 'synthetic';
}

/** Voice id → tier from this server's catalog, for pricing (lib/payments/pricing.ts). */
export function voiceTierLookup(service: TtsService = getTtsService()): VoiceTierLookup {
  return (voiceId) => {
    const found = service.registry.find(voiceId);
    return found ? voiceTier(found.voice) : 'basic';
  };
}
