'use client';

import { lazy, Suspense, use, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { withChunkRecovery } from '@/lib/browser/chunk-reload';
import type { IvrBuilderProps } from '@/features/ivr/ivr-builder';
import { useAppStoreApi } from '@/stores/store-provider';
import { BuilderLoading } from './builder-loading';
import { builderActs, near, wake } from './builder-wake';

// The IVR builder sits far below the fold of /voice-prompt/ (under the studio, at 390 and at 1280
// px), and its code (about 13 KiB gzip) did nothing there until the visitor reached it. So the
// server renders it whole as before, but the browser loads its code when the visitor comes near
// it (or acts in it); until then React keeps the server's HTML in place (a Suspense boundary that
// suspends while it hydrates), so nothing moves or flashes (#29). An import() of its own inside
// the studio's download: what the two share is in that download already, not copied.
const Builder = lazy(
  withChunkRecovery(() => import('@/features/ivr').then((m) => ({ default: m.IvrBuilder }))),
);

/** How far below the viewport the visitor counts as near: the code arrives before they do. */
const nearMargin = '400px 0px';
const subscribeNothing = () => () => undefined;

/** Hydrating the server's HTML: suspends until the visitor comes near. Rendered anew: at once. */
function WhenNear({ children }: { children: ReactNode }) {
  const browserFirst = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (typeof window !== 'undefined' && !browserFirst) use(near);
  return children;
}

/** Rendered after the builder: its effect runs once the builder can act. */
function Hydrated() {
  useEffect(builderActs, []);
  return null;
}

export function DeferredIvrBuilder({ language, voice, examples, promptPrices }: IvrBuilderProps) {
  const host = useRef<HTMLDivElement>(null);
  const store = useAppStoreApi();
  // A stored draft in the page's language (a returning visitor's, or the cart's "Edit"): the
  // builder brings it back, so its code comes now, not when the visitor has scrolled to a template.
  useEffect(() => {
    const draft = () => {
      if (store.getState().ivrDraft?.set.tree.locale === language.locale) wake();
    };
    draft();
    return store.subscribe(draft);
  }, [store, language.locale]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return wake();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The same element for the same props: a new one would count as an update of the waiting
  // boundary, which React answers by dropping the server's HTML for the fallback.
  return useMemo(
    () => (
      // Its mark: lazy-ivr-builder.tsx holds what the visitor does in here until the builder acts.
      <div ref={host} data-ivr-builder-host="">
        <Suspense fallback={<BuilderLoading />}>
          <WhenNear>
            <Builder language={language} voice={voice} examples={examples} promptPrices={promptPrices} />
            <Hydrated />
          </WhenNear>
        </Suspense>
      </div>
    ),
    [language, voice, examples, promptPrices],
  );
}
