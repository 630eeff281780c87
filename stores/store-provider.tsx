'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@/lib/i18n/locales';
import { createAppStore, type AppState, type AppStore } from './app-store';

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [store] = useState(() => createAppStore(locale));
  useEffect(() => {
    // After hydration, like the stored state: the prerendered HTML cannot know the browser's
    // languages, which pick the default currency and voice (an en-GB reader gets GBP and Kate).
    store.getState().setBrowserLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);
    void store.persist.rehydrate();
  }, [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>');
  return store;
}

/** Select a piece of app state; components re-render only when that piece changes. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}
