'use client';

// What a code-split panel needs around it, loaded with the panel (app/_components/lazy-panels.tsx)
// rather than with the page: TanStack Query's provider, and the panels' texts with the provider
// that adds them to the page's messages (#29).
export { QueryProvider } from './query-provider';
export { MoreMessages } from './more-messages';
export { loadPanelMessages } from '@/lib/i18n/load-panel-messages';
