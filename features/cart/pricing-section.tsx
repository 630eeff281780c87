'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ivrSetDiscounts, tierIds, tierMaxWords } from '@/lib/payments/price-list';
import { useAppStore } from '@/stores/store-provider';
import type { PriceLabels } from './price-labels';
import { useCartCurrency } from './use-cart-currency';

/**
 * The home page's price list: the same config the cart quote and the orders use. `prices` are
 * its amounts in every currency, formatted by the page on the server (see price-labels.ts); the
 * visitor's currency picks one set.
 */
export function PricingSection({ prices }: { prices: PriceLabels }) {
  const t = useTranslations('pricing');
  const currency = useCartCurrency();
  const showPanel = useAppStore((s) => s.showPanel);
  const labels = prices[currency];
  const included = [t('includedMusic'), t('includedFormats'), t('includedRevisions')];

  return (
    <div className="flex flex-col gap-6" data-testid="pricing">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tierIds.map((tier) => {
          const max = tierMaxWords[tier];
          return (
            <li
              key={tier}
              className="flex flex-col rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)]"
            >
              <h3 className="font-semibold">{t(`tiers.${tier}`)}</h3>
              <p className="text-sm text-ink-soft">
                {max === null
                  ? t('overWords', { count: tierMaxWords.long ?? 300 })
                  : t('upToWords', { count: max })}
              </p>
              <p className="mt-4 text-3xl font-semibold tabular-nums" data-testid={`price-${tier}`}>
                {labels[tier]}
              </p>
              <p className="text-xs text-ink-muted">{t('perGreeting')}</p>
              <ul className="mt-4 flex flex-col gap-1 text-sm text-ink-soft">
                {included.map((line) => (
                  <li key={line} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="rounded-card border border-line bg-paper p-5">
        <h3 className="font-semibold">{t('ivrTitle')}</h3>
        <p className="mt-1 text-ink-soft">
          {t('ivrBody', { price: labels.ivrPrompt, words: tierMaxWords.short ?? 50 })}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {[...ivrSetDiscounts].reverse().map((d) => (
            <li key={d.minPrompts} className="rounded-full bg-accent-soft px-3 py-1 text-accent-strong">
              {t('ivrDiscount', { count: d.minPrompts, percent: d.percent })}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-ink-muted">
        {t('vatNote', { currency })}{' '}
        <button type="button" className="underline underline-offset-2" onClick={() => showPanel('currency')}>
          {t('changeCurrency')}
        </button>
      </p>
    </div>
  );
}
