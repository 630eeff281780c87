'use client';

import { lazy } from 'react';
import { ChunkErrorBoundary } from '@/components/errors/chunk-error-boundary';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';

// Page views, prefetch after the first interaction, the tag manager after consent and the reload
// after a removed chunk render nothing and act only after hydration: their code (about 2 KiB gzip
// with the public env check) is not among a page's first scripts (#29). Its download starts when
// this module runs, right after those scripts; a chunk gone with a new release is retried, then
// reloads (lib/browser/chunk-reload.ts).
const load = () => import('./browser-behaviours');
let first = typeof window === 'undefined' ? null : load();

const Behaviours = lazy(
  withChunkRecovery(() => {
    const attempt = first ?? load();
    first = null;
    return attempt.then((m) => ({ default: m.BrowserBehaviours }));
  }),
);

/**
 * BrowserBehaviours, loaded after the first scripts; renders nothing, like the component. A
 * function, not the lazy object itself: a server component renders it, and a client reference
 * must resolve to a component.
 */
export function LazyBrowserBehaviours() {
  return (
    <ChunkErrorBoundary placement="hidden">
      <Behaviours />
    </ChunkErrorBoundary>
  );
}
