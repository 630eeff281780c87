'use client';

import { useLocale, useTranslations } from 'next-intl';
import { currencies, defaultCurrencyByLocale } from '../../lib/commerce/currencies';
import type { Locale } from '../../lib/i18n/locales';
import { useAppStore } from '../../stores/store-provider';

export function CurrencyPanel() {
  const t = useTranslations('currency');
  const tp = useTranslations('panels');
  const locale = useLocale() as Locale;
  const chosen = useAppStore((s) => s.currency) ?? defaultCurrencyByLocale[locale];
  const setCurrency = useAppStore((s) => s.setCurrency);
  const closePanel = useAppStore((s) => s.closePanel);
  return (
    <fieldset>
      <legend className="mb-4 text-ink-soft">{tp('currencyHint')}</legend>
      <div className="space-y-2">
        {currencies.map((code) => (
          <label
            key={code}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-line px-4 py-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input
              type="radio"
              name="currency"
              value={code}
              checked={chosen === code}
              onChange={() => {
                setCurrency(code);
                closePanel();
              }}
              className="size-4 accent-[var(--color-accent)]"
            />
            <span className="font-semibold">{code}</span>
            <span className="text-ink-soft">{t(code)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
