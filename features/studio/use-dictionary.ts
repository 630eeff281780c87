'use client';

import { useEffect } from 'react';
import { pronunciationLimits, pronunciationsInUse, withPronunciation } from '@/lib/tts/text/pronounce';
import { plainEntry, useDictionary } from '@/components/pronunciations/use-dictionary';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';

/**
 * The studio's pronunciation dictionary: the greeting's own entries (spec.pronunciations, which
 * the cart, the order and the render carry) and, for a signed-in visitor, the account's entries.
 * Account entries whose word appears in the text join the greeting by themselves, so they apply
 * to every greeting the visitor makes; a new entry goes to both.
 */
export function useStudioDictionary() {
  const store = useAppStoreApi();
  const text = useAppStore((s) => s.spec.text);
  const locale = useAppStore((s) => s.spec.locale);
  const own = useAppStore((s) => s.spec.pronunciations);
  const dictionary = useDictionary({
    locale,
    own,
    read: () => store.getState().spec.pronunciations ?? [],
    write: (next) => store.getState().patchSpec({ pronunciations: next.length > 0 ? next : undefined }),
  });
  const { accountEntries } = dictionary;

  useEffect(() => {
    const current = store.getState().spec.pronunciations ?? [];
    const missing = pronunciationsInUse(text, accountEntries, locale).filter(
      (e) => !current.some((c) => c.locale === e.locale && c.word === e.word && c.sayAs === e.sayAs),
    );
    if (missing.length === 0) return;
    let next = current;
    for (const e of missing) next = withPronunciation(next, plainEntry(e));
    store.getState().patchSpec({ pronunciations: next.slice(-pronunciationLimits.perSpec) });
  }, [store, text, locale, accountEntries]);

  return dictionary;
}
