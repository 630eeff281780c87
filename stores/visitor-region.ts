'use client';

import { useLocale } from 'next-intl';
import { defaultCurrency, type Currency } from '@/lib/commerce/currencies';
import { isCountryCode } from '@/lib/commerce/countries';
import type { Locale } from '@/lib/i18n/locales';
import { browserRegion } from '@/lib/i18n/region';
import type { AppState } from './app-store';
import { useAppStore } from './store-provider';

/**
 * The visitor's region for `language`: the billing country they chose at checkout, else the region
 * of their browser's preferred tag in that language ("en-GB" → GB), else null.
 */
export function visitorRegion(state: AppState, language: string): string | null {
  const country = state.checkoutDraft.country;
  if (country && isCountryCode(country)) return country;
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
    (s) => s.currency ?? defaultCurrency(locale, country && isCountryCode(country) ? country : visitorRegion(s, locale)),
  );
}
