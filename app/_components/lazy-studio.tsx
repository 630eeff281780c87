'use client';

import { lazy, Suspense } from 'react';
import { PanelLoading } from '../../components/panel/panel-loading';
import type { StudioProps } from './studio-composition';

// React.lazy, not next/dynamic: next/dynamic preloads the chunk with the page's first scripts.
// The server renders the studio whole (it waits for this import), so the visitor sees it at
// once; in the browser its code (studio, mixer, cart button, query client: about 40 KiB) is
// fetched when hydration reaches it, after the page's first scripts. The rest of the page
// hydrates without waiting for it, the studio then hydrates as its own interruptible piece of
// work, and the page's first paint no longer waits behind its download (#9: a slow phone's
// blocking time and largest paint). A click on the studio in between is handled once its code
// is here (React hydrates the part that was clicked first).
const StudioComposition = lazy(() => import('./studio-composition').then((m) => ({ default: m.StudioComposition })));

/**
 * Seen only when the studio renders in the browser first (a client-side navigation to a page
 * with it): a card of the studio's height while its code downloads, so the page does not jump.
 */
function StudioLoading() {
  return (
    <div className="flex min-h-[38rem] items-start rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)] lg:min-h-[34rem]">
      <PanelLoading />
    </div>
  );
}

export function LazyStudio(props: StudioProps) {
  return (
    <Suspense fallback={<StudioLoading />}>
      <StudioComposition {...props} />
    </Suspense>
  );
}
