'use client';

import { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/errors/chunk-error-boundary';
import { PanelLoading } from '@/components/panel/panel-loading';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import type { IvrBuilderProps } from '@/features/ivr/ivr-builder';

// The IVR builder the way lazy-studio.tsx places the studio (see there why React.lazy): the
// server renders it whole, the browser fetches its code (the builder, its simulator and the zod
// schemas of the IVR set it validates, about 50 KiB gzip) right after the page's first scripts
// instead of among them, and it hydrates as its own piece of work (#29).
const loadBuilder = () => import('@/features/ivr');
const early = typeof window === 'undefined' ? null : loadBuilder();
let first: ReturnType<typeof loadBuilder> | null = early;
const IvrBuilder = lazy(
  withChunkRecovery(() => {
    const attempt = first ?? loadBuilder();
    first = null;
    return attempt.then((m) => ({ default: m.IvrBuilder }));
  }),
);

/** Seen only when the builder renders in the browser first (a client-side navigation). */
function BuilderLoading() {
  return (
    <div className="flex min-h-[38rem] items-start rounded-card border border-line bg-paper p-5">
      <PanelLoading />
    </div>
  );
}

export function LazyIvrBuilder(props: IvrBuilderProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<BuilderLoading />}>
        <IvrBuilder {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
