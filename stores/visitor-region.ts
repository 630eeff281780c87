'use client';

import { useLocale } from 'next-intl';
import { defaultCurrency, type Currency } from '@/lib/commerce/currencies';
import type { Locale } from '@/lib/i18n/locales';
import { browserRegion } from '@/lib/i18n/region';
import type { AppState } from './app-store';
import { useAppStore } from './store-provider';

/**
 * Two capital letters: the shape of a country code. Every page's header shows the currency, and
 * the full list of codes (lib/commerce/countries.ts, about 0.8 KiB gzip) is the checkout's: the
 * country the store holds comes from its list, so the header only has to tell a code from
 * leftovers of older drafts (#29).
 */
const countryShape = (value: string | undefined): value is string => !!value && /^[A-Z]{2}$/.test(value);

/**
 * The visitor's region for `language`: the billing country they chose at checkout, else the region
 * of their browser's preferred tag in that language ("en-GB" → GB), else null.
 */
export function visitorRegion(state: AppState, language: string): string | null {
  const country = state.checkoutDraft.country;
  if (countryShape(country)) return country;
  return browserRegion(language, state.browserLanguages);
}

/**
 * The display and charge currency: the visitor's explicit choice, else their region's (checkout's
 * country, or the browser's), else the page language's. `country` overrides the region where a
 * billing country is on screen (the checkout's field, prefilled or typed).
 */
export function useCurrency(country?: string): Currency {
  const locale = useLocale() as Locale;
  return useAppStore(
    (s) => s.currency ?? defaultCurrency(locale, countryShape(country) ? country : visitorRegion(s, locale)),
  );
}
