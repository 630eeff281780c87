// One voice of GET /api/voices/ as the server builds it and the browser checks it: one schema for
// the route, the studio's voice picker and the cart's voice names. zod/mini, like every other
// schema the browser loads (#29): one small flavour in the client, about 5 KiB gzip where classic
// zod cost 30; tests/budget/first-load.build.test.ts fails on a client chunk carrying classic zod.
// Mini's object parser never compiles with `new Function` (which the CSP forbids).
import * as z from 'zod/mini';
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
