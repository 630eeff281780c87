import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The locale IntlMessageFormat (behind next-intl's `t()`) keeps for a message. Its own version
 * asks `Intl.NumberFormat.supportedLocalesOf` first, and the first such call in a page makes the
 * browser build its list of every ICU locale: about 25 ms on a desktop core and 100 ms on
 * Lighthouse's slow phone, inside hydration, even on pages that format no number (#9). The
 * answer is only used to parse number skeletons; our messages come in the seven locales we ship,
 * each of which every engine with `Intl` supports, so parsing the tag is enough.
 */
export function resolveShippedLocale(locales: string | string[]): Intl.Locale | undefined {
  const first = Array.isArray(locales) ? locales[0] : locales;
  if (!first) return undefined;
  try {
    return new Intl.Locale(first);
  } catch {
    return undefined;
  }
}

IntlMessageFormat.resolveLocale = resolveShippedLocale;
