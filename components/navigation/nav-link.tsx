'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { splitLocale } from '@/lib/i18n/paths';
import { LocaleLink } from './locale-link';

/** Whether a site link (`/help/`, without locale prefix) points at the page being shown. */
export function isCurrentPage(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const rest = splitLocale(pathname).rest;
  // trailingSlash is on, but a pathname read before a redirect may still lack it.
  return (rest.endsWith('/') ? rest : `${rest}/`) === href;
}

/**
 * A navigation link that marks the page being shown with aria-current="page", so screen readers
 * announce "current page" and the class can style it (`aria-[current=page]:…`). A client leaf:
 * layouts render once for every page and cannot know the path on the server.
 */
export function NavLink({ href, ...props }: ComponentProps<typeof LocaleLink>) {
  // next/navigation's hook, not next-intl's: that module brings its Link into every first load (#9).
  const current = isCurrentPage(usePathname(), href);
  return <LocaleLink href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
