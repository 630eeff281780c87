'use client';

import { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/errors/chunk-error-boundary';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';

// Every panel is closed when a page loads, so the panel frame and the light panels (language,
// currency, menu: about 2.5 KiB gzip) are not among the page's first scripts (#29). The server
// renders them as before (it waits for this import); in the browser their download starts when
// this module runs, right after the first scripts, and they hydrate as their own piece of work.
// A header button pressed before that opens its panel as soon as it has hydrated (the open panel
// is in the store). A chunk gone with a new release is retried, then reloads.
const load = () => import('./lazy-panels');
let first = typeof window === 'undefined' ? null : load();
const Panels = lazy(
  withChunkRecovery(() => {
    const attempt = first ?? load();
    first = null;
    return attempt.then((m) => ({ default: m.LazyPanels }));
  }),
);

/**
 * The default layout's panels, loaded right after the page's first scripts. Their code gone for
 * good (after the one reload) leaves the page working, with a notice that offers a reload.
 */
export function DeferredPanels() {
  return (
    <ChunkErrorBoundary placement="notice">
      <Suspense fallback={null}>
        <Panels />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
