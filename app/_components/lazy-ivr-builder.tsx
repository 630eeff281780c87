'use client';

import { lazy, type ComponentType } from 'react';
import { LazyPart } from '@/components/errors/chunk-error-boundary';
import { PanelLoading } from '@/components/panel/panel-loading';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import { validatorFrom } from '@/stores/persisted-loader';
import type { IvrBuilderProps } from '@/features/ivr/ivr-builder';
import { StudioLoading } from './studio-loading';
import type { StudioProps } from './studio-composition';

// The IVR builder the way lazy-studio.tsx places the studio (see there why React.lazy): the
// server renders it whole, the browser fetches its code (the builder, its simulator and the zod
// schemas of the IVR set it validates) right after the page's first scripts instead of among
// them, and it hydrates as its own piece of work (#29). The page's studio comes from the same
// download (studio-and-builder.tsx says why).
const load = () => import('./studio-and-builder');
const early = typeof window === 'undefined' ? null : load();
// The stored state is validated with this download's schemas (studio-and-builder.tsx says why).
if (early) validatorFrom(load);

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

const IvrBuilder = fromEarly((m) => m.IvrBuilder);
const StudioComposition = fromEarly((m) => m.StudioComposition);

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
