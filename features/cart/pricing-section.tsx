'use client';

import { Check, Clock, Type } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ivrSetDiscounts, tierIds, tierMaxWords } from '@/lib/payments/price-list';
import { useAppStore } from '@/stores/store-provider';
import type { PriceLabels } from './price-labels';
import type { TierCopy } from './tier-copy';
import { useCartCurrency } from './use-cart-currency';

/**
 * The home page's price list: the same config the cart quote and the orders use. `prices` are
 * its amounts in every currency and `tiers` each tier's word range and length, both written by the
 * page on the server (price-labels.ts, tier-copy.ts); the visitor's currency picks one set. Each tier says what sets it apart (words, spoken length, what
 * it suits); what every tier includes is said once, under them.
 */
export function PricingSection({ prices, tiers }: { prices: PriceLabels; tiers: TierCopy }) {
  const t = useTranslations('pricing');
  const currency = useCartCurrency();
  const showPanel = useAppStore((s) => s.showPanel);
  const labels = prices[currency];
  const included = [t('includedMusic'), t('includedFormats'), t('includedRevisions')];

  return (
    <div className="flex flex-col gap-6" data-testid="pricing">
      <ul className="grid gap-4 sm:grid-cols-3">
        {tierIds.map((tier) => (
          <li
            key={tier}
            className="flex flex-col rounded-card border border-line bg-paper p-5 shadow-[var(--shadow-card)]"
            data-testid={`tier-${tier}`}
          >
            <h3 className="font-semibold">{t(`tiers.${tier}`)}</h3>
            <p className="text-sm text-ink-soft">{tiers[tier].words}</p>
            <p className="mt-4 text-3xl font-semibold tabular-nums" data-testid={`price-${tier}`}>
              {labels[tier]}
            </p>
            <p className="text-xs text-ink-muted">{t('perGreeting')}</p>
            <ul className="mt-4 flex flex-col gap-1 text-sm text-ink-soft">
              <li className="flex gap-2">
                <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                {tiers[tier].length}
              </li>
              <li className="flex gap-2">
                <Type aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                {t(`suits.${tier}`)}
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <div className="rounded-card border border-line bg-paper p-5">
        <h3 className="font-semibold">{t('includedTitle')}</h3>
        <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-soft sm:flex-row sm:flex-wrap sm:gap-x-6">
          {included.map((line) => (
            <li key={line} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {line}
            </li>
          ))}
        </ul>
      </div>
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
