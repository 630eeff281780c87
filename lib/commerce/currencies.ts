// Currencies offered in the currency panel. Pure, public data: prices themselves live
// in the server-side pricing config ([commerce]); this list only names the choices.
import type { Locale } from '../i18n/locales';

export const currencies = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** Default charge currency of a page language, for a visitor who has not chosen one and whose region says none. */
const defaultCurrencyByLocale: Record<Locale, Currency> = {
  en: 'USD',
  de: 'EUR',
  el: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  pt: 'EUR',
};

// The offered currency a region pays in; a region not listed takes its page language's default.
const regionCurrencies: Partial<Record<Currency, readonly string[]>> = {
  GBP: ['GB', 'GG', 'JE', 'IM'],
  CHF: ['CH', 'LI'],
  USD: ['US', 'PR'],
  EUR: 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' '),
};

/** The currency of a region (ISO 3166-1 alpha-2), or undefined when none of ours is its own. */
function currencyOfRegion(region: string | null | undefined): Currency | undefined {
  if (!region) return undefined;
  const upper = region.toUpperCase();
  return currencies.find((c) => regionCurrencies[c]?.includes(upper));
}

/**
 * A visitor's currency before they choose one: their region's (the chosen billing country, else the
 * browser's "en-GB"), else the page language's. An explicit choice always wins over this.
 */
export function defaultCurrency(locale: Locale, region: string | null | undefined): Currency {
  return currencyOfRegion(region) ?? defaultCurrencyByLocale[locale];
}
