'use client';

import { useEffect, useMemo } from 'react';
import {
  pronunciationLimits,
  pronunciationSchema,
  pronunciationsInUse,
  withoutPronunciation,
  withPronunciation,
  type Pronunciation,
} from '@/lib/tts/text/pronounce';
import { useDictionaryUid } from '@/components/account/pronunciations-query';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';
import {
  DictionaryError,
  useAccountDictionary,
  useDeleteEntry,
  useSaveEntry,
  type AccountEntry,
} from './api/pronunciations';

export type DictionaryEntry = Pronunciation & { accountId: string | null };

/**
 * The studio's pronunciation dictionary: the greeting's own entries (spec.pronunciations, which
 * the cart, the order and the render carry) and, for a signed-in visitor, the account's entries.
 * Account entries whose word appears in the text join the greeting by themselves, so they apply
 * to every greeting the visitor makes; a new entry goes to both.
 */
export function useDictionary() {
  const store = useAppStoreApi();
  const uid = useDictionaryUid();
  const text = useAppStore((s) => s.spec.text);
  const locale = useAppStore((s) => s.spec.locale);
  const own = useAppStore((s) => s.spec.pronunciations);
  const account = useAccountDictionary(uid);
  const save = useSaveEntry(uid);
  const remove = useDeleteEntry(uid);
  const accountEntries = useMemo(() => (uid ? (account.data?.entries ?? []) : []), [uid, account.data]);

  useEffect(() => {
    const current = store.getState().spec.pronunciations ?? [];
    const missing = pronunciationsInUse(text, accountEntries, locale).filter(
      (e) => !current.some((c) => c.locale === e.locale && c.word === e.word && c.sayAs === e.sayAs),
    );
    if (missing.length === 0) return;
    let next = current;
    for (const e of missing) next = withPronunciation(next, plain(e));
    store.getState().patchSpec({ pronunciations: next.slice(-pronunciationLimits.perSpec) });
  }, [store, text, locale, accountEntries]);

  const entries: DictionaryEntry[] = useMemo(() => {
    const byWord = new Map<string, DictionaryEntry>();
    for (const e of accountEntries)
      if (e.locale === locale) byWord.set(e.word, { ...plain(e), accountId: e.id });
    for (const e of own ?? [])
      if (e.locale === locale) byWord.set(e.word, { ...e, accountId: byWord.get(e.word)?.accountId ?? null });
    return [...byWord.values()].sort((a, b) => a.word.localeCompare(b.word, locale));
  }, [accountEntries, own, locale]);

  /** Add or change an entry; resolves to a reason code when it is refused (see messageFor). */
  const add = async (raw: { word: string; sayAs: string }): Promise<string | null> => {
    const parsed = pronunciationSchema.safeParse({ locale, ...raw });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'pronunciation-invalid-characters';
    const entry = parsed.data;
    const current = store.getState().spec.pronunciations ?? [];
    const next = withPronunciation(current, entry);
    if (next.length > pronunciationLimits.perSpec) return 'too-many-greeting';
    if (uid) {
      try {
        await save.mutateAsync(entry);
      } catch (error) {
        return error instanceof DictionaryError ? error.reason : 'save-failed';
      }
    }
    store
      .getState()
      .patchSpec({ pronunciations: withPronunciation(store.getState().spec.pronunciations ?? [], entry) });
    return null;
  };

  const drop = async (entry: DictionaryEntry): Promise<string | null> => {
    if (entry.accountId) {
      try {
        await remove.mutateAsync(entry.accountId);
      } catch {
        return 'save-failed';
      }
    }
    const next = withoutPronunciation(store.getState().spec.pronunciations ?? [], entry);
    store.getState().patchSpec({ pronunciations: next.length > 0 ? next : undefined });
    return null;
  };

  return { entries, add, drop, signedIn: uid !== null, busy: save.isPending || remove.isPending };
}

function plain(e: AccountEntry | DictionaryEntry | Pronunciation): Pronunciation {
  return { locale: e.locale, word: e.word, sayAs: e.sayAs };
}
