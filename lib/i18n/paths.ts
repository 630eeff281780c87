// Which page exists in which language, and the URL of each. Pure, so the sitemap,
// metadata (canonical + alternates), the proxy and tests agree on one list.
import { defaultLocale, locales, type Locale } from './locales';

export const englishOnlyPaths = [
  '/ai-voicemail/',
  '/business-voicemail/',
  '/extended-absence/',
  '/out-of-hours/',
  '/out-of-office/',
  '/personal-voicemail/',
  '/voicemail-messages/',
] as const;

export const localizedPaths = ['/', '/help/', '/legal/', '/on-hold/', '/voice-prompt/'] as const;

/** Pages outside the locale tree: no prefix, no language variants. */
export const unlocalizedPaths = ['/invoice/', '/order/', '/tools/samples/'] as const;

export type LocalizedPath = (typeof localizedPaths)[number];
export type EnglishOnlyPath = (typeof englishOnlyPaths)[number];

/** '/help/' in German is '/de/help/'; English has no prefix. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return `/${locale}${path}`;
}

/** The locale a pathname belongs to and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match) {
    const candidate = match[1] as Locale;
    if ((locales as readonly string[]).includes(candidate))
      return { locale: candidate, rest: match[2] ?? '/' };
  }
  return { locale: null, rest: pathname };
}

export function isEnglishOnly(path: string): path is EnglishOnlyPath {
  return (englishOnlyPaths as readonly string[]).includes(path);
}

/** Canonical and hreflang alternates for a page; English-only pages get no alternates. */
export function alternatesFor(
  locale: Locale,
  path: string,
  siteUrl: string,
): { canonical: string; languages: Record<string, string> } {
  const abs = (p: string) => new URL(p, siteUrl).toString();
  const canonical = abs(localePath(locale, path));
  if (isEnglishOnly(path)) return { canonical, languages: {} };
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = abs(localePath(l, path));
  languages['x-default'] = abs(localePath(defaultLocale, path));
  return { canonical, languages };
}
