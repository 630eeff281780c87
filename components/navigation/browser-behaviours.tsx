'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { createPageViewTracker, doNotTrack, type PageViewEvent } from '@/lib/analytics/page-view';
import { claimChunkReload, isChunkLoadError } from '@/lib/browser/chunk-reload';
import { prefetchPath } from '@/lib/browser/link-click';
import { publicEnv } from '@/lib/env-public';
import {
  connectionInfo,
  intentEvents,
  interactionEvents,
  prefetchIdleTimeoutMs,
  shouldPrefetch,
} from '@/lib/browser/network';
import { useAppStore } from '@/stores/store-provider';

declare global {
  interface Window {
    dataLayer?: (PageViewEvent | Record<string, unknown>)[];
  }
}

const gtmId = publicEnv.NEXT_PUBLIC_GTM_ID;

/**
 * The client's careful-production-site behaviours: page views for the tag manager (loaded only
 * after consent), link prefetch that waits for the visitor and respects slow and metered
 * connections, and a single reload when a deployment removed the chunk this tab needs.
 */
export function BrowserBehaviours() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const analytics = useAppStore((s) => s.consent?.analytics === true);
  const tracker = useRef<ReturnType<typeof createPageViewTracker> | null>(null);
  const interacted = useRef(false);

  // Page views are queued in window.dataLayer from the first route; nothing leaves the browser
  // until the tag manager script is loaded, which needs consent and a container id.
  useEffect(() => {
    tracker.current ??= createPageViewTracker({
      push: (event) => (window.dataLayer ??= []).push(event),
      dnt: () => doNotTrack({ navigator, doNotTrack: (window as { doNotTrack?: string }).doNotTrack }),
      location: () => new URL(window.location.href),
      title: () => document.title,
    });
    tracker.current.routeChanged();
  }, [pathname, searchParams]);

  useEffect(() => {
    if (!analytics || !gtmId || document.getElementById('gtm-script')) return;
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'gtm-script';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.appendChild(script);
  }, [analytics]);

  // Prefetch of the links on the page: all of them once the visitor has interacted with the page
  // (then on idle; lib/browser/network.ts says why), the one pointed at, focused or touched at
  // once. Never on slow or metered connections. Later pages of the visit prefetch on idle at once.
  useEffect(() => {
    const allowed = () => shouldPrefetch(connectionInfo(navigator as Parameters<typeof connectionInfo>[0]));
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const seen = new Set<string>();
    const prefetch = (anchor: HTMLAnchorElement) => {
      const path = prefetchPath(anchor, new URL(window.location.href));
      if (!path || seen.has(path)) return;
      seen.add(path);
      router.prefetch(path);
    };
    const prefetchAll = () => {
      if (!allowed()) return;
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) prefetch(anchor);
    };
    let handle: number | undefined;
    const stopWaiting = () => {
      for (const type of interactionEvents) window.removeEventListener(type, onInteraction, true);
    };
    function onInteraction() {
      interacted.current = true;
      stopWaiting();
      handle = idle(prefetchAll, { timeout: prefetchIdleTimeoutMs });
    }
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor && allowed()) prefetch(anchor);
    };
    if (interacted.current) onInteraction();
    else
      for (const type of interactionEvents)
        window.addEventListener(type, onInteraction, { capture: true, passive: true });
    for (const type of intentEvents)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      stopWaiting();
      if (handle !== undefined) cancel(handle);
      for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    };
  }, [pathname, router]);

  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (isChunkLoadError(reason) && claimChunkReload(sessionStorage, Date.now())) window.location.reload();
    };
    const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
