'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { voiceListItemSchema, type VoiceListItem } from '../../../lib/tts/api-schema';
import { locales, type Locale } from '../../../lib/i18n/locales';

const voicesResponseSchema = z.array(voiceListItemSchema);

/** GET /api/voices/ — validated, because the studio trusts nothing it did not parse. */
export async function getVoices(signal?: AbortSignal): Promise<VoiceListItem[]> {
  const response = await fetch('/api/voices/', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`voices: HTTP ${response.status}`);
  return voicesResponseSchema.parse(await response.json());
}

export const voicesQueryOptions = queryOptions({
  queryKey: ['voices'],
  queryFn: ({ signal }) => getVoices(signal),
  // The catalog changes only when the server restarts with another engine.
  staleTime: 5 * 60_000,
});

export function useVoices() {
  return useQuery(voicesQueryOptions);
}

/** "de-DE" → "de"; null for a language the site does not offer. */
export function voiceLocale(voice: Pick<VoiceListItem, 'locale'>): Locale | null {
  const language = voice.locale.split('-')[0]?.toLowerCase();
  return locales.find((l) => l === language) ?? null;
}

/** The voices of one language, in the server's order (best first). */
export function voicesFor(voices: readonly VoiceListItem[], locale: Locale): VoiceListItem[] {
  return voices.filter((v) => voiceLocale(v) === locale);
}
