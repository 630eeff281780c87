'use client';

import { lazy, type ComponentType } from 'react';
import { LazyPart } from '@/components/errors/chunk-error-boundary';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import { holdEarlyEvents } from '@/lib/browser/early-events';
import { validatorFrom } from '@/stores/persisted-loader';
import type { IvrBuilderProps } from '@/features/ivr/ivr-builder';
import { BuilderLoading } from './builder-loading';
import { acting, builderHost, wake } from './builder-wake';
import { StudioLoading } from './studio-loading';
import type { StudioProps } from './studio-composition';

// The IVR builder the way lazy-studio.tsx places the studio (see there why React.lazy): the
// server renders it whole, and the browser fetches the studio's download right after the page's
// first scripts instead of among them (#29). From that download, the builder's own code waits
// until the visitor comes near it (deferred-ivr-builder.tsx): it sits far below the fold.
const load = () => import('./studio-and-builder');
const early = typeof window === 'undefined' ? null : load();
// The stored state is validated with this download's schemas (studio-and-builder.tsx says why).
if (early) validatorFrom(load);
// From the first scripts on, not only once the studio's download has hydrated: a click in the
// builder's server HTML before it can act waits for it (and asks for its code) instead of being lost.
if (early) holdEarlyEvents(builderHost, acting, wake);

/** A lazy component whose first attempt is the early download; a retry downloads again. */
function fromEarly<P extends object>(pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType<P>) {
  let first = early;
  return lazy(
    withChunkRecovery(() => {
      const attempt = first ?? load();
      first = null;
      return attempt.then((m) => ({ default: pick(m) }));
    }),
  );
}

const IvrBuilder = fromEarly((m) => m.DeferredIvrBuilder);
const StudioComposition = fromEarly((m) => m.StudioComposition);

export function LazyIvrBuilder(props: IvrBuilderProps) {
  return (
    <LazyPart fallback={<BuilderLoading />}>
      <IvrBuilder {...props} />
    </LazyPart>
  );
}

/** The studio of a page that also has the IVR builder (see studio-and-builder.tsx). */
export function LazyStudioBesideBuilder(props: StudioProps) {
  return (
    <LazyPart fallback={<StudioLoading />}>
      <StudioComposition {...props} />
    </LazyPart>
  );
}
