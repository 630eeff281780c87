'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoiceListItem } from '../../../lib/tts/api-schema';
import { locales, type Locale } from '../../../lib/i18n/locales';

const textFields = ['id', 'name', 'locale', 'engine', 'sampleUrl'] as const;
const tiers = ['neural', 'standard', 'basic'] as const;
const isTier = (value: unknown): value is VoiceListItem['tier'] =>
  (tiers as readonly unknown[]).includes(value);

/**
 * The shape of lib/tts/api-schema's voiceListItemSchema, checked by hand: this runs on the
 * studio's first load, where zod would add ~30 KiB (#9). Extra fields are dropped, as zod does.
 */
export function parseVoiceList(data: unknown): VoiceListItem[] {
  if (!Array.isArray(data)) throw new TypeError('voices: expected an array');
  return data.map((item: unknown, index) => {
    const v = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const bad = textFields.find((f) => typeof v[f] !== 'string');
    if (bad !== undefined || (v.gender !== 'female' && v.gender !== 'male')) {
      throw new TypeError(`voices: item ${index} is malformed (${bad ?? 'gender'})`);
    }
    if (!isTier(v.tier)) throw new TypeError(`voices: item ${index} is malformed (tier)`);
    return {
      id: v.id as string,
      name: v.name as string,
      locale: v.locale as string,
      gender: v.gender,
      engine: v.engine as string,
      tier: v.tier,
      sampleUrl: v.sampleUrl as string,
    };
  });
}

/** GET /api/voices/ — validated, because the studio trusts nothing it did not parse. */
export async function getVoices(signal?: AbortSignal): Promise<VoiceListItem[]> {
  const response = await fetch('/api/voices/', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`voices: HTTP ${response.status}`);
  return parseVoiceList(await response.json());
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
