'use client';
// The signed-in visitor's pronunciation dictionary as the server holds it (GET /api/pronunciations/;
// the session cookie identifies the account, and the server only answers with the caller's own
// entries). Read by the dictionary both the studio and the IVR builder edit (components/pronunciations).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { pronunciationSchema, type Pronunciation } from '@/lib/tts/text/pronounce';
import { useAppStore } from '@/stores/store-provider';

export const accountEntrySchema = z.extend(pronunciationSchema, { id: z.string() });
export type AccountEntry = z.infer<typeof accountEntrySchema>;
const listSchema = z.object({ entries: z.array(accountEntrySchema), limit: z.number() });

export const accountDictionaryQuery = (uid: string | null) =>
  queryOptions({
    queryKey: ['pronunciations', uid],
    enabled: uid !== null,
    queryFn: async () => {
      const response = await fetch('/api/pronunciations/', { cache: 'no-store' });
      if (!response.ok) throw new Error(`pronunciations ${response.status}`);
      return listSchema.parse(await response.json());
    },
  });

export function useAccountDictionary(uid: string | null) {
  return useQuery(accountDictionaryQuery(uid));
}

/** The account's uid once the server session exists (the dictionary API needs that cookie). */
export function useDictionaryUid(): string | null {
  return useAppStore((s) => (s.serverSessionAt !== null ? (s.user?.uid ?? null) : null));
}

/** The signed-in visitor's entries for one language, without their ids; none when signed out. */
export function useAccountPronunciations(locale: string): Pronunciation[] {
  const uid = useDictionaryUid();
  const { data } = useAccountDictionary(uid);
  return useMemo(
    () =>
      uid
        ? (data?.entries ?? [])
            .filter((e) => e.locale === locale)
            .map(({ locale: l, word, sayAs }) => ({ locale: l, word, sayAs }))
        : [],
    [uid, data, locale],
  );
}
