import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

// next-intl's navigation helpers, for code outside the first load (the checkout panel's links).
// Pages and the layout link with components/navigation/locale-link.tsx, a plain <a>: this
// module brings next-intl's Link and next/link into whichever chunk imports it (#9).
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * Links do not prefetch when they scroll into view: BrowserBehaviours prefetches them on idle,
 * and not at all on 2g, with data saver on or offline.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />;
}
