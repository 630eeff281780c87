'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { createPageViewTracker, doNotTrack, type PageViewEvent } from '../../lib/analytics/page-view';
import { claimChunkReload, isChunkLoadError } from '../../lib/browser/chunk-reload';
import { connectionInfo, prefetchIdleTimeoutMs, shouldPrefetch } from '../../lib/browser/network';
import { useAppStore } from '../../stores/store-provider';

declare global {
  interface Window {
    dataLayer?: (PageViewEvent | Record<string, unknown>)[];
  }
}

const gtmId = process.env.NEXT_PUBLIC_GTM_ID ?? '';

/**
 * The client's careful-production-site behaviours: page views for the tag manager (loaded only
 * after consent), idle link prefetch that respects slow and metered connections, and a single
 * reload when a deployment removed the chunk this tab needs.
 */
export function BrowserBehaviours() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const analytics = useAppStore((s) => s.consent?.analytics === true);
  const tracker = useRef<ReturnType<typeof createPageViewTracker> | null>(null);

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

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(
      () => {
        if (!shouldPrefetch(connectionInfo(navigator as Parameters<typeof connectionInfo>[0]))) return;
        const seen = new Set<string>();
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
          const url = new URL(anchor.href);
          if (url.origin !== window.location.origin || anchor.hasAttribute('download')) continue;
          if (seen.has(url.pathname) || url.pathname === window.location.pathname) continue;
          seen.add(url.pathname);
          router.prefetch(url.pathname);
        }
      },
      { timeout: prefetchIdleTimeoutMs },
    );
    return () => cancel(handle);
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
