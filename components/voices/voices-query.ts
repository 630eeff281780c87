'use client';

// GET /api/voices/: the one query the studio's voice picker and the cart's voice names share, so
// the list the studio fetched is reused from the cache, parsed by the route's own schema.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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

const subscribeNever = () => () => {};

/**
 * The voice list as its users need it. While a server-rendered part hydrates it reads as still
 * loading, as the server rendered it: the page's one query cache may already hold the list another
 * part fetched (the IVR builder hydrates before the streamed studio on /voice-prompt/), and
 * rendering it then would not match the server's HTML. Right after hydration it shows the list.
 */
export function useVoices(): {
  data: VoiceListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
} {
  const query = useQuery(voicesQueryOptions);
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  if (hydrating) return { data: undefined, isPending: true, isError: false, refetch: query.refetch };
  return { data: query.data, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** A voice's display name for a cart line; the id until the list has loaded. */
export function useVoiceName(voiceId: string): string {
  const { data } = useVoices();
  return data?.find((v) => v.id === voiceId)?.name ?? voiceId;
}
