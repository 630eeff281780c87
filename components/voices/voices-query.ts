'use client';

// GET /api/voices/: the one query the studio's voice picker and the cart's voice names share, so
// the list the studio fetched is reused from the cache, parsed by the route's own schema.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceListSchema, type VoiceListItem } from '@/lib/tts/voice-list';

export async function getVoices(signal?: AbortSignal): Promise<VoiceListItem[]> {
  const response = await fetch('/api/voices/', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`voices: HTTP ${response.status}`);
  return voiceListSchema.parse(await response.json());
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

/** A voice's display name for a cart line; the id until the list has loaded. */
export function useVoiceName(voiceId: string): string {
  const { data } = useVoices();
  return data?.find((v) => v.id === voiceId)?.name ?? voiceId;
}
