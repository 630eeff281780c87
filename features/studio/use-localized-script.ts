'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { canonicalPauses, localizePauses } from '@/lib/greeting/script';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The script box shows pause tokens in the page's language (`[Pause 1 s]`, `[παύση 1 δ]`) while
 * the spec keeps the canonical `[pause 1s]` the server, the price and the orders read. What the
 * visitor typed stays exactly as typed while it means the same text, so the cursor never jumps;
 * a text from elsewhere (template, inserted pause, restored draft, cart Edit) is shown localized.
 */
export function useLocalizedScript(text: string, onChange: (text: string) => void) {
  const locale = useLocale() as Locale;
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && canonicalPauses(typed) === text ? typed : localizePauses(text, locale);
  const change = (next: string) => {
    setTyped(next);
    onChange(canonicalPauses(next));
  };
  return { shown, change };
}
