'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/locales';
import { StoreProvider } from '../../stores/store-provider';

/** Client state (zustand, one store per page load) and server data (TanStack Query). */
export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider locale={locale}>{children}</StoreProvider>
    </QueryClientProvider>
  );
}
