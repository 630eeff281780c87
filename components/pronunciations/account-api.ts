'use client';
// The signed-in visitor's pronunciation dictionary: GET/POST /api/pronunciations/, DELETE
// /api/pronunciations/<id>/. The session cookie identifies the account; the server only ever
// answers with the caller's own entries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  accountDictionaryQuery,
  accountEntrySchema as entrySchema,
  type AccountEntry,
} from '@/components/account/pronunciations-query';
import { type Pronunciation } from '@/lib/tts/text/pronounce';

export { useAccountDictionary, type AccountEntry } from '@/components/account/pronunciations-query';

/** Why the server refused an entry: a pronunciationSchema message, or 'too-many' (the 200 cap). */
export class DictionaryError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const errorSchema = z.object({
  error: z.object({ details: z.optional(z.object({ reason: z.nullable(z.string()) })) }),
});

async function saveEntry(entry: Pronunciation): Promise<AccountEntry> {
  const response = await fetch('/api/pronunciations/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
  });
  if (!response.ok) {
    const body = errorSchema.safeParse(await response.json().catch(() => null));
    throw new DictionaryError(
      body.success ? (body.data.error.details?.reason ?? 'save-failed') : 'save-failed',
    );
  }
  return z.object({ entry: entrySchema }).parse(await response.json()).entry;
}

async function deleteEntry(id: string): Promise<void> {
  const response = await fetch(`/api/pronunciations/${encodeURIComponent(id)}/`, { method: 'DELETE' });
  // Already gone is what the visitor wanted.
  if (!response.ok && response.status !== 404) throw new DictionaryError('save-failed');
}

export function useSaveEntry(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: accountDictionaryQuery(uid).queryKey }),
  });
}

export function useDeleteEntry(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: accountDictionaryQuery(uid).queryKey }),
  });
}
