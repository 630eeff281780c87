'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client per request on the server, one per page load in the browser (TanStack's pattern
 * for the App Router), so every QueryProvider of a page shares the cache: the voices the studio
 * fetched are there when the examples panel opens.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Server data (TanStack Query) for the parts that fetch: the studio, the heavy panels, the order
 * page. Mounted there rather than in the layout, so pages without queries ship none of it (#9).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
