'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { StoreProvider } from '@/stores/store-provider';

/**
 * Client state every page needs (zustand, one store per page load). Server data (TanStack Query)
 * is provided by QueryProvider only where something fetches, to keep it off pages that don't.
 */
export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <StoreProvider locale={locale}>{children}</StoreProvider>;
}
