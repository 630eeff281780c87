'use client';

import { useLocale } from 'next-intl';
import { defaultCurrencyByLocale, type Currency } from '@/lib/commerce/currencies';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore } from '@/stores/store-provider';

/** The chosen currency, or the page language's default. */
export function useCartCurrency(): Currency {
  const locale = useLocale() as Locale;
  return useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
}
