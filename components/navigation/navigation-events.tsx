'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { routerNavigation } from '@/lib/browser/link-click';
import { navigationProgress } from './progress-controller';

const leaveMs = 150;

/**
 * Client-side navigation for every plain link of the site (lib/browser/link-click.ts says which
 * clicks), with the progress bar and the out-in page transition: the current page fades out,
 * then the router navigates and the new page (template.tsx) fades in.
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
    // From the first client-side navigation on, new pages fade in (app/globals.css); the page the
    // server sent does not. Back and forward navigate client-side too.
    const navigated = () => document.documentElement.setAttribute('data-navigated', '');
    window.addEventListener('popstate', navigated);
    const onClick = (event: MouseEvent) => {
      const target = routerNavigation(event, new URL(window.location.href));
      if (!target) return;
      event.preventDefault();
      const { url } = target;
      // The page already shown: refresh it through the router, as next/link did, instead of a
      // full reload; nothing to animate, the path does not change.
      if (target.samePage) return router.push(`${url.pathname}${url.search}`);
      navigationProgress().start();
      navigated();
      const page = document.getElementById('page');
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      page?.setAttribute('data-leaving', 'true');
      window.setTimeout(
        () => router.push(`${url.pathname}${url.search}${url.hash}`),
        reduced || !page ? 0 : leaveMs,
      );
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', navigated);
    };
  }, [router]);

  return null;
}
