// Currencies offered in the currency panel. Pure, public data: prices themselves live
// in the server-side pricing config ([commerce]); this list only names the choices.
import type { Locale } from '../i18n/locales';

export const currencies = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** Default charge currency for a visitor who has not chosen one. */
export const defaultCurrencyByLocale: Record<Locale, Currency> = {
  en: 'USD',
  de: 'EUR',
  el: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  pt: 'EUR',
};
