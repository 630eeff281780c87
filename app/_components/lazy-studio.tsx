'use client';

import { lazy } from 'react';
import { LazyPart } from '@/components/errors/chunk-error-boundary';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import { StudioLoading } from './studio-loading';
import type { StudioProps } from './studio-composition';

// React.lazy, not next/dynamic: next/dynamic preloads the chunk with the page's first scripts.
// The server renders the studio whole (it waits for this import), so the visitor sees it at
// once. In the browser its code (studio, mixer, cart button, query client: about 35 KiB) is not
// among the page's first scripts: its download starts when this module runs, right after them,
// and overlaps the hydration of the rest of the page, which no longer waits for it; the studio
// then hydrates as its own interruptible piece of work (#9: a slow phone's blocking time and
// largest paint). Waiting for hydration to reach the studio before fetching it left the studio
// inert for up to 1.8 s on a busy machine. A click on the studio in between is handled once its
// code is here (React hydrates the part that was clicked first).
const loadComposition = () => import('./studio-composition');
const early = typeof window === 'undefined' ? null : loadComposition();
// The early download is the first try; a chunk gone with a new release is retried, then reloads.
let first: Promise<typeof import('./studio-composition')> | null = early;
const StudioComposition = lazy(
  withChunkRecovery(() => {
    const attempt = first ?? loadComposition();
    first = null;
    return attempt.then((m) => ({ default: m.StudioComposition }));
  }),
);

export function LazyStudio(props: StudioProps) {
  return (
    <LazyPart fallback={<StudioLoading />}>
      <StudioComposition {...props} />
    </LazyPart>
  );
}
