'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { navigationProgress } from './progress-controller';

const leaveMs = 150;

/** Which clicks are client-side navigations we animate: same origin, plain click, new location. */
export function internalTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || anchor.dataset.fullReload !== undefined) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * The progress bar and the out-in page transition: the current page fades out, then the
 * router navigates and the new page (template.tsx) fades in.
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();

  useEffect(() => {
    navigationProgress().finish();
    document.getElementById('page')?.removeAttribute('data-leaving');
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      event.preventDefault();
      navigationProgress().start();
      const page = document.getElementById('page');
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      page?.setAttribute('data-leaving', 'true');
      window.setTimeout(() => router.push(`${url.pathname}${url.search}${url.hash}`), reduced || !page ? 0 : leaveMs);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [router]);

  return null;
}
