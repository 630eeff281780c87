import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

// The only place Link, redirect and the router come from, so every URL keeps its locale prefix.
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Links do not prefetch when they scroll into view: BrowserBehaviours prefetches them on idle,
 * and not at all on 2g, with data saver on or offline.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />;
}
