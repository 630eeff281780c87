'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { isBusinessBuyer, postcodeRequired } from '@/lib/commerce/buyer-address';
import { countryOptions } from '@/lib/commerce/countries';
import type { BuyerForm } from './api/checkout';
import { useLastBuyer } from './api/last-buyer';

/** The id of a field's input, for labels, error links and focusing the first invalid field. */
export const buyerFieldId = (key: keyof BuyerForm) => `checkout-${key}`;

const input =
  'mt-1 block w-full rounded-control border border-line bg-paper px-3 py-2 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent-soft aria-[invalid=true]:border-danger';

export function BuyerFields({
  value,
  onChange,
  errors,
}: {
  value: BuyerForm;
  onChange: (patch: Partial<BuyerForm>) => void;
  errors: Partial<Record<keyof BuyerForm, string>>;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const prefilled = useLastBuyer() !== null;
  // Required only where an invoice must carry it: for a business (article 226 VAT directive).
  const business = isBusinessBuyer(value);
  const field = (key: keyof BuyerForm, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={buyerFieldId(key)} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={buyerFieldId(key)}
        className={input}
        value={value[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
        {...props}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={
          [errors[key] ? `checkout-${key}-error` : null, props['aria-describedby']]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {errors[key] ? (
        <p id={`checkout-${key}-error`} className="mt-1 text-sm text-danger">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">{t('detailsTitle')}</legend>
      {prefilled ? (
        <p className="-mt-1 text-sm text-ink-muted" data-testid="checkout-prefilled">
          {t('prefilled')}
        </p>
      ) : null}
      {field('email', t('email'), {
        type: 'email',
        autoComplete: 'email',
        required: true,
        inputMode: 'email',
      })}
      {field('name', t('name'), { autoComplete: 'name', required: true, maxLength: 120 })}
      <div>
        <label htmlFor={buyerFieldId('country')} className="text-sm font-semibold">
          {t('country')}
        </label>
        <select
          id={buyerFieldId('country')}
          className={input}
          value={value.country}
          autoComplete="country"
          onChange={(e) => onChange({ country: e.target.value })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {field('company', t('company'), { autoComplete: 'organization', maxLength: 160 })}
      {field('vatId', t('vatId'), { maxLength: 20, spellCheck: false, placeholder: t('vatIdPlaceholder') })}
      <div className="flex flex-col gap-3" data-testid="checkout-address">
        {field('street', t('street'), {
          autoComplete: 'street-address',
          maxLength: 200,
          required: business,
          'aria-describedby': 'checkout-address-hint',
        })}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(7rem,2fr)_5fr]">
          {field('postcode', t('postcode'), {
            autoComplete: 'postal-code',
            maxLength: 20,
            required: business && postcodeRequired(value.country),
          })}
          {field('city', t('city'), { autoComplete: 'address-level2', maxLength: 100, required: business })}
        </div>
        <p id="checkout-address-hint" className="-mt-1 text-sm text-ink-muted">
          {t('addressHint')}
        </p>
      </div>
    </fieldset>
  );
}
