import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A link to a page of the site in the current language ('/help/' is '/de/help/' in German,
 * unprefixed in English): a plain <a>, so it costs no JavaScript. Works in server and client
 * components (next-intl's useLocale reads either). NavigationEvents turns a plain click into a
 * client-side navigation and BrowserBehaviours prefetches it, which is what next/link and
 * next-intl's Link did, without their code on every page's first load (#9).
 */
export function LocaleLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const locale = useLocale() as Locale;
  return <a href={localePath(locale, href)} {...props} />;
}
