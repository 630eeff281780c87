'use client';

import { useMemo, useRef, useState } from 'react';
import { useAccountPronunciations } from '@/components/account/pronunciations-query';
import { focusedSelection, PronounceAs, type HearWord } from '@/components/pronunciations/pronounce-as';
import { useDictionary, type Dictionary } from '@/components/pronunciations/use-dictionary';
import { withPronunciation, type Pronunciation } from '@/lib/tts/text/pronounce';

/**
 * The set's pronunciation dictionary: its own entries (a guest's words, kept in the draft and
 * carried by the set) and, for a signed-in visitor, the account's. `words` is what every prompt
 * of the set is spoken with: the account's entries, the set's own replacing them word for word.
 */
export function useSetDictionary(locale: string, onChange: () => void) {
  const [own, setOwn] = useState<readonly Pronunciation[]>([]);
  const latest = useRef(own);
  const replace = (next: readonly Pronunciation[]) => {
    latest.current = next;
    setOwn(next);
  };
  const dictionary = useDictionary({
    locale,
    own,
    read: () => latest.current,
    write: (next) => {
      replace(next);
      onChange();
    },
  });
  const account = useAccountPronunciations(locale);
  const words = useMemo(
    () => own.reduce<Pronunciation[]>((list, e) => withPronunciation(list, e), account),
    [own, account],
  );
  return { dictionary, own, words, replace };
}

/** "Pronounce as…" for the set: the selected word of the prompt being edited fills the form. */
export function SetDictionary({
  dictionary,
  root,
  hear,
}: {
  dictionary: Dictionary;
  root: () => HTMLElement | null;
  hear: HearWord;
}) {
  return (
    <PronounceAs
      dictionary={dictionary}
      getSelection={() => focusedSelection(root())}
      scope="set"
      hear={hear}
    />
  );
}
