'use client';

import { useMemo } from 'react';
import {
  pronunciationLimits,
  pronunciationSchema,
  withoutPronunciation,
  withPronunciation,
  type Pronunciation,
} from '@/lib/tts/text/pronounce';
import { useDictionaryUid } from '@/components/account/pronunciations-query';
import {
  DictionaryError,
  useAccountDictionary,
  useDeleteEntry,
  useSaveEntry,
  type AccountEntry,
} from './account-api';

export type DictionaryEntry = Pronunciation & { accountId: string | null };

/**
 * Where a piece of work (a greeting, a prompt set) keeps its own entries: they travel with it to
 * the cart, the order and the render. `read` answers the latest list (an add after an await must
 * not lose one made meanwhile); `write` replaces it.
 */
export type OwnEntries = {
  locale: string;
  own: readonly Pronunciation[] | undefined;
  read: () => readonly Pronunciation[];
  write: (next: Pronunciation[]) => void;
};

export type Dictionary = ReturnType<typeof useDictionary>;

/**
 * A pronunciation dictionary over the work's own entries and, for a signed-in visitor, the
 * account's entries (GET/POST/DELETE /api/pronunciations/). A new entry goes to both, so a
 * signed-in visitor's words apply to everything they make; a guest's stay with the work.
 */
export function useDictionary({ locale, own, read, write }: OwnEntries) {
  const uid = useDictionaryUid();
  const account = useAccountDictionary(uid);
  const save = useSaveEntry(uid);
  const remove = useDeleteEntry(uid);
  const accountEntries = useMemo(() => (uid ? (account.data?.entries ?? []) : []), [uid, account.data]);

  const entries: DictionaryEntry[] = useMemo(() => {
    const byWord = new Map<string, DictionaryEntry>();
    for (const e of accountEntries)
      if (e.locale === locale) byWord.set(e.word, { ...plainEntry(e), accountId: e.id });
    for (const e of own ?? [])
      if (e.locale === locale) byWord.set(e.word, { ...e, accountId: byWord.get(e.word)?.accountId ?? null });
    return [...byWord.values()].sort((a, b) => a.word.localeCompare(b.word, locale));
  }, [accountEntries, own, locale]);

  /** Add or change an entry; resolves to a reason code when it is refused (see PronounceAs). */
  const add = async (raw: { word: string; sayAs: string }): Promise<string | null> => {
    const parsed = pronunciationSchema.safeParse({ locale, ...raw });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'pronunciation-invalid-characters';
    const entry = parsed.data;
    if (withPronunciation(read(), entry).length > pronunciationLimits.perSpec) return 'too-many-here';
    if (uid) {
      try {
        await save.mutateAsync(entry);
      } catch (error) {
        return error instanceof DictionaryError ? error.reason : 'save-failed';
      }
    }
    write(withPronunciation(read(), entry));
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
    write(withoutPronunciation(read(), entry));
    return null;
  };

  return {
    entries,
    accountEntries,
    add,
    drop,
    signedIn: uid !== null,
    busy: save.isPending || remove.isPending,
  };
}

export function plainEntry(e: AccountEntry | DictionaryEntry | Pronunciation): Pronunciation {
  return { locale: e.locale, word: e.word, sayAs: e.sayAs };
}
