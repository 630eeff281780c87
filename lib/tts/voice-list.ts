// One voice of GET /api/voices/ as the server builds it and the browser checks it: one schema for
// the route, the studio's voice picker and the cart's voice names. Classic zod, like every other
// schema the browser loads: the studio and the IVR builder load classic zod anyway (their quotes
// and the IVR tree), so zod/mini here only added a second flavour on top (#29). Classic zod's
// object parser would compile with `new Function`, which the CSP forbids: lib/browser/zod-jitless.ts
// switches that off before zod loads.
import { z } from 'zod';
import { locales, type Locale } from '../i18n/locales';
import { voiceTiers } from './engine';

export const voiceListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  locale: z.string(),
  gender: z.enum(['female', 'male']),
  engine: z.string(),
  /** neural (cloud) · standard (Pico, Flite, Festival) · basic (eSpeak): shown to buyers in words. */
  tier: z.enum(voiceTiers),
  sampleUrl: z.string(),
});

export const voiceListSchema = z.array(voiceListItemSchema);

export type VoiceListItem = z.infer<typeof voiceListItemSchema>;

/** "de-DE" → "de"; undefined for a language the site does not offer. */
export function voiceLanguage(voice: Pick<VoiceListItem, 'locale'>): Locale | undefined {
  const language = voice.locale.split('-')[0]?.toLowerCase();
  return locales.find((l) => l === language);
}

/** The voices of one language, in the server's order (best first). */
export function voicesFor<V extends Pick<VoiceListItem, 'locale'>>(
  voices: readonly V[],
  locale: Locale,
): V[] {
  return voices.filter((v) => voiceLanguage(v) === locale);
}
