'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { defaultCountryByLocale, isCountryCode } from '@/lib/commerce/countries';
import type { Currency } from '@/lib/commerce/currencies';
import type { GreetingSpec } from '@/lib/greeting/spec';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore } from '@/stores/store-provider';
import type { BuyerForm } from './api/checkout';

function initialCountry(locale: Locale): string {
  const region =
    typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : defaultCountryByLocale[locale];
}

/** What the buyer typed wins; a field never typed shows its default (or the account's value). */
export function buyerWithDefaults(draft: Partial<BuyerForm>, defaults: BuyerForm): BuyerForm {
  return { ...defaults, ...draft };
}

/**
 * What a started order was made for. A retry with the same key pays that order again; a changed
 * cart, currency, language or detail needs a new one (the order and its invoice carry them).
 */
export function orderKey(input: {
  specs: GreetingSpec[];
  currency: Currency;
  locale: string;
  buyer: BuyerForm;
}): string {
  const { buyer } = input;
  return JSON.stringify([
    input.specs,
    input.currency,
    input.locale,
    [buyer.email, buyer.name, buyer.country, buyer.company, buyer.vatId],
  ]);
}

/**
 * The checkout's details, kept in the app store so closing the panel (which unmounts it) loses
 * nothing. Email and name start from the signed-in account, also when the session arrives after
 * the panel opened, until the buyer types their own.
 */
export function useCheckoutDraft() {
  const locale = useLocale() as Locale;
  const draft = useAppStore((s) => s.checkoutDraft);
  const edit = useAppStore((s) => s.editCheckoutDraft);
  const email = useAppStore((s) => s.user?.email ?? '');
  const name = useAppStore((s) => s.user?.displayName ?? '');
  const buyer = useMemo(
    () => buyerWithDefaults(draft, { email, name, country: initialCountry(locale), company: '', vatId: '' }),
    [draft, email, name, locale],
  );
  return { buyer, edit };
}
