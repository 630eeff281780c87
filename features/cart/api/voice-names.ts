'use client';

// Voice names for cart lines. Same key and shape as the studio's voices query, so the list the
// studio already fetched is reused from the cache.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { voiceListItemSchema } from '../../../lib/tts/api-schema';

export function useVoiceName(voiceId: string): string {
  const { data } = useQuery({
    queryKey: ['voices'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/voices/', { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`voices: HTTP ${response.status}`);
      return z.array(voiceListItemSchema).parse(await response.json());
    },
    staleTime: 5 * 60_000,
  });
  return data?.find((v) => v.id === voiceId)?.name ?? voiceId;
}
