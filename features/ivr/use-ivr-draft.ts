'use client';

import { useEffect, useEffectEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { IvrDraft } from '@/stores/slices/ivr-draft';
import { useAppStore, useAppStoreApi } from '@/stores/store-provider';

/**
 * Keeps the builder's work in the persisted store and brings it back: after the store has read
 * what the browser kept (the page is server-rendered with the template, so the draft arrives after
 * mount, as the studio's does) and whenever the cart's "Edit" opens a set. Only a draft in the
 * page's language is restored; another language's is left for that language's page. `draft` is
 * null while there is nothing of the visitor's to keep, and then nothing is written.
 */
export function useIvrDraft(locale: Locale, draft: IvrDraft | null, restore: (draft: IvrDraft) => void) {
  const store = useAppStoreApi();
  const opened = useAppStore((s) => s.ivrDraftOpened);
  const load = useEffectEvent(() => {
    const stored = store.getState().ivrDraft;
    if (stored && stored.set.tree.locale === locale) restore(stored);
  });
  useEffect(() => {
    if (!store.persist.hasHydrated()) return store.persist.onFinishHydration(() => load());
    load();
    return undefined;
  }, [store, opened]);
  useEffect(() => {
    if (draft) store.getState().setIvrDraft(draft);
  }, [store, draft]);
}
