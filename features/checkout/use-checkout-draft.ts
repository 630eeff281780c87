'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { defaultCountryByLocale, isCountryCode } from '@/lib/commerce/countries';
import type { Currency } from '@/lib/commerce/currencies';
import type { CartSpec } from '@/stores/slices/cart';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore } from '@/stores/store-provider';
import type { BuyerForm } from './api/checkout';
import { useLastBuyer, type LastBuyer } from './api/last-buyer';

function initialCountry(locale: Locale): string {
  const region =
    typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : defaultCountryByLocale[locale];
}

/** What the buyer typed wins; a field never typed shows its default (or the account's value). */
export function buyerWithDefaults(draft: Partial<BuyerForm>, defaults: BuyerForm): BuyerForm {
  return { ...defaults, ...draft };
}

/** The fields a new checkout starts from: the account's last order, else the locale's guesses. */
export function startingBuyer(
  account: { email: string; name: string },
  last: LastBuyer | null,
  guessedCountry: string,
): BuyerForm {
  return {
    email: account.email,
    name: last?.name || account.name,
    country: last && isCountryCode(last.country) ? last.country : guessedCountry,
    company: last?.company ?? '',
    vatId: last?.vatId ?? '',
    street: last?.street ?? '',
    postcode: last?.postcode ?? '',
    city: last?.city ?? '',
  };
}

/**
 * What a started order was made for. A retry with the same key pays that order again; a changed
 * cart, currency, language or detail needs a new one (the order and its invoice carry them).
 */
export function orderKey(input: {
  specs: CartSpec[];
  currency: Currency;
  locale: string;
  buyer: BuyerForm;
}): string {
  const { buyer } = input;
  return JSON.stringify([
    input.specs,
    input.currency,
    input.locale,
    [
      buyer.email,
      buyer.name,
      buyer.country,
      buyer.company,
      buyer.vatId,
      buyer.street,
      buyer.postcode,
      buyer.city,
    ],
  ]);
}

/**
 * The checkout's details, kept in the app store so closing the panel (which unmounts it) loses
 * nothing. Email and name start from the signed-in account, the rest from the account's last order
 * (also when they arrive after the panel opened), until the buyer types their own.
 */
export function useCheckoutDraft() {
  const locale = useLocale() as Locale;
  const draft = useAppStore((s) => s.checkoutDraft);
  const edit = useAppStore((s) => s.editCheckoutDraft);
  const email = useAppStore((s) => s.user?.email ?? '');
  const name = useAppStore((s) => s.user?.displayName ?? '');
  const last = useLastBuyer();
  const buyer = useMemo(
    () => buyerWithDefaults(draft, startingBuyer({ email, name }, last, initialCountry(locale))),
    [draft, email, name, last, locale],
  );
  return { buyer, edit };
}
